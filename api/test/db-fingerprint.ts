import type { TestServer } from './test-server.js';

/** One statement that hashes every table the app owns, built once per test server (its tables do not change). */
const statements = new WeakMap<TestServer, Promise<string>>();

async function fingerprintStatement(t: TestServer): Promise<string> {
  const tables = await t.sql<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
       and table_name not in ('session', 'rate_limits', 'mikro_orm_migrations') order by 1`,
  );
  const parts = tables.map(({ name }) => `'${name}:' || (select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${name}" x)`);
  return `select concat_ws(',', ${parts.join(', ')}) as fingerprint`;
}

/**
 * A fingerprint of the content of every table the app owns, for asserting that a call changed nothing. Rate-limit
 * counters and the migration log are always left out; sessions too unless `sessions` is set, and then only which
 * sessions exist counts, not their rolling expiry.
 *
 * One round trip for all tables: the authorization matrix takes two fingerprints per refused cell, and a query per
 * table made them a quarter of its time.
 */
export async function databaseFingerprint(t: TestServer, opts: { sessions?: boolean } = {}): Promise<string> {
  let statement = statements.get(t);
  if (!statement) statements.set(t, (statement = fingerprintStatement(t)));
  const [row] = await t.sql<{ fingerprint: string }>(await statement);
  let fingerprint = row.fingerprint;
  if (opts.sessions) {
    const [s] = await t.sql<{ ids: string }>("select coalesce(string_agg(sid, ',' order by sid), '') as ids from session");
    fingerprint += `,sessions:${s.ids}`;
  }
  return fingerprint;
}
