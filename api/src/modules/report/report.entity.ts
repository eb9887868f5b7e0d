import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { UpdatedRow } from '../../core/base-entities.js';
import { Category, Profile } from '../profile/profile.entity.js';
import { User } from '../user/user.entity.js';

export enum ReportType {
  POSITIVE = 'positive',
  NEGATIVE = 'negative',
  NEUTRAL = 'neutral',
}

/**
 * A report ("review") about a profile. Created pending (`approved` null); public only once approved.
 * The author is stored for moderation but never shown to anyone but admins (SAFETY 6).
 */
@Entity({ tableName: 'reports' })
@Index({
  name: 'reports_profile_public_idx',
  expression: 'create index "reports_profile_public_idx" on "reports" ("profile_id", "created_at" desc, "id" desc) where "approved" = true',
})
@Index({ name: 'reports_queue_idx', expression: 'create index "reports_queue_idx" on "reports" ("created_at", "id") where "approved" is null' })
@Index({ name: 'reports_author_idx', properties: ['author', 'createdAt'] })
export class Report extends UpdatedRow {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Profile, { deleteRule: 'cascade' })
  profile!: Profile;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true })
  author?: User | null;

  @Enum({ items: () => ReportType, nativeEnumName: 'report_type' })
  reportType!: ReportType;

  @Property({ length: 120 })
  title!: string;

  @Property({ columnType: 'text' })
  content!: string;

  @Enum({ items: () => Category, nativeEnumName: 'category' })
  category!: Category;

  @Property({ type: 'date', nullable: true })
  dateOfInteraction?: string | null;

  @Property({ length: 120, nullable: true })
  location?: string | null;

  @Property({ default: true })
  isAnonymous: boolean = true;

  @Property({ type: 'smallint' })
  rating!: number;

  /** true approved, false rejected, null pending. */
  @Property({ type: 'boolean', nullable: true })
  approved?: boolean | null = null;

  @Property({ type: 'datetime', nullable: true })
  moderatedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true })
  moderatedBy?: User | null;

  @Property({ length: 40, nullable: true })
  rejectionReason?: string | null;

  @Property({ columnType: 'text', nullable: true })
  moderationNote?: string | null;

  /** Hidden from public lists and aggregates while a removal request about it is decided (SAFETY 12). */
  @Property({ type: 'datetime', nullable: true })
  hiddenAt?: Date | null;

  @Property({ default: false })
  isSample: boolean = false;
}
