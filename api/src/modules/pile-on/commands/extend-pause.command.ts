import { parseInput } from '../../../shared/parse.js';
import { parseProfileId } from '../../profile/profile-id.js';
import { extendPauseSchema } from '../pile-on.inputs.js';
import { loadOpenPause, readPause } from '../report-pauses.js';
import { defineCommand, type TargetedInput } from '../../../core/command.js';

const HOUR_MS = 3_600_000;

/** Extends the pause of new reports on a profile (pile-on protection) by a number of hours from its current end. */
export const extendPause = defineCommand({
  name: 'reports.pause_extend',
  capability: 'moderate',
  parse: ({ id, body }: TargetedInput) => ({ ...parseInput(extendPauseSchema, body ?? {}), profileId: parseProfileId(id) }),
  async change({ em, actor }, { profileId, hours, note }) {
    const pause = await loadOpenPause(em, profileId);
    const from = pause.endsAt;
    Object.assign(pause, { endsAt: new Date(from.getTime() + hours * HOUR_MS), extendedBy: actor });
    await em.flush();
    return {
      result: await readPause(em, pause.id),
      audit: {
        action: 'reports.pause_extend',
        targetType: 'profile',
        targetId: profileId,
        targetLabel: `Reports on ${pause.profile.displayName}`,
        note,
        metadata: { automatic: false, pause: pause.id, hours, from: from.toISOString(), until: pause.endsAt.toISOString() },
      },
      notify: [],
    };
  },
});
