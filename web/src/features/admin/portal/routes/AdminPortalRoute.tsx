import styled from 'styled-components';
import { useCurrentUser } from '../../../auth/hooks/useCurrentUser';
import { AdminSecondFactorGate } from '../../shared/components/AdminSecondFactorGate';
import { ButtonLink } from '../../../../ui/Button';
import { StyledCard, StyledCardDescription, StyledCardIcon, StyledCardTitle } from '../../../../ui/Card';
import { ShieldCheckIcon } from '../../../../ui/icons';
import { CenteredSpinner } from '../../../../ui/Spinner';
import { StyledPage } from '../../../../ui/Page';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';

const StyledPortalCard = styled(StyledCard)`
  max-width: 32rem;
  margin: 2rem auto;
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
`;

/**
 * /admin: Access Denied for members, a welcome and the way to the dashboard for admins (after two-step sign-in: the
 * set-up or a code prompt first when her session has not passed it).
 */
export function AdminPortalRoute() {
  useDocumentTitle(pageTitle('Admin', 'Portal'));
  const { user, loading, can } = useCurrentUser();
  if (loading) return <CenteredSpinner />;
  if (can.useAdminTools && user) {
    // After her first sign-in an admin lands here and sets up two-step sign-in before the portal shows.
    return (
      <AdminSecondFactorGate>
        <StyledPage>
          <StyledPortalCard aria-labelledby="admin-portal-title">
            <StyledCardIcon>
              <ShieldCheckIcon size={28} />
            </StyledCardIcon>
            <StyledCardTitle as="h1" id="admin-portal-title">
              Admin Portal
            </StyledCardTitle>
            <StyledCardDescription>
              Welcome, {user.firstName || user.username}. Moderate users, profiles, reports, images and ID verification.
            </StyledCardDescription>
            <ButtonLink to="/admin/dashboard" size="lg">
              Go to Dashboard
            </ButtonLink>
          </StyledPortalCard>
        </StyledPage>
      </AdminSecondFactorGate>
    );
  }
  return (
    <StyledPage>
      <StyledPortalCard role="alert" aria-labelledby="admin-denied-title">
        <StyledCardIcon>
          <ShieldCheckIcon size={28} />
        </StyledCardIcon>
        <StyledCardTitle as="h1" id="admin-denied-title">
          Access Denied
        </StyledCardTitle>
        <StyledCardDescription>You don’t have permission to access the admin portal.</StyledCardDescription>
        <ButtonLink to="/" variant="outline">
          Go Home
        </ButtonLink>
      </StyledPortalCard>
    </StyledPage>
  );
}
