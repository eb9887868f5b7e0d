import { defineCommand } from '../../../core/command.js';

export interface UnblockImageInput {
  /** The blocklisted difference hash (a signed 64-bit integer as a decimal string). */
  hash: string;
  profileId: number;
  /** The decision an upheld appeal undoes (audited with it). */
  decisionId: string;
}

/**
 * Takes a removed photo's hash off the blocklist when an upheld appeal finds that the removal was wrong: the photo (or
 * a copy) may be uploaded again. Answers whether an entry was lifted.
 */
export const unblockImage = defineCommand({
  name: 'image.unblock',
  capability: 'moderate',
  parse: (input: UnblockImageInput) => input,
  async change({ em }, { hash, profileId, decisionId }: UnblockImageInput) {
    const rows = await em
      .getConnection()
      .execute<{ id: number }[]>(
        'delete from image_hash_blocks where hash = ?::bigint and profile_id = ? returning id',
        [hash, profileId],
        'all',
        em.getTransactionContext(),
      );
    return {
      result: rows.length > 0,
      audit: {
        action: 'image.unblock',
        targetType: 'image',
        targetId: profileId,
        targetLabel: `Blocklisted photo of profile #${profileId}`,
        metadata: { decision: decisionId, lifted: rows.map((r) => r.id) },
      },
      notify: [],
    };
  },
});
