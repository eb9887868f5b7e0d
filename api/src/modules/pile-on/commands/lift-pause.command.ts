import { parseInput } from '../../../shared/parse.js';
import { parseProfileId } from '../../profile/profile-id.js';
import { liftPauseSchema } from '../pile-on.inputs.js';
import { loadOpenPause, readPause } from '../report-pauses.js';
import { defineCommand, type TargetedInput } from '../../../core/command.js';

/** Lifts the pause of new reports on a profile (pile-on protection): members can report on it again at once. */
export const liftPause = defineCommand({
  name: 'reports.pause_lift',
  capability: 'moderate',
  parse: ({ id, body }: TargetedInput) => ({ ...parseInput(liftPauseSchema, body ?? {}), profileId: parseProfileId(id) }),
  async change({ em, actor }, { profileId, note }) {
    const pause = await loadOpenPause(em, profileId);
    Object.assign(pause, { liftedAt: new Date(), liftedBy: actor });
    await em.flush();
    return {
      result: await readPause(em, pause.id),
      audit: {
        action: 'reports.pause_lift',
        targetType: 'profile',
        targetId: profileId,
        targetLabel: `Reports on ${pause.profile.displayName}`,
        note,
        metadata: { automatic: false, pause: pause.id },
      },
      notify: [],
    };
  },
});
