import type { EntityManager } from '@mikro-orm/postgresql';

/** FLAG_MIN_REPORTERS's default (env.ts); `configureFlagRule` sets the configured value when the app's services are built. */
let flagMinReporters = 2;

/** Fair flags (SAFETY 16): the distinct members whose approved reports a profile needs before its flag shows. */
export function configureFlagRule(minReporters: number): void {
  if (!Number.isInteger(minReporters) || minReporters < 1) throw new Error(`FLAG_MIN_REPORTERS must be a whole number >= 1, got ${minReporters}`);
  flagMinReporters = minReporters;
}

export function flagMinReportersSetting(): number {
  return flagMinReporters;
}

/**
 * The SET list of a profile's aggregates from a row `s` with `n` (approved reports), `avg` (their average rating,
 * 2 decimals) and `reporters` (their distinct authors). Buckets (SPEC §9): green >= 3.5, neutral >= 2.5, red < 2.5;
 * below FLAG_MIN_REPORTERS distinct members (SAFETY 16) the flag is not shown and stored as neutral, so every read,
 * browse included, takes the rule from stored columns.
 */
export function aggregateAssignments(s: string): string {
  const shown = `${s}.reporters >= ${flagMinReporters}`;
  return `review_count = ${s}.n, average_rating = ${s}.avg, reporter_count = ${s}.reporters, flag_shown = ${shown},
       flag_status = (case when not (${shown}) or ${s}.n = 0 then 'neutral' when ${s}.avg >= 3.5 then 'green' when ${s}.avg >= 2.5 then 'neutral' else 'red' end)::flag_status`;
}

/** The aggregate columns of `aggregateAssignments` over a set of reports (a `from`/`where` on `reports`). */
export const AGGREGATE_COLUMNS = 'count(*)::int as n, round(avg(rating)::numeric, 2) as avg, count(distinct author_id)::int as reporters';

/**
 * Recomputes a profile's averageRating, reviewCount, reporterCount and flag (flagStatus, flagShown) from its approved,
 * not hidden (SAFETY 12) reports. Call it inside the transaction of any change that affects them (approve, reject,
 * edit, delete), so the aggregates are never out of step with the reports, and pending reports leak nothing (SAFETY 8).
 */
export async function refreshProfileAggregates(em: EntityManager, profileId: number): Promise<void> {
  await em.getConnection().execute(
    `update profiles p set ${aggregateAssignments('s')}, updated_at = now()
     from (select ${AGGREGATE_COLUMNS} from reports where profile_id = ? and approved = true and hidden_at is null) s
     where p.id = ?`,
    [profileId, profileId],
    'run',
    em.getTransactionContext(),
  );
}
