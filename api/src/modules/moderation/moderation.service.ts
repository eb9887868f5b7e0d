import { TtlCache } from '../../shared/ttl-cache.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../app/db.js';
import { Profile, ImageStatus } from '../profile/profile.entity.js';
import { Report } from '../report/report.entity.js';
import { Role, User } from '../user/user.entity.js';
import { IpBan } from './ip-ban.entity.js';
import { refreshProfileAggregates } from '../profile/aggregates.js';
import { parseProfileId } from '../report/report.service.js';
import { findPlace } from '../profile/gazetteer.js';
import { NotificationType, type NotificationService } from '../notification/notification.service.js';
import type { AuditService } from './audit.service.js';
import { badInput, forbidden, notFound } from '../../shared/errors.js';
import { parseInput } from '../../shared/parse.js';
import { parseCidr } from './ip.js';
import {
  adminProfileUpdateSchema,
  adminReportFilterSchema,
  banSchema,
  decisionSchema,
  optionalDecisionSchema,
  REASON_LABELS,
  unbanSchema,
  ReportStatusFilter,
  type ModerationReason,
} from './moderation.inputs.js';
import { updateReportSchema } from '../report/report.inputs.js';
import { presentReport, REPORT_COLUMNS, type ReportRow } from '../report/report.type.js';
import { presentProfile, PROFILE_COLUMNS, type ProfileRow } from '../profile/profile.type.js';
import { imageFileKeys } from '../upload/image-variants.js';
import { viewerOf } from '../profile/profile.service.js';
import { requireRecentSecondFactor } from '../../auth/second-factor.js';
import type { ImageIntake } from '../profile/profile.service.js';

export interface ModerationContext {
  em: EntityManager;
  actor: User;
  ip: string;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Moderation commands (SAFETY 8, 10, 11). Each runs as: validate → change state in one transaction →
 * recompute aggregates → write an audit entry → notify the affected member, all committed together.
 * Authorization happens before these are called (policy module); they trust `actor` to be an admin.
 */
/** Moderation lists count exactly up to this many rows; above it the planner's estimate ('about N'). */
export const QUEUE_EXACT_TOTAL = 1_000;
/** How long an estimated queue total ('about N', above QUEUE_EXACT_TOTAL) is reused for the same filter. */
export const QUEUE_ESTIMATE_TTL_MS = 30_000;

/**
 * A page number of the admin lists as a whole number from 1 to 1,000,000: REST's `?page=1e30`, `Infinity` or `1.3`
 * used to reach the SQL as an offset PostgreSQL refused (a 500). Pages past the end are empty, as before.
 */
function adminPage(raw: unknown): number {
  const page = Math.floor(Number(raw ?? 1));
  return Number.isFinite(page) ? Math.min(Math.max(1, page), 1_000_000) : 1;
}

export class ModerationService {
  /** Estimated queue totals per filter, reused for QUEUE_ESTIMATE_TTL_MS (see listReports). */
  private readonly queueEstimates = new TtlCache<{ total: number; exact: boolean }>(QUEUE_ESTIMATE_TTL_MS, 1_000);

  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
    private readonly audit: AuditService,
    private readonly images: Pick<ImageIntake, 'delete'>,
  ) {}

  // ---------- reports ----------

  /**
   * A page of reports for moderators, in one statement: the rows plus a bounded total (exact up to
   * QUEUE_EXACT_TOTAL, the planner's estimate above: see bounded_total in Migration20261124000000), so a
   * queue of 100,000 pending reports costs what a page costs.
   */
  async listReports(raw: unknown) {
    const f = parseInput(adminReportFilterSchema, raw);
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
    const params: unknown[] = [...values];
    const p = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const args = values.map((_, i) => `$${i + 1}::text`);
    while (args.length < 8) args.push('null::text');
    // The queue is oldest first (fair waiting); other views newest first. The offset is a bigint: page 2147483620 of 42
    // overflowed an int (a 500); such a page is simply empty.
    const order = f.status === ReportStatusFilter.PENDING ? 'r.created_at asc, r.id asc' : 'r.created_at desc, r.id desc';
    const pageSql = `select ${REPORT_COLUMNS}, r.moderated_at, r.rejection_reason, r.moderation_note
         from ${fromWhere} order by ${order} limit ${p(f.pageSize)}::int offset ${p((f.page - 1) * f.pageSize)}::bigint`;
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

  private async loadReport(em: EntityManager, idRaw: unknown): Promise<Report> {
    const id = Number(idRaw);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound('Report not found');
    const report = await em.findOne(Report, id, { populate: ['profile', 'author'] });
    if (!report) throw notFound('Report not found');
    return report;
  }

  private static reportRow(report: Report): ReportRow {
    return {
      id: report.id,
      profile_id: report.profile.id,
      profile_name: report.profile.displayName,
      report_type: report.reportType,
      title: report.title,
      content: report.content,
      category: report.category,
      date_of_interaction: report.dateOfInteraction ?? null,
      location: report.location ?? null,
      is_anonymous: true,
      rating: report.rating,
      approved: report.approved ?? null,
      created_at: report.createdAt,
    };
  }

  async approveReport(ctx: ModerationContext, idRaw: unknown, input: unknown) {
    const { note } = parseInput(optionalDecisionSchema, input ?? {});
    return ctx.em
      .transactional(async (em) => {
        const report = await this.loadReport(em, idRaw);
        const wasApproved = report.approved === true;
        Object.assign(report, { approved: true, moderatedAt: new Date(), moderatedBy: ctx.actor, rejectionReason: null, moderationNote: note ?? null });
        await em.flush();
        await refreshProfileAggregates(em, report.profile.id);
        this.audit.record(em, ctx.actor, {
          action: 'report.approve',
          targetType: 'report',
          targetId: report.id,
          targetLabel: `"${report.title}" about ${report.profile.displayName}`,
          note,
          ip: ctx.ip,
        });
        if (!wasApproved && report.author) {
          await this.notifications.notifyByPreference(em, report.author.id, 'decisions', {
            type: NotificationType.REVIEW,
            title: 'Your report was approved',
            message: `Your report "${report.title}" about ${report.profile.displayName} is now public. Thank you for helping the community.`,
            actionUrl: `/profile/${report.profile.id}`,
          });
        }
        const adder = report.profile.createdBy;
        if (!wasApproved && adder && adder.id !== report.author?.id) {
          await this.notifications.notifyByPreference(em, adder.id, 'newReports', {
            type: NotificationType.REPORT_SUBMITTED,
            title: 'New report on a profile you added',
            message: `A new report about ${report.profile.displayName} was published.`,
            actionUrl: `/profile/${report.profile.id}`,
          });
        }
        await em.flush();
        return ModerationService.reportRow(report);
      })
      .then(presentReport);
  }

  async rejectReport(ctx: ModerationContext, idRaw: unknown, input: unknown) {
    const { reason, note } = parseInput(decisionSchema, input);
    return ctx.em
      .transactional(async (em) => {
        const report = await this.loadReport(em, idRaw);
        Object.assign(report, { approved: false, moderatedAt: new Date(), moderatedBy: ctx.actor, rejectionReason: reason, moderationNote: note ?? null });
        await em.flush();
        await refreshProfileAggregates(em, report.profile.id);
        this.audit.record(em, ctx.actor, {
          action: 'report.reject',
          targetType: 'report',
          targetId: report.id,
          targetLabel: `"${report.title}" about ${report.profile.displayName}`,
          reasonCode: reason,
          note,
          ip: ctx.ip,
        });
        if (report.author) {
          await this.notifications.notifyByPreference(em, report.author.id, 'decisions', {
            type: NotificationType.REVIEW,
            title: 'Your report was not approved',
            message: `Your report "${report.title}" was not published because ${REASON_LABELS[reason as ModerationReason]}.${note ? ` Moderator's note: ${note}` : ''}`,
            actionUrl: '/reviews',
          });
        }
        await em.flush();
        return ModerationService.reportRow(report);
      })
      .then(presentReport);
  }

  async updateReport(ctx: ModerationContext, idRaw: unknown, input: unknown) {
    const data = parseInput(updateReportSchema, input);
    return ctx.em
      .transactional(async (em) => {
        const report = await this.loadReport(em, idRaw);
        const before = { title: report.title, content: report.content };
        Object.assign(report, data);
        this.audit.record(em, ctx.actor, {
          action: 'report.edit',
          targetType: 'report',
          targetId: report.id,
          targetLabel: `"${data.title}" about ${report.profile.displayName}`,
          metadata: { before },
          ip: ctx.ip,
        });
        await em.flush();
        return ModerationService.reportRow(report);
      })
      .then(presentReport);
  }

  async deleteReport(ctx: ModerationContext, idRaw: unknown, input: unknown): Promise<boolean> {
    const { reason, note } = parseInput(optionalDecisionSchema, input ?? {});
    await ctx.em.transactional(async (em) => {
      const report = await this.loadReport(em, idRaw);
      const profileId = report.profile.id;
      this.audit.record(em, ctx.actor, {
        action: 'report.delete',
        targetType: 'report',
        targetId: report.id,
        targetLabel: `"${report.title}" about ${report.profile.displayName}`,
        reasonCode: reason,
        note,
        ip: ctx.ip,
      });
      if (report.author && report.approved !== false) {
        await this.notifications.notifyByPreference(em, report.author.id, 'decisions', {
          type: NotificationType.REVIEW,
          title: 'Your report was removed',
          message: `Your report "${report.title}" was removed by a moderator${reason ? ` because ${REASON_LABELS[reason as ModerationReason]}` : ''}.`,
          actionUrl: '/reviews',
        });
      }
      em.remove(report);
      await em.flush();
      await refreshProfileAggregates(em, profileId);
    });
    return true;
  }

  /** Who wrote a report: admins only, and every look is audit-logged (SAFETY 7). */
  async reportAuthor(ctx: ModerationContext, idRaw: unknown): Promise<string | null> {
    // Revealing an author needs a second-factor check within the last five minutes (SECURITY-PLAN).
    requireRecentSecondFactor(ctx.actor);
    return ctx.em.transactional(async (em) => {
      const report = await this.loadReport(em, idRaw);
      this.audit.record(em, ctx.actor, {
        action: 'report.view_author',
        targetType: 'report_author',
        targetId: report.id,
        targetLabel: `"${report.title}" about ${report.profile.displayName}`,
        ip: ctx.ip,
      });
      await em.flush();
      return report.author?.username ?? null;
    });
  }

  // ---------- profiles ----------

  async listProfiles(viewer: User, raw: { search?: string | null; page?: number; pageSize?: number }) {
    const page = adminPage(raw.page);
    const pageSize = Math.min(Math.max(1, Number(raw.pageSize ?? 20) || 20), 100);
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

  async updateProfile(ctx: ModerationContext, idRaw: unknown, input: unknown) {
    const id = parseProfileId(idRaw);
    const data = parseInput(adminProfileUpdateSchema, input);
    if (!Object.keys(data).length) throw badInput('Nothing to update.');
    return ctx.em.transactional(async (em) => {
      const profile = await em.findOne(Profile, id);
      if (!profile) throw notFound('Profile not found');
      const before = { firstName: profile.firstName, lastName: profile.lastName, location: profile.location, bio: profile.bio };
      if (data.firstName !== undefined) profile.firstName = data.firstName;
      if (data.lastName !== undefined) profile.lastName = data.lastName;
      if (data.bio !== undefined) profile.bio = data.bio;
      if (data.location !== undefined) {
        const place = findPlace(data.location);
        Object.assign(profile, { location: place?.name ?? data.location, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null });
      }
      profile.displayName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
      this.audit.record(em, ctx.actor, {
        action: 'profile.edit',
        targetType: 'profile',
        targetId: profile.id,
        targetLabel: profile.displayName,
        metadata: { before },
        ip: ctx.ip,
      });
      await em.flush();
      return profile.id;
    });
  }

  /** Deletes a profile with its reports (cascade) and its image file. */
  async deleteProfile(ctx: ModerationContext, idRaw: unknown, input: unknown): Promise<boolean> {
    const id = parseProfileId(idRaw);
    const { reason, note } = parseInput(optionalDecisionSchema, input ?? {});
    const imageFiles = await ctx.em.transactional(async (em) => {
      const profile = await em.findOne(Profile, id, { populate: ['imageKey'] as never });
      if (!profile) throw notFound('Profile not found');
      const files = profile.imageKey ? imageFileKeys(profile.imageKey, profile.imageVariantWidths) : [];
      const reportCount = await em.count(Report, { profile: id });
      this.audit.record(em, ctx.actor, {
        action: 'profile.delete',
        targetType: 'profile',
        targetId: profile.id,
        targetLabel: profile.displayName,
        reasonCode: reason,
        note,
        metadata: { reports: reportCount },
        ip: ctx.ip,
      });
      em.remove(profile);
      await em.flush();
      return files;
    });
    await Promise.all(imageFiles.map((key) => this.images.delete(key).catch(() => {})));
    return true;
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

  async decideImage(ctx: ModerationContext, profileIdRaw: unknown, status: unknown, input: unknown = {}): Promise<boolean> {
    const id = parseProfileId(profileIdRaw);
    if (status !== ImageStatus.APPROVED && status !== ImageStatus.REJECTED) throw badInput('Status must be approved or rejected.');
    const { reason, note } = parseInput(optionalDecisionSchema, input ?? {});
    const deleteKeys = await ctx.em.transactional(async (em) => {
      const profile = await em.findOne(Profile, id, { populate: ['imageKey', 'imageUploadedBy'] as never });
      if (!profile) throw notFound('Profile not found');
      if (!profile.imageKey || profile.imageApprovalStatus !== ImageStatus.PENDING) throw badInput('This profile has no image waiting for review.');
      const files = imageFileKeys(profile.imageKey, profile.imageVariantWidths);
      profile.imageApprovalStatus = status;
      if (status === ImageStatus.REJECTED) Object.assign(profile, { imageKey: null, imageWidth: null, imageHeight: null, imageVariantWidths: null });
      this.audit.record(em, ctx.actor, {
        action: status === ImageStatus.APPROVED ? 'image.approve' : 'image.reject',
        targetType: 'image',
        targetId: profile.id,
        targetLabel: `Photo of ${profile.displayName}`,
        reasonCode: reason,
        note,
        ip: ctx.ip,
      });
      if (profile.imageUploadedBy) {
        await this.notifications.notifyByPreference(em, profile.imageUploadedBy.id, 'decisions', {
          type: NotificationType.OTHER,
          title: status === ImageStatus.APPROVED ? 'Photo approved' : 'Photo not approved',
          message:
            status === ImageStatus.APPROVED
              ? `The photo you added for ${profile.displayName} is now visible.`
              : `The photo you added for ${profile.displayName} was not approved${reason ? ` because ${REASON_LABELS[reason as ModerationReason]}` : ''} and has been deleted.`,
          actionUrl: `/profile/${profile.id}`,
        });
      }
      await em.flush();
      return status === ImageStatus.REJECTED ? files : [];
    });
    // Rejected files (the image and its smaller copies) are deleted after the commit, so a failed transaction never loses an image.
    await Promise.all(deleteKeys.map((key) => this.images.delete(key)));
    return true;
  }

  // ---------- users ----------

  async listUsers(raw: { search?: string | null; page?: number; pageSize?: number; id?: string }) {
    const page = adminPage(raw.page);
    const pageSize = Math.min(Math.max(1, Number(raw.pageSize ?? 50) || 50), 200);
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
              exists(select 1 from ip_bans b where (b.user_id = u.id or (u.last_ip is not null and b.cidr >>= u.last_ip::inet)) and (b.expires_at is null or b.expires_at > now())) as ip_banned,
              count(*) over ()::int as total
       from users u ${where} order by u.created_at desc, u.id limit $1 offset $2`,
      params,
    );
    return {
      total: rows[0]?.total ?? 0,
      page,
      pageSize,
      items: rows.map((r) => ({
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
    const data = parseInput(banSchema, input);
    if (data.userId === ctx.actor.id) throw badInput('You cannot ban yourself.');
    await ctx.em.transactional(async (em) => {
      const user = await em.findOne(User, data.userId, { populate: ['lastIp'] as never });
      if (!user) throw notFound('User not found');
      if (user.role === Role.ADMIN) throw forbidden('Admins cannot be banned. Remove the admin role first.');
      Object.assign(user, { banned: true, banReason: data.reason, bannedAt: new Date() });
      let cidr: string | null = null;
      if (data.banIP) {
        const source = data.cidr ?? user.lastIp;
        if (!source) throw badInput('This user has no known address to ban. Enter an address or range instead.');
        cidr = parseCidr(source);
        em.persist(
          Object.assign(new IpBan(), { cidr, reason: data.reason, userId: user.id, createdById: ctx.actor.id, expiresAt: data.ipBanExpiresAt ?? null }),
        );
      }
      this.audit.record(em, ctx.actor, {
        action: 'user.ban',
        targetType: 'user',
        targetId: user.id,
        targetLabel: user.username,
        note: data.reason,
        metadata: cidr ? { ipBan: cidr, expiresAt: data.ipBanExpiresAt ?? null } : null,
        ip: ctx.ip,
      });
      await em.flush();
      // End every session of hers inside the same transaction (the session middleware also refuses banned users).
      await em.getConnection().execute('delete from session where user_id = ?', [user.id], 'run', em.getTransactionContext());
    });
    return (await this.listUsers({ id: data.userId })).items[0];
  }

  async unbanUser(ctx: ModerationContext, userIdRaw: unknown, noteRaw?: unknown) {
    // The note is validated like every decision's (a REST body may send anything there: an object was a 500).
    const { userId, note } = parseInput(unbanSchema, { userId: String(userIdRaw ?? ''), note: noteRaw });
    if (!/^[0-9a-f-]{36}$/i.test(userId)) throw badInput('Please select a user to unban.');
    await ctx.em.transactional(async (em) => {
      const user = await em.findOne(User, userId);
      if (!user) throw notFound('User not found');
      Object.assign(user, { banned: false, banReason: null, bannedAt: null });
      await em.getConnection().execute('delete from ip_bans where user_id = ?', [user.id], 'run', em.getTransactionContext());
      this.audit.record(em, ctx.actor, {
        action: 'user.unban',
        targetType: 'user',
        targetId: user.id,
        targetLabel: user.username,
        note: note ?? null,
        ip: ctx.ip,
      });
      await em.flush();
    });
    return (await this.listUsers({ id: userId })).items[0];
  }
}
