import { afterEach, describe, expect, it } from '@jest/globals';
import { request, type ClientRequest } from 'node:http';
import pg from 'pg';
import { SERVICE_UNAVAILABLE } from '../src/core/errors.js';
import { startTestServer, type TestClient, type TestServer } from './test-server.js';

/**
 * Issue 9 item 9 / SECURITY-PLAN §6.12 E "Overload": while the process is overloaded, /graphql and /api answer at once
 * with 503 + Retry-After in their own error format, /healthz and sign-out still work, and normal service resumes when
 * the condition ends (api/src/app/overload.ts). Each condition is made deterministically on a real server: a request
 * held in flight by its unfinished body, queries queued behind a table lock, an event loop kept busy. How fast the
 * process is under real load is measured by `pnpm --filter bench run load`, not here.
 */

const BROWSE = 'query Browse { profiles(page: 1, pageSize: 20) { total items { id } } }';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface Captured {
  lines: Record<string, unknown>[];
}
async function start(overrides: Record<string, string>, captured?: Captured) {
  server = await startTestServer(
    { LOG_LEVEL: 'info', ...overrides },
    { logDestination: { write: (line: string) => void captured?.lines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
  return server;
}

/**
 * A REST request whose headers and half of its body are sent: the server admits it and waits for the rest. Sent while
 * nothing else is in flight; two /healthz round trips (not behind the middleware) let the server read it.
 */
async function heldRequest(url: string): Promise<{ finish(): Promise<number> }> {
  const body = Buffer.from(JSON.stringify({ username: 'nobody_here', password: 'not-the-password-1' }));
  const req: ClientRequest = request(`${url}/api/login`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  let answered: number | undefined;
  const status = new Promise<number>((done, fail) => {
    req.once('response', (res) => {
      answered = res.statusCode;
      res.resume();
      res.once('end', () => done(res.statusCode ?? 0));
    });
    req.once('error', fail);
  });
  await new Promise<void>((resolve) => req.write(body.subarray(0, 10), () => resolve()));
  for (let i = 0; i < 2; i++) expect((await fetch(`${url}/healthz`)).status).toBe(200);
  expect(answered).toBeUndefined();
  return { finish: () => (req.end(body.subarray(10)), status) };
}

/** Asks until `check` holds (the condition is reached or gone); the number of tries bounds the wait, not a clock. */
async function until<T>(ask: () => Promise<T>, check: (v: T) => boolean, tries = 100): Promise<T> {
  let last = await ask();
  for (let i = 1; i < tries && !check(last); i++) {
    await new Promise((r) => setTimeout(r, 50));
    last = await ask();
  }
  return last;
}

async function expectShedGraphql(client: TestClient) {
  const res = await client.gql(BROWSE);
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('1');
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toEqual({ errors: [{ message: SERVICE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 1 } }] });
}

async function expectShedRest(client: TestClient) {
  const res = await client.rest('GET', '/api/profiles');
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('1');
  expect(res.body).toMatchObject({ message: SERVICE_UNAVAILABLE });
}

describe('overload protection', () => {
  it('sheds /graphql and /api with 503 while too many requests are in flight, keeps /healthz and sign-out, and resumes after', async () => {
    const captured: Captured = { lines: [] };
    const t = await start({ OVERLOAD_MAX_IN_FLIGHT: '1', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_DB_WAITING: '0' }, captured);
    const member = await t.signedIn();
    const gqlMember = await t.signedIn();
    const visitor = t.client();
    expect((await visitor.gql(BROWSE)).status).toBe(200);

    const held = await heldRequest(t.url);
    await expectShedGraphql(visitor);
    await expectShedRest(visitor);
    // A GraphQL document that is not a sign-out is shed too, however small, and so is one that signs out and more.
    expect((await member.gql('query { me { id } }')).status).toBe(503);
    expect((await member.gql('mutation { logout markAllNotificationsRead }')).status).toBe(503);
    expect((await visitor.rest('GET', '/healthz')).status).toBe(200);
    expect((await visitor.rest('GET', '/healthz')).body).toEqual({ status: 'ok' });
    // Sign-out always goes through, over REST and over GraphQL.
    const restLogout = await member.rest('POST', '/api/logout');
    expect(restLogout.status).toBe(200);
    expect(restLogout.body).toEqual({ success: true });
    const gqlLogout = await gqlMember.gql('mutation SignOut { logout }');
    expect(gqlLogout.status).toBe(200);
    expect(gqlLogout.body).toEqual({ data: { logout: true } });

    // A warning with the counts at the first refusal (then at most one every few seconds), no line per refused request.
    const warnings = captured.lines.filter((l) => l.msg === 'overloaded: shedding requests with 503');
    expect(warnings[0]).toMatchObject({ level: 40, shed: 1, inFlight: 1, limits: { maxInFlight: 1 } });
    expect(warnings.reduce((n, w) => n + (w.shed as number), 0)).toBeLessThanOrEqual(3);
    expect(captured.lines.filter((l) => (l.res as { statusCode?: number } | undefined)?.statusCode === 503)).toEqual([]);

    expect(await held.finish()).toBe(401);
    const after = await until(
      () => visitor.gql(BROWSE),
      (r) => r.status !== 503,
    );
    expect(after.status).toBe(200);
    expect(after.body.data.profiles.items).toEqual([]);
    expect((await visitor.rest('GET', '/api/profiles')).status).toBe(200);
    // The members signed out for real: their sessions are gone.
    expect((await member.gql('query { me { id } }')).body.data.me).toBeNull();
    expect((await gqlMember.gql('query { me { id } }')).body.data.me).toBeNull();
  });

  it('sheds while queries wait for a database connection, and resumes when they get one', async () => {
    const t = await start({ OVERLOAD_MAX_IN_FLIGHT: '0', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_DB_WAITING: '1' });
    const visitor = t.client();
    // The browse statement waits behind this lock: its pool's 10 connections fill up, the next queries queue.
    const url = t.orm.config.get('clientUrl')!;
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table profiles in access exclusive mode');
      const blocked = Array.from({ length: 14 }, () => visitor.gql(BROWSE));
      const shed = await until(
        () => visitor.rest('GET', '/api/auth/user'),
        (r) => r.status === 503,
      );
      expect(shed.status).toBe(503);
      expect(shed.headers.get('retry-after')).toBe('1');
      expect(shed.body).toMatchObject({ message: SERVICE_UNAVAILABLE });
      await expectShedGraphql(visitor);
      expect((await visitor.rest('GET', '/readyz')).status).toBe(200);
      await locker.query('commit');
      // Those admitted complete (10 on the pool's connections, at least 2 queued: the queue had to pass 1); any that
      // came in after the queue grew were shed.
      const statuses = (await Promise.all(blocked)).map((r) => r.status);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(12);
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    } finally {
      await locker.end();
    }
    const after = await until(
      () => visitor.gql(BROWSE),
      (r) => r.status !== 503,
    );
    expect(after.status).toBe(200);
  });

  it('sheds while the event loop is late with requests in flight, and resumes when it is free again', async () => {
    const t = await start({ OVERLOAD_MAX_IN_FLIGHT: '0', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '40', OVERLOAD_MAX_DB_WAITING: '0' });
    const visitor = t.client();
    // (Starting the app kept the loop busy too: the first window may still count that.)
    expect(
      (
        await until(
          () => visitor.gql(BROWSE),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200);
    // From now on every turn of the loop spends 80 ms on the CPU (the server runs in this process).
    let hogging = true;
    const hog = () => {
      const end = performance.now() + 80;
      while (performance.now() < end);
      if (hogging) setTimeout(hog, 0);
    };
    hog();
    const held: { finish(): Promise<number> }[] = [];
    try {
      // A late loop with (almost) nothing in flight is not the requests' doing: served. Each request takes several
      // turns, so these span more than one measurement window.
      for (let i = 0; i < 5; i++) expect((await visitor.gql(BROWSE)).status).toBe(200);
      // With requests in flight, it is load: shed.
      for (let i = 0; i < 8; i++) held.push(await heldRequest(t.url));
      const shed = await until(
        () => visitor.gql(BROWSE),
        (r) => r.status === 503,
        50,
      );
      expect(shed.status).toBe(503);
      await expectShedGraphql(visitor);
      await expectShedRest(visitor);
      expect((await visitor.rest('GET', '/healthz')).status).toBe(200);
    } finally {
      hogging = false;
    }
    expect(await Promise.all(held.map((h) => h.finish()))).toEqual(Array(8).fill(401));
    const after = await until(
      () => visitor.gql(BROWSE),
      (r) => r.status !== 503,
    );
    expect(after.status).toBe(200);
  }, 60_000);
});
