import type { EntityManager } from '@mikro-orm/postgresql';
import { ImageStatus, type Profile } from '../profile.entity.js';
import { NotificationType } from '../../notification/notification.service.js';
import { parseProfileId } from '../profile-id.js';
import { badInput } from '../../../core/errors.js';
import { parseInput } from '../../../shared/parse.js';
import { optionalDecisionSchema, type ModerationReason } from '../../decision/decision.inputs.js';
import type { GuidelineRule } from '../../decision/guidelines.js';
import type { Notice } from '../../../core/command.js';
import { loadProfile } from '../../report/commands/targets.js';
import { PROFILE_MESSAGES } from '../profile.messages.js';
import type { Wording } from '../../../core/i18n.js';

/** The raw input of an image decision: the profile, the decision asked for, and the reason and note. */
export interface ImageDecisionRaw {
  profileId: unknown;
  status: unknown;
  body?: unknown;
}

export interface ImageDecisionInput {
  profileId: number;
  reason?: ModerationReason;
  rule?: GuidelineRule | null;
  note?: string | null;
  /** Set when an upheld removal request removes a published photo (no review pending then). */
  removalRequestId?: string;
}

/** Validates an image decision in the order users have always seen: the profile, the decision, then reason and note. */
export function parseImageDecision({ profileId, status, body }: ImageDecisionRaw): ImageDecisionInput {
  const id = parseProfileId(profileId);
  if (status !== ImageStatus.APPROVED && status !== ImageStatus.REJECTED) throw badInput(PROFILE_MESSAGES.imageStatus);
  return { ...parseInput(optionalDecisionSchema, body ?? {}), profileId: id };
}

/** The profile with its image (and who uploaded it); a review needs an image waiting for one. */
export async function loadImage(em: EntityManager, input: ImageDecisionInput): Promise<Profile & { imageKey: string }> {
  const profile = await loadProfile(em, input.profileId, ['imageKey', 'imageUploadedBy']);
  const waiting = profile.imageApprovalStatus === ImageStatus.PENDING || input.removalRequestId !== undefined;
  if (!profile.imageKey || !waiting) throw badInput(PROFILE_MESSAGES.noImageWaiting);
  return profile as Profile & { imageKey: string };
}

/** The uploader's notification about the decision on her photo. */
export function uploaderNotice(profile: Profile, title: Wording, message: Wording): Notice | null {
  if (!profile.imageUploadedBy) return null;
  return {
    userId: profile.imageUploadedBy.id,
    topic: 'decisions',
    notification: { type: NotificationType.OTHER, title, message, actionUrl: `/profile/${profile.id}` },
  };
}
