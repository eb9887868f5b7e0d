/**
 * The baselines' statements for the non-browse cases (bench/server.ts and bench/profile.ts): what the raw server
 * (lib/raw-server.ts) and the stack's skeleton (lib/skeleton-server.ts) run for the same answer as the product. They
 * are the product's own statements, from the functions its services run them with (as browse's are, from
 * buildBrowseSql): the profile page's two, the session read with her account, and the admin queue's page.
 */
import type pg from 'pg';
import { profilePageSql } from '../../api/src/modules/profile/profile.service.js';
import { profileReportsSql } from '../../api/src/modules/report/report.service.js';
import { adminReportsPageSql } from '../../api/src/modules/moderation/moderation.service.js';
import { adminReportFilterSchema } from '../../api/src/modules/moderation/moderation.inputs.js';
import { sessionReadSql } from '../../api/src/auth/session.js';
import { adminStatsSql, analyticsSql, RECENT_ACTIVITY_SQL } from '../../api/src/modules/moderation/admin-stats.service.js';
import { adminPageSql, ADMIN_LIST_MAX_ITEMS, type AdminListQuery } from '../../api/src/modules/moderation/admin-page.js';
import { adminProfilesPageSql, adminUsersPageSql } from '../../api/src/modules/moderation/moderation.service.js';
import type { Route } from './run-route.js';

export type Routes = Record<string, Route>;

/** The admin queue's first page as the admin console asks for it (the product's side of the `queue` route). */
export const QUEUE_GQL = `query ModerationReports($filter: AdminReportFilter!, $page: Int!, $pageSize: Int!) { moderationReports(filter: $filter, page: $page, pageSize: $pageSize) { total page pageSize items { id profileId profileName reportType title content category rating status createdAt } } }`;
export const QUEUE_VARIABLES = { filter: { status: 'PENDING' }, page: 1, pageSize: 20 };

/** The session id inside express-session's signed cookie value (`s:<id>.<signature>`, URL-encoded). */
export function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.split('=').slice(1).join('='));
  const m = /^s:(.+)\.[^.]+$/.exec(value);
  if (!m) throw new Error(`unexpected session cookie ${cookie}`);
  return m[1];
}

/** The profile page's two routes for one profile, as a visitor: the profile, and the first page of 20 of its reports. */
export const profileRoutes = (profileId: number | string): Routes => ({
  profile: { sql: profilePageSql(null), params: [profileId] },
  reports: { sql: profileReportsSql(null, false), params: [profileId, 21] },
});

/**
 * The admin queue's route for her session (`cookie`): the session store's read with her account (the columns it reads:
 * every column of `users` but the lazy password hash), then the queue's first page (its estimated total is cached by
 * the product, so a page costs only its rows).
 */
export async function queueRoute(client: Pick<pg.Client, 'query'>, cookie: string): Promise<Route> {
  const { status, ...paging } = { ...QUEUE_VARIABLES.filter, page: QUEUE_VARIABLES.page, pageSize: QUEUE_VARIABLES.pageSize };
  const page = adminReportsPageSql(adminReportFilterSchema.parse({ status: status.toLowerCase(), ...paging }));
  return adminRoute(client, cookie, { sql: page.pageSql, params: page.params });
}

/** Her session with her account (the session store's read: every column of `users` but the lazy password hash), then `statement`. */
async function adminRoute(client: Pick<pg.Client, 'query'>, cookie: string, statement: { sql: string; params: unknown[] }): Promise<Route> {
  const { rows } = await client.query<{ c: string }>(
    `select string_agg('u.' || column_name, ', ' order by ordinal_position) as c from information_schema.columns
     where table_schema = current_schema() and table_name = 'users' and column_name <> 'password_hash'`,
  );
  return { sql: [sessionReadSql(rows[0].c), statement.sql], params: [[sessionIdOf(cookie), Math.ceil(Date.now() / 1000)], statement.params] };
}

/** The admin console's screens (issue 25 item 7): the GraphQL request the console sends, and the product's statement for it. */
export interface AdminConsoleCase {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  /** The statement the product runs for it (a list's page with its total cached, as after the first request). */
  statement: { sql: string; params: unknown[] };
}

const PROFILES_PAGE = 20;
const USERS_PAGE = 50;
const listPage = (q: Omit<AdminListQuery, 'page' | 'pageSize'>, page: number, pageSize: number) => adminPageSql({ ...q, page, pageSize });
/** The last page a list can show (LIMITS.adminListMaxItems). */
const lastPage = (pageSize: number) => Math.ceil(ADMIN_LIST_MAX_ITEMS / pageSize);

export const ADMIN_CONSOLE_CASES: AdminConsoleCase[] = [
  {
    name: 'dashboard figures',
    query: `{ adminStats { totalUsers usersToday totalProfiles profilesToday totalReports reportsToday pendingReports pendingImages pendingVerifications pendingFlagCases pendingRemovalRequests pendingAppeals flaggedProfiles bannedUsers automaticHidesLastHour automaticHideCeiling estimated } }`,
    variables: {},
    statement: adminStatsSql(),
  },
  {
    name: 'recent activity',
    query: `{ adminRecentActivity { type description timestamp } }`,
    variables: {},
    statement: { sql: RECENT_ACTIVITY_SQL, params: [10] },
  },
  ...[30, 365].map((days) => ({
    name: `analytics, ${days} days`,
    query: `query($days: Int!) { adminAnalytics(days: $days) { queueSize queueSizeIsExact medianWaitHours medianDecisionHours days { day reports signups } } }`,
    variables: { days },
    statement: analyticsSql(days),
  })),
  ...[1, lastPage(PROFILES_PAGE)].map((page) => ({
    name: page === 1 ? 'profiles list, first page' : `profiles list, last allowed page (${page})`,
    query: `query($page: Int!) { moderationProfiles(page: $page) { total totalIsExact page pageSize items { id firstName lastName location isSample createdAt } } }`,
    variables: { page },
    statement: listPage(adminProfilesPageSql(null), page, PROFILES_PAGE),
  })),
  ...[1, lastPage(USERS_PAGE)].map((page) => ({
    name: page === 1 ? 'users list, first page' : `users list, last allowed page (${page})`,
    query: `query($page: Int!) { adminUsers(page: $page) { total totalIsExact page pageSize items { id username email role banned createdAt strikes phoneVerified } } }`,
    variables: { page },
    statement: listPage(adminUsersPageSql({}), page, USERS_PAGE),
  })),
];

/** The admin console's routes for the raw server: her session, then the case's statement. */
export async function adminConsoleRoutes(client: Pick<pg.Client, 'query'>, cookie: string): Promise<Routes> {
  const routes: Routes = {};
  for (const c of ADMIN_CONSOLE_CASES) routes[`admin ${c.name}`] = await adminRoute(client, cookie, c.statement);
  return routes;
}

/** The GraphQL request the skeleton answers for a route: every column the raw server answers for it. */
export async function skeletonBody(client: { query(text: string, params: unknown[]): Promise<{ fields: { name: string }[] }> }, routes: Routes, route: string) {
  const r = routes[route];
  const last = Array.isArray(r.sql) ? r.sql.length - 1 : -1;
  const text = last >= 0 ? (r.sql as string[])[last] : (r.sql as string);
  const params = last >= 0 ? (r.params[last] as unknown[]) : r.params;
  const { fields } = await client.query(text, params);
  return JSON.stringify({ query: `{ rows(route: ${JSON.stringify(route)}) { ${fields.map((f) => f.name).join(' ')} } }` });
}
