import { NotificationType } from '../../notification/notification.service.js';
import { parseInput } from '../../../shared/parse.js';
import { moderatorReasons } from '../../decision/reasons.js';
import { warnSchema } from '../sanction.inputs.js';
import { defineCommand } from '../../../core/command.js';
import { loadSanctionTarget } from './sanction-target.js';
import { ref } from '../../../core/i18n.js';
import { SANCTION_NOTICES } from '../user.messages.js';
import { accountSubject } from '../../decision/subjects.js';

/**
 * Warns a member (the first rung of the ladder after a removal): nothing else changes, but the warning is a strike and
 * she gets the statement of reasons in her notifications and by e-mail, with how to appeal. Answers her id.
 */
export const warnMember = defineCommand({
  name: 'user.warn',
  capability: 'manage_users',
  restricts: true,
  parse: (raw: unknown) => parseInput(warnSchema, raw),
  async change({ em, actor }, { userId, reason, rule, note }) {
    const user = await loadSanctionTarget(em, actor, userId);
    return {
      result: user.id,
      audit: { action: 'user.warn', targetType: 'user', targetId: user.id, targetLabel: user.username, reasonCode: reason, note: note ?? null },
      decision: {
        subjectType: 'user',
        subjectId: user.id,
        subjectLabel: accountSubject(user.username),
        affectedUserId: user.id,
        ...moderatorReasons({ reason, rule, note }),
        notice: {
          type: NotificationType.OTHER,
          title: ref(SANCTION_NOTICES.warnedTitle),
          message: ref(SANCTION_NOTICES.warned),
          actionUrl: '/reviews',
        },
      },
      notify: [],
    };
  },
});
