import { NotificationType } from '../../notification/notification.service.js';
import { parseInput } from '../../../shared/parse.js';
import { badInput } from '../../../core/errors.js';
import { findPlace } from '../gazetteer.js';
import { parseProfileId } from '../profile-id.js';
import { moderatorReasons } from '../../decision/reasons.js';
import { adminProfileUpdateSchema } from '../profile.inputs.js';
import { defineCommand, type TargetedInput } from '../../../core/command.js';
import { reasonsOfBody } from '../../report/commands/edit-report.command.js';
import { loadProfile } from '../../report/commands/targets.js';
import { PROFILE_MESSAGES } from '../profile.messages.js';
import { ref } from '../../../core/i18n.js';
import { PROFILE_NOTICES } from '../profile.messages.js';
import { profileSubject } from '../../decision/subjects.js';

/**
 * Edits a profile's names, place and bio; the audit entry and the decision keep what they were (an upheld appeal puts
 * them back). The member who added the person gets the statement of reasons. Answers the profile's id.
 */
export const editProfile = defineCommand({
  name: 'profile.edit',
  capability: 'moderate',
  restricts: true,
  parse: ({ id, body }: TargetedInput) => {
    const profileId = parseProfileId(id);
    const data = parseInput(adminProfileUpdateSchema, body);
    if (!Object.keys(data).length) throw badInput(PROFILE_MESSAGES.nothingToUpdate);
    return { id: profileId, data, reasons: reasonsOfBody(body) };
  },
  async change({ em }, { id, data, reasons }) {
    const profile = await loadProfile(em, id);
    const before = { firstName: profile.firstName, lastName: profile.lastName, location: profile.location, bio: profile.bio };
    const label = profile.displayName;
    if (data.firstName !== undefined) profile.firstName = data.firstName;
    if (data.lastName !== undefined) profile.lastName = data.lastName;
    if (data.bio !== undefined) profile.bio = data.bio;
    if (data.location !== undefined) setPlace(profile, data.location);
    profile.displayName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
    return {
      result: profile.id,
      audit: {
        action: 'profile.edit',
        targetType: 'profile',
        targetId: profile.id,
        targetLabel: profile.displayName,
        reasonCode: reasons.reason,
        note: reasons.note,
        metadata: { before },
      },
      decision: {
        subjectType: 'profile',
        subjectId: profile.id,
        subjectLabel: profileSubject(profile.displayName),
        affectedUserId: profile.createdBy?.id ?? null,
        ...moderatorReasons(reasons),
        details: { before },
        notice: {
          type: NotificationType.OTHER,
          title: ref(PROFILE_NOTICES.editedTitle),
          message: ref(PROFILE_NOTICES.edited, { name: label }),
          actionUrl: `/profile/${profile.id}`,
        },
      },
      notify: [],
    };
  },
});

/** Sets a profile's place: a gazetteer name also sets its city-centroid coordinates, other text clears them. */
export function setPlace(profile: { location?: string | null; latitude?: number | null; longitude?: number | null }, location: string | null): void {
  const place = findPlace(location);
  Object.assign(profile, { location: place?.name ?? location, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null });
}
