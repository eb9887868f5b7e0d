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

function MyProfileContent() {
  const { user } = useCurrentUser();
  const { profile, loading, error, refetch } = useMyProfile();
  if (loading) return <LoadingState label="Loading your profile" />;
  if (error) {
    return (
      <ErrorState
        title="Your profile could not be loaded"
        message={errorMessage(error) ?? 'Please try again.'}
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
        <StyledCardTitle id="my-profile-welcome">Welcome{user ? `, ${greetingNameOf(user)}` : ''}!</StyledCardTitle>
        <StyledCardDescription>
          This is where you verify your identity. Members have no public profile on Tea: only the people members add are listed.
        </StyledCardDescription>
      </StyledWelcome>
    );
  }
  return (
    <section aria-label="Your profile">
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
  useDocumentTitle(pageTitle('My profile'));
  return (
    <RequireAuth>
      <StyledNarrowPage>
        <PageHeader title="My Profile" />
        <StyledLayout>
          <MyProfileContent />
          <IdVerificationSlot />
        </StyledLayout>
      </StyledNarrowPage>
    </RequireAuth>
  );
}
