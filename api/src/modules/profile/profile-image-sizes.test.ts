import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { Role } from '../user/user.entity.js';
import { imageFileKeys, variantKey } from '../upload/image-variants.js';

/*
 * Responsive sizes of profile photos (issue 7): the smaller WebP/JPEG copies written with the image, stored
 * without metadata, listed in GraphQL, and served by the image route with the image's own access rules.
 */

let t: TestServer;
let member: Awaited<ReturnType<TestServer['signedIn']>>;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  t = await startTestServer();
  member = await t.signedIn();
  admin = await t.signedIn({ role: Role.ADMIN });
});
afterAll(() => t.close());

const IMAGE = 'query($id: ID!) { profile(id: $id) { profileImageUrl profileImage { url width height variants { width webpUrl jpegUrl } } } }';

/** A real JPEG with EXIF (GPS), an ICC profile and XMP. */
async function photo(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 210, g: 90, b: 40 } } })
    .withIccProfile('p3')
    .withExif({ IFD0: { Make: 'LeakyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 36/1 2/1' } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .jpeg()
    .toBuffer();
  const meta = await sharp(jpeg).metadata();
  expect([Boolean(meta.exif), Boolean(meta.icc), Boolean(meta.xmp)]).toEqual([true, true, true]);
  return jpeg;
}

/** Adds a person with a photo through the real multipart path; the image is pending. */
async function addWithPhoto(image: Buffer, firstName = 'Ines'): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ firstName, category: 'friends', confirmAdult: 'true' })) form.append(k, v);
  form.append('profileImage', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'me.jpg');
  const res = await member.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  // A person already public (a report about her was approved, SAFETY 15): only her photo waits for review here.
  await t.sql('update profiles set published_at = now() where id = $1', [Number(id)]);
  return id;
}

async function imageRow(id: string) {
  const [row] = await t.sql<{ image_key: string | null; image_width: number | null; image_height: number | null; image_variant_widths: number[] | null }>(
    'select image_key, image_width, image_height, image_variant_widths from profiles where id = $1',
    [Number(id)],
  );
  return row;
}

async function bytesOf(res: globalThis.Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

describe('writing the copies', () => {
  it('stores 160, 320 and 640 px copies in WebP and JPEG next to the image, with no EXIF, ICC or XMP', async () => {
    const id = await addWithPhoto(await photo(1200, 900));
    const row = await imageRow(id);
    expect(row).toMatchObject({ image_width: 1200, image_height: 900, image_variant_widths: [160, 320, 640] });
    const key = row.image_key!;
    for (const width of [160, 320, 640]) {
      for (const [format, contentType] of [
        ['webp', 'image/webp'],
        ['jpeg', 'image/jpeg'],
      ] as const) {
        const file = await t.app.services.files.get(variantKey(key, width, format));
        expect(file?.contentType).toBe(contentType);
        const meta = await sharp(file!.data).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, width, Math.round((width * 900) / 1200)]);
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
      }
    }
  });

  it('never writes a copy wider than the image, and always at least one', async () => {
    const small = await imageRow(await addWithPhoto(await photo(120, 90)));
    expect(small).toMatchObject({ image_width: 120, image_height: 90, image_variant_widths: [120] });
    const medium = await imageRow(await addWithPhoto(await photo(480, 480)));
    expect(medium.image_variant_widths).toEqual([160, 320, 480]);
    for (const width of medium.image_variant_widths!) {
      const meta = await sharp((await t.app.services.files.get(variantKey(medium.image_key!, width, 'webp')))!.data).metadata();
      expect(meta.width).toBe(width);
      expect(meta.width).toBeLessThanOrEqual(480);
    }
  });
});

describe('serving the copies', () => {
  it('lists them in GraphQL and serves them with their type, under the same rules as the image', async () => {
    const id = await addWithPhoto(await photo(800, 600));
    const own = (await member.gql(IMAGE, { id })).body.data.profile;
    expect(own.profileImage).toEqual({
      url: own.profileImageUrl,
      width: 800,
      height: 600,
      variants: [160, 320, 640].map((w) => ({
        width: w,
        webpUrl: `${own.profileImageUrl}&w=${w}&fmt=webp`,
        jpegUrl: `${own.profileImageUrl}&w=${w}&fmt=jpeg`,
      })),
    });
    const [small] = own.profileImage.variants as { webpUrl: string; jpegUrl: string }[];
    const key = (await imageRow(id)).image_key!;

    // Pending: the uploader (and admins) get the copies, privately; nobody else learns they exist.
    const webp = await member.fetch(small.webpUrl);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toBe('private, no-store');
    expect(webp.headers.get('x-content-type-options')).toBe('nosniff');
    expect(webp.headers.get('content-disposition')).toBe('inline; filename="profile.webp"');
    expect((await bytesOf(webp)).equals((await t.app.services.files.get(variantKey(key, 160, 'webp')))!.data)).toBe(true);
    const jpeg = await member.fetch(small.jpegUrl);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(await bytesOf(jpeg)).metadata()).width).toBe(160);
    expect((await admin.fetch(small.webpUrl)).status).toBe(200);

    const visitor = t.client();
    const other = await t.signedIn();
    expect((await visitor.gql(IMAGE, { id })).body.data.profile).toEqual({ profileImageUrl: null, profileImage: null });
    for (const url of [small.webpUrl, small.jpegUrl, own.profileImageUrl]) {
      expect((await visitor.fetch(url)).status).toBe(404);
      expect((await other.fetch(url)).status).toBe(404);
    }

    // Approved: everyone, cacheable like the image.
    await t.sql("update profiles set image_approval_status = 'approved' where id = $1", [Number(id)]);
    const pub = await visitor.fetch(small.webpUrl);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-type')).toBe('image/webp');
    expect(pub.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await visitor.gql(IMAGE, { id })).body.data.profile.profileImage.variants).toHaveLength(3);

    // Hidden while a removal request is decided: gone for everyone but admins again.
    await t.sql('update profiles set image_hidden_at = now() where id = $1', [Number(id)]);
    expect((await visitor.fetch(small.webpUrl)).status).toBe(404);
    expect((await member.fetch(small.webpUrl)).status).toBe(404);
    expect((await admin.fetch(small.webpUrl)).status).toBe(200);
  });

  it('answers 404 for a malformed size or format, and the image itself for a size that was not stored', async () => {
    const id = await addWithPhoto(await photo(400, 300));
    await t.sql("update profiles set image_approval_status = 'approved' where id = $1", [Number(id)]);
    const { profileImageUrl: url } = (await t.client().gql(IMAGE, { id })).body.data.profile;
    const original = await bytesOf(await t.client().fetch(url));
    for (const query of ['&w=abc&fmt=webp', '&w=160&fmt=gif', '&w=160', '&fmt=webp', '&w=0&fmt=jpeg', '&w=99999&fmt=jpeg', '&w=160&w=320&fmt=webp']) {
      const res = await t.client().fetch(url + query);
      expect([query, res.status]).toEqual([query, 404]);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
    const missing = await t.client().fetch(`${url}&w=640&fmt=webp`);
    expect(missing.status).toBe(200);
    expect(missing.headers.get('content-type')).toBe('image/jpeg');
    expect((await bytesOf(missing)).equals(original)).toBe(true);
  });

  it('older images without copies keep working: no variants listed, copy URLs fall back to the image', async () => {
    const id = await addWithPhoto(await photo(300, 200));
    await t.sql("update profiles set image_approval_status = 'approved', image_width = null, image_height = null, image_variant_widths = null where id = $1", [
      Number(id),
    ]);
    const profile = (await t.client().gql(IMAGE, { id })).body.data.profile;
    expect(profile.profileImage).toEqual({ url: profile.profileImageUrl, width: null, height: null, variants: [] });
    const original = await t.client().fetch(profile.profileImageUrl);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const asked = await t.client().fetch(`${profile.profileImageUrl}&w=160&fmt=webp`);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('content-type')).toBe('image/jpeg');
    expect((await bytesOf(asked)).equals(await bytesOf(original))).toBe(true);
    expect((await t.client().rest('GET', `/api/profiles/${id}`)).body.profileImage).toEqual(profile.profileImage);
  });
});

describe('deleting the copies with the image', () => {
  const stored = async (keys: string[]) => (await Promise.all(keys.map((k) => t.app.services.files.get(k)))).filter(Boolean).length;

  it('a rejected image loses its copies too; an approved one keeps them', async () => {
    const [rejected, approved] = [await addWithPhoto(await photo(700, 500), 'Rej'), await addWithPhoto(await photo(700, 500), 'App')];
    const rejectedRow = await imageRow(rejected);
    const rejectedKeys = imageFileKeys(rejectedRow.image_key!, rejectedRow.image_variant_widths);
    const approvedRow = await imageRow(approved);
    const approvedKeys = imageFileKeys(approvedRow.image_key!, approvedRow.image_variant_widths);
    expect([await stored(rejectedKeys), await stored(approvedKeys)]).toEqual([7, 7]);
    expect((await admin.rest('POST', '/api/admin/approve-image', { profileId: rejected, status: 'rejected', reason: 'explicit' })).status).toBe(200);
    expect((await admin.rest('POST', '/api/admin/approve-image', { profileId: approved, status: 'approved' })).status).toBe(200);
    expect(await stored(rejectedKeys)).toBe(0);
    expect(await imageRow(rejected)).toEqual({ image_key: null, image_width: null, image_height: null, image_variant_widths: null });
    expect(await stored(approvedKeys)).toBe(7);
  });

  it('deleting a profile deletes the image and its copies', async () => {
    const id = await addWithPhoto(await photo(200, 200), 'Del');
    const row = await imageRow(id);
    const keys = imageFileKeys(row.image_key!, row.image_variant_widths);
    expect(await stored(keys)).toBe(5);
    expect((await admin.rest('DELETE', `/api/admin/profiles/${id}`)).status).toBe(200);
    expect(await stored(keys)).toBe(0);
  });

  it('upholding a removal request about the image deletes its copies', async () => {
    const id = await addWithPhoto(await photo(400, 400), 'Rem');
    expect((await admin.rest('POST', '/api/admin/approve-image', { profileId: id, status: 'approved' })).status).toBe(200);
    const row = await imageRow(id);
    const keys = imageFileKeys(row.image_key!, row.image_variant_widths);
    expect(await stored(keys)).toBe(7);
    const submitted = await t.client().rest('POST', '/api/removal-requests', {
      targetType: 'image',
      targetId: id,
      reason: 'copyright',
      explanation: 'This photo was taken by me and is used without my consent.',
      contactEmail: 'owner@example.org',
      goodFaith: true,
    });
    expect(submitted.status).toBe(201);
    const decided = await admin.rest('POST', `/api/admin/removal-requests/${submitted.body.id}/decide`, {
      decision: 'uphold',
      reason: 'The photographer owns it.',
    });
    expect(decided.status).toBe(200);
    expect(await stored(keys)).toBe(0);
    expect(await imageRow(id)).toEqual({ image_key: null, image_width: null, image_height: null, image_variant_widths: null });
  });
});
