import styled from 'styled-components';
import { useCurrentUser } from '../../../auth/hooks/useCurrentUser';
import { AdminSecondFactorGate } from '../../shared/components/AdminSecondFactorGate';
import { ButtonLink } from '../../../../ui/Button';
import { GuardCard } from '../../../../ui/Card';
import { CenteredSpinner } from '../../../../ui/Spinner';
import { StyledPage } from '../../../../ui/Page';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';

const StyledPortalCard = styled(GuardCard)`
  max-width: 32rem;
  margin: 2rem auto;
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
          <StyledPortalCard
            title="Admin Portal"
            description={<>Welcome, {user.firstName || user.username}. Moderate users, profiles, reports, images and ID verification.</>}
          >
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
      <StyledPortalCard role="alert" title="Access Denied" description="You don’t have permission to access the admin portal.">
        <ButtonLink to="/" variant="outline">
          Go Home
        </ButtonLink>
      </StyledPortalCard>
    </StyledPage>
  );
}
