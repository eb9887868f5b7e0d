import { ImageStatus } from '../../profile/profile.entity.js';
import { imageFileKeys } from '../../upload/image-variants.js';
import { REASON_LABELS } from '../moderation.inputs.js';
import { BLOCKLISTED_IMAGE_REASONS, blockImageHash } from '../../image-hash/image-hash.service.js';
import { defineCommand } from './define-command.js';
import { loadImage, parseImageDecision, type ImageDecisionInput, uploaderNotice } from './image-decision.js';

/**
 * Rejects a pending profile photo, or removes a published one on an upheld removal request: the image and its
 * smaller copies are deleted after the commit (a failed transaction never loses an image); the uploader is told.
 * A photo removed for a minor or an intimate image, or on an upheld removal request, has its hash put on the
 * blocklist in the same transaction, so near-identical copies cannot be uploaded again (image-hash module).
 */
export const rejectImage = defineCommand({
  name: 'image.reject',
  capability: 'moderate',
  parse: parseImageDecision,
  async change({ em, actor, files: store }, input: ImageDecisionInput) {
    const profile = await loadImage(em, input);
    const files = imageFileKeys(profile.imageKey, profile.imageVariantWidths);
    const viaRemoval = input.removalRequestId !== undefined;
    const { reason } = input;
    const blocked = Boolean(profile.imageHash) && (viaRemoval || (reason !== undefined && BLOCKLISTED_IMAGE_REASONS.has(reason)));
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
