import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { startTestServer, type TestServer } from './test-server.js';
import { seedProfiles } from './factories.js';
import { submitConfirmedRemoval } from './removal-kit.js';
import { startJobQueue, type JobQueue } from '../src/app/jobs.js';
import { statementKind } from '../src/app/metrics.js';
import { promtoolPath } from './promtool.js';

// Issue 25 item 1: /metrics on its own loopback listener, parsed by promtool, never on the public port; each of the
// product's promises moves when its condition is made here.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ EMAIL_DELIVERY: 'direct' });
});
afterAll(() => t.close());

async function scrapeText(): Promise<string> {
  const res = await fetch(`${t.metricsUrl}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** Samples by `name{labels}` as written (labels in the order prom-client writes them). */
async function scrape(): Promise<Map<string, number>> {
  const samples = new Map<string, number>();
  for (const line of (await scrapeText()).split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (m) samples.set(m[1], Number(m[2]));
  }
  return samples;
}

const value = (samples: Map<string, number>, key: string) => samples.get(key) ?? 0;

describe('the metrics listener', () => {
  it('listens on loopback, on a port of its own, and serves only /metrics', async () => {
    expect(t.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(t.metricsUrl!).port).not.toBe(new URL(t.url).port);
    expect((await fetch(`${t.metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${t.metricsUrl}/graphql`)).status).toBe(404);
    expect((await fetch(`${t.metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('is not served on the public port', async () => {
    const res = await t.client().rest('GET', '/metrics');
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('tea_');
  });

  it('is refused on the public port even when the web app is served there', async () => {
    // SERVE_WEB without a build: the app warns and serves no pages, but the /metrics route stays a 404 before it.
    const web = await startTestServer({ SERVE_WEB: 'true', WEB_DIST: '/nonexistent-web-dist' });
    try {
      const res = await fetch(`${web.url}/metrics`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('tea_');
    } finally {
      await web.close();
    }
  });

  it('is off without METRICS_PORT', async () => {
    const off = await startTestServer({ METRICS_PORT: '' });
    try {
      expect(off.metricsUrl).toBeNull();
      expect(off.app.metrics).toBeNull();
    } finally {
      await off.close();
    }
  });
});

describe('what /metrics says', () => {
  it('passes promtool check metrics, with routes by pattern and operations by name', async () => {
    const member = await t.signedIn();
    const [profileId] = await seedProfiles(t, [{ firstName: 'Metric' }]);
    expect((await member.rest('GET', `/api/profiles/${profileId}`)).status).toBe(200);
    // A known operation (the web app's) and an unknown one.
    expect((await member.gql('query UnreadNotificationCount { unreadNotificationCount }')).status).toBe(200);
    expect((await member.gql('query SomethingOdd { unreadNotificationCount }')).status).toBe(200);
    const text = await scrapeText();

    const promtool = promtoolPath();
    const check = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    // promtool prints lint problems on stdout/stderr and exits 1 (3 for lint-only problems).
    expect({ status: check.status, out: `${check.stdout}${check.stderr}`.trim() }).toEqual({ status: 0, out: '' });

    expect(text).toContain(`tea_http_requests_total{method="GET",route="/api/profiles/:id",code="200"}`);
    expect(text).not.toContain(`/api/profiles/${profileId}`);
    expect(text).toMatch(/tea_graphql_operations_total\{operation="UnreadNotificationCount",type="query",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/tea_graphql_operations_total\{operation="other",type="query",outcome="ok"\} [1-9]/);
    expect(text).not.toContain('SomethingOdd');
    // No personal data in label values: the member's name, e-mail and address appear nowhere.
    expect(text).not.toContain(member.user.username);
    expect(text).not.toContain('@example.com');
    // Process, pools and statements.
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_eventloop_utilization_ratio',
      'tea_db_pool_connections_in_use{pool="reads"}',
      'tea_db_pool_waiting_queries{pool="orm"}',
      'tea_db_statement_duration_seconds_count{kind="select"}',
      'tea_db_statement_duration_seconds_count{kind="insert"}',
    ]) {
      expect(text).toContain(name);
    }
  });

  it('names a statement by its first keyword, never its text', () => {
    expect(statementKind('SELECT 1')).toBe('select');
    expect(statementKind('  insert into "users" ...')).toBe('insert');
    expect(statementKind('begin')).toBe('transaction');
    expect(statementKind('with x as (select 1) delete from y')).toBe('other');
  });

  it('counts sign-ups and refused sign-ins', async () => {
    const before = await scrape();
    const member = await t.signedIn();
    expect((await t.client().rest('POST', '/api/login', { username: member.user.username, password: 'wrong-password' })).status).toBe(401);
    const signup = await t.client().rest('POST', '/api/register', {
      username: `metric${Date.now().toString(36)}`,
      email: `metric${Date.now().toString(36)}@example.org`,
      password: 'a-long-enough-passphrase-42',
      firstName: 'Mia',
    });
    expect(signup.status).toBeLessThan(300);
    const after = await scrape();
    expect(value(after, 'tea_signin_failures_total{reason="credentials"}') - value(before, 'tea_signin_failures_total{reason="credentials"}')).toBe(1);
    expect(value(after, 'tea_signups_total') - value(before, 'tea_signups_total')).toBe(1);
  });
});

describe("the product's promises", () => {
  const pending = (s: Map<string, number>, queue: string) => value(s, `tea_moderation_queue_pending{queue="${queue}"}`);
  const oldest = (s: Map<string, number>, queue: string) => value(s, `tea_moderation_queue_oldest_age_seconds{queue="${queue}"}`);
  const urgent = (s: Map<string, number>, reason: string, over: string) => value(s, `tea_removal_requests_urgent_open{reason="${reason}",over="${over}"}`);

  it('an old removal request for an intimate image shows past 24 hours, then past 48', async () => {
    const before = await scrape();
    expect(urgent(before, 'intimate_image', '24h')).toBe(0);
    const [profileId] = await seedProfiles(t, [{ firstName: 'Urgent' }]);
    const res = await submitConfirmedRemoval(t, t.client(), {
      targetType: 'profile',
      targetId: profileId,
      reason: 'intimate_image',
      explanation: 'This is an intimate image of me posted without my consent.',
      contactEmail: `sender.${Date.now().toString(36)}@example.org`,
      goodFaith: true,
    });
    expect(res.status).toBe(201);
    const fresh = await scrape();
    expect(pending(fresh, 'removal_requests')).toBe(pending(before, 'removal_requests') + 1);
    expect(urgent(fresh, 'intimate_image', '24h')).toBe(0);

    await t.sql(`update removal_requests set created_at = now() - interval '30 hours' where target_id = $1`, [String(profileId)]);
    const day = await scrape();
    expect(urgent(day, 'intimate_image', '24h')).toBe(1);
    expect(urgent(day, 'intimate_image', '48h')).toBe(0);
    expect(urgent(day, 'minor', '24h')).toBe(0);
    expect(oldest(day, 'removal_requests')).toBeGreaterThan(29 * 3600);

    await t.sql(`update removal_requests set created_at = now() - interval '50 hours' where target_id = $1`, [String(profileId)]);
    const twoDays = await scrape();
    expect(urgent(twoDays, 'intimate_image', '24h')).toBe(1);
    expect(urgent(twoDays, 'intimate_image', '48h')).toBe(1);
  });

  it('an ID document past its retention shows until the purge deletes it', async () => {
    const member = await t.signedIn();
    const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    for (const [k, v] of Object.entries({ idType: 'passport', idNumber: 'X1234567', fullName: 'Uma Vance', dateOfBirth: '1990-04-02' })) form.append(k, v);
    form.append('idImage', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'id.jpg');
    const submitted = await member.fetch('/api/id/submit', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
    expect(submitted.status).toBe(201);
    const fresh = await scrape();
    expect(value(fresh, 'tea_id_documents_past_retention')).toBe(0);
    expect(pending(fresh, 'id_documents')).toBeGreaterThanOrEqual(1);

    await t.sql(`update id_verifications set submitted_at = now() - interval '31 days' where user_id = $1`, [member.user.id]);
    expect(value(await scrape(), 'tea_id_documents_past_retention')).toBe(1);
    expect(await t.app.services.verification.purgeStale(t.orm.em.fork())).toBe(1);
    expect(value(await scrape(), 'tea_id_documents_past_retention')).toBe(0);
  });

  it('pending reports and images count, with the age of the oldest', async () => {
    const before = await scrape();
    const [profileId] = await seedProfiles(t, [{ firstName: 'Queue', imageStatus: 'pending', reports: [{ rating: 3, approved: null }] }]);
    await t.sql(`update profiles set image_uploaded_at = now() - interval '3 hours' where id = $1`, [profileId]);
    await t.sql(`update reports set created_at = now() - interval '5 hours' where profile_id = $1`, [profileId]);
    const after = await scrape();
    expect(pending(after, 'reports')).toBe(pending(before, 'reports') + 1);
    expect(pending(after, 'images')).toBe(pending(before, 'images') + 1);
    expect(oldest(after, 'reports')).toBeGreaterThan(5 * 3600 - 60);
    expect(oldest(after, 'images')).toBeGreaterThan(3 * 3600 - 60);
  });

  it('an urgent flag case past its deadline shows; one within it does not', async () => {
    const before = value(await scrape(), 'tea_flag_cases_urgent_overdue');
    const [profileId] = await seedProfiles(t, [{ firstName: 'Flagged' }]);
    await t.sql(
      `insert into flag_cases (target_type, profile_id, status, flag_count, opened_at, queue_rank, due_at) values ('profile', $1, 'pending', 1, now() - interval '2 hours', 0, now() + interval '22 hours')`,
      [profileId],
    );
    const within = await scrape();
    expect(value(within, 'tea_flag_cases_urgent_overdue')).toBe(before);
    expect(pending(within, 'flags')).toBeGreaterThanOrEqual(1);
    await t.sql(`update flag_cases set opened_at = now() - interval '25 hours', due_at = now() - interval '1 hour' where profile_id = $1`, [profileId]);
    const overdue = await scrape();
    expect(value(overdue, 'tea_flag_cases_urgent_overdue')).toBe(before + 1);
    expect(oldest(overdue, 'flags')).toBeGreaterThan(25 * 3600 - 60);
  });

  it('an automatic hide shows in the last hour', async () => {
    const before = value(await scrape(), 'tea_automatic_hides_last_hour');
    await t.sql(
      `insert into audit_log (action, target_type, target_id, target_label, actor_label, created_at) values ('flags.hide', 'profile', '1', 'x', 'system', now())`,
    );
    expect(value(await scrape(), 'tea_automatic_hides_last_hour')).toBe(before + 1);
  });
});

describe('the job queue', () => {
  let queue: JobQueue;
  afterAll(() => queue?.stop(1_000));

  it('a job that fails counts by its name; a waiting job shows in depth and age', async () => {
    const failing = 'metrics-test-fails';
    queue = await startJobQueue(
      t.env.DATABASE_URL!,
      [{ name: failing, cron: '0 0 1 1 *', run: () => Promise.reject(new Error('on purpose')) }],
      { error() {}, warn() {} },
      {
        pollingIntervalSeconds: 1,
        retryDelaySeconds: 1,
        onFailure: (name) => t.app.metrics!.jobFailed(name),
      },
    );
    await queue.boss.createQueue('metrics-test-idle');
    await queue.boss.send('metrics-test-idle', {});
    await queue.boss.send(failing, {});
    const key = `tea_job_failures_total{queue="${failing}"}`;
    const deadline = Date.now() + 30_000;
    let samples = await scrape();
    while (value(samples, key) < 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      samples = await scrape();
    }
    expect(value(samples, key)).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'tea_job_queue_depth{queue="metrics-test-idle"}')).toBe(1);
    expect(samples.has('tea_job_oldest_age_seconds{queue="metrics-test-idle"}')).toBe(true);
  });
});

it('promtool is the Debian one the CI lane installs', () => {
  expect(execFileSync(promtoolPath(), ['--version'], { encoding: 'utf8' })).toMatch(/promtool, version \d+\.\d+/);
});
