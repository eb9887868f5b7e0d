import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Recomputes a profile's averageRating, reviewCount and flagStatus from its approved, not hidden (SAFETY 12) reports. Call it inside
 * the transaction of any change that affects them (approve, reject, edit, delete), so the aggregates are
 * never out of step with the reports, and pending reports leak nothing (SAFETY 8).
 * Buckets (SPEC §9): green >= 3.5, neutral >= 2.5 (and without reports), red < 2.5.
 */
export async function refreshProfileAggregates(em: EntityManager, profileId: number): Promise<void> {
  await em.getConnection().execute(
    `update profiles p set review_count = s.n, average_rating = s.avg,
       flag_status = (case when s.n = 0 then 'neutral' when s.avg >= 3.5 then 'green' when s.avg >= 2.5 then 'neutral' else 'red' end)::flag_status,
       updated_at = now()
     from (select count(*)::int as n, round(avg(rating)::numeric, 2) as avg from reports where profile_id = ? and approved = true and hidden_at is null) s
     where p.id = ?`,
    [profileId, profileId],
    'run',
    em.getTransactionContext(),
  );
}
