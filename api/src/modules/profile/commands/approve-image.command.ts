import { ImageStatus } from '../profile.entity.js';
import { defineCommand } from '../../../core/command.js';
import { loadImage, parseImageDecision, uploaderNotice } from './image-decision.js';
import { ref } from '../../../core/i18n.js';
import { PROFILE_NOTICES } from '../profile.messages.js';

/** Shows a pending profile photo to everyone; the member who uploaded it is told. */
export const approveImage = defineCommand({
  name: 'image.approve',
  capability: 'moderate',
  parse: parseImageDecision,
  async change({ em }, input) {
    const profile = await loadImage(em, input);
    profile.imageApprovalStatus = ImageStatus.APPROVED;
    // An approved photo of her makes a person added by a member public, as an approved report does (SAFETY 15).
    const publishes = profile.publishedAt ? undefined : profile.id;
    profile.publishedAt ??= new Date();
    return {
      result: true,
      // Her photo published the profile: the name watch matches it.
      publishes,
      audit: {
        action: 'image.approve',
        targetType: 'image',
        targetId: profile.id,
        targetLabel: `Photo of ${profile.displayName}`,
        reasonCode: input.reason,
        note: input.note,
      },
      notify: [uploaderNotice(profile, ref(PROFILE_NOTICES.photoApprovedTitle), ref(PROFILE_NOTICES.photoApproved, { name: profile.displayName }))],
    };
  },
});
