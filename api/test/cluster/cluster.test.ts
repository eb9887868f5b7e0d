import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import sharp from 'sharp';
import type { Response } from '../test-server.js';
import { eventually, liveClient, type LiveClient } from '../live-client.js';
import { AddressedClient, PASSWORD, signInAdmin, signUpMember, startCluster, type Cluster } from './cluster-harness.js';

/*
 * Issue 11 item 7 (`pnpm test:cluster`): two instances of the built app on one PostgreSQL and one S3 server, behind
 * HAProxy with TRUST_PROXY set, behave as one app. Every request goes through the proxy; each answer names the
 * instance that gave it (X-Instance, INSTANCE_ID), and each check below makes its requests land on both. Then one
 * instance is killed with SIGKILL in the middle of a write burst: no acknowledged write is lost and the proxy fails
 * over. Scheduled jobs (pg-boss) run once per occurrence. Nothing here is timed: the figures are printed.
 */
const POSTS_PER_HOUR = 10;
const LOGIN_MAX_FAILURES = 4;
const WRITERS = 6;
/** The scheduled job whose occurrences are counted; the test (as an operator could) reschedules it every minute. */
const COUNTED_JOB = 'idempotency-key-purge';

let cluster: Cluster;
let sql: pg.Pool;
let admin: AddressedClient;
/** Each simulated visitor gets her own source address. */
let visitors = 0;
const nextClient = () => cluster.client(visitors++);

const instanceOf = (res: { headers: Headers }) => res.headers.get('x-instance');

/**
 * Sends `send()` until both instances have answered it (at most 8 times; round robin alternates them) and returns
 * every answer with the instance that gave it.
 */
async function onBoth<T extends { status: number; headers: Headers }>(send: () => Promise<T>): Promise<(T & { instance: string | null })[]> {
  const answers: (T & { instance: string | null })[] = [];
  for (let i = 0; i < 8 && new Set(answers.map((a) => a.instance)).size < 2; i++) {
    const res = await send();
    answers.push(Object.assign(res, { instance: instanceOf(res) }));
  }
  return answers;
}

const statusesByInstance = (answers: { status: number; instance: string | null }[]) =>
  Object.fromEntries(
    [...new Set(answers.map((a) => a.instance))].sort().map((name) => [name, [...new Set(answers.filter((a) => a.instance === name).map((a) => a.status))]]),
  );

/** A member made through the proxy, with her own source address. */
async function signUp(prefix: string): Promise<AddressedClient & { username: string; id: string }> {
  const n = visitors++;
  const c = cluster.client(n);
  const username = `${prefix}${n}_${Math.random().toString(36).slice(2, 6)}`;
  const id = await signUpMember(
    c,
    username,
    `+1212555${String(1000 + n).slice(-4)}`,
    cluster.instances.map((i) => i.dataDir),
  );
  return Object.assign(c, { username, id });
}

/** Adds a person (a JSON body), answering the raw response: 201 with the profile's id, or the refusal. */
const addPerson = (c: AddressedClient, firstName: string, headers: Record<string, string> = {}): Promise<Response<{ id?: string }>> =>
  c.rest('POST', '/api/profiles', { firstName, category: 'friends', confirmAdult: true }, headers);

beforeAll(async () => {
  cluster = await startCluster({
    instances: 2,
    env: {
      POSTS_PER_HOUR: String(POSTS_PER_HOUR),
      LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
      // Pile-on protection would pause reports on one profile; the loop below posts one report per profile anyway.
      PILE_ON_MAX_REPORTS: '10000',
      PILE_ON_MAX_NEW_ACCOUNT_REPORTS: '10000',
    },
  });
  sql = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  // Every instance scheduled the hourly jobs at start. An operator's change to a schedule in pg-boss's table applies
  // to every instance; every minute, so that occurrences happen while this file runs.
  const { rowCount } = await sql.query("update pgboss.schedule set cron = '* * * * *' where name = $1", [COUNTED_JOB]);
  expect(rowCount).toBe(1);
  admin = nextClient();
  await signInAdmin(admin);
}, 300_000);

afterAll(async () => {
  await sql?.end();
  await cluster?.stop();
});

describe('two instances behind HAProxy', () => {
  it('answer in turn (round robin), each naming itself', async () => {
    const answers = await onBoth(() => nextClient().rest('GET', '/api/profiles/count'));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['appa', 'appb']));
  });

  it('run the member-and-moderation loop: sign-up, a person with a photo and a report, approval, a visitor sees them', async () => {
    const member = await signUp('loop');
    const form = new FormData();
    const fields = {
      firstName: 'Marisol',
      category: 'dating',
      confirmAdult: 'true',
      reportType: 'positive',
      reportTitle: 'Kind on every date',
      reportContent: 'We met three times for coffee and she was kind and honest each time.',
      reportCategory: 'dating',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 60 } } })
      .jpeg()
      .toBuffer();
    form.append('profileImage', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const created = await member.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
    const { id } = (await created.json()) as { id: string };
    expect(created.status).toBe(201);

    const visitor = nextClient();
    const image = () => visitor.fetch(`/api/images/profiles/${id}?w=160&fmt=jpeg`);
    const reports = () => visitor.rest<{ title: string }[]>('GET', `/api/profiles/${id}/reports`);
    const reportTitles = async () => (await reports()).body.map((r) => r.title);
    // Pending: the new person awaits review, so neither instance shows her, her photo or the report to a visitor.
    for (const a of await onBoth(image)) expect(a.status).not.toBe(200);
    expect((await reports()).status).toBe(404);

    const pending = await admin.rest<{ id: string; title: string }[]>('GET', `/api/admin/reports?status=pending&profile=${id}`);
    expect(pending.body.map((r) => r.title)).toEqual([fields.reportTitle]);
    expect((await admin.rest('POST', `/api/admin/reports/${pending.body[0].id}/approve`, {})).status).toBe(200);
    expect((await admin.rest('POST', '/api/admin/approve-image', { profileId: id, status: 'approved' })).status).toBe(200);

    // Approved: both instances serve the photo (from the bucket) and the report.
    const served = await onBoth(image);
    expect(statusesByInstance(served)).toEqual({ appa: [200], appb: [200] });
    expect(served.every((a) => a.headers.get('content-type') === 'image/jpeg')).toBe(true);
    for (const a of await onBoth(() => visitor.rest<{ firstName: string }>('GET', `/api/profiles/${id}`))) expect(a.body.firstName).toBe('Marisol');
    expect(await reportTitles()).toEqual([fields.reportTitle]);
    expect(await reportTitles()).toEqual([fields.reportTitle]);
  }, 120_000);

  it('keep a session: one sign-in is recognised by both', async () => {
    const member = await signUp('session');
    const answers = await onBoth(() => member.rest<{ username: string }>('GET', '/api/auth/user'));
    expect(statusesByInstance(answers)).toEqual({ appa: [200], appb: [200] });
    expect(answers.every((a) => a.body.username === member.username)).toBe(true);
  }, 60_000);

  it('carry live updates across instances: moderators hear a report come and go, its author her notification, on whichever instance they are connected to', async () => {
    const member = await signUp('live');
    const [profile] = (
      await sql.query<{ id: number }>(
        "insert into profiles (first_name, display_name, category, published_at) values ('Livia', 'Livia', 'friends', now()) returning id",
      )
    ).rows;
    const opened: LiveClient[] = [];
    /** Subscribes on each instance directly (not through the proxy), so that both instances have a listener. */
    const onEachInstance = async (cookie: string, query: string) => {
      const subscriptions = [];
      for (const instance of cluster.instances) {
        const readiness = async () => ((await (await fetch(`${instance.app.url}/readyz`)).json()) as { detail: { liveSubscriptions: number } }).detail;
        const before = (await readiness()).liveSubscriptions;
        const live = liveClient(instance.app.url, { cookie, origin: instance.app.url });
        opened.push(live);
        subscriptions.push({ instance: instance.name, sub: live.subscribe(query) });
        // In place once that instance's hub counts it.
        await eventually(async () => (await readiness()).liveSubscriptions > before);
      }
      return subscriptions;
    };
    /** The next event of `sub` that `matches` (earlier tests' events are skipped). */
    const next = async (sub: { next(): Promise<any> }, matches: (data: any) => boolean) => {
      for (;;) {
        const result = await sub.next();
        expect(result.errors).toBeUndefined();
        if (matches(result.data)) return result.data;
      }
    };
    try {
      const queues = await onEachInstance(admin.cookieHeader(), 'subscription { moderationQueueChanged { queue itemId change } }');
      const notifications = await onEachInstance(member.cookieHeader(), 'subscription { notificationAdded { id type } }');

      const submitted = await member.rest<{ id: string }>('POST', `/api/profiles/${profile.id}/reports`, {
        reportType: 'positive',
        title: 'Kind on every date',
        content: 'We met three times for coffee and she was kind and honest each time.',
        category: 'friends',
      });
      expect(submitted.status).toBe(201);
      const id = String(submitted.body.id);
      const about = (change: string) => (data: any) => data.moderationQueueChanged.itemId === id && data.moderationQueueChanged.change === change;
      for (const { sub } of queues) expect((await next(sub, about('ADDED'))).moderationQueueChanged.queue).toBe('REPORTS');

      const approved = await admin.rest('POST', `/api/admin/reports/${id}/approve`, {});
      expect(approved.status).toBe(200);
      for (const { sub } of queues) await next(sub, about('REMOVED'));
      for (const { sub } of notifications) expect((await next(sub, (data) => data.notificationAdded.type === 'REVIEW')).notificationAdded.type).toBe('REVIEW');
      console.log(
        `report submitted on ${instanceOf(submitted)}, decided on ${instanceOf(approved)}; heard on ${queues.map((q) => q.instance).join(' and ')} (moderators) and ${notifications.map((n) => n.instance).join(' and ')} (its author)`,
      );
    } finally {
      await Promise.all(opened.map((live) => live.dispose().catch(() => {})));
    }
  }, 120_000);

  it('keep a ban: once banned on one, she is signed out and refused on both', async () => {
    const member = await signUp('banned');
    expect((await member.rest('GET', '/api/auth/user')).status).toBe(200);
    const ban = await admin.rest('POST', '/api/admin/ban-user', { userId: member.id, reason: 'Harassment in reports.' });
    expect(ban.status).toBe(200);
    expect(statusesByInstance(await onBoth(() => member.rest('GET', '/api/auth/user')))).toEqual({ appa: [401], appb: [401] });
    const login = await onBoth(() => member.rest('POST', '/api/login', { username: member.username, password: PASSWORD }));
    expect(statusesByInstance(login)).toEqual({ appa: [403], appb: [403] });
  }, 60_000);

  it('keep a login limit: failures counted on either instance lock the account on both', async () => {
    const member = await signUp('locked');
    const attacker = nextClient();
    const failures: (Response & { instance: string | null })[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await attacker.rest('POST', '/api/login', { username: member.username, password: 'not-her-password-1' });
      failures.push(Object.assign(res, { instance: instanceOf(res) }));
    }
    expect(statusesByInstance(failures)).toEqual({ appa: [401], appb: [401] });
    // Even the right password is refused now, by either instance.
    const locked = await onBoth(() => attacker.rest('POST', '/api/login', { username: member.username, password: PASSWORD }));
    expect(statusesByInstance(locked)).toEqual({ appa: [429], appb: [429] });
  }, 60_000);

  it('keep a posting limit: posts on either instance count against one budget', async () => {
    const member = await signUp('poster');
    const posts: (Response<{ id?: string }> & { instance: string | null })[] = [];
    for (let i = 0; i < POSTS_PER_HOUR; i++) {
      const res = await addPerson(member, `Limit${i}`);
      posts.push(Object.assign(res, { instance: instanceOf(res) }));
    }
    expect(statusesByInstance(posts)).toEqual({ appa: [201], appb: [201] });
    expect(statusesByInstance(await onBoth(() => addPerson(member, 'OneTooMany')))).toEqual({ appa: [429], appb: [429] });
  }, 60_000);

  it("keep an IP ban: the banned member's address can neither sign up nor sign in on either instance; other addresses can", async () => {
    const member = await signUp('ipbanned');
    const ban = await admin.rest('POST', '/api/admin/ban-user', { userId: member.id, reason: 'Ban evasion.', banIP: true, cidr: member.address });
    expect(ban.status).toBe(200);
    const other = await signUp('neighbour');
    const sameAddress = new AddressedClient(cluster.url, member.address);
    const signUps = await onBoth(() => {
      const username = `evader${Math.random().toString(36).slice(2, 8)}`;
      return sameAddress.rest('POST', '/api/register', { username, email: `${username}@example.com`, password: PASSWORD });
    });
    expect(statusesByInstance(signUps)).toEqual({ appa: [403], appb: [403] });
    const signIns = await onBoth(() => sameAddress.rest('POST', '/api/login', { username: other.username, password: PASSWORD }));
    expect(statusesByInstance(signIns)).toEqual({ appa: [403], appb: [403] });
    // The neighbour, from her own address, still signs in anywhere.
    const fresh = cluster.client(visitors++);
    expect(statusesByInstance(await onBoth(() => fresh.rest('POST', '/api/login', { username: other.username, password: PASSWORD })))).toEqual({
      appa: [200],
      appb: [200],
    });
  }, 60_000);

  it('lose no acknowledged write when one instance is killed (SIGKILL) mid-burst; the proxy fails over to the other', async () => {
    const writers = await Promise.all(Array.from({ length: WRITERS }, (_, i) => signUp(`writer${i}`)));
    const victim = cluster.instances[0];
    const survivor = cluster.instances[1];
    const acknowledged: { id: string; name: string; afterKill: boolean }[] = [];
    const tally = { attempts: 0, unanswered: 0, refused: {} as Record<number, number> };
    let killed = false;
    const killAfter = Math.floor((WRITERS * POSTS_PER_HOUR) / 4);
    await Promise.all(
      writers.map(async (w, n) => {
        for (let i = 0; i < POSTS_PER_HOUR; i++) {
          const name = `Burst${n}x${i}`;
          tally.attempts += 1;
          try {
            const res = await addPerson(w, name);
            if (res.status === 201 && res.body.id) acknowledged.push({ id: res.body.id, name, afterKill: killed });
            else tally.refused[res.status] = (tally.refused[res.status] ?? 0) + 1;
          } catch {
            tally.unanswered += 1;
          }
          if (!killed && acknowledged.length >= killAfter) {
            killed = true;
            victim.app.child.kill('SIGKILL');
          }
        }
      }),
    );
    expect(killed).toBe(true);
    expect(await victim.app.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const { rows } = await sql.query<{ id: number; first_name: string }>("select id, first_name from profiles where first_name like 'Burst%'");
    const stored = new Map(rows.map((r) => [String(r.id), r.first_name]));
    const lost = acknowledged.filter((a) => stored.get(a.id) !== a.name);
    const unacknowledged = tally.attempts - acknowledged.length;
    console.log(
      `cluster write burst: ${tally.attempts} writes sent by ${WRITERS} members, ${acknowledged.length} acknowledged ` +
        `(${acknowledged.filter((a) => a.afterKill).length} after the kill), ${lost.length} acknowledged writes lost; ` +
        `${rows.length} rows stored; ${unacknowledged} unacknowledged (${tally.unanswered} without an answer, refused: ${JSON.stringify(tally.refused)})`,
    );
    expect(lost).toEqual([]);
    // Every row is a write that was sent: the acknowledged ones plus at most those whose answer was lost with the instance.
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(rows.length).toBeLessThanOrEqual(tally.attempts);
    // Writes went on after the kill, through the survivor.
    expect(acknowledged.some((a) => a.afterKill)).toBe(true);

    // Fail-over: from now on every request is answered, by the survivor.
    const after = [];
    for (let i = 0; i < 6; i++) after.push(await writers[0].rest('GET', '/api/auth/user'));
    expect(after.map((a) => [a.status, instanceOf(a)])).toEqual(after.map(() => [200, survivor.name]));
  }, 180_000);

  it('run each scheduled job occurrence once', async () => {
    const q = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await sql.query<T>(text, params)).rows;
    const jobs = () => q<{ id: string; state: string; retry_count: number }>('select id, state, retry_count from pgboss.job where name = $1', [COUNTED_JOB]);
    const idle = async () =>
      (
        await q<{ n: number }>("select count(*)::int as n from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')", [
          [COUNTED_JOB, '__pgboss__send-it'],
        ])
      )[0].n === 0;
    // Two occurrences at least (the schedule fires each minute); both instances had their cron passes meanwhile.
    for (const deadline = Date.now() + 240_000; ;) {
      if ((await jobs()).filter((j) => j.state === 'completed').length >= 2 && (await idle())) break;
      if (Date.now() > deadline) throw new Error(`scheduled jobs did not run: ${JSON.stringify(await jobs())}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    const slots = (
      await q<{ slot: string }>("select data->>'slot' as slot from pgboss.job where name = '__pgboss__send-it' and data->>'name' = $1", [COUNTED_JOB])
    ).map((r) => r.slot);
    const runs = await jobs();
    console.log(
      `scheduled job ${COUNTED_JOB}: ${slots.length} occurrences, ${runs.length} jobs, ${runs.filter((j) => j.state === 'completed').length} runs completed`,
    );
    expect(new Set(slots).size).toBe(slots.length);
    expect(runs).toHaveLength(slots.length);
    expect(runs.every((j) => j.state === 'completed')).toBe(true);
    // One schedule per job, whatever the number of instances that scheduled it.
    expect((await q<{ name: string }>('select name from pgboss.schedule order by name')).map((r) => r.name)).toEqual([
      'id-document-purge',
      'idempotency-key-purge',
      'photo-center-hash-backfill',
      'queue-health-snapshot',
      'search-words-prune',
      'suspension-end-notice',
      'transparency-freeze',
    ]);
  }, 300_000);
});
