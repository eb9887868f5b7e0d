import { badInput, forbidden, notFound } from '../../../core/errors.js';
import { parseInput } from '../../../shared/parse.js';
import { NotificationType } from '../../notification/notification.entity.js';
import { RemovalRequest } from '../../removal/removal-request.entity.js';
import { defineCommand, type Notice, type TargetedInput } from '../../../core/command.js';
import { Appeal, AppealStatus } from '../appeal.entity.js';
import { AppealOutcome, decideAppealSchema, isAppealId } from '../appeal.inputs.js';
import { undoFor } from '../undo-registry.js';
import { APPEAL_NOTICES, APPEAL_TEXTS } from '../appeal.messages.js';
import { messageOfText, ref, type Wording } from '../../../core/i18n.js';
import type { EmailMessage } from '../../../shared/outbox.js';
import { mailOf } from '../../notification/notification.service.js';
import { STATEMENT_MESSAGES } from '../../decision/decision.messages.js';

export const APPEAL_NOT_FOUND = APPEAL_TEXTS.appealNotFound.defaultMessage;
export const APPEAL_DECIDED = APPEAL_TEXTS.decided.defaultMessage;
export const DIFFERENT_MODERATOR = APPEAL_TEXTS.differentModerator.defaultMessage;
/** 400: the moderator who made the decision decides its appeal, as no other can, and gave no note on her second look. */
export const SECOND_LOOK_NEEDED = APPEAL_TEXTS.secondLookNeeded.defaultMessage;

/**
 * Whether a moderator other than `userId` could decide an appeal: an admin who is not banned and not suspended. When
 * none is, the moderator who made the decision decides its appeal herself, with a recorded second look, rather than
 * leaving it undecidable (an install with a single moderator).
 */
export const otherModeratorSql = (userIdParam: '$1' | '?') => `select exists (select 1 from users where role = 'admin' and not banned
  and (suspended_until is null or suspended_until <= now()) and id <> ${userIdParam}) as other`;

/** Sends an e-mail to someone without an account (a removal requester); never fails the decision. */
export type AppellantMail = (message: EmailMessage) => Promise<void>;

/**
 * Decides an appeal (issue 10 item 5), by a moderator other than the one who made the decision (403 otherwise), with a
 * reason. When no other moderator could decide it (a single moderator; `otherModeratorSql`), the one who made the
 * decision may, with a second look: a note on it is required (400 without), and the audit entry records `secondLook`
 * and `ownDecision` with the note; the appellant is told it was the same moderator's second look. Upheld: the decision is undone in this one transaction by its kind's undo (undo-registry.ts), through
 * commands (each audited; aggregates recomputed by the runner), and marked reversed; what could not be restored (deleted
 * data) is said. The appellant is told either way: in-app and by e-mail whatever her settings (a legal notice), or by
 * e-mail at the address of her removal request. Audited. Answers the appeal's id.
 */
export const decideAppeal = (mail: AppellantMail) =>
  defineCommand({
    name: 'appeal.decide',
    capability: 'moderate',
    parse: ({ id, body }: TargetedInput) => {
      const data = parseInput(decideAppealSchema, body);
      if (!isAppealId(id)) throw notFound(APPEAL_NOT_FOUND);
      return { id, ...data };
    },
    async change(scope, { id, outcome, reason, secondLookNote }) {
      const { em, actor } = scope;
      const appeal = await em.findOne(Appeal, id, { populate: ['decision'] });
      if (!appeal) throw notFound(APPEAL_NOT_FOUND);
      if (appeal.status !== AppealStatus.PENDING) throw badInput(APPEAL_DECIDED);
      const { decision } = appeal;
      const secondLook = decision.decidedBy?.id === actor.id;
      if (secondLook) {
        const [{ other }] = await em.getConnection().execute<{ other: boolean }[]>(otherModeratorSql('?'), [actor.id], 'all', em.getTransactionContext());
        if (other) throw forbidden(DIFFERENT_MODERATOR);
        if (!secondLookNote) throw badInput(SECOND_LOOK_NEEDED);
      }
      const upheld = outcome === AppealOutcome.UPHOLD;
      let notRestored: string[] = [];
      if (upheld) {
        const undo = undoFor(decision.kind);
        if (!undo) throw badInput(APPEAL_TEXTS.cannotUndo);
        ({ notRestored } = await undo(scope, decision, reason));
        decision.reversedAt = new Date();
      }
      Object.assign(appeal, {
        status: upheld ? AppealStatus.UPHELD : AppealStatus.REJECTED,
        decidedAt: new Date(),
        decidedBy: actor,
        outcomeReason: reason,
        notRestored: notRestored.length ? notRestored : null,
      });
      const title = ref(upheld ? APPEAL_NOTICES.upheldTitle : APPEAL_NOTICES.rejectedTitle);
      const message: Wording = [
        // What it is about, in her language when stored as wording (a decision from before has only its English).
        ref(APPEAL_NOTICES.reviewed, { secondLook: secondLook ? 'yes' : 'no', label: decision.subjectLabelI18n ?? decision.subjectLabel }),
        ref(upheld ? APPEAL_NOTICES.upheld : APPEAL_NOTICES.stands),
        ref(APPEAL_NOTICES.reason, { reason }),
        // Each is one of NOT_RESTORED's texts: in her language as its message.
        ...notRestored.map((text) => {
          const known = messageOfText(text);
          return known ? ref(known.message) : text;
        }),
      ];
      // A removal requester is answered at the address of her request; a member in the app and by e-mail.
      const request = decision.kind === 'removal.dismiss' ? await em.findOne(RemovalRequest, decision.subjectId) : null;
      const notice: Notice | null =
        !request && decision.affectedUser
          ? {
              userId: decision.affectedUser.id,
              topic: 'appeals',
              legal: true,
              notification: { type: NotificationType.OTHER, title, message, actionUrl: '/reviews', decisionId: decision.id },
            }
          : null;
      return {
        result: appeal.id,
        audit: {
          action: upheld ? 'appeal.uphold' : 'appeal.reject',
          targetType: 'decision',
          targetId: decision.id,
          targetLabel: decision.subjectLabel,
          reasonCode: decision.reasonCode,
          note: reason,
          metadata: {
            appeal: appeal.id,
            kind: decision.kind,
            ...(notRestored.length ? { notRestored } : {}),
            ...(secondLook ? { secondLook: true, ownDecision: true, secondLookNote } : {}),
          },
        },
        notify: [notice],
        // In the language her request was sent in.
        afterCommit: request
          ? () =>
              mail(
                mailOf(request.contactEmail, title, [message, ref(STATEMENT_MESSAGES.reference, { id: decision.id })], {
                  locale: request.language,
                  timeZone: null,
                }),
              )
          : undefined,
      };
    },
  });
