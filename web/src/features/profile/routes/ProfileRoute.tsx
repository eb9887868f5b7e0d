import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { Button, ButtonLink } from '../../../ui/Button';
import { StyledPage } from '../../../ui/Page';
import { CenteredSpinner } from '../../../ui/Spinner';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { SIGN_UP_PATH } from '../../auth/auth-paths';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { CommunityReports } from '../../reports/components/CommunityReports';
import { ProfileHeader } from '../components/ProfileHeader';
import { useProfile } from '../hooks/useProfile';
import { useRecordProfileView } from '../hooks/useRecordProfileView';
import { profileNameOf } from '../profile-display';
import { RequestRemovalLink } from '../../removal/components/RequestRemovalLink';
import { FlagButton } from '../../flag/components/FlagButton';
import { WatchThisNameButton } from '../../watch/components/WatchThisNameButton';
import { StyledSecondaryActions } from '../../../ui/SecondaryActions';
import { Stack } from '../../../ui/Stack';
import { Heading } from '../../../ui/Text';

/** Admin controls: loaded for admins only. */
const ProfileAdminControls = lazy(() => import('../../admin/profiles/components/ProfileAdminControls').then((m) => ({ default: m.ProfileAdminControls })));

/** The report form (react-final-form and the wizard's parts) loads when a member first opens it (issue 7). */
const ShareExperienceDialog = lazy(() => import('../../reports/components/ShareExperienceDialog').then((m) => ({ default: m.ShareExperienceDialog })));

const StyledMissing = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 4rem 1rem;
  text-align: center;
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** Generic on purpose: the description never repeats a profile's details or its reports. */
const messages = defineMessages({
  description: {
    id: 'profile.page.description',
    defaultMessage: 'A profile on Tea with honest, anonymous reports from a women-only community, each one reviewed by a moderator before it is published.',
    description: 'Meta description of a profile page.',
  },
  profile: { id: 'profile.page.title', defaultMessage: 'Profile', description: 'Tab title of a profile page while it loads.' },
  notFound: { id: 'profile.page.notFound', defaultMessage: 'Profile not found', description: 'Heading and tab title of a missing profile.' },
});

/** The tab title, in step with what the page shows: 'Profile' while loading or failed, then the name or 'Profile not found'. */
function profileTitle(
  intl: IntlShape,
  { profile, loading, notFound, error }: Pick<ReturnType<typeof useProfile>, 'profile' | 'loading' | 'notFound' | 'error'>,
): string {
  if (loading) return pageTitle(intl.formatMessage(messages.profile));
  if (notFound) return pageTitle(intl.formatMessage(messages.notFound));
  if (error || !profile) return pageTitle(intl.formatMessage(messages.profile));
  return pageTitle(profileNameOf(profile));
}

/** /profile/:id, open to everyone. */
export function ProfileRoute() {
  const { id = '' } = useParams();
  const { user, loading: userLoading } = useCurrentUser();
  const { profile, loading, notFound, error, refetch } = useProfile(id);
  const [sharing, setSharing] = useState(false);
  const [shared, setShared] = useState(false);
  useRecordProfileView(profile ? profile.id : null, user !== null);
  const intl = useIntl();
  useDocumentTitle(profileTitle(intl, { profile, loading, notFound, error }), intl.formatMessage(messages.description));

  if (loading)
    return (
      <CenteredSpinner
        label={intl.formatMessage({ id: 'profile.page.loading', defaultMessage: 'Loading profile', description: 'Spinner of a profile page.' })}
      />
    );
  if (notFound) {
    return (
      <StyledPage>
        <StyledMissing>
          <Heading as="h1" $size="4xl" $weight="heavy">
            {intl.formatMessage(messages.notFound)}
          </Heading>
          <StyledMuted>
            <FormattedMessage
              id="profile.page.notFoundText"
              defaultMessage="This profile does not exist or has been removed."
              description="Text of a missing profile."
            />
          </StyledMuted>
          <ButtonLink to="/">
            <FormattedMessage id="profile.page.backToBrowse" defaultMessage="Back to Browse" description="Link from a missing profile to the browse page." />
          </ButtonLink>
        </StyledMissing>
      </StyledPage>
    );
  }
  if (error || !profile) {
    return (
      <StyledPage>
        <StyledMissing role="alert">
          <Heading as="h1" $size="4xl" $weight="heavy">
            <FormattedMessage
              id="profile.page.loadFailed"
              defaultMessage="This profile could not be loaded"
              description="Heading when a profile fails to load."
            />
          </Heading>
          <StyledMuted>
            {errorMessage(error) ??
              intl.formatMessage({
                id: 'profile.page.tryAgainText',
                defaultMessage: 'Please try again.',
                description: 'When a profile failed without a message.',
              })}
          </StyledMuted>
          <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="profile.page.tryAgain" defaultMessage="Try Again" description="Retries loading a profile." />
          </Button>
        </StyledMissing>
      </StyledPage>
    );
  }

  const name = profileNameOf(profile);
  let action = null;
  // While new reports are paused the header says why, and there is no form to open.
  if (profile.reportsPaused) action = null;
  else if (user)
    action = (
      <Button
        onClick={() => {
          setShared(true);
          setSharing(true);
        }}
      >
        <FormattedMessage id="profile.page.share" defaultMessage="Share Your Experience" description="Opens the report dialog on a profile." />
      </Button>
    );
  else if (!userLoading)
    action = (
      <ButtonLink to={SIGN_UP_PATH}>
        <FormattedMessage id="profile.page.signUpToShare" defaultMessage="Sign Up to Share Experience" description="Visitor's button on a profile." />
      </ButtonLink>
    );

  return (
    <StyledPage>
      <Stack $gap={6}>
        <ProfileHeader profile={profile}>
          {profile.viewerCan.moderate && (
            <Suspense fallback={null}>
              <ProfileAdminControls profileId={profile.id} firstName={profile.firstName} lastName={profile.lastName} location={profile.location} />
            </Suspense>
          )}
          <StyledSecondaryActions>
            <RequestRemovalLink
              type="profile"
              id={profile.id}
              label={intl.formatMessage({
                id: 'profile.page.requestRemoval',
                defaultMessage: 'Request removal of this profile',
                description: 'Link to the removal form for this profile.',
              })}
            />
            <FlagButton
              type="PROFILE"
              id={profile.id}
              profileId={profile.id}
              label={intl.formatMessage({ id: 'profile.page.flag', defaultMessage: 'Flag this profile', description: 'Button to flag this profile.' })}
            />
            {user && <WatchThisNameButton start={{ firstName: profile.firstName, lastName: profile.lastName, location: profile.location }} />}
          </StyledSecondaryActions>
        </ProfileHeader>
        <CommunityReports profileId={profile.id} action={action} signedIn={user !== null} />
      </Stack>
      {user && shared && (
        <Suspense fallback={null}>
          <ShareExperienceDialog open={sharing} onClose={() => setSharing(false)} profile={{ id: profile.id, category: profile.category, name }} />
        </Suspense>
      )}
    </StyledPage>
  );
}
