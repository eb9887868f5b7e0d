import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Profile } from '../profile/profile.entity.js';
import { User } from '../user/user.entity.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';

/** What set a pause off: too many reports within the window, or too many from accounts younger than the age limit. */
export const PauseTrigger = graphqlEnum('ReportPauseTrigger', 'What paused new reports on a profile.', {
  volume: 'New reports from more members within the window than PILE_ON_MAX_REPORTS.',
  new_accounts: 'New reports from more accounts younger than PILE_ON_NEW_ACCOUNT_DAYS than PILE_ON_MAX_NEW_ACCOUNT_REPORTS.',
});
export type PauseTrigger = EnumValue<typeof PauseTrigger>;

/**
 * A pause of new reports on a profile (pile-on protection, issue 10 item 7): opened automatically in the transaction of
 * the report that crossed a threshold, it refuses new reports until `endsAt` or until an admin lifts it; an admin may
 * extend it. Open while `liftedAt` is null and `endsAt` is ahead. The table and its indexes are created in
 * Migration20261125235000.
 */
@Entity({ tableName: 'report_pauses' })
@Index({
  name: 'report_pauses_profile_id_started_at_idx',
  expression: 'create index "report_pauses_profile_id_started_at_idx" on "report_pauses" ("profile_id", "started_at" desc)',
})
@Index({ name: 'report_pauses_open_idx', expression: 'create index "report_pauses_open_idx" on "report_pauses" ("ends_at") where "lifted_at" is null' })
export class ReportPause {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => Profile, { deleteRule: 'cascade', index: false })
  profile!: Profile;

  @Property({ defaultRaw: 'now()' })
  startedAt: Date = new Date();

  /** When the pause ends by itself (an admin may extend it). */
  @Property({ type: 'datetime' })
  endsAt!: Date;

  @Property({ type: 'string', length: 16 })
  trigger!: PauseTrigger;

  /** Members who reported on the profile within the window when it paused, and how many of them had new accounts. */
  @Property()
  reportCount!: number;

  @Property()
  newAccountReportCount!: number;

  /** When an admin lifted it; null while it runs (or ended by itself at `endsAt`). */
  @Property({ type: 'datetime', nullable: true })
  liftedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true, index: false })
  liftedBy?: User | null;

  /** The admin who last extended it. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true, index: false })
  extendedBy?: User | null;
}
