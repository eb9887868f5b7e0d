import type { Db } from '../../core/db.js';
import type { Reader } from '../../core/read-pool.js';
import { badInput } from '../../core/errors.js';
import { parseInput } from '../../shared/parse.js';
import { ID_RETENTION_DAYS } from '../verification/verification.service.js';
import { previousQuarter, quarterAt, quarterOf, quarterSchema, quartersBetween, type Quarter } from './transparency.inputs.js';
import type { TransparencyFigures, TransparencyReport } from './transparency.type.js';
import { TRANSPARENCY_MESSAGES } from './transparency.messages.js';

/** How long the current quarter's figures are served from the cache before they are computed again. */
export const CURRENT_QUARTER_TTL_SECONDS = 600;

/**
 * The deadline by which an identity document must be deleted, after its submission: the verification module's
 * retention (ID_RETENTION_DAYS, undecided documents are purged after it) plus the hour within which its hourly
 * purge job (app/jobs.ts, `id-document-purge`) runs after that moment. A decision deletes the document at once.
 */
export const ID_DELETION_DEADLINE_SECONDS = ID_RETENTION_DAYS * 24 * 3600 + 3600;

/** Decision kinds that removed a profile or a photo (an upheld removal request removes through these too). */
const PROFILE_REMOVALS = ['profile.delete', 'flags.uphold'];
const IMAGE_REMOVALS = ['image.reject'];

/**
 * One statement computing every figure of the quarter [$1, $2) from the audit log, the decisions (statements of
 * reasons), removal requests, flags, appeals and ID verifications. Numbers and reason codes only: no column that names,
 * identifies or describes anyone is read. Sanctions are the decisions about accounts, by their kind, so a new kind
 * of sanction appears without a change here.
 */
const FIGURES_SQL = `
with
  rejected as (
    select reason_code as reason, count(*)::int as count from decisions
    where kind = 'report.reject' and decided_at >= $1 and decided_at < $2 group by 1),
  profiles as (
    select reason_code as reason, count(*)::int as count from decisions
    where subject_type = 'profile' and kind = any($4) and decided_at >= $1 and decided_at < $2 group by 1),
  images as (
    select reason_code as reason, count(*)::int as count from decisions
    where subject_type = 'image' and kind = any($5) and decided_at >= $1 and decided_at < $2 group by 1),
  requests as (
    select reason::text as reason, status::text as outcome, count(*)::int as count from removal_requests
    where created_at >= $1 and created_at < $2 group by 1, 2),
  requests_decided as (
    select count(*)::int as decided,
      round((percentile_cont(0.5) within group (order by extract(epoch from decided_at - created_at)))::numeric / 3600, 1) as median
    from removal_requests where decided_at >= $1 and decided_at < $2),
  flagged as (
    select f.reason, c.status as outcome, count(*)::int as count from flags f join flag_cases c on c.id = f.case_id
    where f.created_at >= $1 and f.created_at < $2 group by 1, 2),
  sanctions as (
    select kind, count(*)::int as count from decisions
    where subject_type = 'user' and decided_at >= $1 and decided_at < $2 group by 1),
  documents as (
    select count(*)::int as due,
      count(*) filter (where documents_deleted_at <= submitted_at + $3 * interval '1 second')::int as on_time
    from id_verifications
    where (documents_deleted_at >= $1 and documents_deleted_at < $2)
       or (documents_deleted_at is null and submitted_at + $3 * interval '1 second' >= $1
           and submitted_at + $3 * interval '1 second' < least($2::timestamptz, now())))
select json_build_object(
  'reports', json_build_object(
    'received', (select count(*)::int from reports where created_at >= $1 and created_at < $2),
    'approved', (select count(*)::int from audit_log where action = 'report.approve' and created_at >= $1 and created_at < $2),
    'rejected', (select coalesce(sum(count), 0)::int from rejected),
    'rejectedByReason', (select coalesce(json_agg(r order by r.count desc, r.reason), '[]') from rejected r)),
  'removed', json_build_object(
    'profiles', (select coalesce(sum(count), 0)::int from profiles),
    'profilesByReason', (select coalesce(json_agg(r order by r.count desc, r.reason), '[]') from profiles r),
    'images', (select coalesce(sum(count), 0)::int from images),
    'imagesByReason', (select coalesce(json_agg(r order by r.count desc, r.reason), '[]') from images r)),
  'removalRequests', json_build_object(
    'received', (select coalesce(sum(count), 0)::int from requests),
    'byReasonAndOutcome', (select coalesce(json_agg(r order by r.count desc, r.reason, r.outcome), '[]') from requests r),
    'decided', (select decided from requests_decided),
    'medianHoursToDecision', (select median from requests_decided)),
  'flags', json_build_object(
    'received', (select coalesce(sum(count), 0)::int from flagged),
    'byReasonAndOutcome', (select coalesce(json_agg(r order by r.count desc, r.reason, r.outcome), '[]') from flagged r)),
  'appeals', json_build_object(
    'received', (select count(*)::int from appeals where created_at >= $1 and created_at < $2),
    'upheld', (select count(*)::int from appeals where status = 'upheld' and decided_at >= $1 and decided_at < $2),
    'rejected', (select count(*)::int from appeals where status = 'rejected' and decided_at >= $1 and decided_at < $2),
    'decisionsReversed', (select count(*)::int from decisions where reversed_at >= $1 and reversed_at < $2)),
  'sanctions', (select coalesce(json_agg(s order by s.count desc, s.kind), '[]') from sanctions s),
  'idDocuments', (select json_build_object('due', due, 'deletedOnTime', on_time,
    'onTimeShare', case when due = 0 then null else round(on_time::numeric / due, 4) end) from documents)
) as figures`;

interface CacheRow {
  figures: TransparencyFigures;
  final: boolean;
  computed_at: Date;
}

/**
 * The public transparency report (issue 10 item 9, Trustpilot's and the DSA's transparency reports): per calendar
 * quarter, computed in SQL and cached in PostgreSQL (transparency_reports), so several instances agree. A finished
 * quarter's figures are computed once and never change; the current quarter's are computed again every
 * CURRENT_QUARTER_TTL_SECONDS.
 */
export class TransparencyService {
  constructor(private readonly db: Db) {}

  /**
   * The report of `raw.quarter` (`2026-Q4`; the current quarter when absent). 400 for a malformed or unavailable quarter.
   * `reads`: where the figures are read and computed (a streaming replica when the read router says so,
   * core/read-pool.ts); the cache is written on the primary.
   */
  async report(raw: { quarter?: unknown }, reads: Reader = this.db, now = new Date()): Promise<TransparencyReport> {
    const { quarter: asked } = parseInput(quarterSchema, raw);
    const availableQuarters = await this.availableQuarters(now, reads);
    const id = asked ?? availableQuarters[0];
    if (!availableQuarters.includes(id)) {
      throw badInput({ message: TRANSPARENCY_MESSAGES.noReport, values: { quarter: id, from: availableQuarters.at(-1), to: availableQuarters[0] } }, 'quarter');
    }
    const quarter = quarterOf(id);
    const row = await this.figures(quarter, quarter.endsAt <= now, reads);
    const f = row.figures;
    const hasActivity =
      f.reports.received +
        f.reports.approved +
        f.reports.rejected +
        f.removed.profiles +
        f.removed.images +
        f.removalRequests.received +
        f.removalRequests.decided +
        f.flags.received +
        f.appeals.received +
        f.appeals.upheld +
        f.appeals.rejected +
        f.sanctions.length +
        f.idDocuments.due >
      0;
    return {
      ...f,
      quarter: id,
      startsAt: quarter.startsAt,
      endsAt: quarter.endsAt,
      final: row.final,
      computedAt: new Date(row.computed_at),
      hasActivity,
      availableQuarters,
    };
  }

  /**
   * Freezes the quarter that ended last (the `transparency-freeze` job, daily): its figures are computed once soon after
   * it ends, before later deletions could change what is still stored. Nothing when it is already final or had no activity.
   */
  async freezeFinishedQuarter(now = new Date()): Promise<boolean> {
    const last = previousQuarter(quarterAt(now));
    if (!(await this.availableQuarters(now)).includes(last.id)) return false;
    const row = await this.db.one<{ final: boolean }>('select final from transparency_reports where quarter = $1', [last.id]);
    if (row?.final) return false;
    await this.figures(last, true);
    return true;
  }

  /** The quarters from the first recorded activity (audit entry, report or removal request) to the current one, newest first. */
  private async availableQuarters(now: Date, reads: Reader = this.db): Promise<string[]> {
    const row = await reads.one<{ first: Date | null }>(
      `select least((select min(created_at) from audit_log), (select created_at from reports order by id limit 1),
        (select min(created_at) from removal_requests)) as first`,
    );
    return quartersBetween(row?.first ?? now, quarterAt(now));
  }

  /** The cached figures when still valid, otherwise computed and stored (final for a finished quarter). */
  private async figures(quarter: Quarter, final: boolean, reads: Reader = this.db): Promise<CacheRow> {
    const cached = await reads.one<CacheRow>(
      'select figures, final, computed_at from transparency_reports where quarter = $1 and (final or (not $2 and expires_at > now()))',
      [quarter.id, final],
    );
    if (cached) return cached;
    const computed = await reads.one<{ figures: TransparencyFigures }>(FIGURES_SQL, [
      quarter.startsAt,
      quarter.endsAt,
      ID_DELETION_DEADLINE_SECONDS,
      PROFILE_REMOVALS,
      IMAGE_REMOVALS,
    ]);
    // A finished quarter's row is written once: an instance that lost the race keeps the figures already stored.
    await this.db.query(
      `insert into transparency_reports (quarter, figures, final, computed_at, expires_at)
       values ($1, $2, $3, now(), case when $3 then null else now() + $4 * interval '1 second' end)
       on conflict (quarter) do update set figures = excluded.figures, final = excluded.final, computed_at = excluded.computed_at,
         expires_at = excluded.expires_at
       where not transparency_reports.final`,
      [quarter.id, JSON.stringify(computed!.figures), final, CURRENT_QUARTER_TTL_SECONDS],
    );
    return (await this.db.one<CacheRow>('select figures, final, computed_at from transparency_reports where quarter = $1', [quarter.id]))!;
  }
}
