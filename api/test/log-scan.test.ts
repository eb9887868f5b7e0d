import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { Role } from '../src/modules/user/user.entity.js';
import { currentCode } from '../src/modules/two-factor/two-factor.service.js';
import { emailsTo } from './outbox.js';
import { confirmTokensTo, signUpAndConfirm } from './sign-up.js';
import { startTestServer, TEST_TOTP_SECRET, type TestClient, type TestServer } from './test-server.js';

/**
 * Issue 9, item 10: every log line the API writes during a representative flow, at level `debug`, holds none of the
 * secrets and personal data the flow used: passwords (right and wrong), session cookies and ids, one-time codes
 * (phone, TOTP, recovery), reset and e-mail confirmation tokens, e-mail addresses, phone numbers, ID numbers and names, document link
 * signatures, the server's own keys.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line) lines.push(line);
    done();
  },
});

/** What must never be logged: `value` as text, or for digit strings, as a number of its own (not inside a timestamp). */
const secrets: { label: string; value: string }[] = [];
const secret = (label: string, value: string) => {
  if (value) secrets.push({ label, value });
  return value;
};
/** Every cookie a client holds now: its value as sent and the session id inside it. */
function cookiesOf(label: string, client: TestClient) {
  for (const value of client.cookies.values()) {
    secret(`${label} session cookie`, value);
    const sid = /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(value))?.[1];
    if (sid) secret(`${label} session id`, sid);
  }
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ LOG_LEVEL: 'debug' }, { logDestination: sink });
  secret('SESSION_SECRET', t.env.SESSION_SECRET);
  secret('APP_ENCRYPTION_KEY', t.env.APP_ENCRYPTION_KEY);
  secret('TOTP secret', TEST_TOTP_SECRET);
});
afterAll(() => t.close());

const unique = Math.random().toString(36).slice(2, 7);

function lastSmsCode(e164: string): string {
  const file = join(t.env.DATA_DIR, 'outbox', 'sms.jsonl');
  const texts = existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { to: string; body: string })
    : [];
  const last = texts.filter((m) => m.to === e164).at(-1);
  if (!last) throw new Error(`no SMS to ${e164}`);
  return /\b(\d{6})\b/.exec(last.body)![1];
}

async function register(client: TestClient, name: string) {
  const username = secret(`${name}'s username`, `${name}_${unique}`);
  const email = secret(`${name}'s e-mail`, `${name}.${unique}@example.org`);
  const password = secret(`${name}'s password`, `${name}-amber-lantern-${unique}`);
  const res = await signUpAndConfirm(client, { username, email, password, firstName: 'Quintessa', lastName: `Marlowe${unique}` }, [t.env.DATA_DIR]);
  expect(res.status).toBe(200);
  secret(`${name}'s e-mail confirmation token`, confirmTokensTo([t.env.DATA_DIR], email.toLowerCase()).at(-1)!);
  secret(`${name}'s last name`, `Marlowe${unique}`);
  cookiesOf(name, client);
  return { username, email, password, id: res.body.id as string };
}

describe('log lines of a representative flow', () => {
  it('hold no password, session id, code, token, e-mail address, phone number or ID number', async () => {
    const alice = t.client();
    const bea = t.client();
    const a = await register(alice, 'alice');
    await register(bea, 'bea');

    // Sign-in: out, a wrong password (REST and GraphQL), then the right one.
    await alice.rest('POST', '/api/logout');
    const wrong = secret('a wrong password', `wrong-horse-${unique}`);
    expect((await alice.rest('POST', '/api/login', { username: a.email, password: wrong })).status).toBe(401);
    const gqlWrong = await alice.gql('mutation($i: LoginInput!) { login(input: $i) { id } }', { i: { username: a.username, password: wrong } });
    expect(gqlWrong.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await alice.rest('POST', '/api/login', { username: a.username, password: a.password })).status).toBe(200);
    cookiesOf('alice', alice);

    // Password reset: the link by e-mail, then a new password; and a reset with a made-up token.
    expect((await t.client().rest('POST', '/api/auth/forgot-password', { email: a.email })).status).toBe(202);
    await t.app.services.passwordReset.idle();
    const mail = emailsTo(t, a.email).at(-1)!;
    const token = secret('reset token', /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]);
    expect((await t.client().rest('POST', '/api/auth/reset-password', { token: `${token.slice(0, -2)}xx`, password: `nope-${unique}-x1` })).status).toBe(400);
    const newPassword = secret("alice's new password", `alice-copper-kettle-${unique}`);
    expect((await t.client().rest('POST', '/api/auth/reset-password', { token, password: newPassword })).status).toBe(200);
    expect((await alice.rest('POST', '/api/login', { username: a.username, password: newPassword })).status).toBe(200);
    cookiesOf('alice', alice);

    // Phone verification: a code by text, a wrong code, the right one (REST), and GraphQL for Bea.
    const national = secret("alice's phone (national)", `201555${String(1000 + Math.floor(Math.random() * 8999))}`);
    const e164 = secret("alice's phone (E.164)", `+1${national}`);
    expect((await alice.rest('POST', '/api/phone/send-code', { phone: `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}` })).status).toBe(
      200,
    );
    const code = secret('phone code', lastSmsCode(e164));
    const wrongCode = secret('a wrong phone code', String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    expect((await alice.rest('POST', '/api/phone/verify', { phone: e164, code: wrongCode })).status).toBe(400);
    expect((await alice.rest('POST', '/api/phone/verify', { phone: e164, code })).status).toBe(200);
    const beaPhone = secret("bea's phone (E.164)", `+1201555${String(1000 + Math.floor(Math.random() * 8999))}`);
    secret("bea's phone (national)", beaPhone.slice(2));
    await bea.gql('mutation($p: String!) { sendPhoneCode(phone: $p) { expiresAt } }', { p: beaPhone });
    const beaCode = secret("bea's phone code", lastSmsCode(beaPhone));
    expect(
      (await bea.gql('mutation($p: String!, $c: String!) { verifyPhone(phone: $p, code: $c) { id } }', { p: beaPhone, c: beaCode })).body.errors,
    ).toBeUndefined();

    // A report, and one refused for naming Bea's e-mail address and phone number.
    const [profile] = await t.sql<{ id: number }>(
      "insert into profiles (first_name, display_name, category, location, published_at) values ('Rowan', 'Rowan', 'dating', 'Austin, TX', now()) returning id",
    );
    const report = {
      reportType: 'positive',
      category: 'dating',
      title: 'Kind and on time',
      content: 'We met twice for coffee and he was kind and on time both times.',
    };
    expect((await alice.rest('POST', `/api/profiles/${profile.id}/reports`, report)).status).toBe(201);
    const doxxing = { ...report, content: `Write to him at bea.${unique}@example.org or call ${beaPhone}, he is lovely.` };
    expect((await alice.rest('POST', `/api/profiles/${profile.id}/reports`, doxxing)).status).toBe(400);

    // ID verification: a document with its number, name and date of birth.
    const idNumber = secret('ID number', `K9Q${unique.toUpperCase()}471`);
    const fullName = secret('ID full name', `Alice Quintessa Marlowe${unique}`);
    const form = new FormData();
    for (const [k, v] of Object.entries({ idType: 'passport', idNumber, fullName, dateOfBirth: '1991-07-13' })) form.append(k, v);
    const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#8899aa' } })
      .jpeg()
      .toBuffer();
    form.append('idImage', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'my-passport.jpg');
    expect((await alice.fetch('/api/id/submit', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } })).status).toBe(201);

    // An admin: signed in with her second factor, then again with a wrong code; she opens the document and decides.
    const adminPassword = secret("the admin's password", `admin-violet-harbor-${unique}`);
    const admin = await t.signedIn({ role: Role.ADMIN, password: adminPassword });
    secret("the admin's e-mail", admin.user.email);
    secret('TOTP code', await currentCode(TEST_TOTP_SECRET));
    cookiesOf('admin', admin);
    const again = t.client();
    expect((await again.rest('POST', '/api/login', { username: admin.user.username, password: adminPassword })).body).toEqual({ twoFactorRequired: true });
    const wrongTotp = secret('a wrong TOTP code', String((Number(await currentCode(TEST_TOTP_SECRET)) + 7) % 1_000_000).padStart(6, '0'));
    expect((await again.rest('POST', '/api/auth/2fa/verify', { code: wrongTotp })).status).toBe(401);
    cookiesOf('admin (second sign-in)', again);
    const [request] = await t.sql<{ id: string }>('select id from id_verifications where user_id = $1', [a.id]);
    const opened = await admin.gql('mutation($id: ID!) { openIdDocument(requestId: $id) { url idNumber } }', { id: request.id });
    const url: string = opened.body.data.openIdDocument.url;
    secret('document link signature', new URL(url, t.url).searchParams.get('sig') ?? url);
    expect((await admin.fetch(url)).status).toBe(200);
    expect((await admin.gql('mutation($id: ID!) { approveVerification(requestId: $id) }', { id: request.id })).body.errors).toBeUndefined();

    // Her data export, then a 500 (the users table gone for a moment) on a sign-in with her e-mail address.
    expect((await alice.rest('GET', '/api/user/export')).status).toBe(200);
    await t.sql('alter table users rename to users_away');
    try {
      expect((await t.client().rest('POST', '/api/login', { username: a.email, password: newPassword })).status).toBe(500);
      const gql500 = await t.client().gql('mutation($i: LoginInput!) { login(input: $i) { id } }', { i: { username: a.email, password: newPassword } });
      expect(gql500.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await t.sql('alter table users_away rename to users');
    }

    // Account deletion: a wrong password first, then hers.
    expect((await alice.rest('DELETE', '/api/user', { password: wrong })).status).toBeGreaterThanOrEqual(400);
    expect((await alice.rest('DELETE', '/api/user', { password: newPassword })).status).toBe(200);
    await t.app.services.passwordReset.idle();

    // The capture works (request lines, the 500's error line), then the scan.
    expect(lines.some((l) => l.includes('"url":"/api/login"'))).toBe(true);
    expect(lines.some((l) => l.includes('unhandled error'))).toBe(true);
    expect(lines.some((l) => l.includes('graphql resolver error'))).toBe(true);
    const leaks: string[] = [];
    for (const { label, value } of secrets) {
      const pattern = /^\d+$/.test(value) ? new RegExp(`(?<!\\d)${value}(?!\\d)`) : null;
      const hit = lines.find((l) => (pattern ? pattern.test(l) : l.includes(value)));
      if (hit) leaks.push(`${label} in: ${hit.slice(0, 400)}`);
    }
    process.stdout.write(`\nlog scan: ${lines.length} log lines at level debug, ${secrets.length} secrets checked, ${leaks.length} found\n`);
    expect(leaks).toEqual([]);
  }, 120_000);
});
