import type pg from 'pg';

/** A baseline route: one statement, or several run in order (their params a list per statement); the last one answers. */
export type Route = { sql: string | string[]; params: unknown[] };

/** Runs a route's statements on the pool (raw-server.ts, skeleton-server.ts) and answers the last one's result. */
export async function runRoute(pool: pg.Pool, route: Route): Promise<pg.QueryResult> {
  if (!Array.isArray(route.sql)) return pool.query(route.sql, route.params);
  let result!: pg.QueryResult;
  for (const [i, sql] of route.sql.entries()) result = await pool.query(sql, route.params[i] as unknown[]);
  return result;
}
