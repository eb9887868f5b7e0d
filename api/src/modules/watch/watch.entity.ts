import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CreatedRow, UuidRow } from '../../core/base-entities.js';
import { User } from '../user/user.entity.js';
import { Profile } from '../profile/profile.entity.js';

/**
 * A name watch (issue 26 item 1): a member with a verified phone asks to hear when a moderator publishes a profile (or a
 * report about one) of a person with this first name, an optional last name or initial, in a gazetteer city within
 * `radius` miles of `location`. Private to her: no other member reads it, and the audit log records that it exists,
 * never the name. Ended watches keep their row (her monthly count); her account's deletion deletes them. Written and
 * read with SQL (watch.service.ts); the entity keeps the schema diff in step with the table.
 */
@Entity({ tableName: 'watches' })
@Index({ name: 'watches_user_id_created_at_idx', properties: ['user', 'createdAt'] })
// The match reads the live watches of one first name (browse's name rule: lower(first_name)).
@Index({ name: 'watches_match_idx', expression: 'create index "watches_match_idx" on "watches" (lower("first_name")) where "ended_at" is null' })
export class Watch extends UuidRow {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ length: 60 })
  firstName!: string;

  /** A last name, or its initial (one letter); null for any. */
  @Property({ length: 60, nullable: true })
  lastName?: string | null;

  /** A gazetteer city (profile/gazetteer.ts PLACES). */
  @Property({ length: 120 })
  location!: string;

  /** Miles, one of WATCH_RADII. */
  @Property({ type: 'smallint' })
  radius!: number;

  /** WATCH_LIMITS.days after its creation or last renewal; past it the watch matches nothing until she renews it. */
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  lastMatchedAt?: Date | null;

  /**
   * When she deleted it or a moderator ended it; an ended watch is never matched again. A deleted one is not listed, and
   * its name and place are erased (its row stays, with its dates, to count toward the monthly limit).
   */
  @Property({ type: 'datetime', nullable: true })
  endedAt?: Date | null;

  /** 'deleted' (by her) or 'moderator'. */
  @Property({ length: 20, nullable: true })
  endedReason?: string | null;
}

/**
 * One notice of a watch about a profile on a day (UTC): the unique row that keeps her to one notification per profile
 * per day, written in the transaction of the notification.
 */
@Entity({ tableName: 'watch_matches' })
@Unique({ name: 'watch_matches_once_a_day', properties: ['watch', 'profile', 'day'] })
export class WatchMatch extends CreatedRow {
  @PrimaryKey({ autoincrement: true, type: 'bigint' })
  id!: string;

  @ManyToOne(() => Watch, { deleteRule: 'cascade' })
  watch!: Watch;

  @ManyToOne(() => Profile, { deleteRule: 'cascade', index: true })
  profile!: Profile;

  @Property({ type: 'date' })
  day!: string;
}
