import { NotificationType } from '../../notification/notification.service.js';
import { parseInput } from '../../../shared/parse.js';
import { Report } from '../../report/report.entity.js';
import { parseProfileId } from '../profile-id.js';
import { imageFileKeys } from '../../upload/image-variants.js';
import type { GuidelineRule } from '../../decision/guidelines.js';
import { moderatorReasons } from '../../decision/reasons.js';
import { optionalDecisionSchema, type ModerationReason } from '../../decision/decision.inputs.js';
import { defineCommand, type TargetedInput } from '../../../core/command.js';
import { loadProfile } from '../../report/commands/targets.js';
import { ref } from '../../../core/i18n.js';
import { PROFILE_NOTICES } from '../profile.messages.js';
import { profileSubject } from '../../decision/subjects.js';

export interface DeleteProfileInput {
  id: number;
  reason?: ModerationReason;
  rule?: GuidelineRule | null;
  note?: string | null;
  /** Set when an upheld removal request removes it: audited with the request. */
  removalRequestId?: string;
}

/**
 * Deletes a profile with its reports (cascade); its image files go after the commit. The member who added the person
 * gets the statement of reasons (a deleted profile cannot come back: an upheld appeal says so).
 */
export const deleteProfile = defineCommand({
  name: 'profile.delete',
  capability: 'moderate',
  restricts: true,
  parse: ({ id, body }: TargetedInput): DeleteProfileInput => {
    const profileId = parseProfileId(id);
    return { ...parseInput(optionalDecisionSchema, body ?? {}), id: profileId };
  },
  async change({ em, files: store }, { id, reason, rule, note, removalRequestId }: DeleteProfileInput) {
    const profile = await loadProfile(em, id, ['imageKey']);
    const files = profile.imageKey ? imageFileKeys(profile.imageKey, profile.imageVariantWidths) : [];
    const reports = await em.count(Report, { profile: id });
    const adder = profile.createdBy?.id ?? null;
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
      decision: {
        subjectType: 'profile',
        subjectId: id,
        subjectLabel: profileSubject(profile.displayName),
        affectedUserId: adder,
        ...moderatorReasons({ reason, rule, note }),
        details: { reports, ...(removalRequestId ? { removalRequestId } : {}) },
        notice: {
          type: NotificationType.OTHER,
          title: ref(PROFILE_NOTICES.removedTitle),
          message: ref(PROFILE_NOTICES.removed, { name: profile.displayName, viaRemoval: removalRequestId ? 'yes' : 'no' }),
          actionUrl: null,
        },
      },
      notify: [],
      afterCommit: async () => {
        await Promise.all(files.map((key) => store.delete(key).catch(() => {})));
      },
    };
  },
});
