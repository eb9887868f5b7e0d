import type { Locale } from '@tea/limits';
import type { Db } from '../../core/db.js';
import { translate } from '../../core/i18n.js';
import { authorize, requireVerifiedPhone } from '../../policies/can.js';
import { checkHashes } from '../upload/image-pipeline.js';
import type { User } from '../user/user.entity.js';
import type { PhotoCheckLimiter } from './photo-check-limiter.js';
import { PHOTO_CHECK_SQL, photoCheckParams } from './photo-check.lookup.js';
import { PHOTO_CHECK_MESSAGES } from './photo-check.messages.js';
import { presentPhotoCheck, type PhotoCheckResultGql, type PhotoCheckRow } from './photo-check.type.js';

/**
 * The photo check (issue 26 item 2; SAFETY: it works only on what moderators published and keeps nothing). A member
 * with a verified phone sends a photo (one she was sent, from a dating profile); it goes through the upload pipeline's
 * own sniff, bomb guards, decode and re-encode, in memory (`checkHashes`), and its 64-bit difference hash, with the hashes
 * of its centred windows that find crops (crop-hash.ts), is looked up among the approved photos of published profiles of people reported on (photo-check.lookup.ts), best match first.
 *
 * Kept: nothing of the photo. The bytes live in the request's memory only (both multipart readers buffer in memory and
 * write no file), the hash only in this call; no row records the check, no log line names the image or the hash, and
 * there is no audit entry. What remains is her daily counter in `rate_limits` (that she checked, not what) and the
 * request counters every call gets (tea_http_requests_total for the route, tea_graphql_operations_total for the
 * operation): a count, nothing more. A member's own profile is never a match, and a check answers only what any member
 * can already read on the published profiles, so it cannot be used to follow anyone.
 */
export class PhotoCheckService {
  constructor(
    private readonly db: Db,
    private readonly limiter: PhotoCheckLimiter,
  ) {}

  /**
   * 401/403 as the policy says ('photo:check'), 403 without a verified phone, 429 past the daily budget (counted before
   * the decode: a refused image costs one check too), 400/413 as an upload for an image the pipeline refuses.
   */
  async check(actor: User, image: Buffer, locale: Locale): Promise<PhotoCheckResultGql> {
    authorize(actor, 'photo:check');
    requireVerifiedPhone(actor, PHOTO_CHECK_MESSAGES.phoneRequired);
    await this.limiter.consume(actor.id);
    const { hash, windows } = await checkHashes(image);
    const rows = await this.db.transaction(async (client) => {
      // Parallel workers cost more to start than the lookup's ~700 small index probes take (a worker launch was 60 ms of
      // a 70 ms lookup at 1M photos); the named statement keeps its plan per connection (planning was a third of it).
      await client.query('set local max_parallel_workers_per_gather = 0');
      return (await client.query<PhotoCheckRow>({ name: 'photo-check', text: PHOTO_CHECK_SQL, values: photoCheckParams(hash, windows) })).rows;
    });
    return presentPhotoCheck(rows, translate(locale, PHOTO_CHECK_MESSAGES.noMatch));
  }
}
