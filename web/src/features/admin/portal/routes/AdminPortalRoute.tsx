import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
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

const messages = defineMessages({
  documentTitle: { id: 'admin.portal.documentTitle', defaultMessage: 'Portal', description: "Tab title: 'Admin - Portal - Tea'." },
  admin: { id: 'admin.portal.admin', defaultMessage: 'Admin', description: "First part of an admin screen's tab title." },
  title: { id: 'admin.portal.title', defaultMessage: 'Admin Portal' },
  dashboard: { id: 'admin.portal.dashboard', defaultMessage: 'Go to Dashboard' },
  deniedTitle: { id: 'admin.portal.deniedTitle', defaultMessage: 'Access Denied', description: 'A member who is not an admin opened /admin.' },
  deniedText: { id: 'admin.portal.deniedText', defaultMessage: 'You don’t have permission to access the admin portal.' },
  home: { id: 'admin.portal.home', defaultMessage: 'Go Home' },
});

/**
 * /admin: Access Denied for members, a welcome and the way to the dashboard for admins (after two-step sign-in: the
 * set-up or a code prompt first when her session has not passed it).
 */
export function AdminPortalRoute() {
  const intl = useIntl();
  useDocumentTitle(pageTitle(intl.formatMessage(messages.admin), intl.formatMessage(messages.documentTitle)));
  const { user, loading, can } = useCurrentUser();
  if (loading) return <CenteredSpinner />;
  if (can.useAdminTools && user) {
    // After her first sign-in an admin lands here and sets up two-step sign-in before the portal shows.
    return (
      <AdminSecondFactorGate>
        <StyledPage>
          <StyledPortalCard
            title={intl.formatMessage(messages.title)}
            description={
              <FormattedMessage
                id="admin.portal.welcome"
                defaultMessage="Welcome, {name}. Moderate users, profiles, reports, images and ID verification."
                description="name is her first name, else her username."
                values={{ name: user.firstName || user.username }}
              />
            }
          >
            <ButtonLink to="/admin/dashboard" size="lg">
              {intl.formatMessage(messages.dashboard)}
            </ButtonLink>
          </StyledPortalCard>
        </StyledPage>
      </AdminSecondFactorGate>
    );
  }
  return (
    <StyledPage>
      <StyledPortalCard role="alert" title={intl.formatMessage(messages.deniedTitle)} description={intl.formatMessage(messages.deniedText)}>
        <ButtonLink to="/" variant="outline">
          {intl.formatMessage(messages.home)}
        </ButtonLink>
      </StyledPortalCard>
    </StyledPage>
  );
}
