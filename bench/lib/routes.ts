/**
 * The baselines' statements for the non-browse cases (bench/server.ts and bench/profile.ts): what the raw server
 * (lib/raw-server.ts) and the stack's skeleton (lib/skeleton-server.ts) run for the same answer as the product.
 */
import { PROFILE_COLUMNS } from '../../api/src/modules/profile/profile.type.js';
import type { Route } from './run-route.js';

export type Routes = Record<string, Route>;

export const PROFILE_SQL = `select ${PROFILE_COLUMNS} from profiles p where p.id = $1 and p.hidden_at is null and p.published_at is not null`;
export const REPORTS_SQL = `select r.id, r.report_type, r.title, r.content, r.category, r.date_of_interaction, r.location, r.rating, r.created_at
  from reports r where r.profile_id = $1 and r.approved = true and r.hidden_at is null order by r.created_at desc, r.id desc limit 21`;
export const QUEUE_SQL = `select r.id, r.profile_id, p.display_name as profile_name, r.report_type, r.title, r.content, r.category, r.rating, r.approved, r.created_at
  from reports r join profiles p on p.id = r.profile_id where r.approved is null order by r.created_at asc, r.id asc limit 20`;
/** The admin queue's first page as the admin console asks for it (the product's side of the `queue` route). */
export const QUEUE_GQL = `query AdminReports($filter: AdminReportFilter!, $page: Int!, $pageSize: Int!) { adminReports(filter: $filter, page: $page, pageSize: $pageSize) { total page pageSize items { id profileId profileName reportType title content category rating status createdAt } } }`;
export const QUEUE_VARIABLES = { filter: { status: 'PENDING' }, page: 1, pageSize: 20 };
export const SESSION_SQL = `select u.id, u.role, u.banned from session s join users u on u.id::text = s.sess->>'userId' where s.sid = $1 and s.expire > now()`;

/** The session id inside express-session's signed cookie value (`s:<id>.<signature>`, URL-encoded). */
export function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.split('=').slice(1).join('='));
  const m = /^s:(.+)\.[^.]+$/.exec(value);
  if (!m) throw new Error(`unexpected session cookie ${cookie}`);
  return m[1];
}

/** The profile page's two routes for one profile: the profile, and the first page of its reports. */
export const profileRoutes = (profileId: number | string): Routes => ({
  profile: { sql: PROFILE_SQL, params: [profileId] },
  reports: { sql: REPORTS_SQL, params: [profileId] },
});

/** The GraphQL request the skeleton answers for a route: every column the raw server answers for it. */
export async function skeletonBody(client: { query(text: string, params: unknown[]): Promise<{ fields: { name: string }[] }> }, routes: Routes, route: string) {
  const r = routes[route];
  const last = Array.isArray(r.sql) ? r.sql.length - 1 : -1;
  const text = last >= 0 ? (r.sql as string[])[last] : (r.sql as string);
  const params = last >= 0 ? (r.params[last] as unknown[]) : r.params;
  const { fields } = await client.query(text, params);
  return JSON.stringify({ query: `{ rows(route: ${JSON.stringify(route)}) { ${fields.map((f) => f.name).join(' ')} } }` });
}
