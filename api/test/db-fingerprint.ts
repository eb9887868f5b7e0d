import type { TestServer } from './test-server.js';

/**
 * A fingerprint of the content of every table the app owns, for asserting that a call changed nothing. Rate-limit
 * counters and the migration log are always left out; sessions too unless `sessions` is set, and then only which
 * sessions exist counts, not their rolling expiry.
 */
export async function databaseFingerprint(t: TestServer, opts: { sessions?: boolean } = {}): Promise<string> {
  const tables = await t.sql<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
       and table_name not in ('session', 'rate_limits', 'mikro_orm_migrations') order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = await t.sql<{ h: string }>(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`);
    parts.push(`${name}:${row.h}`);
  }
  if (opts.sessions) {
    const [s] = await t.sql<{ ids: string }>("select coalesce(string_agg(sid, ',' order by sid), '') as ids from session");
    parts.push(`sessions:${s.ids}`);
  }
  return parts.join(',');
}
