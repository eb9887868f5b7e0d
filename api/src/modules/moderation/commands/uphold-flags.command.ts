import { NotificationType } from '../../notification/notification.service.js';
import { parseInput } from '../../../shared/parse.js';
import { FlagCaseStatus } from '../../flag/flag.entity.js';
import { GUIDELINE_TITLES, upholdFlagsSchema, type GuidelineRule } from '../../flag/flag.inputs.js';
import { caseLabel, flaggerNotices, loadOpenCase, parseCaseId, targetIdOf } from '../../flag/flag-case.js';
import { REASON_LABELS, type ModerationReason } from '../moderation.inputs.js';
import { defineCommand, type Notice, type TargetedInput } from './define-command.js';

/** How a member can contest a decision about her content (DSA: 6 months). */
export const APPEAL_NOTICE = 'You can appeal this decision within 6 months.';

/** The statement of reasons an author reads (issue 10 item 4): reason, guideline rule, the moderator's text, how to appeal. */
export function statementOfReasons(reason: ModerationReason, rule: GuidelineRule, text: string): string {
  return `Reason: ${REASON_LABELS[reason]}. Rule: Community guidelines, "${GUIDELINE_TITLES[rule]}". Moderator's explanation: ${text} ${APPEAL_NOTICE}`;
}

/**
 * Upholds the community flags about an item: a report is rejected (taken off the profile), a profile stays hidden
 * from everyone but moderators. The decision stores its statement of reasons (reason code, guideline rule, text; not
 * automatic) on the case and in the audit entry; the author gets it in her notification (and e-mail, as she chose),
 * with how to appeal; every flagger hears the outcome.
 */
export const upholdFlags = defineCommand({
  name: 'flags.uphold',
  capability: 'moderate',
  parse: ({ id, body }: TargetedInput) => ({ ...parseInput(upholdFlagsSchema, body), id: parseCaseId(id) }),
  async change({ em, actor }, { id, reason, rule, text }) {
    const flagCase = await loadOpenCase(em, id);
    const { report, profile } = flagCase;
    const label = caseLabel(flagCase);
    const now = new Date();
    const statement = statementOfReasons(reason, rule, text);
    let author: { id: string } | null | undefined;
    let removed: string;
    if (report) {
      Object.assign(report, { approved: false, moderatedAt: now, moderatedBy: actor, rejectionReason: reason, moderationNote: text });
      [author, removed] = [report.author, `Your report "${report.title}" was removed`];
    } else {
      profile.hiddenAt ??= now;
      [author, removed] = [profile.createdBy, `The profile of ${profile.displayName} that you added was removed`];
    }
    const authorNotice: Notice | null = author
      ? {
          userId: author.id,
          topic: 'decisions',
          notification: {
            type: report ? NotificationType.REVIEW : NotificationType.OTHER,
            title: report ? 'Your report was removed' : 'A profile you added was removed',
            message: `${removed} after members flagged it and a moderator reviewed it. ${statement}`,
            actionUrl: report ? '/reviews' : null,
          },
        }
      : null;
    Object.assign(flagCase, {
      status: FlagCaseStatus.UPHELD,
      decidedAt: now,
      decidedBy: actor,
      decisionReason: reason,
      decisionRule: rule,
      decisionText: text,
    });
    const flaggers = await flaggerNotices(
      em,
      flagCase,
      'Your flag was upheld',
      `Thank you. A moderator reviewed what you flagged (${label}) and removed it.`,
      null,
    );
    return {
      result: flagCase.id,
      touchesProfile: profile.id,
      audit: {
        action: 'flags.uphold',
        targetType: report ? 'report' : 'profile',
        targetId: targetIdOf(flagCase),
        targetLabel: label,
        reasonCode: reason,
        note: text,
        metadata: { rule, automatic: false, flagCase: flagCase.id, flags: flagCase.flagCount },
      },
      notify: [authorNotice, ...flaggers],
    };
  },
});
