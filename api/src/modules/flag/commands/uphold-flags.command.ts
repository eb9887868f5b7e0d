import { NotificationType } from '../../notification/notification.service.js';
import { parseInput } from '../../../shared/parse.js';
import { FlagCaseStatus } from '../flag.entity.js';
import { upholdFlagsSchema } from '../flag.inputs.js';
import { caseSubject, flaggerNotices, loadOpenCase, parseCaseId, targetIdOf } from '../flag-case.js';
import { defineCommand, type TargetedInput } from '../../../core/command.js';
import { ref, word, type Wording } from '../../../core/i18n.js';
import { FLAG_NOTICES } from '../flag.messages.js';
import { REPORT_NOTICES } from '../../report/report.messages.js';
import { PROFILE_NOTICES } from '../../profile/profile.messages.js';

/**
 * Upholds the community flags about an item: a report is rejected (taken off the profile), a profile stays hidden
 * from everyone but moderators. The decision's statement of reasons (reason code, guideline rule, text; not automatic)
 * is stored on the case, in the audit entry and as a decision; the author gets it in her notification and by e-mail,
 * with how to appeal; every flagger hears the outcome.
 */
export const upholdFlags = defineCommand({
  name: 'flags.uphold',
  capability: 'moderate',
  restricts: true,
  parse: ({ id, body }: TargetedInput) => ({ ...parseInput(upholdFlagsSchema, body), id: parseCaseId(id) }),
  async change({ em, actor }, { id, reason, rule, text }) {
    const flagCase = await loadOpenCase(em, id);
    const { report, profile } = flagCase;
    const label = caseSubject(flagCase);
    const now = new Date();
    let author: { id: string } | null | undefined;
    let removed: Wording;
    if (report) {
      Object.assign(report, { approved: false, moderatedAt: now, moderatedBy: actor, rejectionReason: reason, moderationNote: text });
      [author, removed] = [report.author, ref(REPORT_NOTICES.removedAfterFlags, { title: report.title })];
    } else {
      profile.hiddenAt ??= now;
      [author, removed] = [profile.createdBy, ref(PROFILE_NOTICES.removedAfterFlags, { name: profile.displayName })];
    }
    Object.assign(flagCase, {
      status: FlagCaseStatus.UPHELD,
      decidedAt: now,
      decidedBy: actor,
      decisionReason: reason,
      decisionRule: rule,
      decisionText: text,
    });
    const flaggers = await flaggerNotices(em, flagCase, ref(FLAG_NOTICES.upheldTitle), ref(FLAG_NOTICES.upheld, { label }), null);
    return {
      result: flagCase.id,
      touchesProfile: profile.id,
      audit: {
        action: 'flags.uphold',
        targetType: report ? 'report' : 'profile',
        targetId: targetIdOf(flagCase),
        targetLabel: word(label, 'en'),
        reasonCode: reason,
        note: text,
        metadata: { rule, automatic: false, flagCase: flagCase.id, flags: flagCase.flagCount },
      },
      decision: {
        subjectType: report ? 'report' : 'profile',
        subjectId: targetIdOf(flagCase),
        subjectLabel: label,
        affectedUserId: author?.id ?? null,
        reasonCode: reason,
        rule,
        text,
        details: { flagCase: flagCase.id },
        notice: {
          type: report ? NotificationType.REVIEW : NotificationType.OTHER,
          title: ref(report ? REPORT_NOTICES.removedTitle : PROFILE_NOTICES.removedTitle),
          message: removed,
          actionUrl: report ? '/reviews' : null,
        },
      },
      notify: flaggers,
    };
  },
});
