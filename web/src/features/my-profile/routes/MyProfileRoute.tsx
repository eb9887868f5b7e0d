import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { StyledCard, StyledCardDescription, StyledCardIcon, StyledCardTitle } from '../../../ui/Card';
import { UserIcon } from '../../../ui/icons';
import { PageHeader, StyledNarrowPage } from '../../../ui/Page';
import { ErrorState, LoadingState } from '../../../ui/StateMessage';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { RequireAuth } from '../../auth/components/RequireAuth';
import { useCurrentUser, greetingNameOf } from '../../auth/hooks/useCurrentUser';
import { ProfileCard } from '../../profile/components/ProfileCard';
import { IdVerificationSlot } from '../components/IdVerificationSlot';
import { useMyProfile } from '../hooks/useMyProfile';

const StyledLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 40rem;
`;

const StyledWelcome = styled(StyledCard)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
`;

const StyledCardWrap = styled.div`
  max-width: 16rem;
`;

const messages = defineMessages({
  loading: { id: 'myProfile.page.loading', defaultMessage: 'Loading your profile' },
  loadFailed: { id: 'myProfile.page.loadFailed', defaultMessage: 'Your profile could not be loaded' },
  tryAgain: { id: 'myProfile.page.tryAgain', defaultMessage: 'Please try again.' },
  yourProfile: { id: 'myProfile.page.yourProfile', defaultMessage: 'Your profile' },
  documentTitle: { id: 'myProfile.page.documentTitle', defaultMessage: 'My profile' },
  title: { id: 'myProfile.page.title', defaultMessage: 'My Profile' },
});

function MyProfileContent() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const { profile, loading, error, refetch } = useMyProfile();
  if (loading) return <LoadingState label={intl.formatMessage(messages.loading)} />;
  if (error) {
    return (
      <ErrorState
        title={intl.formatMessage(messages.loadFailed)}
        message={errorMessage(error) ?? intl.formatMessage(messages.tryAgain)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!profile) {
    return (
      <StyledWelcome aria-labelledby="my-profile-welcome">
        <StyledCardIcon $small>
          <UserIcon size={24} />
        </StyledCardIcon>
        <StyledCardTitle id="my-profile-welcome">
          {user ? (
            <FormattedMessage id="myProfile.welcome.named" defaultMessage="Welcome, {name}!" values={{ name: greetingNameOf(user) }} />
          ) : (
            <FormattedMessage id="myProfile.welcome.title" defaultMessage="Welcome!" />
          )}
        </StyledCardTitle>
        <StyledCardDescription>
          <FormattedMessage
            id="myProfile.welcome.description"
            defaultMessage="This is where you verify your identity. Members have no public profile on Tea: only the people members add are listed."
          />
        </StyledCardDescription>
      </StyledWelcome>
    );
  }
  return (
    <section aria-label={intl.formatMessage(messages.yourProfile)}>
      <StyledCardWrap>
        <ProfileCard profile={profile} />
      </StyledCardWrap>
    </section>
  );
}

/**
 * /my-profile (signed in): a welcome (or the profile linked to her account, if one exists), then ID verification.
 * There is no 'Create My Profile': a member profile would have to stay out of browse, which browse does not do.
 */
export function MyProfileRoute() {
  const intl = useIntl();
  useDocumentTitle(pageTitle(intl.formatMessage(messages.documentTitle)));
  return (
    <RequireAuth>
      <StyledNarrowPage>
        <PageHeader title={intl.formatMessage(messages.title)} />
        <StyledLayout>
          <MyProfileContent />
          <IdVerificationSlot />
        </StyledLayout>
      </StyledNarrowPage>
    </RequireAuth>
  );
}
