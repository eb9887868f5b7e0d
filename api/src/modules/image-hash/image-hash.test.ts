import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { Role } from '../user/user.entity.js';
import { differenceHash, hashDistance, processImage } from '../upload/image-pipeline.js';
import { BLOCKED_IMAGE_MESSAGE, IMAGE_MATCH_DISTANCE } from './image-hash.service.js';

/*
 * Identical copies of removed images (issue 10 item 8): the pipeline's difference hash survives re-encodes, resizes
 * and small crops and tells different pictures apart; a photo removed for a minor or an intimate image (or on an
 * upheld removal request) is blocklisted, and near-identical uploads are refused through REST and GraphQL with a
 * neutral 422, recorded for review (the admin query and the audit log). Every picture is generated here with sharp.
 */

/** A photo-like picture: soft coloured blobs on a gradient, different for each seed (PNG, 800x600). */
function picture(seed: number, width = 800, height = 600): Promise<Buffer> {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const blobs = Array.from({ length: 7 }, () => ({ x: random(), y: random(), r: 0.08 + random() * 0.25, c: [random() * 255, random() * 255, random() * 255] }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let c = [40 + (60 * x) / width, 50, 60 + (80 * y) / height];
      for (const b of blobs) {
        const k = Math.exp(-((x / width - b.x) ** 2 + (y / height - b.y) ** 2) / b.r ** 2);
        c = c.map((v, j) => v * (1 - k) + b.c[j] * k);
      }
      for (let j = 0; j < 3; j += 1) pixels[(y * width + x) * 3 + j] = Math.round(Math.min(255, Math.max(0, c[j])));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Altered copies of a picture: crops of 3% off every edge and 4% off two, re-encodes, resizes. */
async function copiesOf(original: Buffer): Promise<Record<string, Buffer>> {
  const { width = 0, height = 0 } = await sharp(original).metadata();
  const crop = (fraction: number, bothSides: boolean) => {
    const [dx, dy] = [Math.round(width * fraction), Math.round(height * fraction)];
    return sharp(original)
      .extract({ left: bothSides ? dx : 0, top: bothSides ? dy : 0, width: width - (bothSides ? 2 : 1) * dx, height: height - (bothSides ? 2 : 1) * dy })
      .jpeg()
      .toBuffer();
  };
  return {
    'JPEG at quality 50': await sharp(original).jpeg({ quality: 50 }).toBuffer(),
    WebP: await sharp(original).webp({ quality: 70 }).toBuffer(),
    PNG: await sharp(original).png({ compressionLevel: 9 }).toBuffer(),
    'half the size': await sharp(original)
      .resize({ width: Math.round(width / 2) })
      .jpeg()
      .toBuffer(),
    'one and a half times the size': await sharp(original)
      .resize({ width: Math.round(width * 1.5) })
      .webp()
      .toBuffer(),
    '3% cropped off every edge': await crop(0.03, true),
    '4% cropped off the right and bottom': await crop(0.04, false),
  };
}

let original: Buffer;
let copies: Record<string, Buffer>;
let different: Buffer;
beforeAll(async () => {
  original = await picture(2);
  copies = await copiesOf(original);
  different = await picture(7);
});

describe('the difference hash', () => {
  it('changes at most a few bits for crops, re-encodes and resizes, and about half for a different picture', async () => {
    const hash = (await processImage(original)).hash;
    expect(hash).toBe(await differenceHash((await processImage(original)).data));
    expect(hash).toMatch(/^-?\d+$/);
    const distances: Record<string, number> = {};
    for (const [name, copy] of Object.entries(copies)) distances[name] = hashDistance(hash, (await processImage(copy)).hash);
    for (const [name, distance] of Object.entries(distances)) expect({ name, near: distance <= IMAGE_MATCH_DISTANCE }).toEqual({ name, near: true });
    const other = hashDistance(hash, (await processImage(different)).hash);
    expect(other).toBeGreaterThan(3 * IMAGE_MATCH_DISTANCE);
  });

  it('counts differing bits across the sign bit', () => {
    expect(hashDistance('0', '0')).toBe(0);
    expect(hashDistance('-1', '0')).toBe(64);
    expect(hashDistance('-9223372036854775808', '1')).toBe(2);
  });
});

describe('the blocklist', () => {
  let t: TestServer;
  let admin: Awaited<ReturnType<TestServer['signedIn']>>;
  let uploader: Awaited<ReturnType<TestServer['signedIn']>>;
  let copier: Awaited<ReturnType<TestServer['signedIn']>>;
  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.signedIn({ role: Role.ADMIN });
    uploader = await t.signedIn();
    copier = await t.signedIn();
  });
  afterAll(() => t.close());

  let names = 0;
  /** Adds a person with a photo through REST multipart; answers the HTTP status and body. */
  async function addViaRest(member: typeof uploader, image: Buffer) {
    names += 1;
    const form = new FormData();
    for (const [k, v] of Object.entries({ firstName: `Photo${names}`, category: 'friends', confirmAdult: 'true' })) form.append(k, v);
    form.append('profileImage', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
    const res = await member.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
    return { status: res.status, body: (await res.json()) as { id?: string; message?: string } };
  }

  /** Adds a person with a photo through GraphQL multipart; answers the body. */
  async function addViaGraphql(member: typeof uploader, image: Buffer) {
    names += 1;
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($input: CreateProfileInput!, $img: Upload) { createProfile(input: $input, profileImage: $img) { id } }',
        variables: { input: { firstName: `Photo${names}`, category: 'FRIENDS', confirmAdult: true }, img: null },
      }),
    );
    form.append('map', JSON.stringify({ '0': ['variables.img'] }));
    form.append('0', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await member.fetch('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
    return (await res.json()) as { data?: { createProfile: { id: string } } | null; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  const counts = async () =>
    (
      await t.sql<{ profiles: number; attempts: number; blocks: number }>(
        `select (select count(*)::int from profiles) as profiles, (select count(*)::int from blocked_image_uploads) as attempts,
                (select count(*)::int from image_hash_blocks) as blocks`,
      )
    )[0];

  const rejectImage = (profileId: string, reason: string) =>
    admin.gql('mutation($id: ID!, $reason: ModerationReason) { decideImage(profileId: $id, status: REJECTED, reason: $reason) }', { id: profileId, reason });

  it('stores the hash of every uploaded photo with its profile', async () => {
    const added = await addViaRest(uploader, different);
    expect(added.status).toBe(201);
    const [row] = await t.sql<{ image_hash: string | null }>('select image_hash from profiles where id = $1', [Number(added.body.id)]);
    expect(row.image_hash).toBe((await processImage(different)).hash);
  });

  it('a photo rejected for an intimate image blocks its altered copies (REST and GraphQL), records each attempt, and lets other pictures through', async () => {
    const added = await addViaRest(uploader, original);
    expect(added.status).toBe(201);
    const [{ image_hash: hash }] = await t.sql<{ image_hash: string }>('select image_hash from profiles where id = $1', [Number(added.body.id)]);
    const rejected = await rejectImage(added.body.id!, 'INTIMATE_IMAGE');
    expect(rejected.body.errors).toBeUndefined();
    // The files are gone, the hash stays only on the blocklist.
    expect(await t.sql('select image_key, image_hash from profiles where id = $1', [Number(added.body.id)])).toEqual([{ image_key: null, image_hash: null }]);
    expect(await t.sql('select hash, reason_code, profile_id, created_by_id from image_hash_blocks')).toEqual([
      { hash, reason_code: 'intimate_image', profile_id: Number(added.body.id), created_by_id: admin.user.id },
    ]);
    const [audit] = await t.sql<{ metadata: Record<string, unknown> }>("select metadata from audit_log where action = 'image.reject' and target_id = $1", [
      added.body.id,
    ]);
    expect(audit.metadata).toMatchObject({ imageBlocked: true });

    for (const [name, copy] of Object.entries({ 'the same file': original, ...copies })) {
      const before = await counts();
      const res = await addViaRest(copier, copy);
      expect({ name, status: res.status, message: res.body.message }).toEqual({ name, status: 422, message: BLOCKED_IMAGE_MESSAGE });
      expect(await counts()).toEqual({ ...before, attempts: before.attempts + 1 });
    }
    const viaGraphql = await addViaGraphql(copier, copies['JPEG at quality 50']);
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: BLOCKED_IMAGE_MESSAGE, extensions: { code: 'UNPROCESSABLE_CONTENT' } });

    const attempts = await t.sql<{ user_id: string; distance: number }>('select user_id, distance from blocked_image_uploads order by id');
    expect(attempts).toHaveLength(Object.keys(copies).length + 2);
    expect(attempts.every((a) => a.user_id === copier.user.id && a.distance <= IMAGE_MATCH_DISTANCE)).toBe(true);
    expect(attempts[0].distance).toBe(0);
    expect(await t.sql("select count(*)::int as n from audit_log where action = 'image.upload_blocked' and actor_id = $1", [copier.user.id])).toEqual([
      { n: attempts.length },
    ]);

    // A different picture is not a copy.
    expect((await addViaRest(copier, await picture(11))).status).toBe(201);
    expect((await addViaGraphql(copier, different)).errors).toBeUndefined();
  });

  it('admins review the refused uploads (who, when, which entry); members may not', async () => {
    const list = await admin.gql(
      '{ blockedImageUploads(limit: 2) { id createdAt distance uploaderId uploaderUsername blockedImage { id reasonCode profileId } } }',
    );
    expect(list.body.errors).toBeUndefined();
    const items = list.body.data.blockedImageUploads as { uploaderId: string; uploaderUsername: string; blockedImage: { reasonCode: string } }[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ uploaderId: copier.user.id, uploaderUsername: copier.user.username, blockedImage: { reasonCode: 'intimate_image' } });
    const denied = await copier.gql('{ blockedImageUploads { id } }');
    expect(denied.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a photo rejected for another reason is not blocked; one rejected for a minor is', async () => {
    const spam = await picture(21);
    const first = await addViaRest(uploader, spam);
    expect((await rejectImage(first.body.id!, 'SPAM')).body.errors).toBeUndefined();
    expect((await addViaRest(copier, spam)).status).toBe(201);

    const minor = await picture(31);
    const second = await addViaRest(uploader, minor);
    expect((await rejectImage(second.body.id!, 'MINOR')).body.errors).toBeUndefined();
    expect((await addViaRest(copier, (await copiesOf(minor))['WebP'])).status).toBe(422);
    expect(await t.sql('select reason_code from image_hash_blocks order by id')).toEqual([{ reason_code: 'intimate_image' }, { reason_code: 'minor' }]);
  });

  it('an upheld removal request about a photo blocks its copies', async () => {
    const photo = await picture(41);
    const added = await addViaRest(uploader, photo);
    expect((await admin.rest('POST', '/api/admin/approve-image', { profileId: added.body.id, status: 'approved' })).status).toBe(200);
    const request = await t.client().rest('POST', '/api/removal-requests', {
      targetType: 'image',
      targetId: added.body.id,
      reason: 'copyright',
      explanation: 'This photo was taken by me and is used here without my permission.',
      contactEmail: 'photographer@example.com',
      goodFaith: true,
    });
    expect(request.status).toBe(201);
    const before = await addViaRest(copier, (await copiesOf(photo))['half the size']);
    expect(before.status).toBe(201);
    const decided = await admin.rest('POST', `/api/admin/removal-requests/${request.body.id}/decide`, {
      decision: 'uphold',
      reason: 'The photographer owns it.',
    });
    expect(decided.status).toBe(200);
    expect(await t.sql('select reason_code, removal_request_id from image_hash_blocks where profile_id = $1', [Number(added.body.id)])).toEqual([
      { reason_code: 'other', removal_request_id: request.body.id },
    ]);
    expect((await addViaRest(copier, (await copiesOf(photo))['3% cropped off every edge'])).status).toBe(422);
  });
});
