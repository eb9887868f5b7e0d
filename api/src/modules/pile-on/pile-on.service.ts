import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../core/db.js';
import type { AppConfig } from '../../core/config.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ModerationContext } from '../../core/command.js';
import type { CommandRunner } from '../../core/run-command.js';
import { liftPause } from './commands/lift-pause.command.js';
import { extendPause } from './commands/extend-pause.command.js';
import { Profile } from '../profile/profile.entity.js';
import type { User } from '../user/user.entity.js';
import { authorizePosting, type ReportTarget } from '../../policies/can.js';
import { PauseTrigger, ReportPause } from './report-pause.entity.js';
import { OPEN_PAUSE_SQL, PAUSE_SQL } from './report-pauses.js';
import { presentReportPause, type ReportPauseGql, type ReportPauseRow } from './pile-on.type.js';

export type PileOnRules = Pick<
  AppConfig,
  | 'PILE_ON_MAX_REPORTS'
  | 'PILE_ON_WINDOW_HOURS'
  | 'PILE_ON_MAX_NEW_ACCOUNT_REPORTS'
  | 'PILE_ON_NEW_ACCOUNT_DAYS'
  | 'PILE_ON_PAUSE_HOURS'
  | 'FLAG_TRUST_MIN_ACCOUNT_DAYS'
>;

export interface PileOnDeps {
  db: Db;
  audit: AuditService;
  commands: CommandRunner;
  rules: PileOnRules;
}

/** The admin alert lists at most this many paused profiles, the oldest pause first. */
export const PAUSES_LISTED = 100;

/**
 * Pile-on protection (issue 10 item 7, after Yelp's Unusual Activity alerts): when a profile receives new reports from more
 * than PILE_ON_MAX_REPORTS members within PILE_ON_WINDOW_HOURS, or from more than PILE_ON_MAX_NEW_ACCOUNT_REPORTS accounts
 * younger than PILE_ON_NEW_ACCOUNT_DAYS, the report that crossed the line is accepted and new reports on the profile are
 * paused (409 with REPORTS_PAUSED) for PILE_ON_PAUSE_HOURS, in that report's transaction, audited as automatic. The
 * profile page shows the notice, the admin dashboard lists the paused profiles, and an admin lifts or extends a pause
 * (lift-pause / extend-pause commands). Reports received before a pause ended never count towards the next one.
 */
export class PileOnService {
  constructor(private readonly deps: PileOnDeps) {}

  /** Whether new reports on the profile are paused now (the profile page's notice). */
  async isPaused(profileId: number): Promise<boolean> {
    return (await this.deps.db.one(`select 1 from report_pauses rp where rp.profile_id = $1 and ${OPEN_PAUSE_SQL} limit 1`, [profileId])) !== null;
  }

  /** 409 while new reports on the profile are paused for this author (asked before anything is counted or written). */
  async assertOpen(profileId: number, author: User): Promise<void> {
    await authorizePosting(
      author,
      'report:create',
      this.target(() => this.isPaused(profileId)),
    );
  }

  private target(paused: () => boolean | Promise<boolean>): ReportTarget {
    return { paused, trustFloorDays: this.deps.rules.FLAG_TRUST_MIN_ACCOUNT_DAYS };
  }

  /**
   * In the new report's transaction, before it is written: locks the profile row, so reports on one profile are counted
   * one after the other (the report that crosses a threshold is the last one accepted), and refuses while paused (for
   * authors below the trust floor).
   */
  async lockForReport(em: EntityManager, profileId: number, author: User): Promise<void> {
    const [row] = await this.sql<{ paused: boolean }>(
      em,
      `select exists(select 1 from report_pauses rp where rp.profile_id = p.id and ${OPEN_PAUSE_SQL}) as paused from profiles p where p.id = ? for update of p`,
      [profileId],
    );
    await authorizePosting(
      author,
      'report:create',
      this.target(() => !!row?.paused),
    );
  }

  /** In the new report's transaction, after it is written: pauses new reports when this one crossed a threshold. */
  async afterReport(em: EntityManager, profile: Profile): Promise<boolean> {
    const r = this.deps.rules;
    // New reports since the window opened (never before the end of the profile's last pause), counted once per member:
    // one member's many reports are the posting limit's business, a pile-on is many members.
    const [counts] = await this.sql<{ reports: number; new_accounts: number }>(
      em,
      `select count(distinct r.author_id)::int as reports,
              (count(distinct r.author_id) filter (where u.created_at > r.created_at - make_interval(days => ?)))::int as new_accounts
       from reports r left join users u on u.id = r.author_id
       where r.profile_id = ? and r.created_at > greatest(now() - make_interval(hours => ?),
         coalesce((select max(coalesce(rp.lifted_at, rp.ends_at)) from report_pauses rp where rp.profile_id = r.profile_id), '-infinity'))`,
      [r.PILE_ON_NEW_ACCOUNT_DAYS, profile.id, r.PILE_ON_WINDOW_HOURS],
    );
    const volume = counts.reports > r.PILE_ON_MAX_REPORTS;
    if (!volume && counts.new_accounts <= r.PILE_ON_MAX_NEW_ACCOUNT_REPORTS) return false;
    const pause = Object.assign(new ReportPause(), {
      profile,
      startedAt: new Date(),
      endsAt: new Date(Date.now() + r.PILE_ON_PAUSE_HOURS * 3_600_000),
      trigger: volume ? PauseTrigger.VOLUME : PauseTrigger.NEW_ACCOUNTS,
      reportCount: counts.reports,
      newAccountReportCount: counts.new_accounts,
    });
    em.persist(pause);
    const why = volume
      ? `new reports from ${counts.reports} members within ${r.PILE_ON_WINDOW_HOURS} hours (more than ${r.PILE_ON_MAX_REPORTS})`
      : `new reports from ${counts.new_accounts} accounts younger than ${r.PILE_ON_NEW_ACCOUNT_DAYS} days (more than ${r.PILE_ON_MAX_NEW_ACCOUNT_REPORTS})`;
    this.deps.audit.recordSystem(em, {
      action: 'reports.pause',
      targetType: 'profile',
      targetId: profile.id,
      targetLabel: `Reports on ${profile.displayName}`,
      note: `New reports paused automatically for ${r.PILE_ON_PAUSE_HOURS} hours: ${why}.`,
      metadata: { automatic: true, trigger: pause.trigger, reports: counts.reports, newAccountReports: counts.new_accounts, until: pause.endsAt.toISOString() },
    });
    await em.flush();
    return true;
  }

  /** The profiles whose new reports are paused now, the oldest pause first (the admin dashboard's alert). */
  async openPauses(): Promise<ReportPauseGql[]> {
    const rows = await this.deps.db.query<ReportPauseRow>(`${PAUSE_SQL} where ${OPEN_PAUSE_SQL} order by rp.started_at, rp.id limit $1`, [PAUSES_LISTED]);
    return rows.map(presentReportPause);
  }

  lift(ctx: ModerationContext, profileId: unknown, body: unknown): Promise<ReportPauseGql> {
    return this.deps.commands.run(liftPause, ctx, { id: profileId, body });
  }

  extend(ctx: ModerationContext, profileId: unknown, body: unknown): Promise<ReportPauseGql> {
    return this.deps.commands.run(extendPause, ctx, { id: profileId, body });
  }

  private sql<T>(em: EntityManager, text: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());
  }
}
