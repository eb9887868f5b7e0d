import { User } from '../../user/user.entity.js';
import { badInput, notFound } from '../../../shared/errors.js';
import { parseInput } from '../../../shared/parse.js';
import { activeSuspension } from '../../../policies/can.js';
import { liftSuspensionSchema, SANCTION_MESSAGES } from '../../user/sanction.inputs.js';
import { defineCommand } from './define-command.js';

/** Ends a running suspension before its time (a moderator's change of mind, or an upheld appeal). Answers her id. */
export const liftSuspension = defineCommand({
  name: 'user.unsuspend',
  capability: 'manage_users',
  parse: (raw: unknown) => parseInput(liftSuspensionSchema, raw),
  async change({ em }, { userId, note }) {
    const user = await em.findOne(User, userId);
    if (!user) throw notFound('User not found');
    if (!activeSuspension(user)) throw badInput(SANCTION_MESSAGES.notSuspended);
    Object.assign(user, { suspendedUntil: null, suspensionReason: null });
    return {
      result: user.id,
      audit: { action: 'user.unsuspend', targetType: 'user', targetId: user.id, targetLabel: user.username, note: note ?? null },
      notify: [],
    };
  },
});
