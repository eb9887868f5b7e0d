import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Category, FlagStatus, ImageStatus } from './profile.entity.js';
import { imageVisibleTo, type Viewer } from '../../policies/visibility.js';
import { Page } from '../../core/page.js';
import { ModeratorOnlyField } from '../../auth/access.js';

registerEnumType(Category, {
  name: 'Category',
  description: 'The kind of connection: dating or friends.',
  valuesConfig: {
    DATING: { description: 'Dating or romantic (Dating/Romantic).' },
    FRIENDS: { description: 'Friendship or social (Friends/Social).' },
  },
});
registerEnumType(FlagStatus, {
  name: 'FlagStatus',
  description:
    'Bucket of the average rating: green >= 3.5, neutral >= 2.5, red < 2.5; neutral while approved reports come from fewer distinct members than the threshold (see `Profile.flagShown`).',
  valuesConfig: {
    GREEN: { description: 'Average rating of 3.5 or more.' },
    NEUTRAL: { description: 'Average rating from 2.5 to below 3.5, or not enough reports (see `Profile.flagShown`).' },
    RED: { description: 'Average rating below 2.5.' },
    YELLOW: { description: 'Listed by the SPEC but never assigned by the server at present.' },
  },
});
registerEnumType(ImageStatus, {
  name: 'ImageStatus',
  description: 'Moderation state of a profile image. Only APPROVED images are shown publicly.',
  valuesConfig: {
    PENDING: { description: 'Waiting for an admin; visible only to admins and the member who uploaded it.' },
    APPROVED: { description: 'Approved by an admin; visible to everyone.' },
    REJECTED: { description: 'Rejected by an admin or removed on a removal request; the file is deleted.' },
  },
});

@ObjectType('ProfileImageVariant', { description: 'A smaller copy of a profile image, in WebP and in JPEG, for `srcset`.', simpleResolvers: true })
export class ProfileImageVariantType {
  @Field(() => Int, { description: 'Width in pixels (the `w` descriptor in `srcset`); the height keeps the aspect ratio of the image.' })
  width!: number;

  @Field({ description: 'URL of the WebP copy (for `<source type="image/webp">`).' })
  webpUrl!: string;

  @Field({ description: 'URL of the JPEG copy (for the `<img>` fallback).' })
  jpegUrl!: string;
}

@ObjectType('ProfileImage', {
  description: 'A profile image with what responsive markup needs. Visible to the same viewers as `Profile.profileImageUrl`, and served with the same checks.',
  simpleResolvers: true,
})
export class ProfileImageType {
  @Field({ description: 'URL of the full-size image: the same as `Profile.profileImageUrl`.' })
  url!: string;

  @Field(() => Int, { nullable: true, description: 'Width of the full-size image in pixels; null for images stored before sizes were recorded.' })
  width!: number | null;

  @Field(() => Int, { nullable: true, description: 'Height of the full-size image in pixels; null for images stored before sizes were recorded.' })
  height!: number | null;

  @Field(() => [ProfileImageVariantType], {
    description:
      'Smaller copies (at most 160, 320 and 640 px wide, never wider than the image), narrowest first. Empty for images stored before copies were made: use `url`.',
  })
  variants!: ProfileImageVariantType[];
}

@ObjectType('Profile', { description: 'A person members have reported on. Aggregates count approved reports only.', simpleResolvers: true })
export class ProfileType {
  @Field(() => ID, { description: 'The profile id (a whole number as a string); its page is /profile/{id}.' })
  id!: string;

  @Field({ description: 'First name of the person (at most 60 characters).' })
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'Last name (at most 60 characters); null when not given.' })
  lastName!: string | null;

  @Field({ description: 'First and last name joined by a space, built by the server.' })
  displayName!: string;

  @Field(() => Int, { nullable: true, description: 'Age in years (18 to 100); null when not given.' })
  age!: number | null;

  @Field(() => String, { nullable: true, description: 'A short description of the person (at most 500 characters); null when not given.' })
  bio!: string | null;

  @Field(() => String, { nullable: true, description: 'One of the gazetteer locations, or free text.' })
  location!: string | null;

  @Field(() => Category, { description: 'The kind of connection she was added under: dating or friends.' })
  category!: Category;

  @Field(() => String, { nullable: true, description: 'City centroid latitude, as a decimal string (never a precise position).' })
  latitude!: string | null;

  @Field(() => String, { nullable: true, description: 'City centroid longitude, as a decimal string.' })
  longitude!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'URL of the profile image, served by the app: approved images for everyone; pending ones only to admins and the uploader.',
  })
  profileImageUrl!: string | null;

  @Field(() => ProfileImageType, {
    nullable: true,
    description: 'The profile image with its size and smaller copies for `srcset`; null exactly when `profileImageUrl` is null.',
  })
  profileImage!: ProfileImageType | null;

  @Field(() => ImageStatus, { nullable: true, description: 'Image moderation state; null when there is no image (or it is not visible to the viewer).' })
  imageApprovalStatus!: ImageStatus | null;

  @Field(() => FlagStatus, {
    description: 'Flag from the average rating of approved reports; NEUTRAL without reports and whenever `flagShown` is false.',
  })
  flagStatus!: FlagStatus;

  @Field({
    description:
      "True when approved reports come from enough distinct members (FLAG_MIN_REPORTERS, 2 by default) for the flag badge and the banner colour to show. When false, show no badge and a grey banner: 'Not enough reports yet', with `reviewCount`.",
  })
  flagShown!: boolean;

  @Field(() => String, { nullable: true, description: 'Average rating of approved reports as a decimal string (e.g. "4.50"); null without reports.' })
  averageRating!: string | null;

  @Field(() => Int, { description: 'Number of approved reports.' })
  reviewCount!: number;

  @Field({ description: 'When the profile was added.' })
  createdAt!: Date;

  @Field({ description: 'True when the profile belongs to a member account (see `userId`); always false for people added by members.' })
  isUser!: boolean;

  @Field(() => ID, { nullable: true, description: 'The member account the profile belongs to (when `isUser`), else null. Never the member who added it.' })
  userId!: string | null;

  @Field(() => String, { nullable: true, description: 'Occupation of the person, when known (this API does not set it); otherwise null.' })
  profession!: string | null;

  @Field({
    description:
      "True while no moderator has approved a report or a photo about her (SAFETY 15): only admins and the member who added her see the profile then; show it marked 'Awaiting review'. Public lists never include such a profile.",
  })
  awaitingReview!: boolean;

  /** Whether new reports are paused, when the read that made this profile already knows (the profile page's); the
   * `reportsPaused` field resolver (pile-on) asks the database only when it is not set. Not a field of its own. */
  reportsPaused?: boolean;

  @Field(() => Float, {
    nullable: true,
    description: 'Great-circle distance in miles (rounded to 0.1) from the point given to `profiles`, when one was given and the profile has coordinates.',
  })
  distance!: number | null;

  @ModeratorOnlyField(() => Boolean, 'generated by the sample-data tool.', '`moderationProfiles`')
  isSample?: boolean | null;
}

@ObjectType({ description: 'One page of profiles.', simpleResolvers: true })
export class ProfilePage extends Page(ProfileType, {
  items: 'The profiles of this page, in the requested order (at most `pageSize`).',
  total: "Number of matching profiles: exact up to 500 (and always on the last page); above that the planner's estimate, rounded (see totalIsExact).",
  totalIsExact: 'False when total is an estimate (shown as "about N").',
  page: 'The page returned (1-based).',
  pageSize: 'Profiles per page (1 to 100).',
  pageCount: 'Number of pages that can be requested (bounded: very deep pages need narrower filters).',
  hasNextPage: 'True when a further page exists and may be requested.',
}) {}

@ObjectType({ description: 'A location members can pick, with its city-centroid coordinates.' })
export class LocationOption {
  @Field({ description: 'The location as profiles store it, e.g. "Austin, TX"; use it as `ProfileFilter.location`.' })
  name!: string;

  @Field(() => Float, { description: 'City-centroid latitude in decimal degrees.' })
  latitude!: number;

  @Field(() => Float, { description: 'City-centroid longitude in decimal degrees.' })
  longitude!: number;
}

/** A profile row as selected by the browse/profile SQL (snake_case columns). */
export interface ProfileRow {
  id: number;
  first_name: string;
  last_name: string | null;
  display_name: string;
  age: number | null;
  bio: string | null;
  location: string | null;
  category: Category;
  latitude: number | null;
  longitude: number | null;
  profession: string | null;
  image_approval_status: ImageStatus | null;
  image_uploaded_at: Date | string | null;
  image_uploaded_by_id: string | null;
  image_width?: number | null;
  image_height?: number | null;
  image_variant_widths?: number[] | null;
  flag_status: FlagStatus;
  flag_shown: boolean;
  average_rating: string | null;
  review_count: number;
  is_user: boolean;
  user_id: string | null;
  created_at: Date | string;
  image_hidden_at?: Date | string | null;
  published_at: Date | string | null;
  distance?: number | null;
}

/** Columns every profile read selects, in one place so browse and detail present identically. */
export const PROFILE_COLUMNS = `p.id, p.first_name, p.last_name, p.display_name, p.age, p.bio, p.location, p.category, p.latitude, p.longitude,
  p.profession, p.image_approval_status, p.image_uploaded_at, p.image_uploaded_by_id, p.image_width, p.image_height, p.image_variant_widths, p.flag_status, p.flag_shown, p.average_rating,
  p.review_count, p.is_user, p.user_id, p.created_at, p.image_hidden_at, p.published_at`;

export function profileImageUrl(id: number, uploadedAt: Date | string | null): string {
  const v = uploadedAt ? (uploadedAt instanceof Date ? uploadedAt : new Date(uploadedAt)).getTime().toString(36) : '0';
  return `/api/images/profiles/${id}?v=${v}`;
}

/**
 * The image of a profile row with its smaller copies. Copies are asked for on the image's own URL
 * (`&w=<width>&fmt=webp|jpeg`), so they go through the same route and the same visibility check.
 */
export function presentProfileImage(
  row: Pick<ProfileRow, 'id' | 'image_uploaded_at' | 'image_width' | 'image_height' | 'image_variant_widths'>,
): ProfileImageType {
  const url = profileImageUrl(row.id, row.image_uploaded_at);
  const widths = [...(row.image_variant_widths ?? [])].sort((a, b) => a - b);
  return {
    url,
    width: row.image_width ?? null,
    height: row.image_height ?? null,
    variants: widths.map((width) => ({ width, webpUrl: `${url}&w=${width}&fmt=webp`, jpegUrl: `${url}&w=${width}&fmt=jpeg` })),
  };
}

/** The one place a profile row becomes an API shape (GraphQL and REST). */
export function presentProfile(row: ProfileRow, viewer: Viewer | null): ProfileType {
  const image = imageVisibleTo(row, viewer) ? presentProfileImage(row) : null;
  return {
    id: String(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    age: row.age,
    bio: row.bio,
    location: row.location,
    category: row.category,
    latitude: row.latitude == null ? null : String(row.latitude),
    longitude: row.longitude == null ? null : String(row.longitude),
    profileImageUrl: image ? image.url : null,
    profileImage: image,
    imageApprovalStatus: image ? row.image_approval_status : null,
    flagStatus: row.flag_status,
    flagShown: row.flag_shown,
    averageRating: row.average_rating == null ? null : Number(row.average_rating).toFixed(2),
    reviewCount: row.review_count,
    createdAt: new Date(row.created_at),
    isUser: row.is_user,
    userId: row.user_id,
    profession: row.profession,
    awaitingReview: row.published_at == null,
    distance: row.distance == null ? null : Math.round(Number(row.distance) * 10) / 10,
  };
}
