import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import pg from 'pg';
import { startTestServer, type TestClient, type TestServer } from '../../../test/test-server.js';
import { databaseFingerprint } from '../../../test/db-fingerprint.js';
import * as corpus from '../../../test/upload-corpus/corpus.js';
import { Role } from '../user/user.entity.js';
import { hashDistance } from '../upload/image-pipeline.js';
import { IMAGE_MATCH_DISTANCE } from '../image-hash/image-hash.service.js';
import { PHOTO_CHECK_MESSAGES } from './photo-check.messages.js';
import { PHOTO_CHECKS_PER_DAY } from './photo-check-limiter.js';
import { PHOTO_CHECK_SQL, photoCheckParams } from './photo-check.lookup.js';
import { CENTER_HASH_BACKFILL_SQL } from './photo-check.backfill.js';

/*
 * The photo check (issue 26 item 2) through the real app: photos approved by a moderator through the real flow, then
 * checked through REST and GraphQL multipart. Altered copies of an approved photo find it, best first; other pictures,
 * pending photos, hidden or removed ones and members' own profiles are never answered; a check leaves no file and no row
 * (only her daily counter); the upload corpus is refused as an upload is; phone, sign-in and the daily budget hold.
 * Every picture is generated here with sharp.
 */

/** A photo-like picture, different for each seed: smooth colour waves (PNG, 480x360). */
function scene(seed: number, width = 480, height = 360): Promise<Buffer> {
  const waves = Array.from({ length: 5 }, (_, i) => {
    const a = Math.sin(seed * 12.9898 + i * 78.233) * 43758.5453;
    const f = a - Math.floor(a);
    return { fx: 1 + f * 4, fy: 1 + ((f * 7) % 1) * 4, phase: f * 6.28, channel: i % 3 };
  });
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      for (let c = 0; c < 3; c += 1) {
        let v = 128;
        for (const w of waves) v += (w.channel === c ? 60 : 20) * Math.sin(((w.fx * x) / width) * Math.PI + ((w.fy * y) / height) * Math.PI + w.phase);
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(v)));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** `fraction` cropped off every edge, as a JPEG. */
async function cropped(image: Buffer, fraction: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const [dx, dy] = [Math.round(width * fraction), Math.round(height * fraction)];
  return sharp(image)
    .extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy })
    .jpeg()
    .toBuffer();
}

interface CheckAnswer {
  status: number;
  body: { matches?: { profileId: string; displayName: string; location: string | null; distance: number; similarity: number }[]; message?: string | null };
  headers: Headers;
}

/** POST /api/photo-check with `image` as the multipart file. */
async function checkViaRest(client: TestClient, image: Buffer, headers: Record<string, string> = {}): Promise<CheckAnswer> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'sent-to-me.jpg');
  const res = await client.fetch('/api/photo-check', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch', ...headers } });
  return { status: res.status, body: (await res.json()) as CheckAnswer['body'], headers: res.headers };
}

/** The `checkPhoto` mutation through GraphQL multipart; answers the body. */
async function checkViaGraphql(client: TestClient, image: Buffer) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation($img: Upload!) { checkPhoto(image: $img) { matches { profileId displayName location distance similarity } message } }',
      variables: { img: null },
    }),
  );
  form.append('map', JSON.stringify({ '0': ['variables.img'] }));
  form.append('0', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'sent-to-me.jpg');
  const res = await client.fetch('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
  return (await res.json()) as {
    data?: { checkPhoto: { matches: CheckAnswer['body']['matches']; message: string | null } } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

let t: TestServer;
let admin: TestClient;
let uploader: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signedIn({ role: Role.ADMIN });
  uploader = await t.signedIn();
});
afterAll(() => t.close());

let names = 0;
/** Adds a person with a photo (REST multipart, as the add-person form does): pending until a moderator decides. */
async function addWithPhoto(image: Buffer, location?: string): Promise<string> {
  names += 1;
  const form = new FormData();
  const fields: Record<string, string> = { firstName: `Pictured${names}`, category: 'dating', confirmAdult: 'true', ...(location ? { location } : {}) };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('profileImage', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  const res = await uploader.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
  const body = (await res.json()) as { id: string };
  expect(res.status).toBe(201);
  return body.id;
}

/** The moderator approves the photo (which publishes the profile). */
async function approve(profileId: string): Promise<void> {
  expect((await admin.rest('POST', '/api/admin/approve-image', { profileId, status: 'approved' })).status).toBe(200);
}

/** A fresh member with a verified phone (each has her own daily budget). */
const checker = () => t.signedIn();
const NO_MATCH = PHOTO_CHECK_MESSAGES.noMatch.defaultMessage;

describe('the photo check', () => {
  let original: Buffer;
  let approvedId: string;
  let nearId: string;
  const unrelatedIds: string[] = [];
  beforeAll(async () => {
    original = await scene(3);
    approvedId = await addWithPhoto(original, 'Austin, TX');
    await approve(approvedId);
    // Another published photo close to it (the same picture, 2% cropped off every edge): a second match for every copy.
    nearId = await addWithPhoto(await cropped(original, 0.02));
    await approve(nearId);
    // Unrelated published photos around them.
    for (const seed of [6, 7]) {
      unrelatedIds.push(await addWithPhoto(await scene(seed)));
      await approve(unrelatedIds[unrelatedIds.length - 1]);
    }
  }, 120_000);

  it('finds the approved photo from the same file, a crop, a resize and a JPEG re-encode, best match first', async () => {
    const { width = 0 } = await sharp(original).metadata();
    const copies: Record<string, Buffer> = {
      'the same file': original,
      '3% cropped off every edge (94% of each side)': await cropped(original, 0.03),
      'half the size': await sharp(original)
        .resize({ width: Math.round(width / 2) })
        .png()
        .toBuffer(),
      'JPEG at quality 60': await sharp(original).jpeg({ quality: 60 }).toBuffer(),
    };
    const member = await checker();
    for (const [name, copy] of Object.entries(copies)) {
      const res = await checkViaRest(member, copy);
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      const matches = res.body.matches!;
      expect({ name, found: matches.map((m) => m.profileId).sort() }).toEqual({ name, found: [approvedId, nearId].sort() });
      expect(matches.every((m) => m.distance <= IMAGE_MATCH_DISTANCE)).toBe(true);
      // Best first: by distance, then the older profile.
      const best = [...matches].sort((a, b) => a.distance - b.distance || Number(a.profileId) - Number(b.profileId));
      expect(matches).toEqual(best);
      expect(res.body.message).toBeNull();
    }
    // The same file: the approved photo itself first, at distance 0.
    const exact = await checkViaRest(member, original);
    expect(exact.body.matches![0]).toEqual({ profileId: approvedId, displayName: expect.any(String), location: 'Austin, TX', distance: 0, similarity: 1 });

    const viaGraphql = await checkViaGraphql(member, copies['JPEG at quality 60']);
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data!.checkPhoto.matches!.map((m) => m.profileId)).toEqual(
      (await checkViaRest(await checker(), copies['JPEG at quality 60'])).body.matches!.map((m) => m.profileId),
    );
  }, 120_000);

  it('finds crops that cut up to a quarter off each side: zoomed in, cut to a square or a portrait, or both', async () => {
    const { width = 0, height = 0 } = await sharp(original).metadata();
    /** The centred part `w` x `h` (fractions of the sides) of the original, as a JPEG. */
    const centred = (w: number, h: number) =>
      sharp(original)
        .extract({
          left: Math.round((width * (1 - w)) / 2),
          top: Math.round((height * (1 - h)) / 2),
          width: Math.round(width * w),
          height: Math.round(height * h),
        })
        .jpeg({ quality: 80 })
        .toBuffer();
    const crops: Record<string, Buffer> = {
      '10% cropped off every edge': await cropped(original, 0.1),
      '20% cropped off every edge': await cropped(original, 0.2),
      '25% cropped off every edge (the central half of each side)': await cropped(original, 0.25),
      'cut to a square (the middle 3/4 of the width)': await centred(height / width, 1),
      'cut to a 4:5 portrait': await centred((height * 0.8) / width, 1),
      'cut to a square, then 10% cropped off every edge': await centred((0.8 * height) / width, 0.8),
      'zoomed in and shrunk to 200 px wide, JPEG at quality 50': await sharp(await cropped(original, 0.15))
        .resize({ width: 200 })
        .jpeg({ quality: 50 })
        .toBuffer(),
    };
    const member = await checker();
    for (const [name, copy] of Object.entries(crops)) {
      const res = await checkViaRest(member, copy);
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      const found = res.body.matches!.map((m) => m.profileId);
      expect({ name, approved: found.includes(approvedId) }).toEqual({ name, approved: true });
      expect({ name, unrelated: found.filter((id) => unrelatedIds.includes(id)) }).toEqual({ name, unrelated: [] });
      expect(res.body.matches!.every((m) => m.distance <= IMAGE_MATCH_DISTANCE)).toBe(true);
    }
  }, 120_000);

  it('hashes the central part of photos stored before crops were found (the backfill job)', async () => {
    const central = 'select image_center_hash::text as across, image_center_vhash::text as down from profiles where id = $1';
    const rows = await t.sql<{ across: string; down: string }>(central, [Number(approvedId)]);
    expect(rows[0]).toEqual({ across: expect.stringMatching(/^-?\d+$/), down: expect.stringMatching(/^-?\d+$/) });
    await t.sql('update profiles set image_center_hash = null, image_center_vhash = null where id = $1', [Number(approvedId)]);
    expect(await t.app.services.centerHashBackfill.run()).toBeGreaterThanOrEqual(1);
    // The stored copy is the bytes the upload hashed: the same hashes again.
    expect(await t.sql(central, [Number(approvedId)])).toEqual(rows);
    const crop = await checkViaRest(await checker(), await cropped(original, 0.2));
    expect(crop.body.matches!.map((m) => m.profileId)).toContain(approvedId);
    // Nothing left to do: a second run hashes none.
    expect(await t.app.services.centerHashBackfill.run()).toBe(0);
    // Its lookup reads the partial index of what is left (empty now), not every profile in id order: that walk, every
    // 10 minutes, ran past the statement timeout at 10,000,000 profiles. Sequential scans are priced out so the plan on
    // this small table is the one a large one gets.
    const client = new pg.Client({ connectionString: t.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const { rows: plan } = await client.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${CENTER_HASH_BACKFILL_SQL}`, [[], 200]);
      await client.query('rollback');
      expect(JSON.stringify(plan)).toContain('"Index Name":"profiles_center_hash_backfill_idx"');
    } finally {
      await client.end();
    }
  }, 120_000);

  it('answers no match for an unrelated picture, in her language', async () => {
    const member = await checker();
    expect((await checkViaRest(member, await scene(11))).body).toEqual({ matches: [], message: NO_MATCH });
    const inSpanish = await checkViaRest(member, await scene(12), { 'accept-language': 'es' });
    expect(inSpanish.body).toEqual({ matches: [], message: 'Ninguna coincidencia entre los perfiles publicados aquí.' });
    expect((await checkViaGraphql(member, await scene(13))).data!.checkPhoto).toEqual({ matches: [], message: NO_MATCH });
  }, 120_000);

  it('finds every stored hash within the distance, whichever segments differ, and none farther (the one-bit probes)', async () => {
    const [{ image_hash: hash }] = await t.sql<{ image_hash: string }>('select image_hash from profiles where id = $1', [Number(approvedId)]);
    const found = async (bits: number[]) => {
      const probe = BigInt.asIntN(
        64,
        bits.reduce((h, b) => h ^ (1n << BigInt(b)), BigInt(hash)),
      ).toString();
      expect(hashDistance(hash, probe)).toBe(bits.length);
      const rows = await t.sql<{ id: number }>(PHOTO_CHECK_SQL, photoCheckParams(probe));
      return rows.some((r) => String(r.id) === approvedId);
    };
    // Six bits off, spread over the four 16-bit segments in every way the pigeonhole allows (one segment off by <= 1).
    for (const bits of [
      [0, 16, 32, 48, 1, 17],
      [5, 21, 22, 37, 38, 53],
      [63, 62, 47, 46, 31, 0],
      [0, 1, 2, 3, 4, 5],
      [15, 16, 17, 33, 34, 63],
    ]) {
      expect({ bits, found: await found(bits) }).toEqual({ bits, found: true });
    }
    // Seven bits off: beyond the distance, never answered.
    expect(await found([0, 1, 16, 17, 32, 33, 48])).toBe(false);
  }, 120_000);

  it("never answers a pending photo, a hidden or removed one (profile or photo), or a member's own profile", async () => {
    const member = await checker();
    const pending = await scene(21);
    await addWithPhoto(pending);
    expect((await checkViaRest(member, pending)).body).toEqual({ matches: [], message: NO_MATCH });

    // Approved, then a removal request hides it while pending, then upholding it removes it.
    const removed = await scene(22);
    const removedId = await addWithPhoto(removed);
    await approve(removedId);
    expect((await checkViaRest(member, removed)).body.matches!.map((m) => m.profileId)).toEqual([removedId]);
    const request = await t.client().rest('POST', '/api/removal-requests', {
      targetType: 'image',
      targetId: removedId,
      reason: 'copyright',
      explanation: 'This photo was taken by me and is used here without my permission.',
      contactEmail: 'photographer@example.com',
      goodFaith: true,
    });
    expect(request.status).toBe(201);
    // A copyright request does not hide the photo while it is decided: still published, still found.
    expect((await checkViaRest(member, removed)).body.matches!.map((m) => m.profileId)).toEqual([removedId]);
    const decided = await admin.rest('POST', `/api/admin/removal-requests/${request.body.id}/decide`, {
      decision: 'uphold',
      reason: 'The photographer owns it.',
    });
    expect(decided.status).toBe(200);
    expect((await checkViaRest(member, removed)).body.matches).toEqual([]);

    // A profile hidden by moderators, and a member's own profile: never answered.
    const hiddenPhoto = await scene(23);
    const hiddenId = await addWithPhoto(hiddenPhoto);
    await approve(hiddenId);
    await t.sql('update profiles set hidden_at = now() where id = $1', [Number(hiddenId)]);
    expect((await checkViaRest(member, hiddenPhoto)).body.matches).toEqual([]);
    const hiddenImage = await scene(25);
    const hiddenImageId = await addWithPhoto(hiddenImage);
    await approve(hiddenImageId);
    await t.sql('update profiles set image_hidden_at = now() where id = $1', [Number(hiddenImageId)]);
    expect((await checkViaRest(member, hiddenImage)).body.matches).toEqual([]);
    const ownPhoto = await scene(24);
    const ownId = await addWithPhoto(ownPhoto);
    await approve(ownId);
    await t.sql('update profiles set is_user = true where id = $1', [Number(ownId)]);
    expect((await checkViaRest(member, ownPhoto)).body.matches).toEqual([]);
  }, 120_000);

  it('keeps nothing: no file in the store, no row in any table (only her daily counter)', async () => {
    const member = await checker();
    const files = t.uploadedFiles().sort();
    const before = await databaseFingerprint(t);
    const counters = await t.sql<{ n: number }>("select count(*)::int as n from rate_limits where key like 'photo_check_user:%'");
    expect((await checkViaRest(member, await cropped(original, 0.03))).body.matches!.length).toBeGreaterThan(0);
    expect((await checkViaGraphql(member, await scene(31))).data!.checkPhoto.message).toBe(NO_MATCH);
    expect(t.uploadedFiles().sort()).toEqual(files);
    expect(await databaseFingerprint(t)).toBe(before);
    // The counter names her id and a number, nothing about the photo.
    expect(await t.sql<{ n: number }>("select count(*)::int as n from rate_limits where key like 'photo_check_user:%'")).toEqual([{ n: counters[0].n + 1 }]);
    const [{ hash }] = await t.sql<{ hash: string }>('select image_hash::text as hash from profiles where id = $1', [Number(approvedId)]);
    expect(await t.sql("select key from rate_limits where key like '%' || $1 || '%'", [hash])).toEqual([]);
  }, 120_000);

  it('refuses the upload corpus with the same answers as an upload', async () => {
    const cases: Record<string, Buffer> = {
      'pixel bomb (20,000 x 20,000 PNG header)': corpus.pngHeader(20_000, 20_000),
      'decompression bomb (1 GB of PNG raster in under 2 MB)': corpus.pngBomb(16_384, 16_384, 8, 6),
      'JPEG claiming 7072 x 7072': corpus.withJpegDimensions(await corpus.plainJpeg(), 7072, 7072),
      'SVG with a script': Buffer.from(corpus.SVG_SCRIPT),
      'HTML page': Buffer.from(corpus.HTML_PAGE),
      PDF: Buffer.from(corpus.PDF),
      'animated GIF of 10,000 frames': corpus.animatedGif(10_000),
      HEIC: corpus.heif('heic'),
      BMP: corpus.bmp(),
      'truncated JPEG': (await corpus.noise(256, 256).jpeg({ quality: 90 }).toBuffer()).subarray(0, 4000),
      'over 5 MB': Buffer.concat([await corpus.plainJpeg(), Buffer.alloc(5 * corpus.MB + 1)]),
      empty: Buffer.alloc(0),
    };
    const files = t.uploadedFiles().sort();
    for (const [name, data] of Object.entries(cases)) {
      const member = await checker();
      const before = await databaseFingerprint(t);
      const checked = await checkViaRest(member, data);
      expect(await databaseFingerprint(t)).toBe(before);
      const form = new FormData();
      for (const [k, v] of Object.entries({ firstName: 'Refused', category: 'dating', confirmAdult: 'true' })) form.append(k, v);
      form.append('profileImage', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
      const upload = await uploader.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
      const uploaded = { status: upload.status, message: ((await upload.json()) as { message?: string }).message };
      expect({ name, status: checked.status, message: (checked.body as { message?: string }).message }).toEqual({ name, ...uploaded });
      expect({ name, refused: checked.status >= 400 && checked.status < 500 }).toEqual({ name, refused: true });
    }
    expect(t.uploadedFiles().sort()).toEqual(files);
  }, 120_000);

  it('needs a signed-in member with a verified phone, and 10 checks a day', async () => {
    const image = await corpus.plainJpeg();
    const visitor = await checkViaRest(t.client(), image);
    expect(visitor.status).toBe(401);
    expect((await checkViaGraphql(t.client(), image)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const noPhone = await t.signedIn({ phoneVerified: false });
    const refused = await checkViaRest(noPhone, image);
    expect({ status: refused.status, message: (refused.body as { message?: string }).message }).toEqual({
      status: 403,
      message: PHOTO_CHECK_MESSAGES.phoneRequired.defaultMessage,
    });
    expect((await checkViaGraphql(noPhone, image)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const member = await checker();
    for (let i = 0; i < PHOTO_CHECKS_PER_DAY; i += 1) expect((await checkViaRest(member, image)).status).toBe(200);
    const eleventh = await checkViaRest(member, image);
    expect(eleventh.status).toBe(429);
    expect((eleventh.body as { message?: string }).message).toMatch(/^You have checked as many photos as one day allows\. Please try again in \d+ hours?\.$/);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await checkViaGraphql(member, image)).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Another member's budget is her own.
    expect((await checkViaRest(await checker(), image)).status).toBe(200);
  }, 120_000);
});
