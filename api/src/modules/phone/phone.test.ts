import { chmodSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { createTestDatabase, gqlError, startTestServer, TestClient, type TestServer } from '../../../test/test-server.js';
import { loadEnv } from '../../app/env.js';
import { connectDatabase } from '../../app/database.js';
import { createApp } from '../../app/create-app.js';
import { PHONE_MESSAGES } from './phone.service.js';
import { startTwilioStandIn } from '../../../test/twilio-stand-in.js';
import { signUpAndConfirm } from '../../../test/sign-up.js';

const SEND = 'mutation($p: String!) { sendPhoneCode(phone: $p) { expiresAt maskedPhone } }';
const VERIFY = 'mutation($p: String!, $c: String!) { verifyPhone(phone: $p, code: $c) { id phoneVerified phoneMasked } }';
const INVALID_PHONE = 'Please enter a valid phone number.';
const CODE_FORMAT = 'Please enter the 6-digit code from the text message.';

/** Fresh, valid US numbers (201-555-xxxx), one per call, as the user might type them and as E.164. */
let serial = 1000 + Math.floor(Math.random() * 4000);
function freshNumber() {
  serial += 1;
  return { typed: `(201) 555-${serial}`, e164: `+1201555${serial}`, masked: `+1 ••• ••• ${serial}` };
}

function smsTo(dataDir: string, e164: string): { to: string; body: string; createdAt: string }[] {
  const file = join(dataDir, 'outbox', 'sms.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .filter((m) => m.to === e164);
}

/** The code in the last text to `e164`, read from the local SMS outbox the way a person reads her phone. */
function lastCode(dataDir: string, e164: string): string {
  const last = smsTo(dataDir, e164).at(-1);
  if (!last) throw new Error(`no SMS to ${e164}`);
  return /\b(\d{6})\b/.exec(last.body)![1];
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ PHONE_SENDS_PER_NUMBER_PER_HOUR: '3', PHONE_SENDS_PER_USER_PER_DAY: '5' });
});
afterAll(() => t.close());

/** Content of the tables phone verification may touch. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of ['users', 'phone_verifications']) {
    const [row] = await t.sql<{ h: string }>(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`);
    parts.push(`${table}:${row.h}`);
  }
  return parts.join(',');
}

describe('phone verification through GraphQL', () => {
  it('sends a code, stores only its hash, and confirms the number', async () => {
    const c = await t.signedIn({ phoneVerified: false });
    const n = freshNumber();
    const sent = await c.gql(SEND, { p: n.typed });
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data.sendPhoneCode.maskedPhone).toBe(n.masked);
    const expiresIn = Date.parse(sent.body.data.sendPhoneCode.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

    const texts = smsTo(t.env.DATA_DIR, n.e164);
    expect(texts).toHaveLength(1);
    expect(texts[0].body).toMatch(/^Your Tea verification code is \d{6}\. It expires in 10 minutes\.$/);
    const code = lastCode(t.env.DATA_DIR, n.e164);

    const [row] = await t.sql<Record<string, unknown>>('select * from phone_verifications where user_id = $1', [c.user.id]);
    expect(row.phone_hash).toBe(t.app.services.crypto.hmac('phone', n.e164));
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.attempts).toBe(0);
    expect((row.expires_at as Date).getTime() - (row.created_at as Date).getTime()).toBe(10 * 60_000);
    expect(await t.sql('select phone_e164, phone_hash, phone_verified_at from users where id = $1', [c.user.id])).toEqual([
      { phone_e164: null, phone_hash: null, phone_verified_at: null },
    ]);

    const verified = await c.gql(VERIFY, { p: n.e164, c: code });
    expect(verified.body.errors).toBeUndefined();
    expect(verified.body.data.verifyPhone).toEqual({ id: c.user.id, phoneVerified: true, phoneMasked: n.masked });
    const [user] = await t.sql<Record<string, unknown>>('select phone_e164, phone_hash, phone_verified_at from users where id = $1', [c.user.id]);
    expect(user.phone_e164).toBe(n.e164);
    expect(user.phone_hash).toBe(t.app.services.crypto.hmac('phone', n.e164));
    expect(user.phone_verified_at).toBeInstanceOf(Date);
    const [done] = await t.sql<{ consumed_at: Date | null }>('select consumed_at from phone_verifications where user_id = $1', [c.user.id]);
    expect(done.consumed_at).toBeInstanceOf(Date);

    const me = await c.gql('{ me { phoneVerified phoneMasked } }');
    expect(me.body.data.me).toEqual({ phoneVerified: true, phoneMasked: n.masked });
    for (const res of [sent, verified, me]) expect(JSON.stringify(res.body)).not.toContain(n.e164.slice(2));

    // A used code is gone.
    const again = await c.gql(VERIFY, { p: n.e164, c: code });
    expect(gqlError(again.body)).toEqual({ code: 'BAD_USER_INPUT', message: PHONE_MESSAGES.noCode });
  });

  it('answers the SPEC-style errors with their codes', async () => {
    const c = await t.signedIn({ phoneVerified: false });
    expect(gqlError((await c.gql(SEND, { p: '12345' })).body)).toEqual({ code: 'BAD_USER_INPUT', message: INVALID_PHONE });
    expect(gqlError((await c.gql(VERIFY, { p: 'nope', c: '123456' })).body)).toEqual({ code: 'BAD_USER_INPUT', message: INVALID_PHONE });
    expect(gqlError((await t.client().gql(SEND, { p: freshNumber().typed })).body)?.code).toBe('UNAUTHENTICATED');
    // The code is never part of the answer type.
    const probe = await c.gql('mutation($p: String!) { sendPhoneCode(phone: $p) { code } }', { p: freshNumber().typed });
    expect(probe.status).toBe(400);
    expect(probe.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('phone verification through REST', () => {
  it('POST /api/phone/send-code then POST /api/phone/verify', async () => {
    const c = await t.signedIn({ phoneVerified: false });
    const n = freshNumber();
    const sent = await c.rest('POST', '/api/phone/send-code', { phone: n.e164.slice(2) });
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.body).sort()).toEqual(['expiresAt', 'maskedPhone']);
    expect(sent.body.maskedPhone).toBe(n.masked);
    const code = lastCode(t.env.DATA_DIR, n.e164);
    const verified = await c.rest('POST', '/api/phone/verify', { phone: n.typed, code: ` ${code.slice(0, 3)} ${code.slice(3)} ` });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ id: c.user.id, phoneVerified: true, phoneMasked: n.masked });
    expect(JSON.stringify(verified.body)).not.toContain(n.e164.slice(2));
    expect(JSON.stringify(verified.body)).not.toMatch(/phoneE164|phoneHash/);
    const me = await c.rest('GET', '/api/auth/user');
    expect(me.body).toMatchObject({ phoneVerified: true, phoneMasked: n.masked });
  });

  it('requires a session', async () => {
    const visitor = t.client();
    expect(await visitor.rest('POST', '/api/phone/send-code', { phone: freshNumber().e164 })).toMatchObject({ status: 401 });
    expect(await visitor.rest('POST', '/api/phone/verify', { phone: freshNumber().e164, code: '123456' })).toMatchObject({ status: 401 });
  });

  it.each([
    [{}, INVALID_PHONE],
    [{ phone: '' }, INVALID_PHONE],
    [{ phone: '   ' }, INVALID_PHONE],
    [{ phone: 12015550100 }, INVALID_PHONE],
    [{ phone: 'call me maybe' }, INVALID_PHONE],
    [{ phone: '12345' }, INVALID_PHONE],
    [{ phone: '+1 555 555 5555' }, INVALID_PHONE],
    [{ phone: '2'.repeat(200) }, INVALID_PHONE],
  ])('send-code refuses %j with 400, sends nothing and changes nothing', async (payload, message) => {
    const c = await t.signedIn({ phoneVerified: false });
    const before = await snapshot();
    const res = await c.rest('POST', '/api/phone/send-code', payload);
    expect(res).toMatchObject({ status: 400, body: expect.objectContaining({ message }) });
    expect(await snapshot()).toBe(before);
    // Not even a send is counted against the member.
    expect(await t.sql(`select 1 from rate_limits where key like $1`, [`%${c.user.id}%`])).toEqual([]);
  });

  it.each([
    [(phone: string) => ({ phone }), CODE_FORMAT],
    [(phone: string) => ({ phone, code: '' }), CODE_FORMAT],
    [(phone: string) => ({ phone, code: '12345' }), CODE_FORMAT],
    [(phone: string) => ({ phone, code: '1234567' }), CODE_FORMAT],
    [(phone: string) => ({ phone, code: 'abcdef' }), CODE_FORMAT],
    [(phone: string) => ({ phone, code: 123456 }), CODE_FORMAT],
    [() => ({ phone: 'nope', code: '123456' }), INVALID_PHONE],
    [() => ({ code: '123456' }), INVALID_PHONE],
  ])('verify refuses bad input (case %#) with 400 and changes nothing', async (payload, message) => {
    const c = await t.signedIn({ phoneVerified: false });
    const n = freshNumber();
    expect((await c.rest('POST', '/api/phone/send-code', { phone: n.e164 })).status).toBe(200);
    const before = await snapshot();
    const res = await c.rest('POST', '/api/phone/verify', payload(n.e164));
    expect(res).toMatchObject({ status: 400, body: expect.objectContaining({ message }) });
    expect(await snapshot()).toBe(before);
  });
});

describe('codes', () => {
  it('allow 5 attempts, counting down, then die even for the right code', async () => {
    const c = await t.signedIn({ phoneVerified: false });
    const n = freshNumber();
    await c.rest('POST', '/api/phone/send-code', { phone: n.e164 });
    const code = lastCode(t.env.DATA_DIR, n.e164);
    const wrong = otherCode(code);
    const expected = [
      'That code is not correct. 4 attempts left.',
      'That code is not correct. 3 attempts left.',
      'That code is not correct. 2 attempts left.',
      'That code is not correct. 1 attempt left.',
      'Too many attempts. Please request a new code.',
    ];
    for (const [i, message] of expected.entries()) {
      const res = i % 2 ? await c.rest('POST', '/api/phone/verify', { phone: n.e164, code: wrong }) : await c.gql(VERIFY, { p: n.e164, c: wrong });
      if (i % 2) expect(res).toMatchObject({ status: 400, body: expect.objectContaining({ message }) });
      else expect(gqlError(res.body)).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    expect(await t.sql('select attempts from phone_verifications where user_id = $1', [c.user.id])).toEqual([{ attempts: 5 }]);
    expect(await c.rest('POST', '/api/phone/verify', { phone: n.e164, code })).toMatchObject({
      status: 400,
      body: expect.objectContaining({ message: 'Too many attempts. Please request a new code.' }),
    });
    expect(await t.sql('select phone_verified_at from users where id = $1', [c.user.id])).toEqual([{ phone_verified_at: null }]);

    // A new code starts over.
    await c.rest('POST', '/api/phone/send-code', { phone: n.e164 });
    const fresh = lastCode(t.env.DATA_DIR, n.e164);
    expect(await c.rest('POST', '/api/phone/verify', { phone: n.e164, code: fresh })).toMatchObject({ status: 200, body: { phoneVerified: true } });
  });

  it('expire after 10 minutes', async () => {
    const c = await t.signedIn({ phoneVerified: false });
    const n = freshNumber();
    await c.rest('POST', '/api/phone/send-code', { phone: n.e164 });
    const code = lastCode(t.env.DATA_DIR, n.e164);
    await t.sql(`update phone_verifications set expires_at = now() - interval '1 second' where user_id = $1`, [c.user.id]);
    expect(await c.rest('POST', '/api/phone/verify', { phone: n.e164, code })).toMatchObject({
      status: 400,
      body: expect.objectContaining({ message: 'This code has expired. Please request a new code.' }),
    });
    const gql = await c.gql(VERIFY, { p: n.e164, c: code });
    expect(gqlError(gql.body)).toEqual({ code: 'BAD_USER_INPUT', message: 'This code has expired. Please request a new code.' });
    expect(await t.sql('select phone_verified_at from users where id = $1', [c.user.id])).toEqual([{ phone_verified_at: null }]);
  });

  it('are replaced by a new request: the old code stops working', async () => {
    const c = await t.signedIn({ phoneVerified: false });
    const n = freshNumber();
    const other = freshNumber();
    await c.rest('POST', '/api/phone/send-code', { phone: n.e164 });
    const first = lastCode(t.env.DATA_DIR, n.e164);
    await c.rest('POST', '/api/phone/send-code', { phone: other.e164 });
    // The code for the first number died with the request for another number.
    expect(await c.rest('POST', '/api/phone/verify', { phone: n.e164, code: first })).toMatchObject({
      status: 400,
      body: expect.objectContaining({ message: PHONE_MESSAGES.noCode }),
    });
    await c.rest('POST', '/api/phone/send-code', { phone: other.e164 });
    const [older, newer] = smsTo(t.env.DATA_DIR, other.e164).map((m) => /(\d{6})/.exec(m.body)![1]);
    expect(await t.sql('select count(*)::int as n from phone_verifications where user_id = $1 and consumed_at is null', [c.user.id])).toEqual([{ n: 1 }]);
    if (older !== newer) {
      expect(await c.rest('POST', '/api/phone/verify', { phone: other.e164, code: older })).toMatchObject({
        status: 400,
        body: expect.objectContaining({ message: 'That code is not correct. 4 attempts left.' }),
      });
    }
    expect(await c.rest('POST', '/api/phone/verify', { phone: other.e164, code: newer })).toMatchObject({
      status: 200,
      body: { phoneVerified: true, phoneMasked: other.masked },
    });
  });
});

describe('send limits', () => {
  it('per number: 3 an hour, across accounts, with Retry-After', async () => {
    const a = await t.signedIn({ phoneVerified: false });
    const b = await t.signedIn({ phoneVerified: false });
    const n = freshNumber();
    for (let i = 0; i < 3; i++) expect((await a.rest('POST', '/api/phone/send-code', { phone: n.e164 })).status).toBe(200);
    const before = await snapshot();
    const blocked = await a.rest('POST', '/api/phone/send-code', { phone: n.typed });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many codes have been sent to this number\. Please try again in \d+ minutes?\.$/);
    const retry = Number(blocked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(3600);
    const fromB = await b.gql(SEND, { p: n.e164 });
    expect(gqlError(fromB.body)?.code).toBe('TOO_MANY_REQUESTS');
    expect(fromB.body.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await snapshot()).toBe(before);
    expect(smsTo(t.env.DATA_DIR, n.e164)).toHaveLength(3);
    // Other numbers are not affected.
    expect((await b.rest('POST', '/api/phone/send-code', { phone: freshNumber().e164 })).status).toBe(200);
  });

  it('per member: 5 a day, whatever the numbers', async () => {
    const c = await t.signedIn({ phoneVerified: false });
    for (let i = 0; i < 5; i++) expect((await c.rest('POST', '/api/phone/send-code', { phone: freshNumber().e164 })).status).toBe(200);
    const n = freshNumber();
    const blocked = await c.rest('POST', '/api/phone/send-code', { phone: n.e164 });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^You have requested too many verification codes today\. Please try again in \d+ hours?\.$/);
    const retry = Number(blocked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(3600);
    expect(retry).toBeLessThanOrEqual(86_400);
    expect(smsTo(t.env.DATA_DIR, n.e164)).toHaveLength(0);
    expect(gqlError((await c.gql(SEND, { p: freshNumber().e164 })).body)?.code).toBe('TOO_MANY_REQUESTS');
    // Another member is not affected.
    const other = await t.signedIn({ phoneVerified: false });
    expect((await other.rest('POST', '/api/phone/send-code', { phone: n.e164 })).status).toBe(200);
  });
});

describe('one number, one account', () => {
  it('refuses a number another account has confirmed, when sending and when confirming', async () => {
    const owner = await t.signedIn({ phoneVerified: false });
    const intruder = await t.signedIn({ phoneVerified: false });
    const late = await t.signedIn({ phoneVerified: false });
    const n = freshNumber();

    // `late` asks for a code first; `owner` confirms the number before `late` uses hers.
    await late.rest('POST', '/api/phone/send-code', { phone: n.e164 });
    const lateCode = lastCode(t.env.DATA_DIR, n.e164);
    await owner.rest('POST', '/api/phone/send-code', { phone: n.e164 });
    expect((await owner.rest('POST', '/api/phone/verify', { phone: n.e164, code: lastCode(t.env.DATA_DIR, n.e164) })).status).toBe(200);

    const before = await snapshot();
    const sent = await intruder.rest('POST', '/api/phone/send-code', { phone: n.typed });
    expect(sent).toMatchObject({ status: 409, body: expect.objectContaining({ message: 'This phone number is already linked to another account.' }) });
    expect(gqlError((await intruder.gql(SEND, { p: n.e164 })).body)).toEqual({
      code: 'CONFLICT',
      message: 'This phone number is already linked to another account.',
    });
    expect(await snapshot()).toBe(before);
    expect(await t.sql('select 1 from phone_verifications where user_id = $1', [intruder.user.id])).toEqual([]);
    // Probing costs the prober: both refused requests count against her daily budget.
    expect(await t.sql('select points from rate_limits where key = $1', [`phone_send_user:${intruder.user.id}`])).toEqual([{ points: 2 }]);

    const confirm = await late.rest('POST', '/api/phone/verify', { phone: n.e164, code: lateCode });
    expect(confirm).toMatchObject({ status: 409, body: expect.objectContaining({ message: 'This phone number is already linked to another account.' }) });
    expect(await t.sql('select phone_verified_at from users where id = $1', [late.user.id])).toEqual([{ phone_verified_at: null }]);
    expect(await t.sql('select count(*)::int as n from users where phone_hash = $1', [t.app.services.crypto.hmac('phone', n.e164)])).toEqual([{ n: 1 }]);
  });

  it('lets a member move to a new number, and confirm her own number again', async () => {
    const c = await t.signedIn({ phoneVerified: false });
    const first = freshNumber();
    const second = freshNumber();
    for (const n of [first, second, first]) {
      expect((await c.rest('POST', '/api/phone/send-code', { phone: n.e164 })).status).toBe(200);
      const res = await c.rest('POST', '/api/phone/verify', { phone: n.e164, code: lastCode(t.env.DATA_DIR, n.e164) });
      expect(res).toMatchObject({ status: 200, body: { phoneMasked: n.masked } });
    }
    expect(await t.sql('select phone_e164 from users where id = $1', [c.user.id])).toEqual([{ phone_e164: first.e164 }]);
  });
});

describe('with the Twilio adapter', () => {
  // The provider is a local stand-in: numbers ending in 0000 are refused, others accepted.
  let provider: Awaited<ReturnType<typeof startTwilioStandIn>>;
  let received: URLSearchParams[];
  let tw: TestServer;
  beforeAll(async () => {
    // Lookup v2: numbers ending in 9999 are a virtual (non-fixed VoIP) line, the others mobile.
    provider = await startTwilioStandIn(
      (form) => form.get('To')!.endsWith('0000'),
      (e164) => (e164.endsWith('9999') ? 'nonFixedVoip' : 'mobile'),
    );
    received = provider.received;
    // Sent in the request (SMS_DELIVERY=direct), so the member hears at once when the provider refuses the number.
    tw = await startTestServer({ ...provider.env, SMS_DELIVERY: 'direct' });
  });
  afterAll(async () => {
    await tw.close();
    await provider.close();
  });

  it('texts the code through the provider and confirms with it', async () => {
    const c = await tw.signedIn({ phoneVerified: false });
    const n = freshNumber();
    expect((await c.rest('POST', '/api/phone/send-code', { phone: n.typed })).status).toBe(200);
    const text = received.at(-1)!;
    expect(text.get('To')).toBe(n.e164);
    expect(text.get('From')).toBe('+15005550006');
    const code = /(\d{6})/.exec(text.get('Body')!)![1];
    expect(smsTo(tw.env.DATA_DIR, n.e164)).toEqual([]);
    expect(await c.rest('POST', '/api/phone/verify', { phone: n.e164, code })).toMatchObject({ status: 200, body: { phoneVerified: true } });
    // The provider's line type is kept for the trust rules (policies/trust.ts), never shown.
    expect(provider.lookups).toContain(n.e164);
    expect(await tw.sql('select phone_line_type from users where id = $1', [c.user.id])).toEqual([{ phone_line_type: 'mobile' }]);
  });

  it("a virtual line by the provider's lookup verifies, but its flags do not count toward hiding", async () => {
    const c = await tw.signedIn({ phoneVerified: false });
    const e164 = '+14155559999';
    expect((await c.rest('POST', '/api/phone/send-code', { phone: e164 })).status).toBe(200);
    const code = /(\d{6})/.exec(received.at(-1)!.get('Body')!)![1];
    expect((await c.rest('POST', '/api/phone/verify', { phone: e164, code })).status).toBe(200);
    expect(await tw.sql('select phone_line_type from users where id = $1', [c.user.id])).toEqual([{ phone_line_type: 'nonFixedVoip' }]);
    await tw.sql("update users set created_at = now() - interval '30 days' where id = $1", [c.user.id]);
    expect(await tw.app.services.flags.standing(c.user.id)).toMatchObject({ trusted: false, reasons: ['not a mobile line'] });
  });

  it('when the provider fails: a readable error, the code is void and no send is charged', async () => {
    const c = await tw.signedIn({ phoneVerified: false });
    const res = await c.rest('POST', '/api/phone/send-code', { phone: '(201) 555-0000' });
    expect(res).toMatchObject({ status: 500, body: expect.objectContaining({ message: PHONE_MESSAGES.sendFailed }) });
    expect(await tw.sql('select count(*)::int as n from phone_verifications where user_id = $1 and consumed_at is null', [c.user.id])).toEqual([{ n: 0 }]);
    expect(await tw.sql(`select points from rate_limits where key = $1`, [`phone_send_user:${c.user.id}`])).toEqual([{ points: 0 }]);
  });
});

describe('privacy of the number', () => {
  it('never appears unmasked in any response or log line', async () => {
    // A server of its own, with every log line (trace level, before redaction matters) kept in memory.
    const db = await createTestDatabase('phonelog');
    const dataDir = mkdtempSync(join(tmpdir(), 'tea-phone-log-'));
    chmodSync(dataDir, 0o755);
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
      APP_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      LOG_LEVEL: 'trace',
      SERVE_WEB: 'false',
    });
    const lines: string[] = [];
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          done();
        },
      }),
    );
    const orm = await connectDatabase(db.url, logger, { poolMax: 3 });
    const app = await createApp({ env, orm, databaseUrl: db.url, logger });
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const national = '2015550177';
      const e164 = `+1${national}`;
      const bodies: string[] = [];
      const keep = (res: { body: unknown }) => {
        bodies.push(JSON.stringify(res.body));
        return res;
      };
      const alice = new TestClient(url);
      const bob = new TestClient(url);
      keep(await signUpAndConfirm(alice, { username: 'alice', email: 'alice@example.com', password: 'quiet-harbor-pebble' }, [dataDir]));
      keep(await signUpAndConfirm(bob, { username: 'bob_', email: 'bob@example.com', password: 'quiet-harbor-pebble' }, [dataDir]));
      keep(await alice.gql(SEND, { p: '(201) 555-0177' }));
      const code = lastCode(dataDir, e164);
      keep(await alice.rest('POST', '/api/phone/verify', { phone: e164, code: otherCode(code) }));
      keep(await alice.gql(VERIFY, { p: national, c: code }));
      keep(await alice.rest('GET', '/api/auth/user'));
      keep(await alice.gql('{ me { id phoneVerified phoneMasked } }'));
      keep(await bob.rest('POST', '/api/phone/send-code', { phone: e164 }));
      keep(await bob.gql(VERIFY, { p: e164, c: code }));
      keep(await bob.rest('POST', '/api/phone/send-code', { phone: `${national}9` }));

      expect(bodies.join('\n')).toContain('+1 ••• ••• 0177');
      expect(lines.some((l) => l.includes('+1 ••• ••• 0177'))).toBe(true);
      expect(lines.some((l) => l.includes('/api/phone/verify'))).toBe(true);
      const codePattern = new RegExp(`(?<![0-9])${code}(?![0-9])`);
      for (const text of [...bodies, ...lines]) {
        expect(text).not.toContain(national);
        expect(text).not.toContain('555-0177');
        // Nor the code.
        expect(text).not.toMatch(codePattern);
      }
    } finally {
      await app.drain();
      await orm.close();
      await db.drop();
    }
  });
});
