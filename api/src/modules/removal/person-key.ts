import type { Db } from '../../core/db.js';
import { findPlace } from '../profile/gazetteer.js';
import { conflict } from '../../core/errors.js';
import { REMOVAL_MESSAGES } from './removal.messages.js';

export const PERSON_BLOCKED = REMOVAL_MESSAGES.personBlocked.defaultMessage;

const normalize = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The blocklist key of a person: normalised "first last" and normalised city (gazetteer name when known). */
export function personKey(firstName: string, lastName: string | null | undefined, location: string | null | undefined): { name: string; city: string } {
  return { name: normalize(`${firstName} ${lastName ?? ''}`), city: normalize(findPlace(location)?.name ?? location ?? '') };
}

/** createProfile refuses a person whose profile was removed on an upheld removal request (409). */
export async function assertPersonNotBlocked(
  db: Db,
  firstName: string,
  lastName: string | null | undefined,
  location: string | null | undefined,
): Promise<void> {
  const key = personKey(firstName, lastName, location);
  const row = await db.one('select 1 from removal_blocklist where normalized_name = $1 and normalized_city = $2', [key.name, key.city]);
  if (row) throw conflict(PERSON_BLOCKED);
}
