import { defineCommand } from '../../../core/command.js';

/** Removes every generated sample profile (its reports go with it) in one transaction. */
export const removeSampleData = defineCommand({
  name: 'sample_data.remove',
  capability: 'generate_sample_data',
  parse: (raw: void) => raw,
  async change({ em }) {
    const conn = em.getConnection();
    const ctx = em.getTransactionContext();
    const [r] = await conn.execute<{ n: number }[]>('select count(*)::int as n from reports where is_sample', [], 'all', ctx);
    const deleted = await conn.execute<{ id: number }[]>('delete from profiles where is_sample returning id', [], 'all', ctx);
    return {
      result: { profilesRemoved: deleted.length, reviewsRemoved: r.n },
      audit: {
        action: 'sample_data.remove',
        targetType: 'sample_data',
        targetLabel: `${deleted.length} sample profiles`,
        metadata: { profilesRemoved: deleted.length, reviewsRemoved: r.n },
      },
      notify: [],
    };
  },
});
