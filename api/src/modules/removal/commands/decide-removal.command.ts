import type { EntityManager } from '@mikro-orm/postgresql';
import { Profile } from '../../profile/profile.entity.js';
import { Report } from '../../report/report.entity.js';
import { badInput, notFound } from '../../../core/errors.js';
import { parseInput } from '../../../shared/parse.js';
import { ModerationReason } from '../../decision/decision.inputs.js';
import { defineCommand, type CommandScope, type TargetedInput } from '../../../core/command.js';
import { deleteReport } from '../../report/commands/delete-report.command.js';
import { rejectImage } from '../../profile/commands/reject-image.command.js';
import { deleteProfile } from '../../profile/commands/delete-profile.command.js';
import { RemovalBlock, RemovalReason, RemovalRequest, RemovalStatus, RemovalTargetType } from '../removal-request.entity.js';
import { decideRemovalSchema, RemovalDecision } from '../removal.inputs.js';
import { hiddenByOpenFlags, setHidden } from '../hide-content.js';
import { personKey } from '../person-key.js';
import { BLOCKLISTED_IMAGE_REASONS, blockImageHash } from '../../image-hash/image-hash.service.js';
import { NotificationType } from '../../notification/notification.entity.js';
import type { DecisionStatement } from '../../decision/decision.service.js';
import { NOT_UPHELD_REASON } from '../../decision/reasons.js';
import { UUID } from '../../../core/sql.js';
import { REMOVAL_MAIL, REMOVAL_MESSAGES } from '../removal.messages.js';
import { ref, translate, wordOr } from '../../../core/i18n.js';
import { labelOf } from '../removal-label.js';
import type { EmailMessage } from '../../../shared/outbox.js';

/** The reason code a removal decision records on the content it removes (SAFETY 10). */
const MODERATION_REASON: Record<RemovalReason, ModerationReason> = {
  [RemovalReason.MINOR]: ModerationReason.MINOR,
  [RemovalReason.INTIMATE_IMAGE]: ModerationReason.INTIMATE_IMAGE,
  [RemovalReason.PERSONAL_INFORMATION]: ModerationReason.PERSONAL_INFORMATION,
  [RemovalReason.FALSE_OR_DEFAMATORY]: ModerationReason.DEFAMATION,
  [RemovalReason.HARASSMENT]: ModerationReason.HARASSMENT,
  [RemovalReason.COPYRIGHT]: ModerationReason.OTHER,
  [RemovalReason.OTHER]: ModerationReason.OTHER,
};

/** Sends an e-mail to the person who asked (never fails the decision). */
export type RequesterMail = (message: EmailMessage) => Promise<void>;

/**
 * Decides a removal request (SAFETY 12). Uphold removes the content through the moderation commands (delete
 * report, reject image, delete profile: each audited with the request, its author or uploader told), and a
 * whole profile's person is blocklisted; dismiss unhides the content unless another pending request or open
 * community flags still hide it. The decision is audited and, after the commit, e-mailed with its reasons to the sender. Answers the request's id.
 */
export const decideRemovalRequest = (mail: RequesterMail) =>
  defineCommand({
    name: 'removal.decide',
    capability: 'moderate',
    restricts: true,
    parse: ({ id, body }: TargetedInput) => {
      const requestId = String(id ?? '');
      if (!UUID.test(requestId)) throw notFound(REMOVAL_MESSAGES.notFound);
      return { id: requestId, ...parseInput(decideRemovalSchema, body) };
    },
    async change(scope, { id, decision, reason }) {
      const { em, actor } = scope;
      const req = await em.findOne(RemovalRequest, id);
      if (!req) throw notFound(REMOVAL_MESSAGES.notFound);
      if (req.status !== RemovalStatus.PENDING) throw badInput(REMOVAL_MESSAGES.decided);
      const upheld = decision === RemovalDecision.UPHOLD;
      if (upheld) await removeContent(scope, req, reason);
      else await dismiss(em, req);
      Object.assign(req, {
        status: upheld ? RemovalStatus.UPHELD : RemovalStatus.DISMISSED,
        decisionReason: reason,
        decidedAt: new Date(),
        decidedById: actor.id,
        decidedByLabel: actor.username,
      });
      return {
        result: req.id,
        audit: {
          action: upheld ? 'removal.uphold' : 'removal.dismiss',
          targetType: 'removal_request',
          targetId: req.id,
          targetLabel: req.targetLabel,
          reasonCode: req.reason,
          note: reason,
        },
        // Upheld: the removals state their own reasons to the authors; the sender hears of it by e-mail after the commit.
        // Not upheld: the sender gets the statement of reasons by e-mail (with a link to appeal), and may appeal it.
        decision: upheld ? null : requesterDecision(req, reason),
        notify: [],
        afterCommit: upheld
          ? () =>
              mail({
                to: req.contactEmail,
                subject: translate(req.language, REMOVAL_MAIL.upheldSubject),
                text: translate(req.language, REMOVAL_MAIL.upheldBody, {
                  label: (locale) => wordOr(labelOf(req), locale, null, req.targetLabel),
                  reason,
                  id: req.id,
                }),
              })
          : undefined,
      };
    },
  });

/** The statement of reasons a request that was not upheld sends its requester (who may appeal it by the e-mail's link). */
function requesterDecision(req: RemovalRequest, reason: string): DecisionStatement {
  return {
    kind: 'removal.dismiss',
    subjectType: 'removal_request',
    subjectId: req.id,
    subjectLabel: labelOf(req),
    affectedUserId: req.requester?.id ?? null,
    emailTo: req.contactEmail,
    emailLocale: req.language,
    reasonCode: NOT_UPHELD_REASON,
    rule: null,
    text: reason,
    details: { removalRequest: req.id },
    notice: {
      type: NotificationType.OTHER,
      title: ref(REMOVAL_MAIL.notUpheldTitle),
      message: ref(REMOVAL_MAIL.notUpheld, { label: labelOf(req), id: req.id }),
    },
  };
}

/** Dismiss: the content comes back unless another pending request, or community flags not yet decided, still keep it hidden. */
async function dismiss(em: EntityManager, req: RemovalRequest): Promise<void> {
  if (!req.contentHidden) return;
  const others = await em.count(RemovalRequest, {
    targetType: req.targetType,
    targetId: req.targetId,
    status: RemovalStatus.PENDING,
    contentHidden: true,
    id: { $ne: req.id },
  });
  if (others === 0 && !(await hiddenByOpenFlags(em, req.targetType, req.targetId))) await setHidden(em, req.targetType, req.targetId, null);
}

/** Uphold: the content goes through the same commands moderators use; content already gone is left alone. */
export async function removeContent(scope: CommandScope, req: RemovalRequest, note: string): Promise<void> {
  const { em } = scope;
  const decision = { reason: MODERATION_REASON[req.reason], note, removalRequestId: req.id };
  if (req.targetType === RemovalTargetType.REPORT) {
    if (await em.findOne(Report, req.targetId)) await scope.run(deleteReport, { id: req.targetId, ...decision });
    return;
  }
  const profile = await em.findOne(Profile, req.targetId, { populate: ['imageKey'] as never });
  if (!profile) return;
  if (req.targetType === RemovalTargetType.IMAGE) {
    if (profile.imageKey) await scope.run(rejectImage, { profileId: profile.id, ...decision });
    else profile.imageHiddenAt = null;
    return;
  }
  const person = personKey(profile.firstName, profile.lastName, profile.location);
  // A whole profile removed for a minor or an intimate image: her photo's copies are blocked too.
  if (BLOCKLISTED_IMAGE_REASONS.has(decision.reason)) {
    await blockImageHash(em, {
      hash: profile.imageHash,
      reasonCode: decision.reason,
      profileId: profile.id,
      removalRequestId: req.id,
      actorId: scope.actor.id,
    });
  }
  await scope.run(deleteProfile, { id: profile.id, ...decision });
  const blocked = await em.count(RemovalBlock, { normalizedName: person.name, normalizedCity: person.city });
  if (!blocked) em.persist(Object.assign(new RemovalBlock(), { normalizedName: person.name, normalizedCity: person.city, removalRequestId: req.id }));
}
