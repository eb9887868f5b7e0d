import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import type { ProfileHeader_ProfileFragment } from '../../../gql/graphql';
import { MapPinIcon } from '../../../ui/icons';
import { Pill } from '../../../ui/Pill';
import { StarRating } from '../../reports/components/StarRating';
import { formatRating, profileNameOf, ratingText, ratingToneOf, type RatingTone } from '../profile-display';
import { ProfileFlag } from './FlagBadge';
import { ProfilePicture } from './ProfilePicture';

export const ProfileHeaderFragment = graphql(`
  fragment ProfileHeader_profile on Profile {
    id
    firstName
    lastName
    displayName
    age
    bio
    location
    category
    profileImageUrl
    profileImage {
      ...ProfilePicture_image
    }
    imageApprovalStatus
    flagStatus
    flagShown
    averageRating
    reviewCount
    awaitingReview
    reportsPaused
  }
`);

const StyledHeader = styled.section`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.card};
`;

const StyledBanner = styled.div<{ $tone: RatingTone }>`
  height: 7rem;
  background: ${({ theme, $tone }) =>
    ({
      none: theme.colors.neutral,
      good: theme.colors.success,
      mixed: theme.colors.warning,
      bad: theme.colors.destructive,
    })[$tone]};

  ${({ theme }) => theme.media.medium} {
    height: 9rem;
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 0 1.25rem 1.5rem;

  ${({ theme }) => theme.media.medium} {
    padding: 0 2rem 2rem;
  }
`;

const StyledAvatar = styled.div`
  margin-top: -3.5rem;

  > * {
    border: 4px solid ${({ theme }) => theme.colors.card};
  }
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.625rem;
`;

const StyledName = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: 800;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.medium} {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
  }
`;

const StyledFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.mutedForeground};

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
`;

const StyledBio = styled.p`
  max-width: 48rem;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const StyledPending = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledNotice = styled.p`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

/**
 * Under 'Not enough reports yet': the rule (SAFETY 16; the API's FLAG_MIN_REPORTERS, 2 distinct members by default),
 * so a count of reports beside it does not read as a contradiction.
 */
export const FLAG_RULE_MESSAGE = defineMessage({
  id: 'profile.header.flagRule',
  defaultMessage: "A flag and a colour show once approved reports come from at least two different members, so one person's reports never mark a profile.",
  description: 'Under Not enough reports yet on a profile.',
});

/** Shown while new reports on the profile are paused (pile-on protection); the API refuses reports with the same words. */
export const REPORTS_PAUSED_MESSAGE = defineMessage({
  id: 'profile.header.reportsPaused',
  defaultMessage: 'This profile is receiving unusual attention; new reports are paused while moderators review.',
  description: 'Notice on a profile whose new reports are paused.',
});

export type ProfileHeaderProps = {
  profile: ProfileHeader_ProfileFragment;
  /** Extra controls under the details (the admin slot). */
  children?: ReactNode;
};

/**
 * The top of a profile page (SPEC §2): a banner coloured by the average rating (no reviews grey, >= 3.5 green,
 * >= 2.5 yellow, else red), the picture or initials, name, age, location, flag badge, rating and bio. Until approved
 * reports come from enough distinct members (SAFETY 16) the banner is grey and 'Not enough reports yet' replaces the badge,
 * with the rule under it and the count of reports without an average. A person no moderator has approved anything about
 * yet is marked 'Awaiting review' (only her adder and admins see her, SAFETY 15); a profile whose new reports are paused
 * says so (pile-on protection). The title row shows one status: 'Awaiting review', the flag, or 'Not enough reports yet'.
 */
export function ProfileHeader({ profile, children }: ProfileHeaderProps) {
  const tone = ratingToneOf(profile.averageRating, profile.reviewCount, profile.flagShown);
  const intl = useIntl();
  const starValue = formatRating(profile.averageRating);
  const rating = ratingText(intl, profile.averageRating);
  const reportCount = intl.formatMessage(
    { id: 'profile.header.reportCount', defaultMessage: '{count, plural, one {# report} other {# reports}}', description: 'Number of reports on a profile.' },
    { count: profile.reviewCount },
  );
  return (
    <StyledHeader aria-labelledby="profile-name">
      <StyledBanner $tone={tone} data-testid="profile-banner" data-tone={tone} />
      <StyledBody>
        <StyledAvatar>
          <ProfilePicture profile={profile} shape="circle" size={112} priority />
        </StyledAvatar>
        <StyledTitleRow>
          <StyledName id="profile-name">{profileNameOf(profile)}</StyledName>
          {profile.awaitingReview ? (
            <Pill tone="warning">
              <FormattedMessage
                id="profile.awaitingReview"
                defaultMessage="Awaiting review"
                description="Pill of a profile no moderator has approved anything about yet."
              />
            </Pill>
          ) : (
            (profile.flagShown || profile.reviewCount > 0) && <ProfileFlag flagStatus={profile.flagStatus} flagShown={profile.flagShown} />
          )}
        </StyledTitleRow>
        {profile.awaitingReview && (
          <StyledPending>
            <FormattedMessage
              id="profile.header.awaitingReviewText"
              defaultMessage="Only you and the moderators can see this profile until a moderator approves a report or a photo about her."
              description="Under the name of a profile awaiting review."
            />
          </StyledPending>
        )}
        {!profile.awaitingReview && !profile.flagShown && profile.reviewCount > 0 && <StyledPending>{intl.formatMessage(FLAG_RULE_MESSAGE)}</StyledPending>}
        {profile.reportsPaused && <StyledNotice role="status">{intl.formatMessage(REPORTS_PAUSED_MESSAGE)}</StyledNotice>}
        <StyledFacts>
          {profile.age != null && (
            <li>
              <FormattedMessage
                id="profile.header.age"
                defaultMessage="{age} years old"
                description="Age of the person on a profile."
                values={{ age: profile.age }}
              />
            </li>
          )}
          <li>
            <MapPinIcon size={16} />
            {profile.location?.trim() ||
              intl.formatMessage({ id: 'profile.noLocation', defaultMessage: 'No location specified', description: 'Shown for a profile without a location.' })}
          </li>
          <li>
            {profile.reviewCount === 0 ? (
              <FormattedMessage id="profile.header.noReviews" defaultMessage="No reviews yet" description="A profile without reports." />
            ) : rating && profile.flagShown ? (
              <>
                <StarRating rating={Number(starValue)} />
                <FormattedMessage
                  id="profile.header.ratingAndCount"
                  defaultMessage="{rating} · {reportCount}"
                  description="Average rating and number of reports of a profile."
                  values={{ rating, reportCount }}
                />
              </>
            ) : (
              // Below the rule an average would be one member's verdict: the count only.
              reportCount
            )}
          </li>
        </StyledFacts>
        {profile.imageApprovalStatus === 'PENDING' && profile.profileImageUrl && (
          <StyledPending>
            <FormattedMessage
              id="profile.header.photoPending"
              defaultMessage="The photo is waiting for approval; the initials show until it is approved."
              description="Under a profile whose photo awaits approval."
            />
          </StyledPending>
        )}
        {profile.bio?.trim() && <StyledBio>{profile.bio}</StyledBio>}
        {children}
      </StyledBody>
    </StyledHeader>
  );
}
