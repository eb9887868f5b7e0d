import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import exifr from 'exifr';
import { gqlError, startTestServer, type TestServer } from '../../../test/test-server.js';

let t: TestServer;
let member: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  t = await startTestServer();
  member = await t.signedIn();
});
afterAll(() => t.close());

const base = {
  firstName: 'Kira',
  lastName: 'Knight',
  category: 'dating',
  location: 'Seattle, WA',
  confirmAdult: true,
  reportType: 'positive',
  reportTitle: 'Great first date',
  reportContent: 'She was thoughtful, on time and honest about what she wanted.',
  reportCategory: 'dating',
  displayName: 'ignored',
  isUser: true,
  userId: '00000000-0000-0000-0000-000000000000',
};

const counts = async () =>
  (await t.sql<{ p: number; r: number }>('select (select count(*)::int from profiles) as p, (select count(*)::int from reports) as r'))[0];

/** A real JPEG carrying GPS coordinates in its EXIF, made here with sharp. */
async function jpegWithGps(): Promise<Buffer> {
  const img = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Snapper 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 36/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 19/1 55/1' },
    })
    .toBuffer();
  const before = await exifr.parse(img, { gps: true });
  expect(before?.latitude).toBeCloseTo(47.6, 1);
  return img;
}

describe('add a person (JSON)', () => {
  it('creates the profile and its first report in one transaction and returns the id', async () => {
    const res = await member.rest('POST', '/api/profiles', base);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^\d+$/) });
    const [p] = await t.sql<Record<string, unknown>>('select * from profiles where id = $1', [Number(res.body.id)]);
    expect(p).toMatchObject({
      display_name: 'Kira Knight',
      is_user: false,
      user_id: null,
      latitude: 47.6062,
      longitude: -122.3321,
      created_by_id: member.user.id,
      image_key: null,
    });
    const reports = await t.sql<Record<string, unknown>>('select approved, author_id, rating, title from reports where profile_id = $1', [Number(res.body.id)]);
    expect(reports).toEqual([{ approved: null, author_id: member.user.id, rating: 5, title: 'Great first date' }]);
    expect((await member.rest('GET', `/api/profiles/${res.body.id}`)).body).toMatchObject({ reviewCount: 0, displayName: 'Kira Knight', latitude: '47.6062' });
  });

  it('gives free-text locations no coordinates (city centroids only)', async () => {
    const res = await member.rest('POST', '/api/profiles', { ...base, location: 'My neighbourhood' });
    const [p] = await t.sql<{ latitude: number | null }>('select latitude from profiles where id = $1', [Number(res.body.id)]);
    expect(p.latitude).toBeNull();
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ confirmAdult: false }, 'Please confirm that this person is an adult (18 or older). We remove profiles of minors and ban their posters.'],
    [{ reportTitle: '' }, 'Report title is required'],
    [{ reportContent: '' }, 'Please share your experience'],
    [{ reportContent: 'Too short' }, 'Please provide more detail (at least 20 characters)'],
    [{ reportTitle: 'Hi' }, 'Title must be at least 5 characters'],
    [{ age: 16 }, 'Must be at least 18'],
    [{ bio: 'x'.repeat(501) }, 'Bio must be under 500 characters'],
    [{ category: 'work' }, 'Please choose a connection type (Dating or Friends).'],
    [
      { reportContent: 'Text her at 206-555-0199 and you will see what she is like.' },
      'Please remove personal information before posting: your report contains a phone number. Reports must not identify how to contact or find someone.',
    ],
  ])('refuses %j and stores nothing', async (patch, message) => {
    const before = await counts();
    const res = await member.rest('POST', '/api/profiles', { ...base, ...patch });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    expect(await counts()).toEqual(before);
  });

  it('needs a verified phone', async () => {
    const unverified = await t.signedIn({ phoneVerified: false });
    const res = await unverified.rest('POST', '/api/profiles', base);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/verify your phone number/);
  });
});

describe('add a person with a photo', () => {
  it('multipart: the image is re-encoded, its GPS EXIF is gone, it is private until approved', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(base)) form.append(k, String(v));
    form.append('profileImage', new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' }), 'me.jpg');
    const res = await member.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [p] = await t.sql<{ image_key: string; image_approval_status: string }>('select image_key, image_approval_status from profiles where id = $1', [
      Number(id),
    ]);
    expect(p.image_approval_status).toBe('pending');
    expect(p.image_key).toMatch(/^profiles\/[0-9a-f-]{36}$/);

    // The uploader sees her pending image; a visitor and another member do not.
    const own = await member.rest('GET', `/api/profiles/${id}`);
    expect(own.body.imageApprovalStatus).toBe('pending');
    const image = await member.fetch(own.body.profileImageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(await exifr.parse(bytes, { gps: true, tiff: true, xmp: true, icc: true, iptc: true }).catch(() => undefined)).toBeUndefined();
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    const visitor = t.client();
    // No moderator has approved anything about her yet (SAFETY 15): her page is not found for anyone else.
    expect((await visitor.rest('GET', `/api/profiles/${id}`)).status).toBe(404);
    expect((await visitor.fetch(own.body.profileImageUrl)).status).toBe(404);
    const other = await t.signedIn();
    expect((await other.fetch(own.body.profileImageUrl)).status).toBe(404);

    // Once approved (which publishes her), everyone gets it, cacheable.
    await t.sql("update profiles set image_approval_status = 'approved', published_at = now() where id = $1", [Number(id)]);
    const pub = await visitor.fetch(own.body.profileImageUrl);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('GraphQL multipart upload works too (with the preflight header)', async () => {
    const form = new FormData();
    const { displayName: _d, isUser: _i, userId: _u, ...input } = base;
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($input: CreateProfileInput!, $img: Upload) { createProfile(input: $input, profileImage: $img) { id } }',
        variables: { input: { ...input, category: 'DATING', reportType: 'POSITIVE', reportCategory: 'DATING' }, img: null },
      }),
    );
    form.append('map', JSON.stringify({ '0': ['variables.img'] }));
    form.append('0', new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await member.fetch('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
    const body = (await res.json()) as { data?: { createProfile: { id: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    const [p] = await t.sql<{ image_approval_status: string }>('select image_approval_status from profiles where id = $1', [
      Number(body.data!.createProfile.id),
    ]);
    expect(p.image_approval_status).toBe('pending');
  });

  it.each([
    ['a non-image', () => Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg', 400],
    ['an oversized file', () => Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'image/jpeg', 413],
  ])('refuses %s with nothing stored', async (_name, make, type, status) => {
    const before = await counts();
    const filesBefore = t.uploadedFiles().length;
    const form = new FormData();
    for (const [k, v] of Object.entries(base)) form.append(k, String(v));
    form.append('profileImage', new Blob([new Uint8Array(make())], { type }), 'x.jpg');
    const res = await member.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toMatch(/Please select an image/);
    expect(await counts()).toEqual(before);
    expect(t.uploadedFiles().length).toBe(filesBefore);
  });

  it('removes the stored image when the database write fails', async () => {
    const filesBefore = t.uploadedFiles().length;
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...base, firstName: 'x'.repeat(61) })) form.append(k, String(v));
    form.append('profileImage', new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' }), 'x.jpg');
    const res = await member.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.status).toBe(400);
    expect(t.uploadedFiles().length).toBe(filesBefore);
  });
});

describe('my profile, interactions and recommendations', () => {
  it('answers 404 when the member has no profile of her own, the profile when she has', async () => {
    const c = await t.signedIn();
    expect((await c.rest('GET', '/api/profiles/my-profile')).status).toBe(404);
    const [{ id }] = await t.sql<{ id: number }>(
      "insert into profiles (first_name, display_name, category, user_id, is_user, published_at) values ('Me', 'Me', 'friends', $1, true, now()) returning id",
      [c.user.id],
    );
    expect((await c.rest('GET', '/api/profiles/my-profile')).body).toMatchObject({ id: String(id), isUser: true });
    expect((await c.gql('{ myProfile { id } }')).body.data.myProfile).toEqual({ id: String(id) });
  });

  it("records profile views and refuses another member's userId", async () => {
    const c = await t.signedIn();
    const [{ id }] = await t.sql<{ id: number }>(
      "insert into profiles (first_name, display_name, category, location, published_at) values ('Lia', 'Lia', 'dating', 'Austin, TX', now()) returning id",
    );
    for (let i = 0; i < 2; i++)
      expect((await c.gql('mutation($id: ID!) { recordProfileView(profileId: $id) }', { id: String(id) })).body.data.recordProfileView).toBe(true);
    const list = await c.rest('GET', `/api/interactions?userId=${c.user.id}`);
    expect(list.body).toEqual([
      expect.objectContaining({ profileId: String(id), viewCount: 2, profile: expect.objectContaining({ firstName: 'Lia', location: 'Austin, TX' }) }),
    ]);
    const gql = await c.gql('{ myInteractions(limit: 5) { viewCount profile { id firstName } } }');
    expect(gql.body.data.myInteractions).toEqual([{ viewCount: 2, profile: { id: String(id), firstName: 'Lia' } }]);
    expect((await c.rest('GET', `/api/interactions?userId=${member.user.id}`)).status).toBe(403);
    expect((await c.rest('GET', `/api/profiles/recommendations?userId=${member.user.id}`)).status).toBe(403);
    expect(gqlError((await c.gql('mutation { recordProfileView(profileId: "999999") }')).body)?.code).toBe('NOT_FOUND');
  });
});
