import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deliverMessagesThroughQueue, EMAIL_QUEUE, SMS_QUEUE } from '../src/app/jobs.js';
import { emailsTo, waitForOutbox } from './outbox.js';
import { startTestServer, TestClient, type TestServer } from './test-server.js';
import { startTwilioStandIn } from './twilio-stand-in.js';

/*
 * Issue 11 item 4: e-mails and texts are sent from the job queue by default (EMAIL_DELIVERY / SMS_DELIVERY=queue):
 * the request only stores the message as a job, a worker delivers it, and a delivery that fails is retried.
 */
const logger = { error: () => {}, warn: () => {} };

function textsTo(t: TestServer, e164: string): { to: string; body: string }[] {
  const file = join(t.env.DATA_DIR, 'outbox', 'sms.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; body: string })
    .filter((m) => m.to === e164);
}

/** A client with `from`'s cookies that does not wait for the outbox after its requests (TestClient's settle). */
function withoutWaiting(t: TestServer, from?: TestClient): TestClient {
  const raw = new TestClient(t.url);
  if (from) raw.cookies = new Map(from.cookies);
  return raw;
}

/** Test servers send within the request unless told otherwise (test/test-server.ts): these run the product's default. */
const QUEUED = { EMAIL_DELIVERY: 'queue', SMS_DELIVERY: 'queue' };

const jobsOf = (t: TestServer, name: string) =>
  t.sql<{ state: string; retry_count: number; data: unknown }>('select state, retry_count, data from pgboss.job where name = $1 order by created_on', [name]);

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('by default', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(QUEUED);
  });
  afterAll(() => t.close());

  it('a request only enqueues its e-mail and its text, sealed; the worker delivers them', async () => {
    expect([t.env.EMAIL_DELIVERY, t.env.SMS_DELIVERY]).toEqual(['queue', 'queue']);
    const member = await t.signedIn({ phoneVerified: false });
    // No worker takes the jobs for now.
    await t.jobs!.boss.offWork(EMAIL_QUEUE, { wait: true });
    await t.jobs!.boss.offWork(SMS_QUEUE, { wait: true });

    expect((await withoutWaiting(t).rest('POST', '/api/auth/forgot-password', { email: member.user.email })).status).toBe(202);
    const phone = '+12015550177';
    expect((await withoutWaiting(t, member).rest('POST', '/api/phone/send-code', { phone })).status).toBe(200);
    await t.app.services.passwordReset.idle();
    expect(emailsTo(t, member.user.email)).toEqual([]);
    expect(textsTo(t, phone)).toEqual([]);
    const [email] = await jobsOf(t, EMAIL_QUEUE);
    const [sms] = await jobsOf(t, SMS_QUEUE);
    expect([email.state, sms.state]).toEqual(['created', 'created']);
    expect(JSON.stringify(email.data)).not.toContain(member.user.email.split('@')[0]);
    expect(JSON.stringify(sms.data)).not.toContain('5550177');

    // The workers again (as main.ts starts them): both are delivered.
    await deliverMessagesThroughQueue(t.env, t.jobs!, t.app.services, logger, { pollingIntervalSeconds: 1, retryDelaySeconds: 1 });
    await waitForOutbox(t);
    expect(emailsTo(t, member.user.email)).toEqual([expect.objectContaining({ subject: 'Reset your Tea password' })]);
    const code = /\b(\d{6})\b/.exec(textsTo(t, phone)[0].body)![1];
    expect(await member.rest('POST', '/api/phone/verify', { phone, code })).toMatchObject({ status: 200, body: { phoneVerified: true } });
  }, 120_000);

  it('retries an e-mail its adapter failed to deliver', async () => {
    const member = await t.signedIn();
    // The local outbox cannot be written: a file stands where its folder goes.
    rmSync(join(t.env.DATA_DIR, 'outbox'), { recursive: true, force: true });
    writeFileSync(join(t.env.DATA_DIR, 'outbox'), '');
    try {
      expect((await withoutWaiting(t).rest('POST', '/api/auth/forgot-password', { email: member.user.email })).status).toBe(202);
      await t.app.services.passwordReset.idle();
      await waitUntil('the delivery failed once', async () => (await jobsOf(t, EMAIL_QUEUE)).some((j) => j.retry_count >= 1));
    } finally {
      rmSync(join(t.env.DATA_DIR, 'outbox'), { force: true });
    }
    await waitForOutbox(t);
    expect(emailsTo(t, member.user.email)).toEqual([expect.objectContaining({ subject: 'Reset your Tea password' })]);
  }, 120_000);
});

describe('texts through a provider that fails once', () => {
  let provider: Awaited<ReturnType<typeof startTwilioStandIn>>;
  let t: TestServer;
  beforeAll(async () => {
    provider = await startTwilioStandIn((_form, n) => n === 1);
    t = await startTestServer({ ...provider.env, ...QUEUED });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('answers the member at once and delivers the code on the retry', async () => {
    const member = await t.signedIn({ phoneVerified: false });
    const phone = '+12015550188';
    // The answer does not wait for the provider; this client then waits until the queue delivered (test-server.ts).
    expect((await member.rest('POST', '/api/phone/send-code', { phone })).status).toBe(200);
    expect(provider.received.map((r) => r.get('To'))).toEqual([phone, phone]);
    const code = /\b(\d{6})\b/.exec(provider.received[1].get('Body')!)![1];
    expect(await member.rest('POST', '/api/phone/verify', { phone, code })).toMatchObject({ status: 200, body: { phoneVerified: true } });
  }, 120_000);
});
