import { NotificationType } from '../../notification/notification.service.js';
import { parseInput } from '../../../shared/parse.js';
import { moderatorReasons, NO_EXPLANATION } from '../../decision/reasons.js';
import { defaultSuspensionReason } from '../suspension-reason.js';
import { suspendSchema } from '../sanction.inputs.js';
import { defineCommand } from '../../../core/command.js';
import { loadSanctionTarget } from './sanction-target.js';
import { ref } from '../../../core/i18n.js';
import { SANCTION_NOTICES } from '../user.messages.js';
import { accountSubject } from '../../decision/subjects.js';

const DAY_MS = 86_400_000;

/**
 * Suspends a member for 1, 7 or 30 days: she can still sign in, read and appeal, but not post (policies/can.ts). It ends
 * by itself: `suspended_until` is compared with the time of each request, so no job has to lift it. Her sessions stay.
 * She gets the statement of reasons, until when it runs and how to appeal. Answers her id.
 */
export const suspendMember = defineCommand({
  name: 'user.suspend',
  capability: 'manage_users',
  restricts: true,
  parse: (raw: unknown) => parseInput(suspendSchema, raw),
  async change({ em, actor }, { userId, reason, rule, note, days }) {
    const user = await loadSanctionTarget(em, actor, userId);
    const until = new Date(Date.now() + days * DAY_MS);
    const reasons = moderatorReasons({ reason, rule, note });
    // What her banner and every refused post say after 'suspended until …: ' (the default in English, read in her language).
    const shown = reasons.text === NO_EXPLANATION ? defaultSuspensionReason(reason) : reasons.text;
    // The `suspension-end-notice` job tells her when this one ends.
    Object.assign(user, { suspendedUntil: until, suspensionReason: shown, suspensionEndNotifiedAt: null });
    return {
      result: user.id,
      audit: {
        action: 'user.suspend',
        targetType: 'user',
        targetId: user.id,
        targetLabel: user.username,
        reasonCode: reason,
        note: note ?? null,
        metadata: { days, until: until.toISOString() },
      },
      decision: {
        subjectType: 'user',
        subjectId: user.id,
        subjectLabel: accountSubject(user.username),
        affectedUserId: user.id,
        ...reasons,
        details: { days, until: until.toISOString() },
        notice: {
          type: NotificationType.OTHER,
          title: ref(SANCTION_NOTICES.suspendedTitle),
          message: ref(SANCTION_NOTICES.suspended, { until }),
          actionUrl: '/reviews',
        },
      },
      notify: [],
    };
  },
});
