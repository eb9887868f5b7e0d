import type { EntityManager } from '@mikro-orm/postgresql';
import { defineCommand } from '../../../core/command.js';
import { conflict, notFound } from '../../../core/errors.js';
import type { EmailSender } from '../../../shared/outbox.js';
import { NotificationType } from '../../notification/notification.service.js';
import { IdVerificationStatus, User } from '../../user/user.entity.js';
import { IdVerification } from '../id-verification.entity.js';
import { isUuid } from '../../../core/sql.js';
import { VERIFICATION_MESSAGES, VERIFICATION_NOTICES } from '../verification.messages.js';
import type { Locale } from '@tea/limits';
import { defineMessages, ref, translate } from '../../../core/i18n.js';

export type IdDecision = typeof IdVerificationStatus.APPROVED | typeof IdVerificationStatus.REJECTED;

export interface DecideIdVerificationRaw {
  requestId: string;
  decision: IdDecision;
  /** The reviewer's note, as given (trimmed, at most 1000 characters, empty as none). */
  notes: unknown;
}

export interface DecideIdVerificationInput {
  requestId: string;
  decision: IdDecision;
  notes: string | null;
}

/** A request with its member, document key and encrypted details; 404 for an unknown or malformed id. */
export async function loadIdVerification(em: EntityManager, requestId: string): Promise<IdVerification> {
  if (!isUuid(requestId)) throw notFound(VERIFICATION_MESSAGES.requestNotFound);
  const request = await em.findOne(IdVerification, requestId, { populate: ['user', 'documentKey', 'detailsCiphertext'] as never });
  if (!request) throw notFound(VERIFICATION_MESSAGES.requestNotFound);
  return request;
}

/** The e-mail that answers her request, in her language. */
export const ID_MAIL = defineMessages({
  approvedSubject: { id: 'mail.idVerified.subject', defaultMessage: 'Your ID has been verified' },
  approvedBody: { id: 'mail.idVerified.body', defaultMessage: 'Good news: your identity has been verified.' },
  rejectedSubject: { id: 'mail.idNotVerified.subject', defaultMessage: 'Your ID verification was not approved' },
  rejectedBody: {
    id: 'mail.idNotVerified.body',
    defaultMessage: "We could not verify your ID.{hasNote, select, yes {\n\nReviewer''s note: {note}} other {}}\n\nYou can submit it again from My Profile.",
    description: 'Plain-text e-mail; keep the empty lines. note is the reviewer\'s note, in her words (not translated). "My Profile" is the page name.',
  },
});

/**
 * Approves or rejects a pending ID verification request: the document and the details are deleted in the same step
 * (the file after the commit), only the decision remains. She is told in-app whatever her settings (an answer to her
 * own request, not a decision about her) and by e-mail after the commit.
 */
export const decideIdVerification = (email: EmailSender, languageOf: (userId: string) => Promise<Locale | null>) =>
  defineCommand({
    name: 'id.decide',
    capability: 'review_id_documents',
    parse: ({ requestId, decision, notes }: DecideIdVerificationRaw): DecideIdVerificationInput => ({
      requestId,
      decision,
      notes: typeof notes === 'string' && notes.trim() ? notes.trim().slice(0, 1000) : null,
    }),
    async change({ em, actor, files }, { requestId, decision, notes }: DecideIdVerificationInput) {
      const request = await loadIdVerification(em, requestId);
      if (request.status !== IdVerificationStatus.PENDING) throw conflict(VERIFICATION_MESSAGES.decided);
      const documentKey = request.documentKey ?? null;
      Object.assign(request, {
        status: decision,
        decidedAt: new Date(),
        reviewerId: actor.id,
        reviewerLabel: actor.username,
        notes,
        documentKey: null,
        detailsCiphertext: null,
        documentsDeletedAt: new Date(),
      });
      const owner = await em.findOneOrFail(User, request.user.id);
      Object.assign(owner, { idVerificationStatus: decision, idVerified: decision === IdVerificationStatus.APPROVED });
      const approved = decision === IdVerificationStatus.APPROVED;
      return {
        result: true,
        audit: {
          action: approved ? 'id.approve' : 'id.reject',
          targetType: 'id_verification',
          targetId: request.id,
          targetLabel: `ID of ${owner.username}`,
          note: notes,
          metadata: { idType: request.idType },
        },
        notify: [
          {
            userId: owner.id,
            topic: 'account',
            direct: true,
            notification: {
              type: NotificationType.OTHER,
              title: ref(approved ? VERIFICATION_NOTICES.verifiedTitle : VERIFICATION_NOTICES.rejectedTitle),
              message: approved ? ref(VERIFICATION_NOTICES.verified) : ref(VERIFICATION_NOTICES.rejected, { hasNote: notes ? 'yes' : 'no', note: notes ?? '' }),
              actionUrl: '/my-profile',
            },
          },
        ],
        afterCommit: async () => {
          if (documentKey) await files.delete(documentKey);
          const locale = (await languageOf(owner.id).catch(() => null)) ?? 'en';
          await email
            .send({
              to: owner.email,
              subject: translate(locale, approved ? ID_MAIL.approvedSubject : ID_MAIL.rejectedSubject),
              text: approved
                ? translate(locale, ID_MAIL.approvedBody)
                : translate(locale, ID_MAIL.rejectedBody, { note: notes ?? '', hasNote: notes ? 'yes' : 'no' }),
            })
            .catch(() => {});
        },
      };
    },
  });
