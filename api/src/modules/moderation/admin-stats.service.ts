import type { Db } from '../../core/db.js';
import { clamp } from '../../core/sql.js';

export interface AdminStats {
  totalUsers: number;
  usersToday: number;
  totalProfiles: number;
  profilesToday: number;
  totalReports: number;
  reportsToday: number;
  pendingImages: number;
  flaggedProfiles: number;
  bannedUsers: number;
  pendingReports: number;
  pendingVerifications: number;
  pendingFlagCases: number;
  pendingRemovalRequests: number;
  pendingAppeals: number;
  automaticHidesLastHour: number;
  automaticHideCeiling: number;
  /** The figures above that are estimates (above DASHBOARD_EXACT_LIMIT). */
  estimated: (keyof AdminStats)[];
}

export interface ActivityItem {
  type: 'profile_created' | 'report_submitted' | 'user_banned' | 'image_uploaded';
  description: string;
  timestamp: Date;
}

/** The dashboard counts every figure exactly up to this many; above it shows the planner's estimate ('about N'). */
export const DASHBOARD_EXACT_LIMIT = 1_000;
/** The median decision time is taken over at most this many of the last 30 days' decisions (the latest). */
export const DECISION_SAMPLE = 1_000;

type Figure = Exclude<keyof AdminStats, 'automaticHideCeiling' | 'estimated'>;

/**
 * What each dashboard figure counts (`select 1 from <this>`), each served by an index (Migration20261128004821 and the
 * queues' own): constant SQL, never user input (count_or_estimate runs it as written).
 */
const FIGURES: Record<Figure, string> = {
  totalUsers: 'users',
  usersToday: `users where created_at >= date_trunc('day', now())`,
  totalProfiles: 'profiles',
  profilesToday: `profiles where created_at >= date_trunc('day', now())`,
  totalReports: 'reports',
  reportsToday: `reports where created_at >= date_trunc('day', now())`,
  pendingImages: `profiles where image_approval_status = 'pending'`,
  flaggedProfiles: `profiles where flag_status = 'red'`,
  bannedUsers: 'users where banned',
  pendingReports: 'reports where approved is null',
  pendingVerifications: `id_verifications where status = 'pending'`,
  pendingFlagCases: `flag_cases where status = 'pending'`,
  pendingRemovalRequests: `removal_requests where status = 'pending'`,
  pendingAppeals: `appeals where status = 'pending'`,
  automaticHidesLastHour: `audit_log where created_at > now() - interval '1 hour' and action in ('flags.hide', 'removal.hide')`,
};

/**
 * Dashboard numbers (SPEC "Admin stats"), recent activity and analytics, each in one statement that costs what a page
 * costs at a million profiles (issue 25 item 7): every figure is counted exactly up to DASHBOARD_EXACT_LIMIT and
 * estimated above it (`count_or_estimate`; the dashboard shows 'about N' for those, listed in `estimated`); past days
 * of the analytics are counted once (`daily_counts`) and today live; the median wait of a queue above the exact limit comes
 * from a snapshot taken every 10 minutes (`queue_health`); the median decision time is taken over the latest DECISION_SAMPLE decisions of the last 30 days.
 */
export class AdminStatsService {
  constructor(
    private readonly db: Db,
    /** AUTO_HIDES_PER_HOUR: the dashboard alerts when the last hour's automatic hides reach it. */
    private readonly automaticHideCeiling: number,
  ) {}

  async stats(): Promise<AdminStats> {
    const { sql, params } = adminStatsSql();
    const rows = await this.db.query<{ name: Figure; total: string; exact: boolean }>({ name: 'admin-stats', text: sql }, params);
    const figures = Object.fromEntries(rows.map((r) => [r.name, Number(r.total)])) as Record<Figure, number>;
    return { ...figures, automaticHideCeiling: this.automaticHideCeiling, estimated: rows.filter((r) => !r.exact).map((r) => r.name) };
  }

  /**
   * Takes the queue's median waiting time (the `queue-health-snapshot` job, every 10 minutes): exact over every waiting
   * report, whatever their number (at 100,000 waiting, ~50 ms in a job rather than on every dashboard view).
   */
  async snapshotQueueHealth(): Promise<{ waiting: number; medianWaitHours: number | null }> {
    const row = await this.db.one<{ waiting: number; median_wait_hours: number | null }>(
      `insert into queue_health (id, waiting, median_wait_hours, taken_at)
       select 1, count(*)::int, round((percentile_cont(0.5) within group (order by extract(epoch from now() - created_at)) / 3600)::numeric, 1)::float8, now()
       from reports where approved is null
       on conflict (id) do update set waiting = excluded.waiting, median_wait_hours = excluded.median_wait_hours, taken_at = excluded.taken_at
       returning waiting, median_wait_hours`,
    );
    return { waiting: row!.waiting, medianWaitHours: row!.median_wait_hours };
  }

  /** The 10 latest events, each branch walking its index backwards. Descriptions never name a report's author (SAFETY 6). */
  async recentActivity(limit = 10): Promise<ActivityItem[]> {
    return this.db.query<ActivityItem>({ name: 'admin-recent-activity', text: RECENT_ACTIVITY_SQL }, [limit]);
  }

  /**
   * Reports and sign-ups per day, the queue's size and its median waiting time, in one statement (`analyticsSql`). Past
   * days come from `daily_counts`, each counted once (the first time a chart asks for it, by the insert in the
   * statement) and then kept as counted: a report or account deleted later still counts on the day it was made. Today
   * is counted live.
   */
  async analytics(days = 30) {
    const { sql, params } = analyticsSql(days);
    const rows = await this.db.query<{
      day: string;
      reports: number;
      signups: number;
      size: string;
      size_is_exact: boolean;
      median_wait_hours: number | null;
      median_wait_as_of: Date | null;
      median_decision_hours: number | null;
    }>({ name: 'admin-analytics', text: sql }, params);
    const first = rows[0];
    return {
      days: rows.map((r) => ({ day: r.day, reports: r.reports, signups: r.signups })),
      queueSize: Number(first?.size ?? 0),
      queueSizeIsExact: first?.size_is_exact ?? true,
      medianWaitHours: first?.median_wait_hours ?? null,
      medianWaitAsOf: first?.median_wait_as_of ?? null,
      medianDecisionHours: first?.median_decision_hours ?? null,
    };
  }
}

/** A figure's count stops here: at it, the figure is the planner's estimate instead. */
const COUNT_CAP = DASHBOARD_EXACT_LIMIT + 1;
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** The rows of `select 1 from <fromWhere>`, counted on its index up to COUNT_CAP (an int). */
const cappedCountSql = (fromWhere: string) => `(select count(*)::int from (select 1 from ${fromWhere} limit ${COUNT_CAP}) c)`;
/** The capped count `n`, or when it reached the cap the planner's estimate for `fromWhereSql` (evaluated only then). */
const countedOrEstimatedSql = (n: string, fromWhereSql: string) =>
  `case when ${n} < ${COUNT_CAP} then ${n} else greatest(estimated_rows(${fromWhereSql}), ${n})::int end`;

/**
 * The dashboard's figures, one row per figure (name, total, exact), in one statement with no parameters (the product
 * keeps its plan per connection): each figure's rows counted up to DASHBOARD_EXACT_LIMIT + 1 on its index; a figure that
 * reached the cap asks the planner's estimate instead (`estimated_rows`, evaluated only then). Also what `pnpm bench`'s
 * raw baseline runs.
 */
export function adminStatsSql() {
  const rows = (Object.keys(FIGURES) as Figure[]).map((name) => `(${quoted(name)}, ${quoted(FIGURES[name])}, ${cappedCountSql(FIGURES[name])})`);
  return {
    sql: `select f.name, ${countedOrEstimatedSql('f.n', 'f.from_where')} as total, f.n < ${COUNT_CAP} as exact
      from (values ${rows.join(',\n        ')}) f(name, from_where, n)`,
    params: [] as unknown[],
  };
}

/** The latest events ($1 of them), each branch walking its index backwards. */
export const RECENT_ACTIVITY_SQL = `select * from (
         (select 'profile_created' as type, 'Profile added: ' || display_name as description, created_at as timestamp from profiles order by created_at desc limit $1)
         union all
         (select 'report_submitted', 'Report submitted about ' || p.display_name || ': "' || r.title || '"', r.created_at from reports r join profiles p on p.id = r.profile_id order by r.created_at desc limit $1)
         union all
         (select 'user_banned', 'User banned: ' || username, banned_at from users where banned and banned_at is not null order by banned_at desc limit $1)
         union all
         (select 'image_uploaded', 'Photo uploaded for ' || display_name, image_uploaded_at from profiles where image_uploaded_at is not null order by image_uploaded_at desc limit $1)
       ) a order by timestamp desc limit $1`;

/** The analytics statement for the last `days` days (1 to 365). */
export function analyticsSql(days: number) {
  const span = clamp(Math.floor(days), 1, 365);
  const dayCount = (table: string) => `(select count(*)::int from ${table} where created_at >= d and created_at < d + interval '1 day')`;
  // Today, as the dashboard counts it (its usersToday and reportsToday figures): exact up to DASHBOARD_EXACT_LIMIT,
  // the planner's estimate above.
  const todayCount = (figure: 'usersToday' | 'reportsToday') =>
    `(select ${countedOrEstimatedSql('t.n', quoted(FIGURES[figure]))} from (select ${cappedCountSql(FIGURES[figure])} as n) t)`;
  return {
    sql: `with span as (
         select d from generate_series(date_trunc('day', now()) - ($1::int - 1) * interval '1 day', date_trunc('day', now()), interval '1 day') d
       ),
       counted as (
         insert into daily_counts (day, reports, signups)
         select d::date, ${dayCount('reports')}, ${dayCount('users')} from span
         where d < date_trunc('day', now()) and not exists (select 1 from daily_counts c where c.day = d::date)
         on conflict (day) do nothing
         returning day, reports, signups
       ),
       -- One row, computed once (materialized: not once per day of the chart).
       queue as materialized (
         select q.total, q.exact,
                case when q.total = 0 then null
                     when q.exact then (select round((percentile_cont(0.5) within group (order by extract(epoch from now() - created_at)) / 3600)::numeric, 1)::float8
                                        from reports where approved is null)
                     -- Above the exact limit: the last snapshot (queue-health-snapshot, every 10 minutes).
                     else (select h.median_wait_hours from queue_health h)
                end as median_wait_hours,
                case when not q.exact then (select h.taken_at from queue_health h) end as median_wait_as_of,
                (select round((percentile_cont(0.5) within group (order by extract(epoch from moderated_at - created_at)) / 3600)::numeric, 1)::float8
                 from (select moderated_at, created_at from reports where moderated_at > now() - interval '30 days' order by moderated_at desc limit $3) latest) as median_decision_hours
         from count_or_estimate('reports where approved is null', $2) q
       )
       select to_char(s.d, 'YYYY-MM-DD') as day,
              coalesce(c.reports, n.reports, ${todayCount('reportsToday')}) as reports,
              coalesce(c.signups, n.signups, ${todayCount('usersToday')}) as signups,
              q.total as size, q.exact as size_is_exact, q.median_wait_hours, q.median_wait_as_of, q.median_decision_hours
       from span s
       cross join queue q
       left join daily_counts c on c.day = s.d::date and s.d < date_trunc('day', now())
       left join counted n on n.day = s.d::date
       order by s.d`,
    params: [span, DASHBOARD_EXACT_LIMIT, DECISION_SAMPLE] as unknown[],
  };
}
