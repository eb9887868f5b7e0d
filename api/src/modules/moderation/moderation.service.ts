import type { z } from 'zod';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { Db } from '../../core/db.js';
import { ImageStatus } from '../profile/profile.entity.js';
import { Role, type User } from '../user/user.entity.js';
import { parseInput } from '../../shared/parse.js';
import { adminReportFilterSchema, ReportStatusFilter } from './moderation.inputs.js';
import { presentReport, REPORT_COLUMNS, type ReportRow } from '../report/report.type.js';
import { presentProfile, PROFILE_COLUMNS, type ProfileRow } from '../profile/profile.type.js';
import { viewerOf } from '../../policies/visibility.js';
import type { ModerationContext } from '../../core/command.js';
import type { CommandRunner } from '../../core/run-command.js';
import { approveReport } from '../report/commands/approve-report.command.js';
import { rejectReport } from '../report/commands/reject-report.command.js';
import { editReport } from '../report/commands/edit-report.command.js';
import { deleteReport } from '../report/commands/delete-report.command.js';
import { revealReportAuthor } from '../report/commands/reveal-report-author.command.js';
import { editProfile } from '../profile/commands/edit-profile.command.js';
import { deleteProfile } from '../profile/commands/delete-profile.command.js';
import { approveImage } from '../profile/commands/approve-image.command.js';
import { rejectImage } from '../profile/commands/reject-image.command.js';
import { banMember } from '../user/commands/ban-member.command.js';
import { unbanMember } from '../user/commands/unban-member.command.js';
import { STRIKES_LATERAL, suggestSanction, type StrikeCounts } from '../user/sanctions.js';
import { clamp, likeEscape, pageLimit } from '../../core/sql.js';

/** The sanction columns of an admin's view of a member (issue 10 item 6). */
function sanctionFields(r: StrikeCounts & { banned: boolean; suspended_until: Date | null; suspension_reason: string | null }) {
  const suggestion = suggestSanction(r, r.banned);
  return {
    suspendedUntil: r.suspended_until,
    suspensionReason: r.suspension_reason,
    strikes: r.strikes,
    warnings: r.warnings,
    suggestedSanction: suggestion.step,
    suggestedSanctionReason: suggestion.explanation,
  };
}

/** Moderation lists count exactly up to this many rows; above it the planner's estimate ('about N'). */
export const QUEUE_EXACT_TOTAL = 1_000;
/** How long an estimated queue total ('about N', above QUEUE_EXACT_TOTAL) is reused for the same filter. */
export const QUEUE_ESTIMATE_TTL_MS = 30_000;

/**
 * A page number of the admin lists as a whole number from 1 to 1,000,000: REST's `?page=1e30`, `Infinity` or `1.3`
 * used to reach the SQL as an offset PostgreSQL refused (a 500). Pages past the end are empty, as before.
 */
function adminPage(raw: unknown): number {
  return pageLimit(Number(raw ?? 1), 1, 1_000_000);
}

/**
 * The moderation list's page statement for a parsed filter: `fromWhere` (shared with its bounded total), the filter's
 * `values` ($1.., as text), and the page after them (its size and offset are the last two parameters). The queue is
 * oldest first (fair waiting); other views newest first. The offset is a bigint: page 2147483620 of 42 overflowed an
 * int (a 500); such a page is simply empty. Also what `pnpm bench`'s raw baseline runs for the admin queue.
 */
export function adminReportsPageSql(f: z.infer<typeof adminReportFilterSchema>) {
  const where: string[] = [];
  const values: (string | null)[] = [];
  const v = (value: unknown, cast: string) => {
    values.push(String(value));
    return `$${values.length}::${cast}`;
  };
  if (f.status === ReportStatusFilter.PENDING) where.push('r.approved is null');
  if (f.status === ReportStatusFilter.APPROVED) where.push('r.approved = true');
  if (f.status === ReportStatusFilter.REJECTED) where.push('r.approved = false');
  if (f.reportType) where.push(`r.report_type = ${v(f.reportType, 'report_type')}`);
  if (f.profileId) where.push(`r.profile_id = ${v(f.profileId, 'int')}`);
  if (f.search) {
    const term = v(`%${likeEscape(f.search)}%`, 'text');
    where.push(`(r.title ilike ${term} or r.content ilike ${term} or p.display_name ilike ${term})`);
  }
  const fromWhere = `reports r join profiles p on p.id = r.profile_id where ${where.length ? where.join(' and ') : 'true'}`;
  const params: unknown[] = [...values, f.pageSize, (f.page - 1) * f.pageSize];
  const order = f.status === ReportStatusFilter.PENDING ? 'r.created_at asc, r.id asc' : 'r.created_at desc, r.id desc';
  const pageSql = `select ${REPORT_COLUMNS}, r.moderated_at, r.rejection_reason, r.moderation_note
         from ${fromWhere} order by ${order} limit $${values.length + 1}::int offset $${values.length + 2}::bigint`;
  return { fromWhere, values, pageSql, params };
}

/**
 * The moderation lists, and the moderation actions (SAFETY 8, 10, 11): each action is one command in
 * `commands/`, run by the CommandRunner (policy → validate → change in one transaction → aggregates → audit
 * entry → notifications). The commands check the actor's rights themselves.
 */
export class ModerationService {
  /** Estimated queue totals per filter, reused for QUEUE_ESTIMATE_TTL_MS (see listReports). */
  private readonly queueEstimates = new TtlCache<{ total: number; exact: boolean }>(QUEUE_ESTIMATE_TTL_MS, 1_000);

  constructor(
    private readonly db: Db,
    private readonly commands: CommandRunner,
  ) {}

  // ---------- reports ----------

  /**
   * A page of reports for moderators, in one statement: the rows plus a bounded total (exact up to
   * QUEUE_EXACT_TOTAL, the planner's estimate above: see bounded_total in Migration20261124000000), so a
   * queue of 100,000 pending reports costs what a page costs.
   */
  async listReports(raw: unknown) {
    const f = parseInput(adminReportFilterSchema, raw);
    const { fromWhere, values, pageSql, params } = adminReportsPageSql(f);
    const p = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const args = values.map((_, i) => `$${i + 1}::text`);
    while (args.length < 8) args.push('null::text');
    // An estimated total (a queue above QUEUE_EXACT_TOTAL) is reused for a short while: the page then costs only its
    // rows. Exact totals are always counted afresh (bounded, and they must follow each decision at once).
    const totalKey = JSON.stringify([fromWhere, values]);
    const estimate = this.queueEstimates.get(totalKey);
    type Row = ReportRow & {
      total?: string;
      total_is_exact?: boolean;
      moderated_at: Date | null;
      rejection_reason: string | null;
      moderation_note: string | null;
    };
    const rows = estimate
      ? await this.db.query<Row>(pageSql, params)
      : await this.db.query<Row>(
          `with page as (${pageSql})
       select t.total, t.exact as total_is_exact, page.* from bounded_total(${p(fromWhere)}::text, ${p(QUEUE_EXACT_TOTAL)}::int, ${args.join(', ')}) t left join page on true`,
          params,
        );
    const items = rows.filter((r) => r.id !== null);
    const offset = (f.page - 1) * f.pageSize;
    const counted = estimate ?? { total: Number(rows[0]?.total ?? 0), exact: rows[0]?.total_is_exact ?? true };
    if (!estimate && !counted.exact) this.queueEstimates.set(totalKey, counted);
    // A short page is the last one: its total is exact whatever the estimate said.
    const total = items.length > 0 && items.length < f.pageSize ? { total: offset + items.length, exact: true } : counted;
    return {
      total: Math.max(total.total, offset + items.length),
      totalIsExact: total.exact,
      page: f.page,
      pageSize: f.pageSize,
      items: items.map((r) => ({ ...presentReport(r), moderatedAt: r.moderated_at, rejectionReason: r.rejection_reason, moderationNote: r.moderation_note })),
    };
  }

  approveReport(ctx: ModerationContext, id: unknown, body: unknown) {
    return this.commands.run(approveReport, ctx, { id, body });
  }

  rejectReport(ctx: ModerationContext, id: unknown, body: unknown) {
    return this.commands.run(rejectReport, ctx, { id, body });
  }

  updateReport(ctx: ModerationContext, id: unknown, body: unknown) {
    return this.commands.run(editReport, ctx, { id, body });
  }

  deleteReport(ctx: ModerationContext, id: unknown, body: unknown): Promise<boolean> {
    return this.commands.run(deleteReport, ctx, { id, body });
  }

  /** Who wrote a report: admins only, and every look is audit-logged (SAFETY 7). */
  reportAuthor(ctx: ModerationContext, id: unknown): Promise<string | null> {
    return this.commands.run(revealReportAuthor, ctx, id);
  }

  /**
   * The authors of `reportIds` that this moderator has already revealed with `revealReportAuthor` (its audit entries,
   * `report.view_author`): report id → username (null when the account is gone). One statement for a whole page (the
   * audit log's target index), and it writes nothing: a read shows again only what an audited look already showed
   * her (SAFETY 7). Reports she did not reveal are missing from the map.
   */
  async revealedAuthors(actorId: string, reportIds: readonly string[]): Promise<Map<string, string | null>> {
    const ids = reportIds.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
    if (!ids.length) return new Map();
    const rows = await this.db.query<{ id: string; username: string | null }>(
      `select r.id::text as id, u.username from reports r left join users u on u.id = r.author_id
       where r.id = any($2::int[])
         and exists (select 1 from audit_log a where a.target_type = 'report_author' and a.target_id = r.id::text
                       and a.action = 'report.view_author' and a.actor_id = $1::uuid)`,
      [actorId, ids],
    );
    return new Map(rows.map((r) => [r.id, r.username]));
  }

  // ---------- profiles ----------

  async listProfiles(viewer: User, raw: { search?: string | null; page?: number; pageSize?: number }) {
    const page = adminPage(raw.page);
    const pageSize = clamp(Number(raw.pageSize ?? 20) || 20, 1, 100);
    const params: unknown[] = [pageSize, (page - 1) * pageSize];
    let where = '';
    if (raw.search?.trim()) {
      params.push(`%${likeEscape(raw.search.trim().toLowerCase())}%`);
      where = `where lower(p.display_name || ' ' || coalesce(p.location, '')) like $3`;
    }
    const rows = await this.db.query<ProfileRow & { total: number; is_sample: boolean }>(
      `select ${PROFILE_COLUMNS}, p.is_sample, count(*) over ()::int as total from profiles p ${where} order by p.created_at desc, p.id desc limit $1 offset $2`,
      params,
    );
    return { total: rows[0]?.total ?? 0, page, pageSize, items: rows.map((r) => ({ ...presentProfile(r, viewerOf(viewer)), isSample: r.is_sample })) };
  }

  updateProfile(ctx: ModerationContext, id: unknown, body: unknown): Promise<number> {
    return this.commands.run(editProfile, ctx, { id, body });
  }

  /** Deletes a profile with its reports (cascade) and its image file. */
  deleteProfile(ctx: ModerationContext, id: unknown, body: unknown): Promise<boolean> {
    return this.commands.run(deleteProfile, ctx, { id, body });
  }

  // ---------- images ----------

  async pendingImages() {
    const rows = await this.db.query<{ id: number; first_name: string; last_name: string | null; image_uploaded_at: Date; created_at: Date }>(
      `select id, first_name, last_name, image_uploaded_at, created_at from profiles where image_approval_status = 'pending' order by image_uploaded_at asc nulls last, id asc limit 200`,
    );
    return rows.map((r) => ({
      id: String(r.id),
      profileImageUrl: `/api/images/profiles/${r.id}?v=${new Date(r.image_uploaded_at ?? r.created_at).getTime().toString(36)}`,
      firstName: r.first_name,
      lastName: r.last_name,
      createdAt: r.image_uploaded_at ?? r.created_at,
    }));
  }

  /** Approves or rejects a pending image (any other status is refused by either command's validation). */
  decideImage(ctx: ModerationContext, profileId: unknown, status: unknown, body: unknown = {}): Promise<boolean> {
    return this.commands.run(status === ImageStatus.APPROVED ? approveImage : rejectImage, ctx, { profileId, status, body });
  }

  // ---------- users ----------

  async listUsers(raw: { search?: string | null; page?: number; pageSize?: number; id?: string }) {
    const page = adminPage(raw.page);
    const pageSize = clamp(Number(raw.pageSize ?? 50) || 50, 1, 200);
    const params: unknown[] = [pageSize, (page - 1) * pageSize];
    let where = '';
    if (raw.id) {
      params.push(raw.id);
      where = 'where u.id = $3::uuid';
    } else if (raw.search?.trim()) {
      params.push(`%${likeEscape(raw.search.trim().toLowerCase())}%`);
      where = `where lower(u.username) like $3 or lower(u.email) like $3 or lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like $3`;
    }
    const rows = await this.db.query<Record<string, any>>(
      `select u.id, u.username, u.email, u.first_name, u.last_name, u.role, u.banned, u.ban_reason, u.banned_at, u.last_ip, u.created_at,
              u.id_verification_status, u.phone_verified_at is not null as phone_verified,
              case when u.suspended_until > now() then u.suspended_until end as suspended_until,
              case when u.suspended_until > now() then u.suspension_reason end as suspension_reason,
              strikes.strikes, strikes.warnings, strikes.suspensions, strikes.zero_tolerance,
              exists(select 1 from ip_bans b where (b.user_id = u.id or (u.last_ip is not null and b.cidr >>= u.last_ip::inet)) and (b.expires_at is null or b.expires_at > now())) as ip_banned,
              count(*) over ()::int as total
       from users u ${STRIKES_LATERAL} ${where} order by u.created_at desc, u.id limit $1 offset $2`,
      params,
    );
    return {
      total: rows[0]?.total ?? 0,
      page,
      pageSize,
      items: rows.map((r) => ({
        ...sanctionFields(r as StrikeCounts & { banned: boolean; suspended_until: Date | null; suspension_reason: string | null }),
        id: r.id,
        username: r.username,
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        role: r.role,
        isAdmin: r.role === Role.ADMIN,
        banned: r.banned,
        banReason: r.ban_reason,
        bannedAt: r.banned_at,
        ipBanned: r.ip_banned,
        lastIp: r.last_ip,
        createdAt: r.created_at,
        idVerificationStatus: r.id_verification_status,
        phoneVerified: r.phone_verified,
      })),
    };
  }

  /** Bans a member: her sessions end at once; optionally her last address or a CIDR range is banned too. */
  async banUser(ctx: ModerationContext, input: unknown) {
    const userId = await this.commands.run(banMember, ctx, input);
    return (await this.listUsers({ id: userId })).items[0];
  }

  async unbanUser(ctx: ModerationContext, userId: unknown, note?: unknown) {
    const id = await this.commands.run(unbanMember, ctx, { userId, note });
    return (await this.listUsers({ id })).items[0];
  }
}
