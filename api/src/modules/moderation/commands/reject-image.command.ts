import { ImageStatus } from '../../profile/profile.entity.js';
import { imageFileKeys } from '../../upload/image-variants.js';
import { REASON_LABELS } from '../moderation.inputs.js';
import { defineCommand } from './define-command.js';
import { loadImage, parseImageDecision, type ImageDecisionInput, uploaderNotice } from './image-decision.js';

/**
 * Rejects a pending profile photo, or removes a published one on an upheld removal request: the image and its
 * smaller copies are deleted after the commit (a failed transaction never loses an image); the uploader is told.
 */
export const rejectImage = defineCommand({
  name: 'image.reject',
  capability: 'moderate',
  parse: parseImageDecision,
  async change({ em, files: store }, input: ImageDecisionInput) {
    const profile = await loadImage(em, input);
    const files = imageFileKeys(profile.imageKey, profile.imageVariantWidths);
    const viaRemoval = input.removalRequestId !== undefined;
    Object.assign(profile, { imageApprovalStatus: ImageStatus.REJECTED, imageKey: null, imageWidth: null, imageHeight: null, imageVariantWidths: null });
    if (viaRemoval) profile.imageHiddenAt = null;
    const { reason } = input;
    return {
      result: true,
      audit: {
        action: 'image.reject',
        targetType: 'image',
        targetId: profile.id,
        targetLabel: `Photo of ${profile.displayName}`,
        reasonCode: reason,
        note: input.note,
        ...(viaRemoval ? { metadata: { removalRequest: input.removalRequestId } } : {}),
      },
      notify: [
        viaRemoval
          ? uploaderNotice(profile, 'Photo removed', `The photo you added for ${profile.displayName} was removed after a removal request and has been deleted.`)
          : uploaderNotice(
              profile,
              'Photo not approved',
              `The photo you added for ${profile.displayName} was not approved${reason ? ` because ${REASON_LABELS[reason]}` : ''} and has been deleted.`,
            ),
      ],
      // A removal's deletions never fail the decision (as before); a review's failed deletion is reported.
      afterCommit: async () => {
        await Promise.all(files.map((key) => (viaRemoval ? store.delete(key).catch(() => {}) : store.delete(key))));
      },
    };
  },
});
