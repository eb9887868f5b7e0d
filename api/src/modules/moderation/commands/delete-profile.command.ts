import { parseInput } from '../../../shared/parse.js';
import { Report } from '../../report/report.entity.js';
import { parseProfileId } from '../../report/report.service.js';
import { imageFileKeys } from '../../upload/image-variants.js';
import { optionalDecisionSchema, type ModerationReason } from '../moderation.inputs.js';
import { defineCommand, type TargetedInput } from './define-command.js';
import { loadProfile } from './targets.js';

export interface DeleteProfileInput {
  id: number;
  reason?: ModerationReason;
  note?: string | null;
  /** Set when an upheld removal request removes it: audited with the request. */
  removalRequestId?: string;
}

/**
 * Deletes a profile with its reports (cascade); its image files go after the commit. Nobody is notified (the
 * member who added the person is not told, as before).
 */
export const deleteProfile = defineCommand({
  name: 'profile.delete',
  capability: 'moderate',
  parse: ({ id, body }: TargetedInput): DeleteProfileInput => {
    const profileId = parseProfileId(id);
    return { ...parseInput(optionalDecisionSchema, body ?? {}), id: profileId };
  },
  async change({ em, files: store }, { id, reason, note, removalRequestId }: DeleteProfileInput) {
    const profile = await loadProfile(em, id, ['imageKey']);
    const files = profile.imageKey ? imageFileKeys(profile.imageKey, profile.imageVariantWidths) : [];
    const reports = await em.count(Report, { profile: id });
    em.remove(profile);
    return {
      result: true,
      audit: {
        action: 'profile.delete',
        targetType: 'profile',
        targetId: id,
        targetLabel: profile.displayName,
        reasonCode: reason,
        note,
        metadata: removalRequestId ? { reports, removalRequest: removalRequestId } : { reports },
      },
      notify: [],
      afterCommit: async () => {
        await Promise.all(files.map((key) => store.delete(key).catch(() => {})));
      },
    };
  },
});
