import { Profile } from '../profile.entity.js';
import { notFound, COMMON_MESSAGES } from '../../../core/errors.js';
import { RemovalTargetType } from '../../removal/removal-request.entity.js';
import { hiddenByPendingRequest } from '../../removal/hide-content.js';
import { defineCommand } from '../../../core/command.js';
import { setPlace } from './edit-profile.command.js';
import { dismissOpenFlags } from '../../flag/commands/open-flags.js';

export interface RestoreProfileInput {
  id: number;
  /** Show it again (unless a pending removal request still hides it). */
  unhide: boolean;
  /** Put back its names, place and bio (an edit undone). */
  fields?: { firstName: string; lastName?: string | null; location?: string | null; bio?: string | null } | null;
  /** The decision an upheld appeal undoes (audited with it). */
  decisionId: string;
}

/**
 * Puts a profile back as it was before a decision that an upheld appeal undoes (appeal/undo-registry.ts): shown again,
 * (its open flags dismissed as the flag queue dismisses them), and/or its names, place and bio restored.
 */
export const restoreProfile = defineCommand({
  name: 'profile.restore',
  capability: 'moderate',
  parse: (input: RestoreProfileInput) => input,
  async change(scope, { id, unhide, fields, decisionId }: RestoreProfileInput) {
    const { em } = scope;
    const profile = await em.findOne(Profile, id);
    if (!profile) throw notFound(COMMON_MESSAGES.profile);
    let stillHidden = false;
    let flagsDismissed: string | null = null;
    if (unhide) {
      // Shown again: the open flags about it are decided as the queue's reject decides them (flaggers told, counted).
      flagsDismissed = await dismissOpenFlags(scope, { profileId: id }, 'Restored by a moderator: the profile stays.');
      stillHidden = await hiddenByPendingRequest(em, RemovalTargetType.PROFILE, id);
      if (!stillHidden) profile.hiddenAt = null;
    }
    if (fields) {
      Object.assign(profile, { firstName: fields.firstName, lastName: fields.lastName ?? null, bio: fields.bio ?? null });
      setPlace(profile, fields.location ?? null);
      profile.displayName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
    }
    return {
      result: profile.id,
      touchesProfile: profile.id,
      audit: {
        action: 'profile.restore',
        targetType: 'profile',
        targetId: profile.id,
        targetLabel: profile.displayName,
        metadata: {
          decision: decisionId,
          unhidden: unhide && !stillHidden,
          fieldsRestored: !!fields,
          stillHiddenByRemovalRequest: stillHidden,
          flagsDismissed,
        },
      },
      notify: [],
    };
  },
});
