import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
import { StyledCard, StyledCardDescription, StyledCardTitle } from '../../../ui/Card';
import { UserIcon } from '../../../ui/icons';
import { PageHeader, StyledPage } from '../../../ui/Page';
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

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentForeground};
`;

const StyledNote = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedForeground};
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
        <StyledIcon>
          <UserIcon size={24} />
        </StyledIcon>
        <StyledCardTitle id="my-profile-welcome">Welcome{user ? `, ${greetingNameOf(user)}` : ''}!</StyledCardTitle>
        <StyledCardDescription>You do not have a member profile yet. A member profile would let others in the community know you.</StyledCardDescription>
        <Button disabled aria-describedby="create-profile-note">
          Create My Profile
        </Button>
        <StyledNote id="create-profile-note">Creating a member profile is not available yet.</StyledNote>
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

/** /my-profile (signed in): the member's own profile (or a welcome), then ID verification. */
export function MyProfileRoute() {
  useDocumentTitle(pageTitle('My profile'));
  return (
    <RequireAuth>
      <StyledPage>
        <PageHeader title="My Profile" />
        <StyledLayout>
          <MyProfileContent />
          <IdVerificationSlot />
        </StyledLayout>
      </StyledPage>
    </RequireAuth>
  );
}
