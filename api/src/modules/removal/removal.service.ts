import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../core/config.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DecisionService } from '../decision/decision.service.js';
import { DEFAULT_RULE } from '../decision/reasons.js';
import { ModerationReason } from '../decision/decision.inputs.js';
import { NotificationType } from '../notification/notification.entity.js';
import type { Logger } from 'pino';
import type { Db } from '../../core/db.js';
import { ImageStatus } from '../profile/profile.entity.js';
import { User } from '../user/user.entity.js';
import type { ModerationContext } from '../../core/command.js';
import type { CommandRunner } from '../../core/run-command.js';
import type { EmailMessage, EmailSender } from '../../shared/outbox.js';
import { badInput, notFound, COMMON_MESSAGES } from '../../core/errors.js';
import { parseInput } from '../../shared/parse.js';
import { RemovalReason, RemovalRequest, RemovalStatus, RemovalTargetType } from './removal-request.entity.js';
import { HIDE_AT_ONCE, REMOVAL_REASON_LABELS, removalListSchema, RemovalStatusFilter, submitRemovalSchema } from './removal.inputs.js';
import type { RemovalEmailLimiter, RemovalLimiter, RemovalTargetLimiter } from './removal-limiter.js';
import { presentRemovalRequest, type RemovalReceipt, type RemovalRequestGql, type RemovalRow } from './removal.type.js';
import { decideRemovalRequest } from './commands/decide-removal.command.js';
import { automaticHideAllowed, setHidden } from './hide-content.js';
import { REMOVAL_AUTOMATIC, REMOVAL_MAIL, REMOVAL_MESSAGES, REMOVAL_REASON_MESSAGES } from './removal.messages.js';
import { ref, translate, word, type MessageRef } from '../../core/i18n.js';
import { photoSubject, profileAtSubject, profileSubject, reportSubject } from '../decision/subjects.js';
import { labelOf } from './removal-label.js';
import type { Locale } from '@tea/limits';
import { REPORT_NOTICES } from '../report/report.messages.js';
import { PROFILE_NOTICES } from '../profile/profile.messages.js';

/** The reason code an automatic hide by a request records (only minor and intimate image hide). */
const hideReason = (reason: RemovalReason): ModerationReason => (reason === RemovalReason.MINOR ? ModerationReason.MINOR : ModerationReason.INTIMATE_IMAGE);

const LIST_SQL = `select rr.id, rr.target_type, rr.target_id, rr.target_label, rr.reason, rr.explanation, rr.contact_email, rr.status, rr.content_hidden,
    rr.decision_reason, rr.decided_at, rr.decided_by_label, rr.created_at, coalesce(r.profile_id, p.id) as profile_id, rr.contact_confirmed_at,
    (select count(*) from removal_requests o where lower(o.contact_email) = lower(rr.contact_email) and o.status = 'dismissed' and o.id <> rr.id)::int as sender_dismissed
  from removal_requests rr
  left join reports r on rr.target_type = 'report' and r.id = rr.target_id
  left join profiles p on rr.target_type <> 'report' and p.id = rr.target_id`;

export interface RemovalDeps {
  db: Db;
  commands: CommandRunner;
  email: EmailSender;
  limiter: RemovalLimiter;
  emailLimiter: RemovalEmailLimiter;
  targetLimiter: RemovalTargetLimiter;
  logger: Logger;
  audit: AuditService;
  /** Writes the statement of reasons of an automatic hide and tells the author. */
  decisions: Pick<DecisionService, 'record'>;
  /** The app's public address, for the confirmation link. */
  publicUrl: string;
  env: Pick<AppConfig, 'AUTO_HIDES_PER_HOUR'>;
}

export const CONFIRM_LINK_INVALID = REMOVAL_MESSAGES.confirmLinkInvalid.defaultMessage;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The account behind a target: a report's author, the member who added a profile (null when none or deleted). */
const TARGET_AUTHOR_SQL = `select case when ? = 'report' then (select author_id from reports where id = ?) else (select created_by_id from profiles where id = ?) end as author_id`;

/**
 * Removal requests (SAFETY 12): anyone may ask for a profile, a report or an image to be removed. Requests
 * about a minor or an intimate image hide the content once their sender confirmed her address (`confirm`). Admins uphold (the content is removed, a whole
 * profile's person is blocklisted) or dismiss (the content is unhidden), always with a reason; the decision is
 * audited and e-mailed to the sender, like the acknowledgement.
 */
export class RemovalService {
  private readonly decideCommand = decideRemovalRequest((message) => this.send(message));

  constructor(private readonly deps: RemovalDeps) {}

  /** A readable label of a target that the public can see (as wording), or 404 (pending reports and images are not targets). */
  private async targetLabel(type: RemovalTargetType, id: number): Promise<MessageRef> {
    if (type === RemovalTargetType.REPORT) {
      const r = await this.deps.db.one<{ title: string; display_name: string }>(
        'select r.title, p.display_name from reports r join profiles p on p.id = r.profile_id where r.id = $1 and r.approved = true',
        [id],
      );
      if (!r) throw notFound(COMMON_MESSAGES.report);
      return reportSubject(r.title, r.display_name);
    }
    const p = await this.deps.db.one<{ display_name: string; location: string | null; image_key: string | null; image_approval_status: ImageStatus | null }>(
      'select display_name, location, image_key, image_approval_status from profiles where id = $1',
      [id],
    );
    if (type === RemovalTargetType.IMAGE) {
      if (!p?.image_key || p.image_approval_status !== ImageStatus.APPROVED) throw notFound(COMMON_MESSAGES.image);
      return photoSubject(p.display_name);
    }
    if (!p) throw notFound(COMMON_MESSAGES.profile);
    return p.location ? profileAtSubject(p.display_name, p.location) : profileSubject(p.display_name);
  }

  private async send(message: EmailMessage): Promise<void> {
    try {
      await this.deps.email.send(message);
    } catch (err) {
      this.deps.logger.warn({ err: (err as Error).message }, 'removal request e-mail could not be sent');
    }
  }

  /**
   * Stores a request and e-mails its sender a link to confirm her contact address (issue 21 item 3). Nothing is hidden
   * yet: a request about a minor or an intimate image hides the content when she confirms (`confirm`), so hiding costs
   * a working inbox. Limited per address (an IPv6 /64 as one), per contact e-mail address and per target.
   * `requester` is the signed-in member who sends it (null for visitors): only her data export and deletion use the link.
   * `locale` is the language the request is sent in (`PreferencesService.localeOf`): its e-mails are written in it.
   */
  async submit(em: EntityManager, ip: string, input: unknown, requester: User | null = null, locale: Locale = 'en'): Promise<RemovalReceipt> {
    const data = parseInput(submitRemovalSchema, input);
    const label = await this.targetLabel(data.targetType, data.targetId);
    await this.deps.limiter.consume(ip);
    await this.deps.emailLimiter.consume(data.contactEmail.toLowerCase());
    await this.deps.targetLimiter.consume(`${data.targetType}:${data.targetId}`);
    const hides = HIDE_AT_ONCE.has(data.reason);
    const token = randomBytes(32).toString('base64url');
    const request = await em.transactional(async (tem) => {
      const req = Object.assign(new RemovalRequest(), {
        targetType: data.targetType,
        targetId: data.targetId,
        targetLabel: word(label, 'en').slice(0, 200),
        targetLabelI18n: label,
        reason: data.reason,
        explanation: data.explanation,
        contactEmail: data.contactEmail,
        contentHidden: false,
        confirmTokenHash: sha256(token),
        confirmSentAt: new Date(),
        requester: requester ? tem.getReference(User, requester.id) : null,
        language: locale,
      });
      tem.persist(req);
      await tem.flush();
      return req;
    });
    const link = `${this.deps.publicUrl}/removal-request/confirm?token=${token}`;
    await this.send({
      to: request.contactEmail,
      subject: translate(locale, REMOVAL_MAIL.confirmSubject),
      text: translate(locale, REMOVAL_MAIL.confirmBody, {
        label: word(label, locale),
        reason: translate(locale, REMOVAL_REASON_MESSAGES[request.reason]),
        link,
        hides: hides ? 'yes' : 'no',
        id: request.id,
      }),
    });
    return { id: request.id, contentHidden: false, confirmationSent: true };
  }

  /**
   * The sender confirms her contact address through the e-mailed link. A request about a minor or an intimate image then
   * hides its content, as an audited automatic decision with a statement of reasons to the content's author (who may
   * appeal it), unless the site's automatic hides reached AUTO_HIDES_PER_HOUR (it then heads the queue, and the dashboard
   * alerts). The link works once; a decided request is confirmed without hiding anything.
   */
  async confirm(em: EntityManager, input: unknown): Promise<RemovalReceipt> {
    const raw = (input ?? {}) as Record<string, unknown>;
    const token = typeof raw.token === 'string' ? raw.token.trim() : '';
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw badInput(CONFIRM_LINK_INVALID, 'token');
    return em.transactional(async (tem) => {
      const req = await tem.findOne(RemovalRequest, { confirmTokenHash: sha256(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!req) throw badInput(CONFIRM_LINK_INVALID, 'token');
      req.contactConfirmedAt = new Date();
      req.confirmTokenHash = null;
      if (req.status === RemovalStatus.PENDING && HIDE_AT_ONCE.has(req.reason) && !req.contentHidden) {
        if (await automaticHideAllowed(tem, this.deps.env.AUTO_HIDES_PER_HOUR)) await this.hide(tem, req);
      }
      await tem.flush();
      return { id: req.id, contentHidden: req.contentHidden, confirmationSent: false };
    });
  }

  /** The automatic hide of a confirmed request: hidden, audited, the author told with the reasons and her appeal. */
  private async hide(em: EntityManager, req: RemovalRequest): Promise<void> {
    req.contentHidden = true;
    await setHidden(em, req.targetType, req.targetId, new Date());
    const why = `someone asked for it to be removed because ${REMOVAL_REASON_LABELS[req.reason].toLowerCase()} and confirmed her e-mail address; such requests hide content at once`;
    const entry = this.deps.audit.recordSystem(em, {
      action: 'removal.hide',
      targetType: req.targetType,
      targetId: req.targetId,
      targetLabel: req.targetLabel,
      reasonCode: req.reason,
      note: `Hidden automatically: ${why}.`,
      metadata: { automatic: true, removalRequest: req.id },
    });
    await em.flush();
    const [author] = await em
      .getConnection()
      .execute<{ author_id: string | null }[]>(TARGET_AUTHOR_SQL, [req.targetType, req.targetId, req.targetId], 'all', em.getTransactionContext());
    const reasonCode = hideReason(req.reason);
    const subjectType = req.targetType === RemovalTargetType.REPORT ? 'report' : 'profile';
    await this.deps.decisions.record(
      em,
      {
        kind: 'removal.hide',
        subjectType,
        subjectId: req.targetId,
        subjectLabel: labelOf(req),
        affectedUserId: author?.author_id ?? null,
        reasonCode,
        rule: DEFAULT_RULE[reasonCode],
        text: `${why.charAt(0).toUpperCase()}${why.slice(1)}.`,
        explanation: ref(REMOVAL_AUTOMATIC.hidden, { reason: req.reason }),
        automatic: true,
        details: { removalRequest: req.id },
        notice: {
          type: req.targetType === RemovalTargetType.REPORT ? NotificationType.REVIEW : NotificationType.OTHER,
          title: ref(req.targetType === RemovalTargetType.REPORT ? REPORT_NOTICES.hiddenTitle : PROFILE_NOTICES.hiddenTitle),
          message: ref(REMOVAL_MAIL.hidden, { target: req.targetType, label: labelOf(req) }),
          actionUrl: req.targetType === RemovalTargetType.REPORT ? '/reviews' : null,
        },
      },
      { kind: 'removal.hide', decidedById: null, auditEntryId: entry.id },
    );
  }

  async list(raw: unknown): Promise<RemovalRequestGql[]> {
    const { status } = parseInput(removalListSchema, raw ?? {});
    const params: unknown[] = [];
    let where = '';
    if (status !== RemovalStatusFilter.ALL) {
      params.push(status);
      where = 'where rr.status::text = $1';
    }
    // Pending first: a confirmed minor or intimate-image request that did not hide (the ceiling) first, then oldest first
    // (fair waiting); then decided ones, newest first.
    const rows = await this.deps.db.query<RemovalRow>(
      `${LIST_SQL} ${where}
       order by (rr.status = 'pending') desc,
         (rr.status = 'pending' and rr.reason in ('minor', 'intimate_image') and rr.contact_confirmed_at is not null and not rr.content_hidden) desc,
         case when rr.status = 'pending' then rr.created_at end asc, rr.created_at desc, rr.id limit 500`,
      params,
    );
    return rows.map(presentRemovalRequest);
  }

  /** Upholds or dismisses a request (decide-removal.command.ts), then answers it as the admin list shows it. */
  async decide(ctx: ModerationContext, id: unknown, body: unknown): Promise<RemovalRequestGql> {
    const requestId = await this.deps.commands.run(this.decideCommand, ctx, { id, body });
    const [row] = await this.deps.db.query<RemovalRow>(`${LIST_SQL} where rr.id = $1`, [requestId]);
    return presentRemovalRequest(row);
  }
}
