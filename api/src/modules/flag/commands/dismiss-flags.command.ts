import { parseInput } from '../../../shared/parse.js';
import { setHidden } from '../../removal/hide-content.js';
import { FlagCaseStatus } from '../flag.entity.js';
import { dismissFlagsSchema } from '../flag.inputs.js';
import { caseSubject, flaggerNotices, HIDDEN_TARGET, hiddenByRemovalRequest, loadOpenCase, parseCaseId, targetIdOf } from '../flag-case.js';
import { defineCommand, type TargetedInput } from '../../../core/command.js';
import { ref, word } from '../../../core/i18n.js';
import { FLAG_NOTICES } from '../flag.messages.js';

/**
 * Dismisses the community flags about an item: it stays, and is shown again if the flags had hidden it (unless a
 * pending removal request still hides it). Each dismissed flag counts against its flagger (repeated bad-faith flags
 * lose the right to flag); every flagger hears the outcome.
 */
export const dismissFlags = defineCommand({
  name: 'flags.dismiss',
  capability: 'moderate',
  parse: ({ id, body }: TargetedInput) => ({ ...parseInput(dismissFlagsSchema, body ?? {}), id: parseCaseId(id) }),
  async change({ em, actor }, { id, note }) {
    const flagCase = await loadOpenCase(em, id);
    const label = caseSubject(flagCase);
    const unhide = !!flagCase.hiddenAt && !(await hiddenByRemovalRequest(em, flagCase));
    if (unhide) await setHidden(em, HIDDEN_TARGET[flagCase.targetType], targetIdOf(flagCase), null);
    Object.assign(flagCase, { status: FlagCaseStatus.DISMISSED, decidedAt: new Date(), decidedBy: actor, decisionText: note ?? null });
    const flaggers = await flaggerNotices(
      em,
      flagCase,
      ref(FLAG_NOTICES.dismissedTitle),
      ref(FLAG_NOTICES.dismissed, { label }),
      `/profile/${flagCase.profile.id}`,
    );
    return {
      result: flagCase.id,
      touchesProfile: flagCase.profile.id,
      audit: {
        action: 'flags.dismiss',
        targetType: flagCase.report ? 'report' : 'profile',
        targetId: targetIdOf(flagCase),
        targetLabel: word(label, 'en'),
        note,
        metadata: { automatic: false, flagCase: flagCase.id, flags: flagCase.flagCount, unhidden: unhide },
      },
      notify: flaggers,
    };
  },
});
