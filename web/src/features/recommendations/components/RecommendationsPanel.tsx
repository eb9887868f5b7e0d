import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { ButtonLink } from '../../../ui/Button';
import { MapPinIcon } from '../../../ui/icons';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StateMessage';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { ProfilePicture } from '../../profile/components/ProfilePicture';
import { profileNameOf } from '../../profile/profile-display';
import { useRecommendations } from '../hooks/useRecommendations';
import { RecentlyViewed } from './RecentlyViewed';
import { ScoreBadge } from './ScoreBadge';
import { Row, Stack, StackList } from '../../../ui/Stack';
import { Heading } from '../../../ui/Text';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledItemLink = styled(Link)`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  text-decoration: none;

  &:hover {
    box-shadow: 0 6px 16px ${({ theme }) => theme.colors.shadow};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const StyledItemBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  flex: 1;
  min-width: 0;
`;

const StyledItemHeader = styled(Row).attrs({ $justify: 'between' })``;

const StyledMeta = styled.p`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledReasons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.125rem 0.5rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondaryForeground};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
  }
`;

/**
 * Smart Matches (SPEC §2, §9): profiles scored for the member, score >= 60, at most 5, each with a coloured score
 * badge and up to 3 reasons, linking to the profile. Visitors are asked to sign in.
 */
const messages = defineMessages({
  loading: { id: 'recommendations.loading', defaultMessage: 'Loading Smart Matches', description: 'While suggestions load.' },
  signInTitle: { id: 'recommendations.signInTitle', defaultMessage: 'Sign in to see your Smart Matches', description: 'Smart Matches tab for visitors.' },
  signInText: {
    id: 'recommendations.signInText',
    defaultMessage: 'Smart Matches suggest profiles based on the places and connections you look at.',
    description: 'Smart Matches tab for visitors.',
  },
  signIn: { id: 'recommendations.signIn', defaultMessage: 'Sign In', description: 'Link to sign in from Smart Matches.' },
  fetchFailed: { id: 'recommendations.fetchFailed', defaultMessage: 'Failed to fetch recommendations', description: 'When suggestions fail to load.' },
  smartMatches: { id: 'recommendations.label', defaultMessage: 'Smart Matches', description: 'Accessible name of the suggestions.' },
  emptyTitle: { id: 'recommendations.emptyTitle', defaultMessage: 'No Smart Matches yet', description: 'No suggestions yet.' },
  emptyText: {
    id: 'recommendations.emptyText',
    defaultMessage: 'Open a few profiles and we will suggest others you may want to know about.',
    description: 'No suggestions yet.',
  },
  intro: {
    id: 'recommendations.intro',
    defaultMessage: 'Profiles picked for you from the places and connections you look at.',
    description: 'Above the suggestions.',
  },
  noLocation: { id: 'profile.noLocation', defaultMessage: 'No location specified', description: 'Shown for a profile without a location.' },
  why: { id: 'recommendations.why', defaultMessage: 'Why this match', description: 'Accessible name of the reasons for a suggestion.' },
});

export function RecommendationsPanel() {
  const { user, loading: userLoading } = useCurrentUser();
  const { recommendations, loading, error, refetch } = useRecommendations({ skip: !user });
  const intl = useIntl();

  if (userLoading || loading) return <LoadingState label={intl.formatMessage(messages.loading)} />;
  if (!user) {
    return (
      <EmptyState
        title={intl.formatMessage(messages.signInTitle)}
        description={intl.formatMessage(messages.signInText)}
        action={<ButtonLink to="/auth">{intl.formatMessage(messages.signIn)}</ButtonLink>}
      />
    );
  }
  if (error) {
    return <ErrorState title={intl.formatMessage(messages.fetchFailed)} message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (recommendations.length === 0) {
    return (
      <Stack as="section" $gap={4} aria-label={intl.formatMessage(messages.smartMatches)}>
        <EmptyState title={intl.formatMessage(messages.emptyTitle)} description={intl.formatMessage(messages.emptyText)} />
        <RecentlyViewed skip={!user} />
      </Stack>
    );
  }
  return (
    <Stack as="section" $gap={4} aria-label={intl.formatMessage(messages.smartMatches)}>
      <StyledIntro>{intl.formatMessage(messages.intro)}</StyledIntro>
      <StackList>
        {recommendations.map(({ profile, score, reasons }) => (
          <li key={profile.id}>
            <StyledItemLink to={`/profile/${profile.id}`}>
              <ProfilePicture profile={profile} shape="circle" size={56} />
              <StyledItemBody>
                <StyledItemHeader>
                  <Heading as="h2" $size="lead">
                    {profileNameOf(profile)}
                  </Heading>
                  <ScoreBadge score={score} />
                </StyledItemHeader>
                <StyledMeta>
                  <MapPinIcon size={14} />
                  {profile.location?.trim() || intl.formatMessage(messages.noLocation)}
                </StyledMeta>
                {reasons.length > 0 && (
                  <StyledReasons aria-label={intl.formatMessage(messages.why)}>
                    {reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </StyledReasons>
                )}
              </StyledItemBody>
            </StyledItemLink>
          </li>
        ))}
      </StackList>
      <RecentlyViewed skip={!user} />
    </Stack>
  );
}
