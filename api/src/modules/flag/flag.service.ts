import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../core/db.js';
import type { AppConfig } from '../../core/config.js';
import { authorize } from '../../policies/can.js';
import { badInput, conflict, forbidden, notFound, COMMON_MESSAGES } from '../../core/errors.js';
import { parseInput } from '../../shared/parse.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ModerationContext } from '../../core/command.js';
import type { CommandRunner } from '../../core/run-command.js';
import { upholdFlags } from './commands/uphold-flags.command.js';
import { dismissFlags } from './commands/dismiss-flags.command.js';
import { parseReportId } from '../report/commands/targets.js';
import { NotificationType } from '../notification/notification.service.js';
import type { DecisionService } from '../decision/decision.service.js';
import { DEFAULT_RULE } from '../decision/reasons.js';
import { ModerationReason } from '../decision/decision.inputs.js';
import { automaticHideAllowed, setHidden } from '../removal/hide-content.js';
import { STANDING_SQL, standingOf, type Standing, type StandingRow } from '../../policies/trust.js';
import { parseProfileId } from '../profile/profile-id.js';
import { PUBLIC_PROFILE_SQL, PUBLIC_REPORT_SQL } from '../../policies/visibility.js';
import type { User } from '../user/user.entity.js';
import { FlagReason, FlagTargetType } from './flag.entity.js';
import { FLAG_REASON_LABELS, flagQueueSchema, flagSchema, HIDE_AT_FIRST_FLAG } from './flag.inputs.js';
import { HIDDEN_TARGET } from './flag-case.js';
import type { FlagLimiter } from './flag-limiter.js';
import { presentFlagCase, type FlagCaseGql, type FlagCasePage, type FlagCaseRow, type FlaggedItem, type FlagReceipt } from './flag.type.js';
import { FLAG_AUTOMATIC, FLAG_MESSAGES, FLAG_NOTICES } from './flag.messages.js';
import { ref, word, type MessageRef } from '../../core/i18n.js';
import { profileSubject, reportSubject } from '../decision/subjects.js';
import { REPORT_NOTICES } from '../report/report.messages.js';
import { PROFILE_NOTICES } from '../profile/profile.messages.js';

export const ALREADY_FLAGGED: Record<FlagTargetType, string> = {
  [FlagTargetType.REPORT]: FLAG_MESSAGES.alreadyFlaggedReport.defaultMessage,
  [FlagTargetType.PROFILE]: FLAG_MESSAGES.alreadyFlaggedProfile.defaultMessage,
};
export const FLAGGING_REVOKED = FLAG_MESSAGES.revoked.defaultMessage;
export const OWN_CONTENT: Record<FlagTargetType, string> = {
  [FlagTargetType.REPORT]: FLAG_MESSAGES.ownReport.defaultMessage,
  [FlagTargetType.PROFILE]: FLAG_MESSAGES.ownProfile.defaultMessage,
};

/** The reason code of an automatic hide, by the flag reason that caused it. */
const FLAG_MODERATION_REASON: Record<FlagReason, ModerationReason> = {
  [FlagReason.PERSONAL_INFORMATION]: ModerationReason.PERSONAL_INFORMATION,
  [FlagReason.HARASSMENT]: ModerationReason.HARASSMENT,
  [FlagReason.FALSE_OR_DEFAMATORY]: ModerationReason.DEFAMATION,
  [FlagReason.MINOR]: ModerationReason.MINOR,
  [FlagReason.INTIMATE_IMAGE]: ModerationReason.INTIMATE_IMAGE,
  [FlagReason.SPAM]: ModerationReason.SPAM,
  [FlagReason.OTHER]: ModerationReason.OTHER,
};

/** The visitor's rule of who sees a profile (alias p): members flag only the profiles it shows and the reports on them. */
const PUBLIC_PROFILE = PUBLIC_PROFILE_SQL;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface FlagDeps {
  db: Db;
  commands: CommandRunner;
  audit: AuditService;
  /** Writes the statement of reasons of an automatic hide and tells the author. */
  decisions: Pick<DecisionService, 'record'>;
  limiter: FlagLimiter;
  env: Pick<
    AppConfig,
    | 'FLAGS_TO_HIDE'
    | 'FLAG_DISMISSALS_TO_REVOKE'
    | 'FLAG_DISMISSAL_WINDOW_DAYS'
    | 'FLAG_TRUST_MIN_ACCOUNT_DAYS'
    | 'FLAG_KEEP_DAYS'
    | 'AUTO_HIDES_PER_HOUR'
    | 'URGENT_REVIEW_HOURS'
  >;
}

/** A flaggable item as the public sees it (internal: the author id never leaves this service). */
interface Target {
  type: FlagTargetType;
  id: number;
  profileId: number;
  reportId: number | null;
  /** What it is, as a decision and its notices name it ('Report "…" about …'), worded for each reader. */
  subject: MessageRef;
  authorId: string | null;
}

/** Every column of the queue and of one case; the reason counts and notes are read per case of the page only. */
const CASE_SQL = `select c.id::text as id, c.target_type, c.profile_id, c.report_id, p.display_name as profile_name, r.title as report_title,
    left(coalesce(r.content, p.bio), 500) as excerpt, c.flag_count, c.opened_at, c.hidden_at, c.status, c.decided_at,
    c.decision_reason, c.decision_rule, c.decision_text,
    to_char(c.opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at, c.queue_rank, c.due_at,
    (select count(*) from flags f where f.case_id = c.id and f.counted)::int as counted_flags,
    (select coalesce(sum(f.weight), 0) from flags f where f.case_id = c.id and f.counted)::float as score,
    (select json_agg(json_build_object('reason', x.reason, 'count', x.n) order by x.n desc, x.reason)
       from (select f.reason, count(*)::int as n from flags f where f.case_id = c.id group by f.reason) x) as reasons,
    (select json_agg(x.note order by x.id) from (select f.id, f.note from flags f where f.case_id = c.id and f.note is not null order by f.id limit 10) x) as notes
  from flag_cases c join profiles p on p.id = c.profile_id left join reports r on r.id = c.report_id`;

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The queue's position of a case: its rank (0 urgent, 1 the rest), when it opened, its id. */
function encodeCursor(row: FlagCaseRow & { cursor_at: string }): string {
  return Buffer.from(JSON.stringify([row.queue_rank, row.cursor_at, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): [number, string, string] {
  try {
    const [rank, at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const rankOk = rank === 0 || rank === 1;
    if (rankOk && typeof at === 'string' && CURSOR_AT.test(at) && !Number.isNaN(Date.parse(at)) && typeof id === 'string' && /^[1-9]\d{0,17}$/.test(id))
      return [rank, at, id];
  } catch {
    /* fall through */
  }
  throw badInput(COMMON_MESSAGES.cursor);
}

/**
 * Community flags (issue 10 item 3): a signed-in member flags a published report or a visible profile once, with a
 * reason. Only trusted flaggers' flags count (policies/trust.ts): their weight reaching FLAGS_TO_HIDE (or one trusted flag
 * about a minor or an intimate image) hides the item, audited as automatic, until a moderator upholds (uphold-flags.command.ts) or dismisses (dismiss-flags.command.ts)
 * them. Flagging is rate limited per member, and members whose flags moderators keep dismissing lose the right to flag.
 */
export class FlagService {
  constructor(private readonly deps: FlagDeps) {}

  async flag(em: EntityManager, user: User | null, type: FlagTargetType, rawId: unknown, body: unknown): Promise<FlagReceipt> {
    const actor = authorize(user, 'content:flag');
    const id = type === FlagTargetType.REPORT ? parseReportId(rawId) : parseProfileId(rawId);
    const fields = parseInput(flagSchema, body);
    await this.assertMayFlag(actor);
    const target = await this.visibleTarget(type, id);
    if (target.authorId === actor.id) throw forbidden(OWN_CONTENT[type]);
    if (await this.hasFlagged(actor, target)) throw conflict(ALREADY_FLAGGED[type]);
    await this.deps.limiter.consume(actor.id);
    const standing = await this.standing(actor.id);
    try {
      const hidden = await em.transactional((tem) => this.record(tem, actor, standing, target, fields.reason, fields.note ?? null));
      return { targetType: type, targetId: String(id), contentHidden: hidden };
    } catch (e) {
      // The same member flagging twice at once: the unique (item, member) constraint decides.
      if (e instanceof UniqueConstraintViolationException) throw conflict(ALREADY_FLAGGED[type]);
      throw e;
    }
  }

  /** Members whose flags were dismissed FLAG_DISMISSALS_TO_REVOKE times within the window may not flag (403). */
  private async assertMayFlag(actor: User): Promise<void> {
    const row = await this.deps.db.one<{ n: number }>(
      `select count(*)::int as n from flags f join flag_cases c on c.id = f.case_id
       where f.flagger_id = $1 and c.status = 'dismissed' and c.decided_at > now() - make_interval(days => $2)`,
      [actor.id, this.deps.env.FLAG_DISMISSAL_WINDOW_DAYS],
    );
    if ((row?.n ?? 0) >= this.deps.env.FLAG_DISMISSALS_TO_REVOKE) throw forbidden(FLAGGING_REVOKED);
  }

  /** Her standing as a flagger (policies/trust.ts): whether her flag counts toward hiding, and its weight. */
  async standing(userId: string): Promise<Standing> {
    const row = await this.deps.db.one<StandingRow>(STANDING_SQL, [userId, this.deps.env.FLAG_DISMISSAL_WINDOW_DAYS]);
    if (!row) throw notFound(COMMON_MESSAGES.user);
    return standingOf(row, this.deps.env.FLAG_TRUST_MIN_ACCOUNT_DAYS);
  }

  /**
   * The item when the public can see it, else the 404 of a read she may not make: flags are about published content, so
   * the profile must pass the visitor's rule of policies/visibility.ts (not hidden, not awaiting review; the member who
   * added a person awaiting review sees her but may not flag her) and a report must be approved and not hidden.
   */
  private async visibleTarget(type: FlagTargetType, id: number): Promise<Target> {
    if (type === FlagTargetType.REPORT) {
      const r = await this.deps.db.one<{ profile_id: number; title: string; display_name: string; author_id: string | null }>(
        `select r.profile_id, r.title, p.display_name, r.author_id from reports r join profiles p on p.id = r.profile_id
         where r.id = $1 and ${PUBLIC_REPORT_SQL} and ${PUBLIC_PROFILE}`,
        [id],
      );
      if (!r) throw notFound(COMMON_MESSAGES.report);
      return { type, id, profileId: r.profile_id, reportId: id, subject: reportSubject(r.title, r.display_name), authorId: r.author_id };
    }
    const p = await this.deps.db.one<{ display_name: string; created_by_id: string | null }>(
      `select p.display_name, p.created_by_id from profiles p where p.id = $1 and ${PUBLIC_PROFILE}`,
      [id],
    );
    if (!p) throw notFound(COMMON_MESSAGES.profile);
    return { type, id, profileId: id, reportId: null, subject: profileSubject(p.display_name), authorId: p.created_by_id };
  }

  private async hasFlagged(actor: User, target: Target): Promise<boolean> {
    const row = await this.deps.db.one('select 1 from flags where flagger_id = $1 and profile_id = $2 and report_id is not distinct from $3', [
      actor.id,
      target.profileId,
      target.reportId,
    ]);
    return row !== null;
  }

  /**
   * Stores the flag in the item's open case (opened by the first flag) and hides the item when the counted flags call for
   * it (issue 21 item 1-2). A flag counts only from a trusted flagger whose phone no other counted flag of the case
   * shares; it weighs her record. The item hides when the counted flags' weight reaches FLAGS_TO_HIDE, or at a trusted
   * flagger's 'minor' or 'intimate image' flag, unless a moderator dismissed flags for that reason within FLAG_KEEP_DAYS
   * (her "keep" holds) or the site's automatic hides reached AUTO_HIDES_PER_HOUR. A 'minor' or 'intimate image' flag
   * that does not hide puts the case at the top of the queue with a deadline. Answers whether the item is hidden.
   */
  private async record(em: EntityManager, actor: User, standing: Standing, target: Target, reason: FlagReason, note: string | null): Promise<boolean> {
    const sql = <T>(text: string, params: unknown[]) => em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());
    const urgent = HIDE_AT_FIRST_FLAG.has(reason);
    const env = this.deps.env;
    const [c] = await sql<{ id: string; flag_count: number; hidden_at: Date | null }>(
      `insert into flag_cases (target_type, profile_id, report_id, flag_count) values (?, ?, ?, 1)
       on conflict (profile_id, report_id) where status = 'pending' do update set flag_count = flag_cases.flag_count + 1
       returning id::text as id, flag_count, hidden_at`,
      [target.type, target.profileId, target.reportId],
    );
    // The case row is locked by the upsert until commit: flags of one case are counted one after the other.
    const [shared] = standing.trusted
      ? await sql<{ n: number }>('select count(*)::int as n from flags where case_id = ? and counted and flagger_phone_hash = ?', [c.id, standing.phoneHash])
      : [{ n: 0 }];
    const counted = standing.trusted && shared.n === 0;
    await sql(
      'insert into flags (case_id, profile_id, report_id, flagger_id, reason, note, counted, weight, flagger_phone_hash) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [c.id, target.profileId, target.reportId, actor.id, reason, note, counted, counted ? standing.weight : 0, counted ? standing.phoneHash : null],
    );
    if (c.hidden_at) return true;
    // Reasons a moderator's dismissal still holds for: flags giving them do not count (they still reach the queue).
    const [{ kept, score }] = await sql<{ kept: FlagReason[]; score: number }>(
      `with kept as (
         select distinct f.reason from flag_cases d join flags f on f.case_id = d.id
         where d.profile_id = ? and d.report_id is not distinct from ? and d.status = 'dismissed' and d.decided_at > now() - make_interval(days => ?))
       select coalesce((select array_agg(reason) from kept), '{}') as kept,
              coalesce((select sum(weight) from flags where case_id = ? and counted and reason not in (select reason from kept)), 0)::float as score`,
      [target.profileId, target.reportId, env.FLAG_KEEP_DAYS, c.id],
    );
    const held = kept.includes(reason);
    const atOnce = urgent && counted && !held;
    const enough = score >= env.FLAGS_TO_HIDE;
    if (!atOnce && !enough) {
      if (urgent) await this.markUrgent(em, c.id);
      return false;
    }
    if (!(await automaticHideAllowed(em, env.AUTO_HIDES_PER_HOUR))) {
      // Past the site's ceiling of automatic hides: the case waits at the top of the queue; the dashboard shows the alert.
      await this.markUrgent(em, c.id);
      return false;
    }
    const at = new Date();
    await setHidden(em, HIDDEN_TARGET[target.type], target.id, at);
    await sql('update flag_cases set hidden_at = ? where id = ?', [at, c.id]);
    const why = atOnce
      ? `a trusted member flagged it as being about ${FLAG_REASON_LABELS[reason]}, which hides content at once`
      : `${c.flag_count} members flagged it, and the flags of trusted members reached the threshold`;
    const entry = this.deps.audit.recordSystem(em, {
      action: 'flags.hide',
      targetType: target.type,
      targetId: target.id,
      targetLabel: word(target.subject, 'en'),
      reasonCode: reason,
      note: `Hidden automatically: ${why}.`,
      metadata: { automatic: true, flagCase: c.id, flags: c.flag_count, score },
    });
    await em.flush();
    // An automatic decision: its statement of reasons goes to the author like a moderator's, and she may appeal it.
    const reasonCode = FLAG_MODERATION_REASON[reason];
    await this.deps.decisions.record(
      em,
      {
        subjectType: target.type,
        subjectId: target.id,
        subjectLabel: target.subject,
        affectedUserId: target.authorId,
        reasonCode,
        rule: DEFAULT_RULE[reasonCode],
        text: `${capitalize(why)}.`,
        explanation: atOnce ? ref(FLAG_AUTOMATIC.atOnce, { reason }) : ref(FLAG_AUTOMATIC.threshold, { count: c.flag_count }),
        automatic: true,
        details: { flagCase: c.id },
        notice: {
          type: target.type === FlagTargetType.REPORT ? NotificationType.REVIEW : NotificationType.OTHER,
          title: ref(target.type === FlagTargetType.REPORT ? REPORT_NOTICES.hiddenTitle : PROFILE_NOTICES.hiddenTitle),
          message: ref(FLAG_NOTICES.hidden, { target: target.type === FlagTargetType.REPORT ? 'report' : 'profile', label: target.subject }),
          actionUrl: target.type === FlagTargetType.REPORT ? '/reviews' : null,
        },
      },
      { kind: 'flags.hide', decidedById: null, auditEntryId: entry.id },
    );
    await em.flush();
    return true;
  }

  /** Puts a case at the top of the queue with its deadline (the first urgent flag's, kept). */
  private async markUrgent(em: EntityManager, caseId: string): Promise<void> {
    await em
      .getConnection()
      .execute(
        `update flag_cases set queue_rank = 0, due_at = coalesce(due_at, now() + make_interval(hours => ?)) where id = ?`,
        [this.deps.env.URGENT_REVIEW_HOURS, caseId],
        'run',
        em.getTransactionContext(),
      );
  }

  /** The items of a profile page (the profile and its reports) the member has flagged: the already-flagged state. */
  async myFlags(actor: User, profileIdRaw: unknown): Promise<FlaggedItem[]> {
    const profileId = parseProfileId(profileIdRaw);
    const rows = await this.deps.db.query<{ profile_id: number; report_id: number | null }>(
      'select profile_id, report_id from flags where flagger_id = $1 and profile_id = $2 order by id limit 500',
      [actor.id, profileId],
    );
    return rows.map((r) =>
      r.report_id === null
        ? { targetType: FlagTargetType.PROFILE, targetId: String(r.profile_id) }
        : { targetType: FlagTargetType.REPORT, targetId: String(r.report_id) },
    );
  }

  /** The flags queue: open cases, urgent ones first, then oldest first, one page (`limit first + 1`, served by flag_cases_queue_idx). */
  async queue(raw: unknown): Promise<FlagCasePage> {
    const { first, after } = parseInput(flagQueueSchema, raw ?? {});
    const params: unknown[] = [first + 1];
    let cursorSql = '';
    if (after) {
      params.push(...decodeCursor(after));
      cursorSql = 'and (c.queue_rank, c.opened_at, c.id) > ($2::smallint, $3::timestamptz, $4::bigint)';
    }
    const rows = await this.deps.db.query<FlagCaseRow & { cursor_at: string }>(
      `${CASE_SQL} where c.status = 'pending' ${cursorSql} order by c.queue_rank, c.opened_at, c.id limit $1`,
      params,
    );
    const page = rows.slice(0, first);
    return { items: page.map(presentFlagCase), nextCursor: rows.length > first ? encodeCursor(page[page.length - 1]) : null };
  }

  private async caseById(id: string): Promise<FlagCaseGql> {
    const row = await this.deps.db.one<FlagCaseRow>(`${CASE_SQL} where c.id = $1`, [id]);
    if (!row) throw notFound(FLAG_MESSAGES.caseNotFound);
    return presentFlagCase(row);
  }

  /** Upholds the flags of a case (uphold-flags.command.ts) and answers the case as decided. */
  async uphold(ctx: ModerationContext, id: unknown, body: unknown): Promise<FlagCaseGql> {
    return this.caseById(await this.deps.commands.run(upholdFlags, ctx, { id, body }));
  }

  /** Dismisses the flags of a case (dismiss-flags.command.ts) and answers the case as decided. */
  async dismiss(ctx: ModerationContext, id: unknown, body: unknown): Promise<FlagCaseGql> {
    return this.caseById(await this.deps.commands.run(dismissFlags, ctx, { id, body }));
  }
}
