import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import type { ProfileCard_ProfileFragment } from '../../../gql/graphql';
import { MapPinIcon } from '../../../ui/icons';
import { StyledVisuallyHidden } from '../../../ui/VisuallyHidden';
import { coordinatesOf, distanceInMiles, distanceLabel, profileNameOf, ratingText, type LatLng } from '../profile-display';
import { ProfileFlag } from './FlagBadge';
import { ProfilePicture } from './ProfilePicture';

export const ProfileCardFragment = graphql(`
  fragment ProfileCard_profile on Profile {
    id
    firstName
    lastName
    displayName
    location
    latitude
    longitude
    profileImageUrl
    profileImage {
      ...ProfilePicture_image
    }
    imageApprovalStatus
    flagStatus
    flagShown
    averageRating
    reviewCount
  }
`);

export const StyledProfileCardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  text-decoration: none;
  box-shadow: 0 1px 3px ${({ theme }) => theme.colors.shadow};
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;

  &:hover {
    box-shadow: 0 8px 20px ${({ theme }) => theme.colors.shadow};
    transform: translateY(-2px);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.75rem;
  min-width: 0;
`;

const StyledName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledMeta = styled.p`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  min-width: 0;

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
  margin-top: 0.375rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/**
 * How wide a card's picture is drawn, for `sizes`: the browse grid's columns (2 on small screens, 3 from 768 px,
 * 4 from 1024 px, 5 from 1280 px inside the 72rem content column).
 */
export const PROFILE_CARD_IMAGE_SIZES = '(min-width: 1280px) 14rem, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

export type ProfileCardProps = {
  profile: ProfileCard_ProfileFragment;
  /** The viewer's position (from 'Use my location'); the card then shows how far away the profile is. */
  userLocation?: LatLng | null;
  /** In the first row of the grid: the picture loads at once with high priority; other cards load it lazily. */
  priority?: boolean;
  /** The level of the name's heading: 3 under a list's own h2 (the browse results), else 2. */
  headingLevel?: 2 | 3;
};

/**
 * A profile in the browse grid (SPEC §2): picture or initials, name, location, distance, flag (or 'Not enough reports yet'
 * below the distinct-member threshold, SAFETY 16) and the report count; opens the profile.
 */
const starPart = (chunks: ReactNode[]) => <span aria-hidden="true">{chunks}</span>;
const hiddenPart = (chunks: ReactNode[]) => <StyledVisuallyHidden>{chunks}</StyledVisuallyHidden>;

export function ProfileCard({ profile, userLocation, priority = false, headingLevel = 2 }: ProfileCardProps) {
  const intl = useIntl();
  const name = profileNameOf(profile);
  const coordinates = coordinatesOf(profile);
  const distance = userLocation && coordinates ? distanceLabel(intl, distanceInMiles(userLocation, coordinates)) : null;
  const rating = ratingText(intl, profile.averageRating);
  return (
    <StyledProfileCardLink to={`/profile/${profile.id}`}>
      <ProfilePicture profile={profile} sizes={PROFILE_CARD_IMAGE_SIZES} priority={priority} />
      <StyledBody>
        <StyledName as={headingLevel === 3 ? 'h3' : 'h2'}>{name}</StyledName>
        <StyledMeta>
          <MapPinIcon size={14} />
          <span>
            {profile.location?.trim() ||
              intl.formatMessage({ id: 'profile.noLocation', defaultMessage: 'No location specified', description: 'Shown for a profile without a location.' })}
          </span>
        </StyledMeta>
        {distance && <StyledMeta>{distance}</StyledMeta>}
        <StyledFooter>
          <ProfileFlag flagStatus={profile.flagStatus} flagShown={profile.flagShown} />
          <span>
            {rating ? (
              <FormattedMessage
                id="profile.card.reportsAndRating"
                defaultMessage="{count, plural, one {# report} other {# reports}} · {rating}<star>★</star><hidden> average rating</hidden>"
                description="Footer of a profile card: the number of reports and the average rating (the star is drawn, the words are for screen readers)."
                values={{ count: profile.reviewCount, rating, star: starPart, hidden: hiddenPart }}
              />
            ) : (
              <FormattedMessage
                id="profile.card.reports"
                defaultMessage="{count, plural, one {# report} other {# reports}}"
                description="Footer of a profile card: the number of reports."
                values={{ count: profile.reviewCount }}
              />
            )}
          </span>
        </StyledFooter>
      </StyledBody>
    </StyledProfileCardLink>
  );
}
