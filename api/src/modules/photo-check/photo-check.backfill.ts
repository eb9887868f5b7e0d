import type { Db } from '../../core/db.js';
import { centerHashes } from '../upload/crop-hash.js';
import type { FileStore } from '../upload/file-store.js';

/** How many photos one run of the backfill job reads (one at a time: it reads files and decodes them). */
export const CENTER_HASH_BACKFILL_BATCH = 200;

/**
 * The photos one run hashes: those with a whole-picture hash and none for the central part, through the partial index on
 * exactly that (Migration20261128104000), which is empty once the backfill is done.
 */
export const CENTER_HASH_BACKFILL_SQL = `select id, image_key from profiles
  where image_hash is not null and image_center_hash is null and image_key is not null and not (id = any($1::int[]))
  order by id limit $2`;

/**
 * The hash of the central part (crop-hash.ts) for photos stored before it existed (Migration20261128003927): every photo
 * with a whole-picture hash and none for its central part is read from the file store (its stored, re-encoded copy, the
 * same bytes `processImage` hashed at upload) and gets one. Run by the `photo-center-hash-backfill` job until none is
 * left; until then such a photo is found by the photo check only whole, not cropped. A photo whose file cannot be read is
 * passed over for the rest of the process's life (`skipped`) and tried again after a restart.
 */
export class CenterHashBackfill {
  private readonly skipped = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly files: Pick<FileStore, 'get'>,
  ) {}

  /** One batch: answers how many photos got their central hash. */
  async run(batch: number = CENTER_HASH_BACKFILL_BATCH): Promise<number> {
    const rows = await this.db.query<{ id: number; image_key: string }>(CENTER_HASH_BACKFILL_SQL, [[...this.skipped], batch]);
    let done = 0;
    for (const { id, image_key: key } of rows) {
      const file = await this.files.get(key).catch(() => null);
      const hashes = file ? await centerHashes(file.data).catch(() => null) : null;
      if (!hashes) {
        this.skipped.add(id);
        continue;
      }
      // Only if the photo is still the one read: a rejection in between cleared the key and the hash.
      const updated = await this.db.query(`update profiles set image_center_hash = $2, image_center_vhash = $3 where id = $1 and image_key = $4 returning id`, [
        id,
        hashes.across,
        hashes.down,
        key,
      ]);
      done += updated.length;
    }
    return done;
  }
}
