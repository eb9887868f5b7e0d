import { parseInput } from '../../../shared/parse.js';
import { badInput } from '../../../shared/errors.js';
import { findPlace } from '../../profile/gazetteer.js';
import { parseProfileId } from '../../report/report.service.js';
import { adminProfileUpdateSchema } from '../moderation.inputs.js';
import { defineCommand, type TargetedInput } from './define-command.js';
import { loadProfile } from './targets.js';

/** Edits a profile's names, place and bio; the audit entry keeps what they were. Answers the profile's id. */
export const editProfile = defineCommand({
  name: 'profile.edit',
  capability: 'moderate',
  parse: ({ id, body }: TargetedInput) => {
    const profileId = parseProfileId(id);
    const data = parseInput(adminProfileUpdateSchema, body);
    if (!Object.keys(data).length) throw badInput('Nothing to update.');
    return { id: profileId, data };
  },
  async change({ em }, { id, data }) {
    const profile = await loadProfile(em, id);
    const before = { firstName: profile.firstName, lastName: profile.lastName, location: profile.location, bio: profile.bio };
    if (data.firstName !== undefined) profile.firstName = data.firstName;
    if (data.lastName !== undefined) profile.lastName = data.lastName;
    if (data.bio !== undefined) profile.bio = data.bio;
    if (data.location !== undefined) {
      const place = findPlace(data.location);
      Object.assign(profile, { location: place?.name ?? data.location, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null });
    }
    profile.displayName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
    return {
      result: profile.id,
      audit: { action: 'profile.edit', targetType: 'profile', targetId: profile.id, targetLabel: profile.displayName, metadata: { before } },
      notify: [],
    };
  },
});
