import { User } from '../user.entity.js';
import { badInput, notFound, COMMON_MESSAGES } from '../../../core/errors.js';
import { parseInput } from '../../../shared/parse.js';
import { unbanSchema } from '../../moderation/moderation.inputs.js';
import { defineCommand } from '../../../core/command.js';
import { isUuid } from '../../../core/sql.js';
import { USER_MESSAGES } from '../user.messages.js';

/** Lifts a ban and the IP bans made with it. Answers her id. */
export const unbanMember = defineCommand({
  name: 'user.unban',
  capability: 'manage_users',
  // The note is validated like every decision's (a REST body may send anything there: an object was a 500).
  parse: ({ userId, note }: { userId: unknown; note?: unknown }) => {
    const data = parseInput(unbanSchema, { userId: String(userId ?? ''), note });
    if (!isUuid(data.userId)) throw badInput(USER_MESSAGES.selectToUnban);
    return data;
  },
  async change({ em }, { userId, note }) {
    const user = await em.findOne(User, userId);
    if (!user) throw notFound(COMMON_MESSAGES.user);
    Object.assign(user, { banned: false, banReason: null, bannedAt: null });
    await em.getConnection().execute('delete from ip_bans where user_id = ?', [user.id], 'run', em.getTransactionContext());
    return {
      result: user.id,
      audit: { action: 'user.unban', targetType: 'user', targetId: user.id, targetLabel: user.username, note: note ?? null },
      notify: [],
    };
  },
});
