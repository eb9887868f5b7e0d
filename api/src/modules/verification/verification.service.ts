import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Db } from '../../core/db.js';
import type { AppCrypto } from '../../shared/crypto.js';
import type { EmailSender } from '../../shared/outbox.js';
import type { FileStore } from '../upload/file-store.js';
import { newFileKey } from '../upload/file-store.js';
import { processDocumentImage } from '../upload/image-pipeline.js';
import { IdVerification, IdType } from './id-verification.entity.js';
import { IdVerificationStatus, User } from '../user/user.entity.js';
import type { AuditService } from '../audit/audit.service.js';
import { NotificationType, type NotificationService } from '../notification/notification.service.js';
import { badInput, conflict, forbidden, notFound } from '../../core/errors.js';
import { requireRecentSecondFactor } from '../../auth/second-factor.js';
import { parseInput } from '../../shared/parse.js';
import type { ModerationContext } from '../../core/command.js';
import type { CommandRunner } from '../../core/run-command.js';
import { decideIdVerification, loadIdVerification, type IdDecision } from './commands/decide-id-verification.command.js';
import { isUuid } from '../../core/sql.js';
import { VERIFICATION_MESSAGES, VERIFICATION_NOTICES } from './verification.messages.js';
import type { Locale } from '@tea/limits';
import { ref } from '../../core/i18n.js';

export const ID_RETENTION_DAYS = 30;
export const DOCUMENT_LINK_TTL_SECONDS = 120;
export const MISSING_FIELDS = VERIFICATION_MESSAGES.missingFields.defaultMessage;

const required = (message = MISSING_FIELDS) => z.string({ error: message }).trim().min(1, message);
export const idSubmissionSchema = z.object({
  idType: z.enum(IdType, { error: MISSING_FIELDS }),
  idNumber: required().pipe(z.string().max(40, VERIFICATION_MESSAGES.idNumberMax.defaultMessage)),
  fullName: required().pipe(z.string().max(120, VERIFICATION_MESSAGES.fullNameMax.defaultMessage)),
  dateOfBirth: required()
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, VERIFICATION_MESSAGES.birthDate.defaultMessage))
    .refine((d) => !Number.isNaN(Date.parse(d)), VERIFICATION_MESSAGES.birthDate.defaultMessage)
    .refine((d) => {
      const eighteen = new Date(d);
      eighteen.setFullYear(eighteen.getFullYear() + 18);
      return eighteen.getTime() <= Date.now();
    }, VERIFICATION_MESSAGES.adult.defaultMessage),
});

interface Details {
  fullName: string;
  idNumber: string;
  dateOfBirth: string;
}

export interface VerificationRequestView {
  id: string;
  userId: string;
  username: string;
  email: string;
  idType: IdType;
  status: IdVerificationStatus;
  submittedAt: Date;
  decidedAt: Date | null;
  reviewerLabel: string | null;
  notes: string | null;
  hasDocument: boolean;
}

/**
 * ID verification (SAFETY 2). The document image goes through the image pipeline (no metadata), is encrypted
 * with AES-256-GCM and stored under an unguessable key; the personal details are encrypted in the row.
 * There is no public URL: admins get a link that expires after 2 minutes, only with their session, and every
 * view is audit-logged. Document and details are deleted when an admin decides, or after 30 days undecided.
 */
export class VerificationService {
  constructor(
    private readonly deps: {
      db: Db;
      crypto: AppCrypto;
      files: FileStore;
      audit: AuditService;
      notifications: NotificationService;
      email: EmailSender;
      /** The language she saved (her e-mails follow it), or null: English. */
      languageOf: (userId: string) => Promise<Locale | null>;
      linkSecret: string;
      commands: CommandRunner;
    },
  ) {
    this.decideCommand = decideIdVerification(deps.email, deps.languageOf);
  }

  private readonly decideCommand: ReturnType<typeof decideIdVerification>;

  /** The member's own status (SPEC: idVerified, status, verifiedAt). */
  async status(actor: User) {
    const row = await this.deps.db.one<{ status: IdVerificationStatus; decided_at: Date | null; submitted_at: Date }>(
      'select status, decided_at, submitted_at from id_verifications where user_id = $1 order by submitted_at desc limit 1',
      [actor.id],
    );
    return {
      idVerified: actor.idVerified,
      status: row?.status ?? null,
      verifiedAt: row?.status === IdVerificationStatus.APPROVED ? row.decided_at : null,
      submittedAt: row?.submitted_at ?? null,
    };
  }

  async submit(em: EntityManager, actor: User, input: unknown, image: Buffer | null) {
    if (!image || image.length === 0) throw badInput(MISSING_FIELDS);
    const data = parseInput(idSubmissionSchema, input);
    if (actor.idVerified) throw conflict(VERIFICATION_MESSAGES.alreadyVerified);
    const open = await this.deps.db.one('select 1 from id_verifications where user_id = $1 and status = $2', [actor.id, IdVerificationStatus.PENDING]);
    if (open) throw conflict(VERIFICATION_MESSAGES.inReview);
    const processed = await processDocumentImage(image);
    const key = newFileKey('id-documents');
    // The storage key is bound into the ciphertext, so a file cannot be swapped for another request's.
    await this.deps.files.put(key, this.deps.crypto.encrypt(processed.data, key), 'application/octet-stream');
    try {
      await em.transactional(async (tem) => {
        const request = Object.assign(new IdVerification(), {
          user: tem.getReference(User, actor.id),
          idType: data.idType,
          status: IdVerificationStatus.PENDING,
          documentKey: key,
          detailsCiphertext: this.deps.crypto.encrypt(
            Buffer.from(JSON.stringify({ fullName: data.fullName, idNumber: data.idNumber, dateOfBirth: data.dateOfBirth } satisfies Details)),
            `details:${key}`,
          ),
        });
        tem.persist(request);
        const user = await tem.findOneOrFail(User, actor.id);
        Object.assign(user, { idVerificationStatus: IdVerificationStatus.PENDING, idVerificationSubmittedAt: new Date() });
        await tem.flush();
      });
    } catch (e) {
      await this.deps.files.delete(key).catch(() => {});
      throw e;
    }
    return this.status(await em.findOneOrFail(User, actor.id, { refresh: true }));
  }

  async list(filter: 'pending' | 'all' = 'pending'): Promise<{ pending: number; all: number; items: VerificationRequestView[] }> {
    const rows = await this.deps.db.query<Record<string, any>>(
      `select v.id, v.user_id, u.username, u.email, v.id_type, v.status, v.submitted_at, v.decided_at, v.reviewer_label, v.notes, v.document_key is not null as has_document
       from id_verifications v join users u on u.id = v.user_id
       ${filter === 'pending' ? "where v.status = 'pending'" : ''} order by v.submitted_at ${filter === 'pending' ? 'asc' : 'desc'} limit 500`,
    );
    const counts = await this.deps.db.one<{ pending: number; all: number }>(
      "select count(*) filter (where status = 'pending')::int as pending, count(*)::int as all from id_verifications",
    );
    return {
      pending: counts?.pending ?? 0,
      all: counts?.all ?? 0,
      items: rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        username: r.username,
        email: r.email,
        idType: r.id_type,
        status: r.status,
        submittedAt: r.submitted_at,
        decidedAt: r.decided_at,
        reviewerLabel: r.reviewer_label,
        notes: r.notes,
        hasDocument: r.has_document,
      })),
    };
  }

  private sign(requestId: string, adminId: string, expires: number): string {
    return createHmac('sha256', this.deps.linkSecret).update(`${requestId}.${adminId}.${expires}`).digest('base64url');
  }

  /**
   * Opens a pending request for review: decrypts the personal details and issues a 2-minute link to the
   * document image, valid only for this admin. Audit-logged every time.
   */
  async openDocument(em: EntityManager, admin: User, requestId: string, ip: string) {
    // An ID document needs a second-factor check within the last five minutes (SECURITY-PLAN).
    requireRecentSecondFactor(admin);
    const request = await loadIdVerification(em, requestId);
    if (!request.documentKey || !request.detailsCiphertext) throw notFound(VERIFICATION_MESSAGES.documentDeleted);
    const details = JSON.parse(this.deps.crypto.decrypt(request.detailsCiphertext, `details:${request.documentKey}`).toString('utf8')) as Details;
    const expires = Math.floor(Date.now() / 1000) + DOCUMENT_LINK_TTL_SECONDS;
    this.deps.audit.record(em, admin, {
      action: 'id.view_document',
      targetType: 'id_verification',
      targetId: request.id,
      targetLabel: `ID of ${request.user.username}`,
      ip,
    });
    await em.flush();
    return {
      ...details,
      idType: request.idType,
      url: `/api/admin/id-documents/${request.id}?expires=${expires}&sig=${this.sign(request.id, admin.id, expires)}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  /** Serves the decrypted image for a valid, unexpired link issued to this same admin. */
  async documentImage(admin: User, requestId: string, expiresRaw: unknown, sig: unknown): Promise<Buffer> {
    const expires = Number(expiresRaw);
    if (!Number.isInteger(expires) || typeof sig !== 'string') throw forbidden(VERIFICATION_MESSAGES.linkInvalid);
    if (expires < Date.now() / 1000) throw forbidden(VERIFICATION_MESSAGES.linkExpired);
    const expected = Buffer.from(this.sign(requestId, admin.id, expires));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw forbidden(VERIFICATION_MESSAGES.linkInvalid);
    const row = await this.deps.db.one<{ document_key: string | null }>('select document_key from id_verifications where id = $1::uuid', [requestId]);
    if (!row?.document_key) throw notFound(VERIFICATION_MESSAGES.documentDeleted);
    const stored = await this.deps.files.get(row.document_key);
    if (!stored) throw notFound(VERIFICATION_MESSAGES.documentDeleted);
    return this.deps.crypto.decrypt(stored.data, row.document_key);
  }

  /** SPEC's REST decides by user id: the user's pending request. */
  async pendingRequestIdOf(userId: string): Promise<string> {
    if (!isUuid(userId)) throw notFound(VERIFICATION_MESSAGES.requestNotFound);
    const row = await this.deps.db.one<{ id: string }>(
      "select id from id_verifications where user_id = $1 and status = 'pending' order by submitted_at desc limit 1",
      [userId],
    );
    if (!row) throw notFound(VERIFICATION_MESSAGES.noPending);
    return row.id;
  }

  /** Approve or reject (the command `decideIdVerification`): the document and details are deleted in the same step. */
  decide(m: ModerationContext, requestId: string, decision: IdDecision, notes: unknown): Promise<boolean> {
    return this.deps.commands.run(this.decideCommand, m, { requestId, decision, notes });
  }

  /**
   * Deletes the documents of requests still undecided after 30 days and closes them as rejected (expired),
   * so the member can submit again. Run by the scheduler at start and every hour.
   */
  async purgeStale(em: EntityManager, now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - ID_RETENTION_DAYS * 24 * 3600 * 1000);
    const stale = await em.find(
      IdVerification,
      { status: IdVerificationStatus.PENDING, submittedAt: { $lt: cutoff } },
      { populate: ['user', 'documentKey'] as never },
    );
    for (const request of stale) {
      const key = request.documentKey ?? null;
      await em.transactional(async (tem) => {
        const r = await tem.findOneOrFail(IdVerification, request.id, { populate: ['user'] });
        Object.assign(r, {
          status: IdVerificationStatus.REJECTED,
          decidedAt: now,
          notes: 'Expired: not reviewed within 30 days; documents deleted.',
          documentKey: null,
          detailsCiphertext: null,
          documentsDeletedAt: now,
          reviewerLabel: 'system',
        });
        const owner = await tem.findOneOrFail(User, r.user.id);
        owner.idVerificationStatus = IdVerificationStatus.REJECTED;
        this.deps.audit.recordSystem(tem, { action: 'id.purge', targetType: 'id_verification', targetId: r.id, targetLabel: `ID of ${owner.username}` });
        await this.deps.notifications.notify(tem, owner.id, {
          type: NotificationType.OTHER,
          title: ref(VERIFICATION_NOTICES.expiredTitle),
          message: ref(VERIFICATION_NOTICES.expired),
          actionUrl: '/my-profile',
        });
        await tem.flush();
      });
      if (key) await this.deps.files.delete(key);
    }
    return stale.length;
  }
}
