import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Db } from '../src/core/db.js';
import { ReadRouter, lagFromSamples, parseLsn, readMarkCookie, type ReadRoute, type ReadRequest } from '../src/core/read-pool.js';
import { readsFromPrimary } from '../src/policies/visibility.js';
import type { Principal } from '../src/auth/principal.js';
import { createTestDatabase } from './test-server.js';

/*
 * Issue 25 item 5: the read router's rules (core/read-pool.ts) on a real primary (a test database) and a replica whose
 * answers the test sets: how far it has replayed, whether it answers at all. The real streaming replica is in
 * api/test/cluster/replica.test.ts.
 */

/** A replica under the test's control: its replayed position, whether it is a standby, and whether it answers. */
class ReplicaDouble {
  lsn = 'FFFFFFFF/0';
  /** now() - pg_last_xact_replay_timestamp() on it. */
  replayAgeMs: number | null = 100;
  standby = true;
  failure: (Error & { code?: string }) | null = null;
  statements: string[] = [];
  checks = 0;

  asDb(): Db {
    const fail = () => {
      if (this.failure) throw this.failure;
    };
    return {
      pool: {
        query: async () => {
          this.checks += 1;
          fail();
          return { rows: [{ standby: this.standby, lsn: this.standby ? this.lsn : null, replay_age_ms: this.replayAgeMs }] };
        },
      },
      query: async (sql: string) => {
        fail();
        this.statements.push(sql);
        return [{ source: 'replica' }];
      },
      end: async () => {},
    } as unknown as Db;
  }
}

type Req = ReadRequest & { principal?: Principal | null; apiToken?: unknown };

let database: { url: string; drop(): Promise<void> };
let primary: Db;
let clock = 1_000_000;

const principal = (id: string, role: 'member' | 'admin'): Principal =>
  ({ id, role, banned: false, suspendedUntil: null, suspensionReason: null, sessionSecondFactorAt: Date.now(), apiToken: undefined }) as unknown as Principal;
const member = principal('00000000-0000-4000-8000-000000000001', 'member');
const admin = principal('00000000-0000-4000-8000-000000000002', 'admin');

function router(replicas: ReplicaDouble[], routes: ReadRoute[] = []) {
  return new ReadRouter<Req>(
    primary,
    replicas.map((r) => r.asDb()),
    {
      maxLagMs: 2_000,
      readYourWritesMs: 5_000,
      cookieName: readMarkCookie(false),
      primaryOnly: readsFromPrimary,
      downMs: 10_000,
      now: () => clock,
      onRoute: (route) => routes.push(route),
    },
  );
}

/** Where a read of `req` runs: 'replica' or 'primary' (the primary's statement answers its own name). */
async function source(r: ReadRouter<Req>, req: Req): Promise<string> {
  const row = await r.pick(req).one<{ source: string }>("select 'primary' as source");
  return row!.source;
}

/** A response that keeps the cookie set on it, as the browser would send it back. */
function response() {
  const jar: Record<string, { value: string; options: { maxAge?: number } }> = {};
  return {
    headersSent: false,
    cookie(name: string, value: string, options: { maxAge?: number }) {
      jar[name] = { value, options };
    },
    jar,
    header: () =>
      Object.entries(jar)
        .map(([k, v]) => `${k}=${v.value}`)
        .join('; '),
  };
}

beforeAll(async () => {
  database = await createTestDatabase('readpool');
  primary = new Db(database.url, 2);
});

afterAll(async () => {
  await primary?.end();
  await database?.drop();
});

describe('read router', () => {
  it('without replicas answers the primary itself: no check, no statement, no cookie', async () => {
    const r = router([]);
    const before = primary.statements;
    expect(r.pick({ headers: {}, principal: null })).toBe(primary);
    expect(primary.statements).toBe(before);
    const res = response();
    r.afterWrite({ headers: {}, principal: member }, res);
    expect(res.jar).toEqual({});
  });

  it("sends a visitor's and a member's reads to a caught-up replica once it has been checked", async () => {
    const replica = new ReplicaDouble();
    const routes: ReadRoute[] = [];
    const r = router([replica], routes);
    // Not checked yet: the primary, while the first check starts (never awaited by the read).
    expect(await source(r, { headers: {} })).toBe('primary');
    await r.check();
    expect(await source(r, { headers: {} })).toBe('replica');
    expect(await source(r, { headers: {}, principal: member })).toBe('replica');
    expect(routes).toEqual(['no-replica', 'replica', 'replica']);
  });

  it('keeps a member on the primary for READ_YOUR_WRITES_MS after her write, on her cookie', async () => {
    const replica = new ReplicaDouble();
    const r = router([replica]);
    await r.check();
    const res = response();
    r.afterWrite({ headers: {}, principal: member }, res);
    expect(res.jar.wrote).toEqual({ value: String(clock), options: expect.objectContaining({ httpOnly: true, maxAge: 5_000, sameSite: 'lax' }) });
    const after = { headers: { cookie: `sid=abc; ${res.header()}` }, principal: member };
    expect(r.routeOf(after)).toBe('own-write');
    expect(await source(r, after)).toBe('primary');
    clock += 4_999;
    await r.check();
    expect(await source(r, after)).toBe('primary');
    clock += 2;
    await r.check();
    expect(await source(r, after)).toBe('replica');
    // A visitor's write (a removal request) sets nothing: visitors carry no cookie.
    const visitor = response();
    r.afterWrite({ headers: {}, principal: null }, visitor);
    expect(visitor.jar).toEqual({});
  });

  it('keeps moderators and API tokens on the primary', async () => {
    const replica = new ReplicaDouble();
    const r = router([replica]);
    await r.check();
    expect(r.routeOf({ headers: {}, principal: admin })).toBe('primary-only');
    expect(await source(r, { headers: {}, principal: admin })).toBe('primary');
    expect(await source(r, { headers: {}, principal: member, apiToken: { id: 't' } })).toBe('primary');
    expect(replica.statements).toEqual([]);
    // Neither gets a write mark: their reads are on the primary anyway.
    const res = response();
    r.afterWrite({ headers: {}, principal: admin }, res);
    expect(res.jar).toEqual({});
  });

  it('skips a replica that lags past REPLICA_MAX_LAG_MS and takes it back once it caught up', async () => {
    const replica = new ReplicaDouble();
    const r = router([replica]);
    replica.lsn = '0/0';
    await r.check();
    // Behind the only sample (the first check): judged by the age of the last transaction it replayed.
    expect(r.replicas[0].lagMs).toBe(100);
    expect(await source(r, { headers: {} })).toBe('replica');
    clock += 2_500;
    await r.check();
    expect(r.replicas[0].lagMs).toBe(2_500);
    expect(await source(r, { headers: {} })).toBe('primary');
    replica.lsn = 'FFFFFFFF/0';
    clock += 1_000;
    await r.check();
    expect(r.replicas[0].lagMs).toBe(0);
    expect(await source(r, { headers: {} })).toBe('replica');
  });

  it('skips a replica found far behind at the first check, by the age of its last replayed transaction', async () => {
    const replica = new ReplicaDouble();
    const r = router([replica]);
    replica.lsn = '0/0';
    replica.replayAgeMs = 3_600_000;
    await r.check();
    expect(r.replicas[0].lagMs).toBe(3_600_000);
    expect(await source(r, { headers: {} })).toBe('primary');
  });

  it('answers a failed replica statement from the primary and leaves the replica out for a while', async () => {
    const replica = new ReplicaDouble();
    const routes: ReadRoute[] = [];
    const r = router([replica], routes);
    await r.check();
    const reader = r.pick({ headers: {} });
    replica.failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(await reader.one<{ source: string }>("select 'primary' as source")).toEqual({ source: 'primary' });
    expect(routes.at(-1)).toBe('fallback');
    expect(await source(r, { headers: {} })).toBe('primary');
    // Left out for downMs (10 s), not even checked, though it answers again meanwhile.
    replica.failure = null;
    const checks = replica.checks;
    clock += 9_000;
    await r.check();
    expect(replica.checks).toBe(checks);
    expect(await source(r, { headers: {} })).toBe('primary');
    // Then checked, and taken back.
    clock += 1_001;
    await r.check();
    expect(replica.checks).toBe(checks + 1);
    expect(await source(r, { headers: {} })).toBe('replica');
  });

  it("throws a statement's own fault (bad SQL) as it is, without leaving the replica out", async () => {
    const replica = new ReplicaDouble();
    const r = router([replica]);
    await r.check();
    replica.failure = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    await expect(r.pick({ headers: {} }).query('selec 1')).rejects.toThrow('syntax error');
    replica.failure = null;
    expect(await source(r, { headers: {} })).toBe('replica');
  });

  it('spreads reads over the usable replicas and leaves out one that is no standby or not checked lately', async () => {
    const a = new ReplicaDouble();
    const b = new ReplicaDouble();
    const r = router([a, b]);
    await r.check();
    for (let i = 0; i < 4; i++) await source(r, { headers: {} });
    expect([a.statements.length, b.statements.length]).toEqual([2, 2]);
    b.standby = false;
    await r.check();
    for (let i = 0; i < 2; i++) await source(r, { headers: {} });
    expect([a.statements.length, b.statements.length]).toEqual([4, 2]);
    // No check for longer than staleAfterMs (5 s): the lags are not trusted.
    clock += 6_000;
    expect(r.routeOf({ headers: {} })).toBe('replica');
    expect(await source(r, { headers: {} })).toBe('primary');
  });

  it('measures lag as the age of the oldest primary position not replayed', () => {
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    const samples = [
      { at: 1_000, lsn: 10n },
      { at: 2_000, lsn: 20n },
      { at: 3_000, lsn: 30n },
    ];
    expect(lagFromSamples(30n, samples, 3_500, 9_000)).toBe(0);
    expect(lagFromSamples(25n, samples, 3_500, 9_000)).toBe(500);
    expect(lagFromSamples(15n, samples, 3_500, 9_000)).toBe(1_500);
    // Behind the oldest sample: it may be further behind than the samples go back.
    expect(lagFromSamples(5n, samples, 3_500, 9_000)).toBe(9_000);
    expect(lagFromSamples(5n, samples, 3_500, 100)).toBe(2_500);
    expect(lagFromSamples(5n, samples, 3_500, null)).toBe(Infinity);
  });
});
