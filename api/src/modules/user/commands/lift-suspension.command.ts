import { User } from '../user.entity.js';
import { NotificationType } from '../../notification/notification.service.js';
import { badInput, notFound, COMMON_MESSAGES } from '../../../core/errors.js';
import { parseInput } from '../../../shared/parse.js';
import { activeSuspension } from '../../../policies/can.js';
import { liftSuspensionSchema, SANCTION_MESSAGES } from '../sanction.inputs.js';
import { defineCommand } from '../../../core/command.js';
import { ref } from '../../../core/i18n.js';
import { SANCTION_NOTICES } from '../user.messages.js';

/** What she reads when a moderator lifts her suspension early (in-app and by e-mail, whatever her settings). */
export const SUSPENSION_LIFTED_NOTICE = {
  type: NotificationType.OTHER,
  title: ref(SANCTION_NOTICES.liftedTitle),
  message: ref(SANCTION_NOTICES.lifted),
  actionUrl: '/reviews',
};

/**
 * Ends a running suspension before its time. A moderator's change of mind tells her (`liftSuspension`); an upheld
 * appeal lifts it without a notice of its own (`liftSuspensionOnAppeal`: the appeal's outcome is what she is told).
 * Answers her id.
 */
function liftCommand(tell: boolean) {
  return defineCommand({
    name: 'user.unsuspend',
    capability: 'manage_users',
    parse: (raw: unknown) => parseInput(liftSuspensionSchema, raw),
    async change({ em }, { userId, note }) {
      const user = await em.findOne(User, userId);
      if (!user) throw notFound(COMMON_MESSAGES.user);
      if (!activeSuspension(user)) throw badInput(SANCTION_MESSAGES.notSuspended);
      Object.assign(user, { suspendedUntil: null, suspensionReason: null });
      return {
        result: user.id,
        audit: { action: 'user.unsuspend', targetType: 'user', targetId: user.id, targetLabel: user.username, note: note ?? null },
        notify: tell ? [{ userId: user.id, topic: 'account' as const, notification: SUSPENSION_LIFTED_NOTICE, legal: true }] : [],
      };
    },
  });
}

export const liftSuspension = liftCommand(true);
export const liftSuspensionOnAppeal = liftCommand(false);
