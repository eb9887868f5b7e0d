import type { z } from 'zod';
import { AdminPager } from './admin-page.js';
import type { Db } from '../../core/db.js';
import { ImageStatus } from '../profile/profile.entity.js';
import { Role } from '../user/user.entity.js';
import { parseInput } from '../../shared/parse.js';
import { adminReportFilterSchema, ReportStatusFilter } from './moderation.inputs.js';
import { presentReport, REPORT_COLUMNS, type ReportRow } from '../report/report.type.js';
import { presentProfile, PROFILE_COLUMNS, type ProfileRow } from '../profile/profile.type.js';
import { viewerOf } from '../../policies/visibility.js';
import type { Principal } from '../../auth/principal.js';
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
 * The moderation profile list's statement (newest first; hidden and sample profiles included): the search matches the
 * profile's names and place (`search_text`, the browse search's lower-cased names and place) through its trigram index.
 */
export function adminProfilesPageSql(search?: string | null) {
  const term = search?.trim();
  const values = term ? [`%${likeEscape(term.toLowerCase())}%`] : [];
  const fromWhere = `profiles p${term ? ' where p.search_text like $1::text' : ''}`;
  const pageSql = `select ${PROFILE_COLUMNS}, p.is_sample from ${fromWhere} order by p.created_at desc, p.id desc limit $${values.length + 1}::int offset $${values.length + 2}::bigint`;
  return { fromWhere, values, pageSql };
}

/** The moderation account list's statement (newest first), or one account by `id`. */
export function adminUsersPageSql(raw: { search?: string | null; id?: string }) {
  const term = raw.search?.trim();
  const values = raw.id ? [raw.id] : term ? [`%${likeEscape(term.toLowerCase())}%`] : [];
  const where = raw.id
    ? 'where u.id = $1::uuid'
    : term
      ? `where lower(u.username) like $1::text or lower(u.email) like $1::text or lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like $1::text`
      : '';
  const fromWhere = `users u ${where}`;
  const pageSql = `select u.id, u.username, u.email, u.first_name, u.last_name, u.role, u.banned, u.ban_reason, u.banned_at, u.last_ip, u.created_at,
              u.id_verification_status, u.phone_verified_at is not null as phone_verified,
              case when u.suspended_until > now() then u.suspended_until end as suspended_until,
              case when u.suspended_until > now() then u.suspension_reason end as suspension_reason,
              strikes.strikes, strikes.warnings, strikes.suspensions, strikes.zero_tolerance,
              exists(select 1 from ip_bans b where (b.user_id = u.id or (u.last_ip is not null and b.cidr >>= u.last_ip::inet)) and (b.expires_at is null or b.expires_at > now())) as ip_banned
       from users u ${STRIKES_LATERAL} ${where} order by u.created_at desc, u.id limit $${values.length + 1}::int offset $${values.length + 2}::bigint`;
  return { fromWhere, values, pageSql };
}

/**
 * The moderation lists, and the moderation actions (SAFETY 8, 10, 11): each action is one command in
 * `commands/`, run by the CommandRunner (policy → validate → change in one transaction → aggregates → audit
 * entry → notifications). The commands check the actor's rights themselves.
 */
export class ModerationService {
  /** The lists' pages with their bounded totals (admin-page.ts). */
  private readonly pager: AdminPager;

  constructor(
    private readonly db: Db,
    private readonly commands: CommandRunner,
  ) {
    this.pager = new AdminPager(db);
  }

  // ---------- reports ----------

  /** A page of reports for moderators, in one statement with its bounded total (AdminPager). */
  async listReports(raw: unknown) {
    const f = parseInput(adminReportFilterSchema, raw);
    const { fromWhere, values, pageSql } = adminReportsPageSql(f);
    type Row = ReportRow & { moderated_at: Date | null; rejection_reason: string | null; moderation_note: string | null };
    const { rows, total, totalIsExact } = await this.pager.page<Row>({ fromWhere, values, pageSql, page: f.page, pageSize: f.pageSize });
    return {
      total,
      totalIsExact,
      page: f.page,
      pageSize: f.pageSize,
      items: rows.map((r) => ({ ...presentReport(r), moderatedAt: r.moderated_at, rejectionReason: r.rejection_reason, moderationNote: r.moderation_note })),
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

  /** All profiles, newest first (hidden and sample ones included), with a bounded total (AdminPager). */
  async listProfiles(viewer: Principal, raw: { search?: string | null; page?: number; pageSize?: number }) {
    const page = adminPage(raw.page);
    const pageSize = clamp(Number(raw.pageSize ?? 20) || 20, 1, 100);
    const { fromWhere, values, pageSql } = adminProfilesPageSql(raw.search);
    const { rows, total, totalIsExact } = await this.pager.page<ProfileRow & { is_sample: boolean }>({ fromWhere, values, pageSql, page, pageSize });
    return { total, totalIsExact, page, pageSize, items: rows.map((r) => ({ ...presentProfile(r, viewerOf(viewer)), isSample: r.is_sample })) };
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

  /** All accounts, newest first, with a bounded total (AdminPager); `id` answers that one account. */
  async listUsers(raw: { search?: string | null; page?: number; pageSize?: number; id?: string }) {
    const page = adminPage(raw.page);
    const pageSize = clamp(Number(raw.pageSize ?? 50) || 50, 1, 200);
    const { fromWhere, values, pageSql } = adminUsersPageSql(raw);
    const { rows, total, totalIsExact } = await this.pager.page<Record<string, any>>({ fromWhere, values, pageSql, page, pageSize });
    return {
      total,
      totalIsExact,
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
