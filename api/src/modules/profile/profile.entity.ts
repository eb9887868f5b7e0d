import { ArrayType, BigIntType } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';

export enum Category {
  DATING = 'dating',
  FRIENDS = 'friends',
}

export enum FlagStatus {
  GREEN = 'green',
  RED = 'red',
  YELLOW = 'yellow',
  NEUTRAL = 'neutral',
}

export enum ImageStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

/** The text the browse search matches (trigram index); the same expression is used in queries. */
export const PROFILE_SEARCH_SQL = `lower("first_name" || ' ' || coalesce("last_name", '') || ' ' || "display_name" || ' ' || coalesce("location", ''))`;

/**
 * A person reported on. `averageRating`, `reviewCount` and `flagStatus` count approved reports only and
 * are updated in the same transaction as anything that changes them (see report.service.ts).
 * Indexes for every browse sort and filter are created in the migration (expression, trigram, GiST).
 */
@Entity({ tableName: 'profiles' })
@Index({ name: 'profiles_newest_idx', expression: 'create index "profiles_newest_idx" on "profiles" ("created_at" desc, "id" desc)' })
@Index({ name: 'profiles_rating_idx', expression: 'create index "profiles_rating_idx" on "profiles" ("average_rating" desc nulls last, "id" desc)' })
@Index({ name: 'profiles_rating_low_idx', expression: 'create index "profiles_rating_low_idx" on "profiles" ("average_rating" asc nulls last, "id" asc)' })
@Index({ name: 'profiles_reports_idx', expression: 'create index "profiles_reports_idx" on "profiles" ("review_count" desc, "id" desc)' })
@Index({ name: 'profiles_name_idx', expression: 'create index "profiles_name_idx" on "profiles" (lower("first_name"), "id")' })
@Index({
  name: 'profiles_location_reports_rating_idx',
  expression: 'create index "profiles_location_reports_rating_idx" on "profiles" ("location", "review_count" desc, "id" desc, "average_rating")',
})
@Index({
  name: 'profiles_location_newest_rating_idx',
  expression: 'create index "profiles_location_newest_rating_idx" on "profiles" ("location", "created_at" desc, "id" desc, "average_rating")',
})
@Index({
  // The distance walk over listed profiles (browse_by_city): rating, name search and listing tested on the index entry.
  name: 'profiles_listed_walk_idx',
  expression:
    'create index "profiles_listed_walk_idx" on "profiles" ("location", "created_at" desc, "id" desc, "average_rating") include ("first_name", "last_name", "display_name") where "latitude" is not null and "hidden_at" is null and "published_at" is not null',
})
@Index({
  name: 'profiles_location_rating_idx',
  expression: 'create index "profiles_location_rating_idx" on "profiles" ("location", "average_rating" desc nulls last, "id" desc)',
})
@Index({
  name: 'profiles_location_rating_low_idx',
  expression: 'create index "profiles_location_rating_low_idx" on "profiles" ("location", "average_rating" asc nulls last, "id" asc)',
})
@Index({
  name: 'profiles_location_name_rating_idx',
  expression: 'create index "profiles_location_name_rating_idx" on "profiles" ("location", lower("first_name"), "id", "average_rating")',
})
@Index({
  name: 'profiles_first_name_prefix_idx',
  expression: 'create index "profiles_first_name_prefix_idx" on "profiles" (lower("first_name") text_pattern_ops)',
})
@Index({
  name: 'profiles_search_trgm_idx',
  expression: `create index "profiles_search_trgm_idx" on "profiles" using gin ((${PROFILE_SEARCH_SQL}) gin_trgm_ops)`,
})
@Index({
  name: 'profiles_earth_idx',
  expression:
    'create index "profiles_earth_idx" on "profiles" using gist (ll_to_earth("latitude", "longitude")) where "latitude" is not null and "longitude" is not null',
})
export class Profile {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 60 })
  firstName!: string;

  @Property({ length: 60, nullable: true })
  lastName?: string | null;

  @Property({ length: 130 })
  displayName!: string;

  @Property({ type: 'smallint', nullable: true })
  age?: number | null;

  @Property({ columnType: 'text', nullable: true })
  bio?: string | null;

  @Property({ length: 120, nullable: true })
  location?: string | null;

  @Enum({ items: () => Category, nativeEnumName: 'category' })
  category!: Category;

  /** City centroid from the gazetteer, never a person's position (SAFETY 4). */
  @Property({ type: 'double', nullable: true })
  latitude?: number | null;

  @Property({ type: 'double', nullable: true })
  longitude?: number | null;

  @Property({ length: 60, nullable: true })
  profession?: string | null;

  /** Key of the processed image in the private file store; never a public path. */
  @Property({ length: 100, nullable: true, hidden: true })
  imageKey?: string | null;

  @Enum({ items: () => ImageStatus, nativeEnumName: 'image_status', nullable: true })
  imageApprovalStatus?: ImageStatus | null;

  @Property({ type: 'datetime', nullable: true })
  imageUploadedAt?: Date | null;

  /** Pixel size of the stored image; null when there is none, or for images stored before sizes were recorded. */
  @Property({ type: 'smallint', nullable: true })
  imageWidth?: number | null;

  @Property({ type: 'smallint', nullable: true })
  imageHeight?: number | null;

  /**
   * Widths of the smaller WebP and JPEG copies stored next to the image (keys from `variantKey`), narrowest first;
   * null when there are none (no image, or one stored before copies were made: the image itself is served then).
   */
  @Property({ type: new ArrayType((i) => Number(i)), columnType: 'smallint[]', nullable: true })
  imageVariantWidths?: number[] | null;

  /**
   * The 64-bit difference hash of the current image (image-pipeline.ts `differenceHash`), kept after a removal deletes
   * the files so the removal can put it on the blocklist (image-hash module).
   */
  @Property({ type: new BigIntType('string'), nullable: true, hidden: true })
  imageHash?: string | null;

  /** Who uploaded the current image (may see it while pending). Admin-only. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true, index: true })
  imageUploadedBy?: User | null;

  @Enum({ items: () => FlagStatus, nativeEnumName: 'flag_status', default: FlagStatus.NEUTRAL })
  flagStatus: FlagStatus = FlagStatus.NEUTRAL;

  @Property({ type: 'decimal', precision: 3, scale: 2, nullable: true })
  averageRating?: string | null;

  /** Distinct members with approved, not hidden reports about her (aggregates.ts); the flag shows from FLAG_MIN_REPORTERS on. */
  @Property({ default: 0 })
  reporterCount: number = 0;

  /** Whether the flag and banner colour show (SAFETY 16): reporterCount >= FLAG_MIN_REPORTERS; flagStatus is neutral while false. */
  @Property({ default: false })
  flagShown: boolean = false;

  @Property({ default: 0 })
  reviewCount: number = 0;

  @Property({ default: false })
  isUser: boolean = false;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', fieldName: 'user_id' })
  user?: User | null;

  /** The member who added the person. Admin-only, like a report's author. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true, index: true })
  createdBy?: User | null;

  /** Hidden from everyone but admins while a removal request about the profile is decided (SAFETY 12). */
  @Property({ type: 'datetime', nullable: true })
  hiddenAt?: Date | null;

  /**
   * When a moderator first approved a report or a photo about her (SAFETY 15); null while she awaits review: then only
   * admins and the member who added her see the profile, and no public read (browse, search, counts, recommendations,
   * images) includes her. Set by the approve-report and approve-image commands; never cleared.
   */
  @Property({ type: 'datetime', nullable: true })
  publishedAt?: Date | null;

  /** The image is hidden from everyone but admins while a removal request about it is decided (SAFETY 12). */
  @Property({ type: 'datetime', nullable: true })
  imageHiddenAt?: Date | null;

  /** Generated by the admin sample-data tool; removable in one action. */
  @Property({ default: false })
  isSample: boolean = false;

  @Property({ defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
