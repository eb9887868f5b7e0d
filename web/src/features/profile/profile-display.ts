import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Category, FlagStatus, ImageStatus } from '../../gql/graphql';

type NamedProfile = { firstName: string; lastName?: string | null; displayName: string };

/** SPEC §2: first name plus the optional last name, else the display name. */
export function profileNameOf({ firstName, lastName, displayName }: NamedProfile): string {
  const full = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || displayName.trim();
}

/** Initials of the first and last name (or of the display name when the names are empty). */
export function profileInitialsOf(profile: NamedProfile): string {
  const first = profile.firstName.trim()[0];
  const last = profile.lastName?.trim()[0];
  if (first) return `${first}${last ?? ''}`.toUpperCase();
  const words = profile.displayName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return `${words[0][0]}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
}

/** A small stable string hash (djb2), used to pick an initials tile colour from the name. */
export function hashName(name: string): number {
  let hash = 5381;
  for (let i = 0; i < name.length; i += 1) hash = ((hash << 5) + hash + name.charCodeAt(i)) | 0;
  return Math.abs(hash);
}

type ImageProfile = { profileImageUrl?: string | null; imageApprovalStatus?: ImageStatus | null };

/** SPEC §2: a profile image shows only once it exists and is approved; until then, the initials. */
export function approvedImageOf({ profileImageUrl, imageApprovalStatus }: ImageProfile): string | null {
  return profileImageUrl && imageApprovalStatus === 'APPROVED' ? profileImageUrl : null;
}

export type LatLng = { latitude: number; longitude: number };

const EARTH_RADIUS_MILES = 3959;

/** SPEC §9: great-circle distance in miles with an earth radius of 3959 miles, rounded to 0.1. */
export function distanceInMiles(from: LatLng, to: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.round(miles * 10) / 10;
}

/** A profile's city-centroid coordinates (strings in the API), or null when it has none. */
export function coordinatesOf(profile: { latitude?: string | null; longitude?: string | null }): LatLng | null {
  if (profile.latitude == null || profile.longitude == null) return null;
  const latitude = Number.parseFloat(profile.latitude);
  const longitude = Number.parseFloat(profile.longitude);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}

/** SPEC §9: '< 1 mile away', '1 mile away', 'N miles away' (N rounded to 0.1), in her language. */
export function distanceLabel(intl: IntlShape, miles: number | null | undefined): string | null {
  if (miles == null || !Number.isFinite(miles)) return null;
  const rounded = Math.round(miles * 10) / 10;
  if (rounded < 1)
    return intl.formatMessage({ id: 'profile.distance.underOne', defaultMessage: '< 1 mile away', description: 'Distance to a profile under a mile.' });
  return intl.formatMessage(
    {
      id: 'profile.distance.miles',
      defaultMessage: '{miles, plural, one {# mile away} other {# miles away}}',
      description: 'Distance to a profile, rounded to 0.1 mile.',
    },
    { miles: rounded },
  );
}

export type RatingTone = 'none' | 'good' | 'mixed' | 'bad';

/**
 * SPEC §2/§9 banner colour: no reviews grey; >= 3.5 green; >= 2.5 yellow; below red. Grey too while the flag is not
 * shown (`flagShown` false: approved reports from too few distinct members, SAFETY 16).
 */
export function ratingToneOf(averageRating: string | null | undefined, reviewCount: number, flagShown = true): RatingTone {
  const rating = averageRating == null ? Number.NaN : Number.parseFloat(averageRating);
  if (!flagShown || reviewCount === 0 || !Number.isFinite(rating)) return 'none';
  if (rating >= 3.5) return 'good';
  if (rating >= 2.5) return 'mixed';
  return 'bad';
}

const FLAG_LABELS = defineMessages({
  green: { id: 'profile.flag.green', defaultMessage: 'Green Flag', description: 'Flag badge of a profile with good reports.' },
  red: { id: 'profile.flag.red', defaultMessage: 'Red Flag', description: 'Flag badge of a profile with bad reports.' },
  neutral: { id: 'profile.flag.neutral', defaultMessage: 'Neutral', description: 'Flag badge of a profile with mixed reports.' },
});

/** SPEC §2 flag badge: Green Flag, Red Flag, Neutral (neutral and yellow both read 'Neutral'); formatted where shown. */
export function flagLabelOf(flagStatus: FlagStatus): MessageDescriptor {
  if (flagStatus === 'GREEN') return FLAG_LABELS.green;
  if (flagStatus === 'RED') return FLAG_LABELS.red;
  return FLAG_LABELS.neutral;
}

/** Category names as the report form words them. */
export const CATEGORY_LABELS = defineMessages({
  FRIENDS: { id: 'profile.category.friends', defaultMessage: 'Friends/Social', description: 'Category of a report or profile.' },
  DATING: { id: 'profile.category.dating', defaultMessage: 'Dating/Romantic', description: 'Category of a report or profile.' },
} satisfies Record<Category, MessageDescriptor>);

/** A rating such as "4.50" with one decimal ("4.5"): the value StarRating draws; show it through `ratingText`. */
export function formatRating(averageRating: string | null | undefined): string | null {
  if (averageRating == null) return null;
  const rating = Number.parseFloat(averageRating);
  return Number.isFinite(rating) ? rating.toFixed(1) : null;
}

/** A rating such as "4.50" written with one decimal in her language ('4.5', '4,5'), or null without one. */
export function ratingText(intl: IntlShape, averageRating: string | null | undefined): string | null {
  const rating = formatRating(averageRating);
  return rating === null ? null : intl.formatNumber(Number(rating), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
