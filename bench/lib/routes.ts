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
  const { rows } = await client.query<{ c: string }>(
    `select string_agg('u.' || column_name, ', ' order by ordinal_position) as c from information_schema.columns
     where table_schema = current_schema() and table_name = 'users' and column_name <> 'password_hash'`,
  );
  const { status, ...paging } = { ...QUEUE_VARIABLES.filter, page: QUEUE_VARIABLES.page, pageSize: QUEUE_VARIABLES.pageSize };
  const page = adminReportsPageSql(adminReportFilterSchema.parse({ status: status.toLowerCase(), ...paging }));
  return { sql: [sessionReadSql(rows[0].c), page.pageSql], params: [[sessionIdOf(cookie), Math.ceil(Date.now() / 1000)], page.params] };
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
