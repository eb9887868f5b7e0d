import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { gqlError, startTestServer, type TestClient, type TestServer } from './test-server.js';
import { seedProfiles } from './factories.js';
import { databaseFingerprint } from './db-fingerprint.js';
import type { AppContext } from '../src/core/context.js';
import { User } from '../src/modules/user/user.entity.js';
import { IDEMPOTENCY_MESSAGES, requestHash } from '../src/modules/idempotency/idempotency.service.js';

/**
 * Issue 9 item 7: `Idempotency-Key` on report creation and on adding a person with a photo, over REST and GraphQL.
 * A retry gets the first answer and writes nothing; another request under the same key is a 422; a duplicate in
 * flight is a 409 (or waits and replays); a malformed key is a 400; keys belong to one member.
 */
let t: TestServer;
let profileId: number;
beforeAll(async () => {
  t = await startTestServer();
  [profileId] = await seedProfiles(t, [{ firstName: 'Nadia', location: 'Austin, TX' }]);
});
afterAll(() => t.close());

let serial = 0;
const fresh = (what: string) => `${what} ${String.fromCharCode(97 + (serial % 26))}${++serial}`;
const report = (title: string) => ({ reportType: 'positive', title, content: 'She was kind, punctual and honest all evening long.', category: 'dating' });
const key = () => `key-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const post = (c: TestClient, body: unknown, k?: string) =>
  c.rest('POST', `/api/profiles/${profileId}/reports`, body, k === undefined ? {} : { 'Idempotency-Key': k });
const reportsTitled = async (title: string) => (await t.sql<{ n: number }>('select count(*)::int as n from reports where title = $1', [title]))[0].n;
const keyRows = async (userId: string) =>
  t.sql<{ key: string; status: string; response_status: number }>('select key, status, response_status from idempotency_keys where user_id = $1 order by key', [
    userId,
  ]);

const CREATE_REPORT = 'mutation($id: ID!, $input: CreateReportInput!) { createReport(profileId: $id, input: $input) { id title status createdAt } }';
const gqlReport = (title: string) => ({ reportType: 'POSITIVE', title, content: 'She was kind, punctual and honest all evening long.', category: 'DATING' });

async function photo(width = 400, hue = 120): Promise<Buffer> {
  return sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: { r: hue, g: 90, b: 200 - (hue % 200) } } })
    .jpeg()
    .toBuffer();
}

const person = (reportTitle: string) => ({
  firstName: 'Olive',
  category: 'friends',
  confirmAdult: 'true',
  reportType: 'neutral',
  reportTitle,
  reportContent: 'We shared a flat for a year; she kept every promise she made.',
  reportCategory: 'friends',
});

async function postPerson(c: TestClient, fields: Record<string, string>, image: Buffer, k?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('profileImage', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await c.fetch('/api/profiles', {
    method: 'POST',
    body: form,
    headers: { 'x-requested-with': 'fetch', ...(k === undefined ? {} : { 'Idempotency-Key': k }) },
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { id?: string; message?: string } };
}

describe('REST: POST /api/profiles/:id/reports with Idempotency-Key', () => {
  it('answers a retry with the first answer (same status and body, Idempotent-Replayed) and writes one report', async () => {
    const c = await t.signedIn();
    const title = fresh('Retried report');
    const k = key();
    const first = await post(c, report(title), k);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await post(c, report(title), k);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await reportsTitled(title)).toBe(1);
    expect(await keyRows(c.user.id)).toEqual([{ key: k, status: 'completed', response_status: 201 }]);
    // Key order in the body does not make another request.
    const reordered = Object.fromEntries(Object.entries(report(title)).reverse());
    expect((await post(c, reordered, k)).body).toEqual(first.body);
    expect(await reportsTitled(title)).toBe(1);
  });

  it('refuses the same key with another request (422), changing nothing', async () => {
    const c = await t.signedIn();
    const k = key();
    const title = fresh('First use');
    expect((await post(c, report(title), k)).status).toBe(201);
    const before = await databaseFingerprint(t);
    const other = await post(c, report(fresh('Second use')), k);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ message: IDEMPOTENCY_MESSAGES.reused });
    // Another profile is another request too.
    const [elsewhere] = await seedProfiles(t, [{ firstName: 'Pia' }]);
    const before2 = await databaseFingerprint(t);
    expect((await c.rest('POST', `/api/profiles/${elsewhere}/reports`, report(title), { 'Idempotency-Key': k })).status).toBe(422);
    expect(await databaseFingerprint(t)).toBe(before2);
    await t.sql('delete from profiles where id = $1', [elsewhere]);
    // The name search's dictionary keeps 'pia' until its daily prune.
    await t.app.services.profiles.pruneSearchWords();
    expect(await databaseFingerprint(t)).toBe(before);
  });

  it('writes as before without the header: every request is a new report', async () => {
    const c = await t.signedIn();
    const title = fresh('No key');
    expect((await post(c, report(title))).status).toBe(201);
    expect((await post(c, report(title))).status).toBe(201);
    expect(await reportsTitled(title)).toBe(2);
    expect(await keyRows(c.user.id)).toEqual([]);
  });

  it('keeps keys per member: the same key of another member is independent', async () => {
    const [a, b] = [await t.signedIn(), await t.signedIn()];
    const k = 'shared-key-1';
    const title = fresh('Same key, two members');
    const ra = await post(a, report(title), k);
    const rb = await post(b, report(title), k);
    expect([ra.status, rb.status]).toEqual([201, 201]);
    expect(rb.headers.get('idempotent-replayed')).toBeNull();
    expect(rb.body.id).not.toBe(ra.body.id);
    expect(await reportsTitled(title)).toBe(2);
    // And b's differing request under that key is not judged against a's.
    const title2 = fresh('Other text');
    expect((await post(a, report(title2), 'shared-key-2')).status).toBe(201);
    expect((await post(b, report(fresh('Yet another')), 'shared-key-2')).status).toBe(201);
  });

  it('stores no key when the request fails: a corrected retry with the same key is written', async () => {
    const c = await t.signedIn();
    const k = key();
    const title = fresh('Corrected');
    const before = await databaseFingerprint(t);
    const bad = await post(c, { ...report(title), content: 'Too short.' }, k);
    expect(bad.status).toBe(400);
    const missing = await c.rest('POST', '/api/profiles/999999/reports', report(title), { 'Idempotency-Key': k });
    expect(missing.status).toBe(404);
    expect(await databaseFingerprint(t)).toBe(before);
    const good = await post(c, report(title), k);
    expect(good.status).toBe(201);
    expect(good.headers.get('idempotent-replayed')).toBeNull();
    expect(await reportsTitled(title)).toBe(1);
  });

  it('refuses a visitor (401) and a member without a verified phone (403) before looking at the key', async () => {
    const before = await databaseFingerprint(t);
    expect((await post(t.client(), report(fresh('Visitor')), key())).status).toBe(401);
    expect(await databaseFingerprint(t)).toBe(before);
    const unverified = await t.signedIn({ phoneVerified: false });
    const before2 = await databaseFingerprint(t);
    expect((await post(unverified, report(fresh('Unverified')), key())).status).toBe(403);
    expect(await databaseFingerprint(t)).toBe(before2);
  });
});

describe('malformed keys', () => {
  const rawPost = (headers: Record<string, string | string[]>, cookie: string, body: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${t.url}/api/profiles/${profileId}/reports`,
        { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'content-length': Buffer.byteLength(body), ...headers } },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['a control character', 'bad\tkey'],
    ['a non-ASCII character', 'caf\u00e9'],
  ])('answers 400 for a key that is %s, changing nothing', async (_what, value) => {
    const c = await t.signedIn();
    const before = await databaseFingerprint(t);
    const res = await rawPost({ 'idempotency-key': value }, c.cookieHeader(), JSON.stringify(report(fresh('Bad key'))));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ message: IDEMPOTENCY_MESSAGES.badKey });
    expect(await databaseFingerprint(t)).toBe(before);
  });

  it('answers 400 for two Idempotency-Key headers', async () => {
    const c = await t.signedIn();
    const before = await databaseFingerprint(t);
    const res = await rawPost({ 'idempotency-key': ['one', 'two'] }, c.cookieHeader(), JSON.stringify(report(fresh('Two keys'))));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ message: IDEMPOTENCY_MESSAGES.oneKey });
    expect(await databaseFingerprint(t)).toBe(before);
  });

  it('accepts 1 and 255 printable characters, quotes, backslashes and question marks included', async () => {
    const c = await t.signedIn();
    for (const k of ['x', '~'.repeat(255), `it's a "key" \\ with ? and ?? and $1 ; -- end`]) {
      const title = fresh('Edge key');
      const first = await post(c, report(title), k);
      expect(first.status).toBe(201);
      const again = await post(c, report(title), k);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await reportsTitled(title)).toBe(1);
    }
    expect((await keyRows(c.user.id)).map((r) => r.key).sort()).toEqual(['x', '~'.repeat(255), `it's a "key" \\ with ? and ?? and $1 ; -- end`].sort());
  });

  it('answers a GraphQL request with a malformed key with BAD_USER_INPUT (HTTP 400)', async () => {
    const c = await t.signedIn();
    const before = await databaseFingerprint(t);
    const res = await c.gql(CREATE_REPORT, { id: String(profileId), input: gqlReport(fresh('Bad gql key')) }, { 'Idempotency-Key': 'k'.repeat(300) });
    expect(res.status).toBe(400);
    expect(gqlError(res.body)).toEqual({ code: 'BAD_USER_INPUT', message: IDEMPOTENCY_MESSAGES.badKey });
    expect(await databaseFingerprint(t)).toBe(before);
  });
});

describe('GraphQL: createReport with Idempotency-Key', () => {
  it('replays the first answer for a retry and refuses another request under the key', async () => {
    const c = await t.signedIn();
    const k = key();
    const title = fresh('Graph report');
    const vars = { id: String(profileId), input: gqlReport(title) };
    const first = await c.gql(CREATE_REPORT, vars, { 'Idempotency-Key': k });
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await c.gql(CREATE_REPORT, vars, { 'Idempotency-Key': k });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await reportsTitled(title)).toBe(1);
    expect(await keyRows(c.user.id)).toEqual([{ key: k, status: 'completed', response_status: 200 }]);

    const before = await databaseFingerprint(t);
    const other = await c.gql(CREATE_REPORT, { ...vars, input: gqlReport(fresh('Graph other')) }, { 'Idempotency-Key': k });
    expect(other.status).toBe(422);
    expect(gqlError(other.body)).toEqual({ code: 'UNPROCESSABLE_CONTENT', message: IDEMPOTENCY_MESSAGES.reused });
    // The same key over REST is another operation, so another request.
    expect((await post(c, report(title), k)).status).toBe(422);
    expect(await databaseFingerprint(t)).toBe(before);
  });
});

describe('duplicates in flight', () => {
  it('answers 409 with Retry-After: 1 while the first is being processed, then replays it', async () => {
    const c = await t.signedIn();
    const actor = await t.orm.em.fork().findOneOrFail(User, c.user.id);
    const k = key();
    const title = fresh('Held in flight');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // The first request, held inside its write (the same service call the REST route makes).
    const em = t.orm.em.fork();
    const ctx = { req: { headersDistinct: { 'idempotency-key': [k] } }, res: { setHeader: () => undefined }, em } as unknown as AppContext;
    const first = t.app.services.idempotency.run(
      ctx,
      actor,
      { operation: 'POST /api/profiles/:id/reports', payload: { id: String(profileId), body: report(title) }, status: 201 },
      async (guard) => {
        await gate;
        return t.app.services.reports.create(em, actor, String(profileId), report(title), guard);
      },
    );
    const duplicate = await post(c, report(title), k);
    expect(duplicate.status).toBe(409);
    expect(duplicate.headers.get('retry-after')).toBe('1');
    expect(duplicate.body).toMatchObject({ message: IDEMPOTENCY_MESSAGES.inFlight });
    expect(await reportsTitled(title)).toBe(0);
    release();
    const answer = await first;
    const retry = await post(c, report(title), k);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(JSON.parse(JSON.stringify(answer)));
    expect(await reportsTitled(title)).toBe(1);
  });

  it('lets exactly one of many simultaneous duplicates write; the others get its answer or a 409', async () => {
    const c = await t.signedIn();
    const k = key();
    const title = fresh('Simultaneous');
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(c, report(title), k)));
    for (const a of answers) {
      expect([201, 409]).toContain(a.status);
      if (a.status === 409) expect(a.headers.get('retry-after')).toBe('1');
    }
    const written = answers.filter((a) => a.status === 201);
    expect(written.length).toBeGreaterThanOrEqual(1);
    for (const a of written) expect(a.body).toEqual(written[0].body);
    expect(await reportsTitled(title)).toBe(1);
  });

  it('rolls back and replays when another instance committed the key between the lookup and the write', async () => {
    const c = await t.signedIn();
    const actor = await t.orm.em.fork().findOneOrFail(User, c.user.id);
    const k = key();
    const title = fresh('Lost race');
    const request = { operation: 'POST /api/profiles/:id/reports', payload: { id: String(profileId), body: report(title) }, status: 201 };
    const winner = { id: '424242', title, note: 'written by the other instance' };
    const em = t.orm.em.fork();
    let replayed = '';
    const ctx = {
      req: { headersDistinct: { 'idempotency-key': [k] } },
      res: { setHeader: (_n: string, v: string) => (replayed = v) },
      em,
    } as unknown as AppContext;
    const answer = await t.app.services.idempotency.run(ctx, actor, request, async (guard) => {
      // The other instance commits the same key and request now.
      await t.sql(
        "insert into idempotency_keys (user_id, key, request_hash, status, response_status, response_body) values ($1, $2, $3, 'completed', 201, $4)",
        [actor.id, k, requestHash(request.operation, request.payload), JSON.stringify(winner)],
      );
      return t.app.services.reports.create(em, actor, String(profileId), report(title), guard);
    });
    expect(answer).toEqual(winner);
    expect(replayed).toBe('true');
    // This instance's report was rolled back with its claim.
    expect(await reportsTitled(title)).toBe(0);
  });
});

describe('expiry', () => {
  it('treats a key older than 24 hours as unused, and the hourly purge deletes such keys', async () => {
    const c = await t.signedIn();
    const k = key();
    const first = await post(c, report(fresh('Old request')), k);
    expect(first.status).toBe(201);
    await t.sql("update idempotency_keys set created_at = now() - interval '25 hours' where user_id = $1 and key = $2", [c.user.id, k]);
    const title = fresh('New request');
    const second = await post(c, report(title), k);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.id).not.toBe(first.body.id);
    expect(await reportsTitled(title)).toBe(1);
    const [row] = await t.sql<{ fresh: boolean }>(
      "select created_at > now() - interval '1 minute' as fresh from idempotency_keys where user_id = $1 and key = $2",
      [c.user.id, k],
    );
    expect(row.fresh).toBe(true);

    const old = key();
    expect((await post(c, report(fresh('To purge')), old)).status).toBe(201);
    await t.sql("update idempotency_keys set created_at = now() - interval '24 hours 1 minute' where user_id = $1 and key = $2", [c.user.id, old]);
    expect(await t.app.services.idempotency.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect((await keyRows(c.user.id)).map((r) => r.key)).toEqual([k]);
  });
});

describe('adding a person with a photo', () => {
  it('REST multipart: a retry gets the same id, with one profile, one report and one set of image files', async () => {
    const c = await t.signedIn();
    const k = key();
    const title = fresh('Photo person');
    const image = await photo();
    const first = await postPerson(c, person(title), image, k);
    expect(first.status).toBe(201);
    const files = t.uploadedFiles();
    const [row] = await t.sql<{ image_key: string; image_variant_widths: number[] }>('select image_key, image_variant_widths from profiles where id = $1', [
      Number(first.body.id),
    ]);
    expect(row.image_key).toMatch(/^profiles\//);
    expect(row.image_variant_widths.length).toBeGreaterThan(0);

    const again = await postPerson(c, person(title), image, k);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(t.uploadedFiles()).toEqual(files);
    expect(await reportsTitled(title)).toBe(1);
    expect((await t.sql<{ n: number }>('select count(*)::int as n from profiles where image_key = $1', [row.image_key]))[0].n).toBe(1);

    // Another photo under the same key is another request: 422, and no file is left behind.
    const before = await databaseFingerprint(t);
    const other = await postPerson(c, person(title), await photo(400, 30), k);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ message: IDEMPOTENCY_MESSAGES.reused });
    expect(t.uploadedFiles()).toEqual(files);
    expect(await databaseFingerprint(t)).toBe(before);
  });

  it('REST JSON: a retry gets the same id', async () => {
    const c = await t.signedIn();
    const k = key();
    const title = fresh('Json person');
    const { confirmAdult: _c, ...fields } = person(title);
    const body = { ...fields, confirmAdult: true };
    const first = await c.rest('POST', '/api/profiles', body, { 'Idempotency-Key': k });
    expect(first.status).toBe(201);
    const again = await c.rest('POST', '/api/profiles', body, { 'Idempotency-Key': k });
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await reportsTitled(title)).toBe(1);
  });

  it('GraphQL multipart createProfile: a retry gets the same id and stores nothing more', async () => {
    const c = await t.signedIn();
    const k = key();
    const title = fresh('Graph photo');
    const image = await photo(320, 60);
    const send = async (img: Buffer) => {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: 'mutation($input: CreateProfileInput!, $img: Upload) { createProfile(input: $input, profileImage: $img) { id } }',
          variables: {
            input: {
              firstName: 'Quinn',
              category: 'FRIENDS',
              confirmAdult: true,
              reportType: 'NEUTRAL',
              reportTitle: title,
              reportContent: 'We shared a flat for a year; she kept every promise she made.',
              reportCategory: 'FRIENDS',
            },
            img: null,
          },
        }),
      );
      form.append('map', JSON.stringify({ '0': ['variables.img'] }));
      form.append('0', new Blob([new Uint8Array(img)], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await c.fetch('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true', 'Idempotency-Key': k } });
      return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: (await res.json()) as { data?: any; errors?: any[] } };
    };
    const first = await send(image);
    expect(first.body.errors).toBeUndefined();
    const files = t.uploadedFiles();
    const again = await send(image);
    expect(again).toEqual({ status: 200, replayed: 'true', body: first.body });
    expect(t.uploadedFiles()).toEqual(files);
    expect(await reportsTitled(title)).toBe(1);
    const other = await send(await photo(320, 10));
    expect(other.status).toBe(422);
    expect(gqlError(other.body)?.code).toBe('UNPROCESSABLE_CONTENT');
    expect(t.uploadedFiles()).toEqual(files);
  });
});
