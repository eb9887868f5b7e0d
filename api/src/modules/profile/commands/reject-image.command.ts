import { ImageStatus } from '../profile.entity.js';
import { imageFileKeys } from '../../upload/image-variants.js';
import { NotificationType } from '../../notification/notification.service.js';
import { moderatorReasons } from '../../decision/reasons.js';
import { BLOCKLISTED_IMAGE_REASONS, blockImageHash } from '../../image-hash/image-hash.service.js';
import { defineCommand } from '../../../core/command.js';
import { loadImage, parseImageDecision, type ImageDecisionInput } from './image-decision.js';
import { ref } from '../../../core/i18n.js';
import { PROFILE_NOTICES } from '../profile.messages.js';
import { photoSubject } from '../../decision/subjects.js';

/**
 * Rejects a pending profile photo, or removes a published one on an upheld removal request: the image and its
 * smaller copies are deleted after the commit (a failed transaction never loses an image); the uploader gets the
 * statement of reasons.
 * A photo removed for a minor or an intimate image, or on an upheld removal request, has its hash put on the
 * blocklist in the same transaction, so near-identical copies cannot be uploaded again (image-hash module).
 */
export const rejectImage = defineCommand({
  name: 'image.reject',
  capability: 'moderate',
  restricts: true,
  parse: parseImageDecision,
  async change({ em, actor, files: store }, input: ImageDecisionInput) {
    const profile = await loadImage(em, input);
    const files = imageFileKeys(profile.imageKey, profile.imageVariantWidths);
    const viaRemoval = input.removalRequestId !== undefined;
    const { reason } = input;
    const blocked = Boolean(profile.imageHash) && (viaRemoval || (reason !== undefined && BLOCKLISTED_IMAGE_REASONS.has(reason)));
    const hash = profile.imageHash ?? null;
    if (blocked) {
      const entry = { reasonCode: reason ?? 'other', profileId: profile.id, removalRequestId: input.removalRequestId, actorId: actor.id };
      await blockImageHash(em, { ...entry, hash: profile.imageHash });
    }
    Object.assign(profile, {
      imageApprovalStatus: ImageStatus.REJECTED,
      imageKey: null,
      imageWidth: null,
      imageHeight: null,
      imageVariantWidths: null,
      imageHash: null,
      imageCenterHash: null,
      imageCenterVHash: null,
    });
    if (viaRemoval) profile.imageHiddenAt = null;
    return {
      result: true,
      audit: {
        action: 'image.reject',
        targetType: 'image',
        targetId: profile.id,
        targetLabel: `Photo of ${profile.displayName}`,
        reasonCode: reason,
        note: input.note,
        ...(viaRemoval || blocked
          ? { metadata: { ...(viaRemoval ? { removalRequest: input.removalRequestId } : {}), ...(blocked ? { imageBlocked: true } : {}) } }
          : {}),
      },
      decision: {
        subjectType: 'image',
        subjectId: profile.id,
        subjectLabel: photoSubject(profile.displayName),
        affectedUserId: profile.imageUploadedBy?.id ?? null,
        ...moderatorReasons(input),
        // An upheld appeal lifts the blocklist entry this decision made (the photo itself is gone).
        details: { ...(blocked ? { blockedHash: hash } : {}), ...(viaRemoval ? { removalRequestId: input.removalRequestId } : {}) },
        notice: {
          type: NotificationType.OTHER,
          title: ref(viaRemoval ? PROFILE_NOTICES.photoRemovedTitle : PROFILE_NOTICES.photoNotApprovedTitle),
          message: ref(viaRemoval ? PROFILE_NOTICES.photoRemoved : PROFILE_NOTICES.photoNotApproved, { name: profile.displayName }),
          actionUrl: `/profile/${profile.id}`,
        },
      },
      notify: [],
      // A removal's deletions never fail the decision (as before); a review's failed deletion is reported.
      afterCommit: async () => {
        await Promise.all(files.map((key) => (viaRemoval ? store.delete(key).catch(() => {}) : store.delete(key))));
      },
    };
  },
});
