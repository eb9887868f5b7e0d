import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Db } from '../../app/db.js';
import { Profile, ImageStatus } from '../profile/profile.entity.js';
import { Report } from '../report/report.entity.js';
import { User } from '../user/user.entity.js';
import { refreshProfileAggregates } from '../profile/aggregates.js';
import { findPlace } from '../profile/gazetteer.js';
import type { ImageIntake } from '../profile/profile.service.js';
import { imageFileKeys } from '../upload/image-variants.js';
import { NotificationType, type NotificationService } from '../notification/notification.service.js';
import type { AuditService } from '../moderation/audit.service.js';
import type { ModerationContext } from '../moderation/moderation.service.js';
import { ModerationReason } from '../moderation/moderation.inputs.js';
import type { EmailSender } from '../../shared/outbox.js';
import { badInput, conflict, notFound } from '../../shared/errors.js';
import { parseInput } from '../../shared/parse.js';
import { RemovalBlock, RemovalReason, RemovalRequest, RemovalStatus, RemovalTargetType } from './removal-request.entity.js';
import {
  decideRemovalSchema,
  HIDE_AT_ONCE,
  REMOVAL_REASON_LABELS,
  RemovalDecision,
  removalListSchema,
  RemovalStatusFilter,
  submitRemovalSchema,
} from './removal.inputs.js';
import type { RemovalLimiter } from './removal-limiter.js';
import { presentRemovalRequest, type RemovalReceipt, type RemovalRequestGql, type RemovalRow } from './removal.type.js';

export const PERSON_BLOCKED = 'This person cannot be added: a removal request about them was upheld and they asked not to be listed.';

/** The reason code a removal decision records on the content it removes (SAFETY 10). */
const MODERATION_REASON: Record<RemovalReason, ModerationReason> = {
  [RemovalReason.MINOR]: ModerationReason.MINOR,
  [RemovalReason.INTIMATE_IMAGE]: ModerationReason.EXPLICIT,
  [RemovalReason.PERSONAL_INFORMATION]: ModerationReason.PERSONAL_INFORMATION,
  [RemovalReason.FALSE_OR_DEFAMATORY]: ModerationReason.DEFAMATION,
  [RemovalReason.HARASSMENT]: ModerationReason.HARASSMENT,
  [RemovalReason.COPYRIGHT]: ModerationReason.OTHER,
  [RemovalReason.OTHER]: ModerationReason.OTHER,
};

const normalize = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The blocklist key of a person: normalised "first last" and normalised city (gazetteer name when known). */
export function personKey(firstName: string, lastName: string | null | undefined, location: string | null | undefined): { name: string; city: string } {
  return { name: normalize(`${firstName} ${lastName ?? ''}`), city: normalize(findPlace(location)?.name ?? location ?? '') };
}

/** createProfile refuses a person whose profile was removed on an upheld removal request (409). */
export async function assertPersonNotBlocked(
  db: Db,
  firstName: string,
  lastName: string | null | undefined,
  location: string | null | undefined,
): Promise<void> {
  const key = personKey(firstName, lastName, location);
  const row = await db.one('select 1 from removal_blocklist where normalized_name = $1 and normalized_city = $2', [key.name, key.city]);
  if (row) throw conflict(PERSON_BLOCKED);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const LIST_SQL = `select rr.id, rr.target_type, rr.target_id, rr.target_label, rr.reason, rr.explanation, rr.contact_email, rr.status, rr.content_hidden,
    rr.decision_reason, rr.decided_at, rr.decided_by_label, rr.created_at, coalesce(r.profile_id, p.id) as profile_id
  from removal_requests rr
  left join reports r on rr.target_type = 'report' and r.id = rr.target_id
  left join profiles p on rr.target_type <> 'report' and p.id = rr.target_id`;

export interface RemovalDeps {
  db: Db;
  audit: AuditService;
  notifications: NotificationService;
  email: EmailSender;
  images: Pick<ImageIntake, 'delete'>;
  limiter: RemovalLimiter;
  logger: Logger;
}

/**
 * Removal requests (SAFETY 12): anyone may ask for a profile, a report or an image to be removed. Requests
 * about a minor or an intimate image hide the content at once. Admins uphold (the content is removed, a whole
 * profile's person is blocklisted) or dismiss (the content is unhidden), always with a reason; the decision is
 * audited and e-mailed to the sender, like the acknowledgement.
 */
export class RemovalService {
  constructor(private readonly deps: RemovalDeps) {}

  /** A readable label of a target that the public can see, or 404 (pending reports and images are not targets). */
  private async targetLabel(type: RemovalTargetType, id: number): Promise<string> {
    if (type === RemovalTargetType.REPORT) {
      const r = await this.deps.db.one<{ title: string; display_name: string }>(
        'select r.title, p.display_name from reports r join profiles p on p.id = r.profile_id where r.id = $1 and r.approved = true',
        [id],
      );
      if (!r) throw notFound('Report not found');
      return `Report "${r.title}" about ${r.display_name}`.slice(0, 200);
    }
    const p = await this.deps.db.one<{ display_name: string; location: string | null; image_key: string | null; image_approval_status: ImageStatus | null }>(
      'select display_name, location, image_key, image_approval_status from profiles where id = $1',
      [id],
    );
    if (type === RemovalTargetType.IMAGE) {
      if (!p?.image_key || p.image_approval_status !== ImageStatus.APPROVED) throw notFound('Image not found');
      return `Photo of ${p.display_name}`.slice(0, 200);
    }
    if (!p) throw notFound('Profile not found');
    return `Profile of ${p.display_name}${p.location ? ` (${p.location})` : ''}`.slice(0, 200);
  }

  private async send(to: string, subject: string, text: string): Promise<void> {
    try {
      await this.deps.email.send({ to, subject, text });
    } catch (err) {
      this.deps.logger.warn({ err: (err as Error).message }, 'removal request e-mail could not be sent');
    }
  }

  /** `requester` is the signed-in member who sends it (null for visitors): only her data export and deletion use the link. */
  async submit(em: EntityManager, ip: string, input: unknown, requester: User | null = null): Promise<RemovalReceipt> {
    const data = parseInput(submitRemovalSchema, input);
    const label = await this.targetLabel(data.targetType, data.targetId);
    await this.deps.limiter.consume(ip);
    const hide = HIDE_AT_ONCE.has(data.reason);
    const request = await em.transactional(async (tem) => {
      const req = Object.assign(new RemovalRequest(), {
        targetType: data.targetType,
        targetId: data.targetId,
        targetLabel: label,
        reason: data.reason,
        explanation: data.explanation,
        contactEmail: data.contactEmail,
        contentHidden: hide,
        requester: requester ? tem.getReference(User, requester.id) : null,
      });
      tem.persist(req);
      if (hide) await this.setHidden(tem, req.targetType, req.targetId, new Date());
      await tem.flush();
      return req;
    });
    await this.send(
      request.contactEmail,
      'We received your removal request',
      [
        `Thank you. We received your request to remove: ${label}.`,
        `Reason: ${REMOVAL_REASON_LABELS[request.reason]}.`,
        hide ? 'Because of the reason you gave, the content is hidden from the public until an administrator has decided.' : 'An administrator will review it.',
        'You will receive the decision and its reasons at this address.',
        `Reference: ${request.id}`,
      ].join('\n\n'),
    );
    return { id: request.id, contentHidden: hide };
  }

  /** Hides (`at`) or unhides (null) the target; aggregates follow a report's visibility. */
  private async setHidden(em: EntityManager, type: RemovalTargetType, id: number, at: Date | null): Promise<void> {
    if (type === RemovalTargetType.REPORT) {
      const report = await em.findOne(Report, id);
      if (!report) return;
      report.hiddenAt = at;
      await em.flush();
      await refreshProfileAggregates(em, report.profile.id);
      return;
    }
    const profile = await em.findOne(Profile, id);
    if (!profile) return;
    if (type === RemovalTargetType.IMAGE) profile.imageHiddenAt = at;
    else profile.hiddenAt = at;
    await em.flush();
  }

  async list(raw: unknown): Promise<RemovalRequestGql[]> {
    const { status } = parseInput(removalListSchema, raw ?? {});
    const params: unknown[] = [];
    let where = '';
    if (status !== RemovalStatusFilter.ALL) {
      params.push(status);
      where = 'where rr.status::text = $1';
    }
    // Pending first (oldest first: fair waiting), then decided ones, newest first.
    const rows = await this.deps.db.query<RemovalRow>(
      `${LIST_SQL} ${where}
       order by (rr.status = 'pending') desc, case when rr.status = 'pending' then rr.created_at end asc, rr.created_at desc, rr.id limit 500`,
      params,
    );
    return rows.map(presentRemovalRequest);
  }

  async decide(ctx: ModerationContext, idRaw: unknown, input: unknown): Promise<RemovalRequestGql> {
    const id = String(idRaw ?? '');
    if (!UUID.test(id)) throw notFound('Removal request not found');
    const { decision, reason } = parseInput(decideRemovalSchema, input);
    const { request, deleteKeys } = await ctx.em.transactional(async (em) => {
      const req = await em.findOne(RemovalRequest, id);
      if (!req) throw notFound('Removal request not found');
      if (req.status !== RemovalStatus.PENDING) throw badInput('This removal request has already been decided.');
      const keys = decision === RemovalDecision.UPHOLD ? await this.removeContent(em, ctx, req, reason) : await this.dismiss(em, req);
      Object.assign(req, {
        status: decision === RemovalDecision.UPHOLD ? RemovalStatus.UPHELD : RemovalStatus.DISMISSED,
        decisionReason: reason,
        decidedAt: new Date(),
        decidedById: ctx.actor.id,
        decidedByLabel: ctx.actor.username,
      });
      this.deps.audit.record(em, ctx.actor, {
        action: decision === RemovalDecision.UPHOLD ? 'removal.uphold' : 'removal.dismiss',
        targetType: 'removal_request',
        targetId: req.id,
        targetLabel: req.targetLabel,
        reasonCode: req.reason,
        note: reason,
        ip: ctx.ip,
      });
      await em.flush();
      return { request: req, deleteKeys: keys };
    });
    // Files go after the commit, so a failed transaction never loses an image.
    await Promise.all(deleteKeys.map((key) => this.deps.images.delete(key).catch(() => {})));
    const upheld = request.status === RemovalStatus.UPHELD;
    await this.send(
      request.contactEmail,
      upheld ? 'Your removal request was upheld' : 'Your removal request was not upheld',
      [
        upheld
          ? `We reviewed your request to remove: ${request.targetLabel}. We agreed and removed it.`
          : `We reviewed your request to remove: ${request.targetLabel}. We decided not to remove it.`,
        `Our reasons: ${reason}`,
        `Reference: ${request.id}`,
      ].join('\n\n'),
    );
    const [row] = await this.deps.db.query<RemovalRow>(`${LIST_SQL} where rr.id = $1`, [request.id]);
    return presentRemovalRequest(row);
  }

  /** Dismiss: the content comes back unless another pending request still keeps it hidden. */
  private async dismiss(em: EntityManager, req: RemovalRequest): Promise<string[]> {
    if (!req.contentHidden) return [];
    const others = await em.count(RemovalRequest, {
      targetType: req.targetType,
      targetId: req.targetId,
      status: RemovalStatus.PENDING,
      contentHidden: true,
      id: { $ne: req.id },
    });
    if (others === 0) await this.setHidden(em, req.targetType, req.targetId, null);
    return [];
  }

  /** Uphold: removes the content like the moderation commands do (audited, author notified). Returns the file keys to delete. */
  private async removeContent(em: EntityManager, ctx: ModerationContext, req: RemovalRequest, note: string): Promise<string[]> {
    const reasonCode = MODERATION_REASON[req.reason];
    if (req.targetType === RemovalTargetType.REPORT) {
      const report = await em.findOne(Report, req.targetId, { populate: ['profile', 'author'] });
      if (!report) return [];
      const profileId = report.profile.id;
      this.deps.audit.record(em, ctx.actor, {
        action: 'report.delete',
        targetType: 'report',
        targetId: report.id,
        targetLabel: `"${report.title}" about ${report.profile.displayName}`,
        reasonCode,
        note,
        metadata: { removalRequest: req.id },
        ip: ctx.ip,
      });
      if (report.author && report.approved !== false) {
        await this.deps.notifications.notifyByPreference(em, report.author.id, 'decisions', {
          type: NotificationType.REVIEW,
          title: 'Your report was removed',
          message: `Your report "${report.title}" was removed after a removal request. Moderator's reason: ${note}`,
          actionUrl: '/reviews',
        });
      }
      em.remove(report);
      await em.flush();
      await refreshProfileAggregates(em, profileId);
      return [];
    }
    const profile = await em.findOne(Profile, req.targetId, { populate: ['imageKey', 'imageUploadedBy'] as never });
    if (!profile) return [];
    const key = profile.imageKey ?? null;
    const files = key ? imageFileKeys(key, profile.imageVariantWidths) : [];
    if (req.targetType === RemovalTargetType.IMAGE) {
      if (!key) {
        profile.imageHiddenAt = null;
        return [];
      }
      Object.assign(profile, {
        imageKey: null,
        imageApprovalStatus: ImageStatus.REJECTED,
        imageHiddenAt: null,
        imageWidth: null,
        imageHeight: null,
        imageVariantWidths: null,
      });
      this.deps.audit.record(em, ctx.actor, {
        action: 'image.reject',
        targetType: 'image',
        targetId: profile.id,
        targetLabel: `Photo of ${profile.displayName}`,
        reasonCode,
        note,
        metadata: { removalRequest: req.id },
        ip: ctx.ip,
      });
      if (profile.imageUploadedBy) {
        await this.deps.notifications.notifyByPreference(em, profile.imageUploadedBy.id, 'decisions', {
          type: NotificationType.OTHER,
          title: 'Photo removed',
          message: `The photo you added for ${profile.displayName} was removed after a removal request and has been deleted.`,
          actionUrl: `/profile/${profile.id}`,
        });
      }
      return files;
    }
    const reportCount = await em.count(Report, { profile: profile.id });
    this.deps.audit.record(em, ctx.actor, {
      action: 'profile.delete',
      targetType: 'profile',
      targetId: profile.id,
      targetLabel: profile.displayName,
      reasonCode,
      note,
      metadata: { reports: reportCount, removalRequest: req.id },
      ip: ctx.ip,
    });
    const person = personKey(profile.firstName, profile.lastName, profile.location);
    const blocked = await em.count(RemovalBlock, { normalizedName: person.name, normalizedCity: person.city });
    if (!blocked) em.persist(Object.assign(new RemovalBlock(), { normalizedName: person.name, normalizedCity: person.city, removalRequestId: req.id }));
    em.remove(profile);
    await em.flush();
    return files;
  }
}
