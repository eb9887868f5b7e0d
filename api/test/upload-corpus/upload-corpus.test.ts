import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import exifr from 'exifr';
import sharp from 'sharp';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../../src/modules/upload/image-pipeline.js';
import { imageFileKeys } from '../../src/modules/upload/image-variants.js';
import { MISSING_FIELDS } from '../../src/modules/verification/verification.service.js';
import { Role } from '../../src/modules/user/user.entity.js';
import { startTestServer, type TestClient, type TestServer } from '../test-server.js';
import { BOUNDARY, filePartHead, multipartBody, sendMultipart, sendReadingLate, trackServerSockets, type Part } from '../multipart-stream.js';
import * as corpus from './corpus.js';
import { dirBytes, mb, size, watchDirBytes } from './measure.js';
import { startMeasuredApp, type MeasuredApp } from './measured-app.js';

/*
 * SECURITY-PLAN §6.7, the upload attack corpus (issue 9 item 6): the 24 cases, built at test time by corpus.ts, sent
 * over HTTP to the real app (in this process, on a real PostgreSQL) through both upload paths of the product, each
 * by both of its transports:
 *   - profile photo: REST `POST /api/profiles` (multipart, `profileImage`) and GraphQL `createProfile(profileImage:)`;
 *   - ID document:   REST `POST /api/id/submit` (multipart, `idImage`) and GraphQL `submitIdVerification(idImage:)`.
 * A case passes for a target when it behaves as specified on both transports. Every object the app stores is read
 * back from disk (ID documents decrypted with the app's key) and checked for metadata with exifr, sharp and a walk of
 * its segments. The figures (§6.12) are printed at the end.
 *
 * The cases with figures about the app's process (2 and 4: peak RSS on bombs; 15: bytes written and read; 20: peak
 * RSS under load) run against the app alone in a child process (measured-app.ts: main.ts compiled from the source
 * under test, on the same database and DATA_DIR), whose /proc counters are the app's own; the test runner's memory is
 * not in them.
 *
 * The app has no selfie upload; "selfies" in §6.7 therefore has no target here.
 */

type Target = 'profile' | 'id';
type Transport = 'REST' | 'GraphQL';
const TARGETS: Target[] = ['profile', 'id'];
const TRANSPORTS: Transport[] = ['REST', 'GraphQL'];
const TARGET_NAME: Record<Target, string> = { profile: 'profile photo', id: 'ID document' };
type Member = TestClient & { user: { id: string } };

const LIMIT = IMAGE_LIMITS.maxBytes;
/** §6.7 case 15 / the issue: at most the size limit plus 64 KB written anywhere for a refused endless upload. */
const WRITE_CEILING = LIMIT + 64 * 1024;
/** What the server may read of a refused body: the largest valid body (file, fields, framing) plus one socket read. */
const READ_CEILING = LIMIT + 512 * 1024 + 64 * 1024;
const TWO_GB = 2 * 1024 * corpus.MB;
/** What a server reads of a body it refuses from its headers: the head and what is in flight with it (a few socket reads). */
const IN_FLIGHT = 512 * 1024;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Every file the app may write under DATA_DIR/uploads: a code-chosen prefix, an optional variant folder, a UUID. */
const STORED_FILE = new RegExp(`^(profiles(/w\\d{1,4}-(webp|jpeg))?|id-documents)/${UUID}(\\.meta\\.json)?$`);

let t: TestServer;
/** This suite's own temporary folder: TMPDIR for the app (and the test server's DATA_DIR inside it). */
let tmpRoot: string;
let previousTmpdir: string | undefined;
let serverSockets: Map<number, Socket>;
/** The same app in a process of its own, for the figures (measured-app.ts). */
let measured: MeasuredApp;
let profileMember: Member;
let idMember: Member;
/** Eight members for the concurrent ID uploads of case 20 (one pending request each). */
let idCrowd: Member[];
let nameSeq = 0;

const figures = {
  rss: [] as { label: string; before: number; peak: number; growth: number }[],
  stream: [] as { label: string; status: number; serverRead: number; wrote: number; dirGrowth: number }[],
  concurrent: [] as { label: string; statuses: string; p99: number; peak: number }[],
  accepted: 0,
  storedChecked: 0,
  storedWithMetadata: 0,
  userNamedKeys: 0,
  storedScanned: false,
};

beforeAll(async () => {
  previousTmpdir = process.env.TMPDIR;
  tmpRoot = mkdtempSync(join(tmpdir(), 'tea-upload-corpus-'));
  // os.tmpdir() of this process (the app's) is now this folder, so "written anywhere under the tmpdir" is measurable
  // without other test runs on the machine writing into it.
  process.env.TMPDIR = tmpRoot;
  // The in-process app shares its event loop with this test, whose own work (building the corpus) would read as the
  // app's overload and be shed with 503s: that check is off here. The measured app keeps every default.
  t = await startTestServer({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' });
  serverSockets = trackServerSockets(t.app.server);
  profileMember = await t.signedIn();
  idMember = await t.signedIn();
  idCrowd = [];
  for (let i = 0; i < 8; i++) idCrowd.push(await t.signedIn());
  // MALLOC_ARENA_MAX=2 as `pnpm start` runs the app (api/package.json): glibc otherwise keeps a malloc arena per libuv
  // thread, each holding on to a decoded bomb's memory (peaks 553-580 MB on case 4 without it, 409 MB with it).
  measured = await startMeasuredApp(t, join(tmpRoot, 'measured-app'), { TMPDIR: tmpRoot, MALLOC_ARENA_MAX: '2' });
}, 120_000);

afterAll(async () => {
  printFigures();
  await measured?.stop();
  await t?.close();
  if (previousTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpdir;
  rmSync(tmpRoot, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------------------
// Requests

interface FileSpec {
  data: Buffer;
  filename?: string;
  contentType?: string;
}

interface UploadOptions {
  as?: TestClient;
  /** Extra multipart fields (REST). */
  extraFields?: Record<string, string>;
  /** Extra GraphQL arguments of the mutation, each passed as a variable: `{ name: [type, value] }`. */
  extraArgs?: Record<string, [string, unknown]>;
  /** Rewrites the default parts (the form fields or operation and map, then the file). */
  parts?: (defaults: Part[]) => Part[];
  headers?: Record<string, string>;
  /** A query string for the request path, e.g. `?userId=...`. */
  query?: string;
  /** Send to the measured app (its own process) instead of the in-process one. */
  measured?: boolean;
}

interface Answer {
  status: number;
  headers: Headers;
  body: any;
  message: string | undefined;
  /** Files that appeared under DATA_DIR/uploads during the request (relative paths, `.meta.json` siblings left out). */
  newFiles: string[];
}

const PATHS: Record<Target, Record<Transport, string>> = {
  profile: { REST: '/api/profiles', GraphQL: '/graphql' },
  id: { REST: '/api/id/submit', GraphQL: '/graphql' },
};
const FILE_FIELD: Record<Target, string> = { profile: 'profileImage', id: 'idImage' };
const ID_FIELDS = { idType: 'passport', idNumber: 'X1234567', fullName: 'Uma Vance', dateOfBirth: '1990-04-02' };

function restFields(target: Target): Record<string, string> {
  return target === 'profile' ? { firstName: `Corpus${(nameSeq += 1)}`, category: 'dating', confirmAdult: 'true' } : { ...ID_FIELDS };
}

function operations(target: Target, extraArgs: Record<string, [string, unknown]> = {}): string {
  const extra = Object.entries(extraArgs);
  const decl = extra.map(([name, [type]]) => `, $${name}: ${type}`).join('');
  const args = extra.map(([name]) => `, ${name}: $${name}`).join('');
  const values = Object.fromEntries(extra.map(([name, [, value]]) => [name, value]));
  return target === 'profile'
    ? JSON.stringify({
        query: `mutation($input: CreateProfileInput!, $img: Upload${decl}) { createProfile(input: $input, profileImage: $img${args}) { id } }`,
        variables: { input: { firstName: `Corpus${(nameSeq += 1)}`, category: 'DATING', confirmAdult: true }, img: null, ...values },
      })
    : JSON.stringify({
        query: `mutation($input: IdVerificationInput!, $img: Upload!${decl}) { submitIdVerification(input: $input, idImage: $img${args}) { status } }`,
        variables: { input: { ...ID_FIELDS, idType: 'PASSPORT' }, img: null, ...values },
      });
}

function defaultParts(target: Target, transport: Transport, file: FileSpec, opts: UploadOptions): Part[] {
  const filePart: Part = {
    name: transport === 'REST' ? FILE_FIELD[target] : '0',
    filename: file.filename ?? 'photo.jpg',
    contentType: file.contentType ?? 'image/jpeg',
    data: file.data,
  };
  if (transport === 'REST') {
    const fields = { ...restFields(target), ...opts.extraFields };
    return [...Object.entries(fields).map(([name, value]) => ({ name, value })), filePart];
  }
  return [{ name: 'operations', value: operations(target, opts.extraArgs) }, { name: 'map', value: JSON.stringify({ 0: ['variables.img'] }) }, filePart];
}

const preflight = (transport: Transport): Record<string, string> =>
  transport === 'REST' ? { 'x-requested-with': 'XMLHttpRequest' } : { 'apollo-require-preflight': 'true' };

/** The multipart head of a streamed upload: everything before the file's bytes. */
function streamHead(target: Target, transport: Transport): Buffer {
  const parts = defaultParts(target, transport, { data: Buffer.alloc(0) }, {});
  const file = parts.pop() as { name: string };
  return Buffer.concat([multipartBody(parts).subarray(0, -(BOUNDARY.length + 6)), filePartHead(file.name)]);
}

function uploadsDir(): string {
  return join(t.env.DATA_DIR, 'uploads');
}

/** Every stored file under DATA_DIR/uploads (relative path), metadata siblings included. */
function allStoredFiles(): string[] {
  try {
    return readdirSync(uploadsDir(), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(uploadsDir(), join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}
const storedObjects = () => allStoredFiles().filter((f) => !f.endsWith('.meta.json'));

/** Closes the ID member's open request (straight in the database), so every case meets the same state. */
async function resetIdRequests(member: Member) {
  await t.sql("update id_verifications set status = 'rejected', decided_at = now() where user_id = $1 and status = 'pending'", [member.user.id]);
  await t.sql('update users set id_verification_status = null, id_verified = false where id = $1', [member.user.id]);
}

function memberFor(target: Target): Member {
  return target === 'profile' ? profileMember : idMember;
}

/** POSTs `body` as `client` (its session cookie) to the in-process app or the measured one. */
function post(client: TestClient, path: string, body: Buffer, opts: { headers: Record<string, string>; measured?: boolean }): Promise<Response> {
  const base = opts.measured ? measured.url : t.url;
  const cookie = client.cookies.size ? { cookie: client.cookieHeader() } : {};
  return fetch(`${base}${path}`, { method: 'POST', headers: { ...opts.headers, ...cookie }, body: new Uint8Array(body), redirect: 'manual' });
}

async function upload(target: Target, transport: Transport, file: FileSpec, opts: UploadOptions = {}): Promise<Answer> {
  const client = opts.as ?? memberFor(target);
  if (target === 'id' && 'user' in client) await resetIdRequests(client as Member);
  const parts = opts.parts ? opts.parts(defaultParts(target, transport, file, opts)) : defaultParts(target, transport, file, opts);
  const before = new Set(storedObjects());
  const res = await post(client, `${PATHS[target][transport]}${opts.query ?? ''}`, multipartBody(parts), {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...preflight(transport), ...opts.headers },
    measured: opts.measured,
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  const message = transport === 'REST' || !body?.errors ? body?.message : body.errors[0]?.message;
  return { status: res.status, headers: res.headers, body, message, newFiles: storedObjects().filter((f) => !before.has(f)) };
}

/** The keys of the files the app stored for an accepted upload, from the database row it made. */
async function keysOf(target: Target, transport: Transport, answer: Answer, client: Member): Promise<string[]> {
  if (target === 'profile') {
    const id = transport === 'REST' ? answer.body.id : answer.body.data.createProfile.id;
    const [row] = await t.sql<{ image_key: string | null; image_variant_widths: number[] | null }>(
      'select image_key, image_variant_widths from profiles where id = $1',
      [id],
    );
    expect(row?.image_key).toBeTruthy();
    return imageFileKeys(row.image_key!, row.image_variant_widths);
  }
  const rows = await t.sql<{ document_key: string }>("select document_key from id_verifications where user_id = $1 and status = 'pending'", [client.user.id]);
  expect(rows).toHaveLength(1);
  return [rows[0].document_key];
}

/** The plain bytes of a stored object: ID documents are stored encrypted (AES-256-GCM, bound to their key). */
function readStored(key: string): Buffer {
  const data = readFileSync(join(uploadsDir(), ...key.split('/')));
  return key.startsWith('id-documents/') ? t.app.services.crypto.decrypt(data, key) : data;
}

interface Accepted {
  answer: Answer;
  keys: string[];
  /** The stored image (decrypted), then its smaller copies. */
  objects: Buffer[];
}

/** An accepted upload: 201 Created on REST, 200 with data on GraphQL. */
const okStatus = (transport: Transport) => (transport === 'GraphQL' ? 200 : 201);

async function expectAccepted(target: Target, transport: Transport, file: FileSpec, opts: UploadOptions = {}): Promise<Accepted> {
  const client = (opts.as ?? memberFor(target)) as Member;
  const answer = await upload(target, transport, file, opts);
  expect({ status: answer.status, message: answer.message }).toEqual({ status: okStatus(transport), message: undefined });
  if (transport === 'GraphQL') expect(answer.body.errors).toBeUndefined();
  const keys = await keysOf(target, transport, answer, client);
  // Exactly the files of this upload appeared, each under a server-made name.
  expect([...answer.newFiles].sort()).toEqual([...keys].sort());
  for (const key of keys) expect(key).toMatch(STORED_FILE);
  figures.accepted += 1;
  return { answer, keys, objects: keys.map(readStored) };
}

interface Refusal {
  status: number | number[];
  message?: string | RegExp;
}

async function expectRefused(target: Target, transport: Transport, file: FileSpec, expected: Refusal, opts: UploadOptions = {}): Promise<Answer> {
  const client = opts.as ?? memberFor(target);
  if (target === 'id' && 'user' in client) await resetIdRequests(client as Member);
  const counts = await rowCounts();
  const answer = await upload(target, transport, file, opts);
  const statuses = Array.isArray(expected.status) ? expected.status : [expected.status];
  expect(statuses).toContain(answer.status);
  expect(answer.status).toBeLessThan(500);
  if (expected.message !== undefined) {
    if (typeof expected.message === 'string') expect(answer.message).toBe(expected.message);
    else expect(answer.message).toMatch(expected.message);
  }
  expect(answer.newFiles).toEqual([]);
  expect(await rowCounts()).toEqual(counts);
  return answer;
}

const rowCounts = async () =>
  (
    await t.sql<{ profiles: number; pending: number }>(
      "select (select count(*)::int from profiles) as profiles, (select count(*)::int from id_verifications where status = 'pending') as pending",
    )
  )[0];

// ---------------------------------------------------------------------------------------------------------------
// Stored objects

/**
 * What a stored object carries besides pixels, as a list of findings (empty when clean): EXIF (incl. GPS, maker
 * notes, IFD1 thumbnail), XMP, IPTC, ICC and comments as exifr and sharp see them, any JPEG APPn (other than JFIF)
 * or COM segment, a second JPEG inside (an embedded thumbnail), and EXIF/XMP/ICC chunks of a WebP.
 */
async function metadataFindings(data: Buffer): Promise<string[]> {
  const findings: string[] = [];
  const isJpeg = data.subarray(0, 3).equals(corpus.JPEG_MAGIC);
  const isWebp = data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';
  if (!isJpeg && !isWebp) return ['neither JPEG nor WebP'];
  if (isJpeg) {
    const parsed = await exifr.parse(data, {
      tiff: true,
      exif: true,
      gps: true,
      interop: true,
      ifd1: true,
      makerNote: true,
      userComment: true,
      xmp: true,
      iptc: true,
      icc: true,
      jfif: false,
      ihdr: false,
      mergeOutput: false,
    });
    if (parsed !== undefined && Object.keys(parsed).length > 0) findings.push(`exifr: ${Object.keys(parsed).join(', ')}`);
    if ((await exifr.gps(data)) !== undefined) findings.push('exifr: GPS');
    if ((await exifr.thumbnail(data)) !== undefined) findings.push('exifr: embedded thumbnail');
    const extra = corpus.jpegMarkers(data).filter((m) => /^(e[1-9a-f]|fe)$/.test(m));
    if (extra.length) findings.push(`JPEG segments ${extra.join(', ')}`);
    if (corpus.countOf(data, corpus.JPEG_MAGIC) !== 1) findings.push('more than one JPEG inside');
  } else {
    for (let i = 12; i + 8 <= data.length;) {
      const type = data.subarray(i, i + 4).toString('latin1');
      const size = data.readUInt32LE(i + 4);
      if (['EXIF', 'XMP ', 'ICCP'].includes(type)) findings.push(`WebP chunk ${type}`);
      if (type === 'VP8X' && (data[i + 8] & 0x2c) !== 0) findings.push('WebP VP8X metadata flags');
      i += 8 + size + (size % 2);
    }
  }
  const meta = await sharp(data).metadata();
  for (const field of ['exif', 'xmp', 'iptc', 'icc', 'orientation'] as const) if (meta[field] !== undefined) findings.push(`sharp: ${field}`);
  if (meta.comments?.length) findings.push('sharp: comments');
  return findings;
}

async function expectClean(objects: Buffer[]) {
  for (const data of objects) expect(await metadataFindings(data)).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------------------
// Cases and their tally

const passed: Record<Target, Set<number>> = { profile: new Set(), id: new Set() };
const started: Record<Target, Set<number>> = { profile: new Set(), id: new Set() };
const registered: Record<Target, Set<number>> = { profile: new Set(), id: new Set() };

/** One §6.7 case: a test per target, run over both transports inside; counted when it completes. */
function corpusCase(n: number, title: string, run: (target: Target) => Promise<void>, timeoutMs = 120_000) {
  describe(`#${n} ${title}`, () => {
    for (const target of TARGETS) {
      registered[target].add(n);
      it(
        TARGET_NAME[target],
        async () => {
          started[target].add(n);
          await run(target);
          passed[target].add(n);
        },
        timeoutMs,
      );
    }
  });
}

const wrongType = { status: 400, message: IMAGE_MESSAGES.wrongType };

// ---------------------------------------------------------------------------------------------------------------
// The 24 cases

corpusCase(1, 'JPEG with EXIF GPS, XMP, IPTC, maker notes and an EXIF thumbnail of a different image', async (target) => {
  const jpeg = await corpus.metadataJpeg();
  // The input really carries all of it.
  const input = await exifr.parse(jpeg, { tiff: true, exif: true, gps: true, xmp: true, iptc: true, icc: true, makerNote: true, mergeOutput: false });
  expect(input.gps.latitude).toBeCloseTo(40.75, 1);
  expect(input.ifd0.Make).toBe('LeakyCam');
  expect(Buffer.from(input.makerNote).includes('SN-0042-LEAK')).toBe(true);
  expect(input.iptc.City).toBe('Springfield');
  expect(input.icc).toBeTruthy();
  expect(JSON.stringify(input)).toContain('40,44.9N'); // XMP location
  const thumbnail = Buffer.from((await exifr.thumbnail(jpeg))!);
  expect((await sharp(thumbnail).stats()).channels[1].mean).toBeGreaterThan(200); // green, unlike the photo
  for (const transport of TRANSPORTS) {
    const { objects } = await expectAccepted(target, transport, { data: jpeg });
    await expectClean(objects);
    for (const data of objects) for (const marker of corpus.METADATA_MARKERS) expect(data.includes(marker)).toBe(false);
    // Orientation 6 applied: the 400x200 photo stands up, its red (left) half now on top; the copies too.
    for (const data of objects) {
      const meta = await sharp(data).metadata();
      expect(meta.height).toBeGreaterThan(meta.width!);
    }
    const { data: px, info } = await sharp(objects[0]).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 400]);
    const at = (x: number, y: number) => px.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
    expect(at(100, 60)[0]).toBeGreaterThan(200);
    expect(at(100, 60)[2]).toBeLessThan(60);
    expect(at(100, 340)[2]).toBeGreaterThan(200);
  }
});

corpusCase(2, 'PNG declaring 20000x20000 (400 MP) in a tiny file', async (target) => {
  const png = corpus.pngHeader(20_000, 20_000);
  expect(png.length).toBeLessThan(2000);
  for (const transport of TRANSPORTS) {
    const m = await measured.meter.during(() =>
      expectRefused(
        target,
        transport,
        { data: png, filename: 'tiny.png', contentType: 'image/png' },
        { status: 400, message: IMAGE_MESSAGES.tooManyPixels },
        { measured: true },
      ),
    );
    figures.rss.push({ label: `#2 400 MP header, ${TARGET_NAME[target]} ${transport}`, ...m });
    expect(m.growth).toBeLessThan(50 * corpus.MB);
  }
});

corpusCase(3, 'PNG and JPEG just over the 50-megapixel cap', async (target) => {
  expect(7072 * 7072).toBeGreaterThan(IMAGE_LIMITS.maxInputPixels);
  const overPng = corpus.pngHeader(7072, 7072);
  const overJpeg = corpus.withJpegDimensions(await corpus.plainJpeg(), 7072, 7072);
  expect((await sharp(overJpeg).metadata()).width).toBe(7072);
  // At the cap a file goes on to decoding: this one's token pixel data is then found damaged (another message).
  const atCap = corpus.pngHeader(7000, 7000);
  for (const transport of TRANSPORTS) {
    await expectRefused(target, transport, { data: overPng, contentType: 'image/png' }, { status: 400, message: IMAGE_MESSAGES.tooManyPixels });
    await expectRefused(target, transport, { data: overJpeg }, { status: 400, message: IMAGE_MESSAGES.tooManyPixels });
    await expectRefused(target, transport, { data: atCap, contentType: 'image/png' }, { status: 400, message: IMAGE_MESSAGES.unreadable });
  }
});

corpusCase(
  4,
  'decompression bombs: zlib-heavy PNGs',
  async (target) => {
    // The builder makes real bombs: a small one inflates to its whole raster, and decodes.
    const small = corpus.pngBomb(300, 200, 16, 6);
    const idat = small.subarray(33 + 8, small.length - 12 - 4);
    expect(inflateSync(idat).length).toBe(corpus.pngRasterBytes(300, 200, 16, 6));
    expect((await sharp(small).raw().toBuffer({ resolveWithObject: true })).info).toMatchObject({ width: 300, height: 200, channels: 4 });
    // 1 GiB of raster (16384x16384 RGBA) from a ~1 MB file: over the pixel cap, refused from the header.
    const gigabyte = corpus.pngBomb(16_384, 16_384, 8, 6);
    expect(corpus.pngRasterBytes(16_384, 16_384, 8, 6)).toBeGreaterThan(1024 * corpus.MB);
    expect(gigabyte.length).toBeLessThan(2 * corpus.MB);
    // Under the cap, as heavy as it gets: 7000x7000 RGBA at 16 bits (49 MP, 392 MB of raster) from ~380 KB. The
    // app may decode it (it is a valid black image); what matters is the memory it takes.
    const heavy = corpus.pngBomb(7000, 7000, 16, 6);
    expect(corpus.pngRasterBytes(7000, 7000, 16, 6)).toBeGreaterThan(390 * 1000 * 1000);
    for (const transport of TRANSPORTS) {
      const bomb = { data: gigabyte, filename: 'bomb.png', contentType: 'image/png' };
      const refused = await measured.meter.during(() =>
        expectRefused(target, transport, bomb, { status: 400, message: IMAGE_MESSAGES.tooManyPixels }, { measured: true }),
      );
      figures.rss.push({ label: `#4 1 GiB-raster bomb, ${TARGET_NAME[target]} ${transport}`, ...refused });
      expect(refused.peak).toBeLessThan(512 * corpus.MB);
      const decoded = await measured.meter.during(() => upload(target, transport, { ...bomb, data: heavy }, { measured: true }));
      figures.rss.push({ label: `#4 49 MP 16-bit bomb (${decoded.result.status}), ${TARGET_NAME[target]} ${transport}`, ...decoded });
      expect(decoded.peak).toBeLessThan(512 * corpus.MB);
      expect([okStatus(transport), 400]).toContain(decoded.result.status);
      if (decoded.result.status === 400) expect(decoded.result.newFiles).toEqual([]);
      else await expectClean(decoded.result.newFiles.map(readStored));
    }
  },
  180_000,
);

corpusCase(5, 'truncated JPEG (and PNG)', async (target) => {
  const jpeg = await corpus.noise(256, 256).jpeg({ quality: 95 }).toBuffer();
  const png = await corpus.noise(256, 256).png().toBuffer();
  for (const transport of TRANSPORTS) {
    await expectRefused(target, transport, { data: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)) }, { status: 400, message: IMAGE_MESSAGES.unreadable });
    await expectRefused(
      target,
      transport,
      { data: png.subarray(0, Math.floor(png.length * 0.6)), contentType: 'image/png' },
      { status: 400, message: IMAGE_MESSAGES.unreadable },
    );
  }
});

async function polyglot(target: Target, tail: Buffer, forbidden: string[]) {
  const jpeg = await corpus.noise(256, 256).jpeg({ quality: 90 }).toBuffer();
  const input = Buffer.concat([jpeg, tail]);
  for (const transport of TRANSPORTS) {
    const { objects } = await expectAccepted(target, transport, { data: input });
    await expectClean(objects);
    for (const data of objects) {
      expect(data.equals(input)).toBe(false);
      for (const text of forbidden) expect(data.includes(text)).toBe(false);
    }
    // The stored image is one fresh JPEG, with nothing after its end marker.
    expect(objects[0].subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(corpus.countOf(objects[0], corpus.JPEG_MAGIC)).toBe(1);
  }
}

corpusCase(6, 'JPEG with appended HTML/JS (polyglot)', (target) => polyglot(target, Buffer.from(corpus.HTML_TAIL), ['<script', '<html', 'alert(']));

corpusCase(7, 'JPEG with an appended ZIP', (target) => polyglot(target, corpus.zipTail(), ['PK\x03\x04', 'evil.html', '<script']));

corpusCase(8, 'SVG with <script>, whatever the declared type', async (target) => {
  const svg = Buffer.from(corpus.SVG_SCRIPT);
  const withProlog = Buffer.from(`<?xml version="1.0"?>\n${corpus.SVG_SCRIPT}`);
  for (const transport of TRANSPORTS) {
    await expectRefused(target, transport, { data: svg, filename: 'x.svg', contentType: 'image/svg+xml' }, wrongType);
    await expectRefused(target, transport, { data: svg, filename: 'x.jpg', contentType: 'image/jpeg' }, wrongType);
    await expectRefused(target, transport, { data: withProlog, filename: 'x.png', contentType: 'image/png' }, wrongType);
  }
});

corpusCase(9, 'HTML renamed .jpg, declared image/jpeg', async (target) => {
  for (const transport of TRANSPORTS) {
    await expectRefused(target, transport, { data: Buffer.from(corpus.HTML_PAGE), filename: 'photo.jpg', contentType: 'image/jpeg' }, wrongType);
  }
});

corpusCase(10, 'PDF, EXE and ELF declared as images', async (target) => {
  const files: FileSpec[] = [
    { data: Buffer.from(corpus.PDF), filename: 'scan.jpg', contentType: 'image/jpeg' },
    { data: corpus.exe(), filename: 'photo.png', contentType: 'image/png' },
    { data: corpus.ELF(), filename: 'photo.webp', contentType: 'image/webp' },
  ];
  for (const transport of TRANSPORTS) for (const file of files) await expectRefused(target, transport, file, wrongType);
});

corpusCase(11, 'TIFF, BMP, PSD, ImageMagick formats and other formats off the allowlist', async (target) => {
  const tiny = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } });
  const files: [string, Buffer][] = [
    ['TIFF', await tiny().tiff().toBuffer()],
    ['BMP', corpus.bmp()],
    ['PSD', corpus.psd()],
    ['MIFF (ImageMagick)', corpus.miff()],
    ['PPM (netpbm)', corpus.ppm()],
    ['ICO', corpus.ico()],
    ['AVIF', await tiny().avif().toBuffer()],
    ['GIF', await tiny().gif().toBuffer()],
  ];
  for (const transport of TRANSPORTS) {
    for (const [name, data] of files) {
      const answer = await upload(target, transport, { data, filename: `${name}.jpg` });
      expect({ name, status: answer.status, message: answer.message, stored: answer.newFiles }).toEqual({ name, ...wrongType, stored: [] });
    }
  }
});

corpusCase(12, 'HEIC: refused with a "convert to JPEG" message', async (target) => {
  for (const transport of TRANSPORTS) {
    for (const brand of ['heic', 'heix', 'mif1']) {
      const answer = await expectRefused(
        target,
        transport,
        { data: corpus.heif(brand), filename: 'IMG_0001.HEIC', contentType: 'image/heic' },
        { status: 400 },
      );
      expect(answer.message).toBe(IMAGE_MESSAGES.heic);
      expect(answer.message).toMatch(/convert(ed)? to JPEG/i);
    }
  }
});

corpusCase(13, 'animated GIF, 10,000 frames', async (target) => {
  const gif = corpus.animatedGif(10_000);
  expect(corpus.gifFrameCount(gif)).toBe(10_000);
  // GIF is on neither allowlist: profile photos and ID documents take JPEG, PNG and WebP only.
  for (const transport of TRANSPORTS) await expectRefused(target, transport, { data: gif, filename: 'anim.gif', contentType: 'image/gif' }, wrongType);
});

corpusCase(14, '0-byte and 1-byte files', async (target) => {
  for (const transport of TRANSPORTS) {
    await expectRefused(target, transport, { data: Buffer.alloc(0) }, { status: 400, message: target === 'profile' ? IMAGE_MESSAGES.empty : MISSING_FIELDS });
    await expectRefused(target, transport, { data: Buffer.from([0xff]) }, wrongType);
  }
});

corpusCase(
  15,
  'a 2 GB upload streamed past the 5 MB limit',
  async (target) => {
    const client = memberFor(target);
    for (const transport of TRANSPORTS) {
      if (target === 'id') await resetIdRequests(idMember);
      const counts = await rowCounts();
      const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: client.cookieHeader(), ...preflight(transport) };
      const url = `${measured.url}${PATHS[target][transport]}`;
      // Chunked, generated while sent, to the app in its own process: its /proc counters are the app's alone.
      const app = measured.meter;
      const [wroteBefore, readBefore, dirBefore] = [app.written(), app.read(), dirBytes(tmpRoot)];
      const watch = watchDirBytes(tmpRoot);
      const sent = await sendMultipart(url, streamHead(target, transport), TWO_GB, { headers });
      const dirPeak = watch.stop();
      const [wrote, read] = [app.written() - wroteBefore, app.read() - readBefore];
      figures.stream.push({
        label: `#15 2 GB chunked, ${TARGET_NAME[target]} ${transport}`,
        status: sent.status,
        serverRead: read,
        wrote,
        dirGrowth: dirPeak - dirBefore,
      });
      expect(sent.status).toBe(413);
      const message = transport === 'REST' ? sent.body.message : sent.body.errors[0].message;
      expect(message).toBe(IMAGE_MESSAGES.tooLarge(LIMIT));
      expect(sent.headers.connection).toBe('close');
      // What the app read: the body up to the cut, plus its database traffic and background jobs (rchar counts every
      // read of the process, hence the allowance); the exact per-connection figure is checked in-process below.
      expect(read).toBeGreaterThan(LIMIT);
      expect(read).toBeLessThanOrEqual(READ_CEILING + 2 * corpus.MB);
      expect(sent.written).toBeLessThan(TWO_GB / 10);
      // What the app wrote anywhere (files, sockets, pipes), and what appeared under DATA_DIR and TMPDIR meanwhile.
      expect(wrote).toBeLessThanOrEqual(WRITE_CEILING);
      expect(dirPeak - dirBefore).toBeLessThanOrEqual(WRITE_CEILING);
      // Declared up front: refused before the body is read.
      const [readBeforeDeclared, wroteBeforeDeclared, dirBeforeDeclared] = [app.read(), app.written(), dirBytes(tmpRoot)];
      const declared = await sendMultipart(url, streamHead(target, transport), TWO_GB, { headers, declareLength: true });
      const [readDeclared, wroteDeclared] = [app.read() - readBeforeDeclared, app.written() - wroteBeforeDeclared];
      const dirGrowthDeclared = dirBytes(tmpRoot) - dirBeforeDeclared;
      figures.stream.push({
        label: `#15 2 GB Content-Length, ${TARGET_NAME[target]} ${transport}`,
        status: declared.status,
        serverRead: readDeclared,
        wrote: wroteDeclared,
        dirGrowth: dirGrowthDeclared,
      });
      expect(wroteDeclared).toBeLessThanOrEqual(WRITE_CEILING);
      expect(dirGrowthDeclared).toBeLessThanOrEqual(WRITE_CEILING);
      expect(declared.status).toBe(413);
      expect(declared.headers.connection).toBe('close');
      expect(readDeclared).toBeLessThan(2 * corpus.MB);
      // The same on the in-process app, whose server sockets are counted one by one.
      const exact = await sendMultipart(`${t.url}${PATHS[target][transport]}`, streamHead(target, transport), TWO_GB, { headers, serverSockets });
      expect({ status: exact.status, serverClosed: exact.serverClosed }).toEqual({ status: 413, serverClosed: true });
      expect(exact.serverRead).toBeGreaterThan(LIMIT);
      expect(exact.serverRead).toBeLessThanOrEqual(READ_CEILING);
      const exactDeclared = await sendMultipart(`${t.url}${PATHS[target][transport]}`, streamHead(target, transport), TWO_GB, {
        headers,
        serverSockets,
        declareLength: true,
      });
      expect({ status: exactDeclared.status, serverClosed: exactDeclared.serverClosed }).toEqual({ status: 413, serverClosed: true });
      expect(exactDeclared.serverRead).toBeLessThan(IN_FLIGHT);
      // A client that reads its answer only a second later (busy, or sending first) still gets the 413: the app
      // half-closes after it instead of resetting the connection. This client never closes on its own: that it is done
      // shows the app closed the connection. (Once per target, on the REST reader for profiles and the GraphQL one
      // for ID documents: both readers share the closing code; it costs the 2 s linger each time.)
      if ((target === 'profile') === (transport === 'REST')) {
        const late = await sendReadingLate(url, streamHead(target, transport), 64 * corpus.MB, headers, 1000);
        expect(late.statusLine).toMatch(/^HTTP\/1\.1 413 /);
      }
      expect(await rowCounts()).toEqual(counts);
    }
  },
  180_000,
);

corpusCase(16, 'maxFiles + 1 files in one multipart body', async (target) => {
  const jpeg = await corpus.plainJpeg();
  // A first file of 3 MB arrives over many reads, so the extra file comes after the operation has started with it.
  const large = await corpus.sizedJpeg(1800, 1400, 2.5 * corpus.MB, 3.5 * corpus.MB);
  const file = (name: string): Part => ({ name, filename: `${name}.jpg`, contentType: 'image/jpeg', data: jpeg });
  for (const first of [jpeg, large]) {
    // REST: a second file in the image field.
    await expectRefused(
      target,
      'REST',
      { data: first },
      { status: 413, message: 'Only one file can be uploaded.' },
      { parts: (p) => [...p, file(FILE_FIELD[target])] },
    );
    // GraphQL: a map of two files (one file allowed), and one mapped file followed by an unmapped second.
    await expectRefused(
      target,
      'GraphQL',
      { data: first },
      { status: 413, message: '1 max file uploads exceeded.' },
      { parts: ([ops, , f]) => [ops, { name: 'map', value: JSON.stringify({ 0: ['variables.img'], 1: ['variables.img'] }) }, f, file('1')] },
    );
    await expectRefused(target, 'GraphQL', { data: first }, { status: 413, message: '1 max file uploads exceeded.' }, { parts: (p) => [...p, file('1')] });
  }
  // The extra file a second after the first one, when the operation has long read its file and could be done.
  for (const transport of TRANSPORTS) {
    if (target === 'id') await resetIdRequests(idMember);
    const counts = await rowCounts();
    const files = storedObjects().length;
    const extra = transport === 'REST' ? file(FILE_FIELD[target]) : file('1');
    const sent = await sendMultipart(`${t.url}${PATHS[target][transport]}`, streamHead(target, transport), jpeg, {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: memberFor(target).cookieHeader(), ...preflight(transport) },
      closing: Buffer.concat([Buffer.from('\r\n'), multipartBody([extra])]),
      closingDelayMs: 1000,
    });
    expect(sent.status).toBe(413);
    expect(await rowCounts()).toEqual(counts);
    expect(storedObjects().length).toBe(files);
  }
});

corpusCase(17, 'broken multipart: one file mapped to many variables, missing map, malformed operations', async (target) => {
  const jpeg = await corpus.plainJpeg();
  const stringField = target === 'profile' ? 'variables.input.firstName' : 'variables.input.fullName';
  const map = (value: string) => (p: Part[]) => [p[0], { name: 'map', value }, p[2]];
  const graphqlCases: [string, UploadOptions['parts']][] = [
    ['one file mapped to the upload and a string variable', map(JSON.stringify({ 0: ['variables.img', stringField] }))],
    ['one file mapped to the upload, the query and a prototype key', map(JSON.stringify({ 0: ['variables.img', 'query', '__proto__.polluted'] }))],
    ['missing map', (p) => [p[0], p[2]]],
    ['map that is not JSON', map('{"0": ["variables.img"]')],
    ['map entry that is not an array', map(JSON.stringify({ 0: 'variables.img' }))],
    ['map naming a file that is not sent', (p) => [p[0], { name: 'map', value: JSON.stringify({ 0: ['variables.img'] }) }]],
    ['malformed operations JSON', (p) => [{ name: 'operations', value: '{"query": "mutation {' }, p[1], p[2]]],
    ['operations that is not an object', (p) => [{ name: 'operations', value: '"createProfile"' }, p[1], p[2]]],
    ['missing operations', (p) => [p[1], p[2]]],
  ];
  for (const [name, parts] of graphqlCases) {
    if (target === 'id') await resetIdRequests(idMember);
    const counts = await rowCounts();
    const answer = await upload(target, 'GraphQL', { data: jpeg }, { parts });
    expect({ name, status: answer.status, message: typeof answer.message, stored: answer.newFiles }).toEqual({
      name,
      status: 400,
      message: 'string',
      stored: [],
    });
    expect(await rowCounts()).toEqual(counts);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  // The REST multipart reader: no boundary, a body cut off before its end, a file under another field name.
  await expectRefused(target, 'REST', { data: jpeg }, { status: 400 }, { headers: { 'content-type': 'multipart/form-data' } });
  await expectRefused(
    target,
    'REST',
    { data: jpeg },
    { status: 400 },
    { parts: (p) => [...p.slice(0, -1), { name: 'attachment', filename: 'a.jpg', data: jpeg }] },
  );
  if (target === 'id') await resetIdRequests(idMember);
  const counts = await rowCounts();
  const res = await memberFor(target).fetch(PATHS[target].REST, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...preflight('REST') },
    body: new Uint8Array(multipartBody(defaultParts(target, 'REST', { data: jpeg }, {})).subarray(0, -200)),
  });
  expect(res.status).toBe(400);
  expect(await rowCounts()).toEqual(counts);
});

corpusCase(18, 'hostile file names', async (target) => {
  const jpeg = await corpus.plainJpeg(80, 60, '#884422');
  // As browsers send them (the HTML spec escapes CR, LF and '"' in multipart file names as %0D, %0A, %22), and
  // a percent-encoded RFC 5987 name: the content is a valid image, so each is accepted.
  const names = [
    '../../etc/passwd.jpg',
    '..\\..\\windows\\win.ini.jpg',
    'x.jpg%0D%0AX-Evil: 1',
    'a%00b.jpg',
    'photo\u202Egpj.exe',
    `${'A'.repeat(10_000)}.jpg`,
    // Closes the quoted name and adds an RFC 5987 `filename*` parameter (decoded by the multipart reader).
    `x.jpg"; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd%00.jpg; x="`,
  ];
  const traces = ['passwd', 'win.ini', '\u202E', 'gpj.exe', 'X-Evil', '%0D', '%00', 'AAAAAAAAAA'];
  for (const transport of TRANSPORTS) {
    for (const filename of names) {
      const { answer, keys } = await expectAccepted(target, transport, { data: jpeg, filename });
      // The stored keys are UUIDs under a code-chosen prefix (expectAccepted); the name is nowhere.
      const headerText = [...answer.headers].map(([k, v]) => `${k}: ${v}`).join('\n');
      const rowText =
        target === 'profile'
          ? JSON.stringify(await t.sql('select * from profiles where image_key = $1', [keys[0]]))
          : JSON.stringify(await t.sql('select * from id_verifications where document_key = $1', [keys[0]]));
      for (const trace of traces) {
        expect(headerText.includes(trace)).toBe(false);
        expect(JSON.stringify(answer.body).includes(trace)).toBe(false);
        expect(rowText.includes(trace)).toBe(false);
      }
    }
    // Raw NUL, CR and LF do not belong in a part header (browsers never send them): depending on where the header
    // breaks, the body is malformed, or the part is no file, or the name is cut short. Never a 5xx; whatever is
    // stored is under a server-made key, and the name goes nowhere.
    for (const filename of ['a\0b.jpg', 'x.jpg\r\nX-Evil: 1']) {
      const answer = await upload(target, transport, { data: jpeg, filename });
      expect([okStatus(transport), 400]).toContain(answer.status);
      expect([...answer.headers].map(([k, v]) => `${k}: ${v}`).join('\n')).not.toMatch(/X-Evil|a\0b/);
      expect(JSON.stringify(answer.body)).not.toMatch(/X-Evil|a\\u0000b/);
      if (answer.status === 400) expect(answer.newFiles).toEqual([]);
      // (A REST profile whose image part lost its file name is created without an image: the part is a text field.)
      else for (const key of answer.newFiles) expect(key).toMatch(STORED_FILE);
    }
  }
  const everything = readdirSync(tmpRoot, { recursive: true, encoding: 'utf8' });
  for (const trace of [...traces, '..']) expect(everything.filter((p) => p.includes(trace))).toEqual([]);
});

corpusCase(19, 'huge ICC profile: 16 MB in a 17 MB JPEG (and 4 MB under the limit)', async (target) => {
  const huge = await corpus.jpegWithIcc(16_000_000, corpus.noise(1600, 1600));
  expect(huge.length).toBeGreaterThan(16.5 * 1000 * 1000);
  const under = await corpus.jpegWithIcc(4 * corpus.MB);
  expect(under.length).toBeLessThan(LIMIT);
  expect((await sharp(under).metadata()).icc?.length).toBeGreaterThan(4 * 1000 * 1000);
  const client = memberFor(target);
  for (const transport of TRANSPORTS) {
    if (target === 'id') await resetIdRequests(idMember);
    const counts = await rowCounts();
    const files = storedObjects().length;
    const sent = await sendMultipart(`${t.url}${PATHS[target][transport]}`, streamHead(target, transport), huge, {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: client.cookieHeader(), ...preflight(transport) },
      serverSockets,
    });
    // Refused by size, reading stopped at the limit.
    expect(sent.status).toBe(413);
    expect(sent.serverRead).toBeLessThanOrEqual(READ_CEILING);
    expect(await rowCounts()).toEqual(counts);
    expect(storedObjects().length).toBe(files);
    // Under the size limit the profile is to be refused or stripped (this app decodes the image and re-encodes it
    // without the profile).
    const answer = await upload(target, transport, { data: under });
    expect([okStatus(transport), 400]).toContain(answer.status);
    if (answer.status === 400) expect(answer.newFiles).toEqual([]);
    else {
      expect(answer.newFiles.length).toBeGreaterThan(0);
      await expectClean(answer.newFiles.map(readStored));
      figures.accepted += 1;
    }
  }
});

corpusCase(
  20,
  '8 concurrent valid uploads just under the limit',
  async (target) => {
    // §6.7 says 10 MB files against a proposed 15 MB cap; this app's cap is 5 MB (SPEC "under 5MB"), so the files
    // are 12 MP photos of 4.3-4.9 MB: the largest valid uploads there are.
    const photo = await corpus.sizedJpeg(4000, 3000, 4.3 * corpus.MB, 4.9 * corpus.MB);
    const members = target === 'profile' ? Array.from({ length: 8 }, () => profileMember) : idCrowd;
    /** One batch: 8 uploads at once to the measured app; every functional check applies to every batch. */
    const batch = async (transport: Transport, label: string) => {
      for (const member of members) if (target === 'id') await resetIdRequests(member);
      const before = new Set(storedObjects());
      const bodies = members.map(() => multipartBody(defaultParts(target, transport, { data: photo }, {})));
      const m = await measured.meter.during(() =>
        Promise.all(
          members.map(async (client, i) => {
            const started = performance.now();
            const res = await post(client, PATHS[target][transport], bodies[i], {
              headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...preflight(transport) },
              measured: true,
            });
            const body = (await res.json()) as { errors?: unknown };
            return { status: res.status, retryAfter: res.headers.get('retry-after'), errors: body.errors, ms: performance.now() - started };
          }),
        ),
      );
      const results = m.result;
      const p99 = Math.max(...results.map((r) => r.ms)); // of 8 samples, the 99th percentile is the slowest
      const statuses = results.map((r) => r.status);
      figures.concurrent.push({ label: `${label}, ${TARGET_NAME[target]} ${transport}`, statuses: statuses.join(' '), p99, peak: m.peak });
      // Succeeded, or refused politely: 429, or 503 with Retry-After from the app's load shedding (overload.ts), which
      // the app answers when its event loop lags (on a busy machine). At least one must get through.
      for (const r of results) {
        expect([okStatus(transport), 429, 503]).toContain(r.status);
        if (r.status === okStatus(transport)) expect(r.errors).toBeUndefined();
        else expect(r.retryAfter).toMatch(/^\d+$/);
      }
      expect(m.peak).toBeLessThan(1024 * corpus.MB);
      const created = storedObjects().filter((f) => !before.has(f));
      const accepted = statuses.filter((s) => s === okStatus(transport)).length;
      expect(accepted).toBeGreaterThan(0);
      figures.accepted += accepted;
      // Each accepted upload stored its image (and for profiles its copies): check them all.
      expect(created.filter((f) => /^(profiles|id-documents)\/[0-9a-f-]{36}$/.test(f))).toHaveLength(accepted);
      await expectClean(created.map(readStored));
    };
    // The plan's "p99 < 5 s" is a figure printed with the others (figures.concurrent), not an assertion: speed is never
    // asserted in a test (AGENTS.md), and a busy shared machine stretches it. That they finish at all is asserted.
    for (const transport of TRANSPORTS) await batch(transport, `#20 8 x ${mb(photo.length)}`);
  },
  240_000,
);

corpusCase(21, "upload for another user's record (BOLA)", async (target) => {
  // Not applicable as written: neither upload path takes a user id. A profile photo is uploaded only with the new
  // profile it creates (owned by the caller); an ID document always goes to the caller's own verification request.
  // What is tested: a user id smuggled in as a form field, a query parameter, a GraphQL argument or input field is
  // ignored or refused, the upload lands on the caller's own record only, the victim's records are untouched, and
  // without a session nothing is stored (401).
  const jpeg = await corpus.plainJpeg(70, 50, '#225588');
  const victim = idCrowd[0];
  await resetIdRequests(victim);
  const victimProfile = await expectAccepted('profile', 'REST', { data: jpeg }, { as: victim });
  const victimProfileId = victimProfile.answer.body.id as string;
  const victimRow = async () => (await t.sql('select image_key, created_by_id, image_uploaded_by_id from profiles where id = $1', [victimProfileId]))[0];
  const victimBefore = await victimRow();
  const attacker = memberFor(target);
  const smuggled = { userId: victim.user.id, user_id: victim.user.id, user: victim.user.id, profileId: victimProfileId, id: victimProfileId };

  // REST: user ids as extra form fields or query parameters are ignored; the record is the caller's.
  const owners = async (keys: string[]) =>
    target === 'profile'
      ? t.sql<{ id: string; created_by_id: string; image_uploaded_by_id: string }>(
          'select id::text, created_by_id, image_uploaded_by_id from profiles where image_key = $1',
          [keys[0]],
        )
      : t.sql<{ user_id: string }>('select user_id from id_verifications where document_key = $1', [keys[0]]);
  for (const opts of [{ extraFields: smuggled }, { query: `?${new URLSearchParams(smuggled).toString()}` }] as UploadOptions[]) {
    const { keys } = await expectAccepted(target, 'REST', { data: jpeg }, opts);
    expect(await owners(keys)).toEqual([
      target === 'profile'
        ? { id: expect.not.stringMatching(`^${victimProfileId}$`), created_by_id: attacker.user.id, image_uploaded_by_id: attacker.user.id }
        : { user_id: attacker.user.id },
    ]);
  }

  // GraphQL: there is no argument or input field for another user; naming one is a validation error, nothing runs.
  await expectRefused(
    target,
    'GraphQL',
    { data: jpeg },
    { status: 400, message: /Unknown argument "userId"/ },
    { extraArgs: { userId: ['ID', victim.user.id] } },
  );
  await expectRefused(
    target,
    'GraphQL',
    { data: jpeg },
    { status: 400, message: /userId/ },
    {
      parts: (p) => {
        const ops = JSON.parse((p[0] as { value: string }).value);
        ops.variables.input.userId = victim.user.id;
        return [{ name: 'operations', value: JSON.stringify(ops) }, p[1], p[2]];
      },
    },
  );
  // Without a session: 401, nothing stored.
  await expectRefused(target, 'REST', { data: jpeg }, { status: 401 }, { as: t.client() });
  await expectRefused(target, 'GraphQL', { data: jpeg }, { status: 401 }, { as: t.client() });
  // The victim's records are as they were.
  expect(await victimRow()).toEqual(victimBefore);
  expect(await t.sql("select 1 from id_verifications where user_id = $1 and status = 'pending'", [victim.user.id])).toEqual([]);
});

corpusCase(22, 'cross-site multipart without the preflight header', async (target) => {
  // §6.3: GraphQL multipart without Apollo-Require-Preflight is a 400, a REST form post without X-Requested-With a 403;
  // with the header but a foreign Origin or Sec-Fetch-Site: cross-site, 403. Refused before the body is read.
  const client = memberFor(target);
  for (const transport of TRANSPORTS) {
    if (target === 'id') await resetIdRequests(idMember);
    const counts = await rowCounts();
    const files = storedObjects().length;
    const base = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: client.cookieHeader() };
    const cases: [Record<string, string>, number][] = [
      [base, transport === 'GraphQL' ? 400 : 403],
      [{ ...base, ...preflight(transport), origin: 'https://evil.example' }, 403],
      [{ ...base, ...preflight(transport), 'sec-fetch-site': 'cross-site' }, 403],
    ];
    for (const [headers, status] of cases) {
      const sent = await sendMultipart(`${t.url}${PATHS[target][transport]}`, streamHead(target, transport), 20 * corpus.MB, { headers, serverSockets });
      expect({ status: sent.status, message: transport === 'REST' ? sent.body.message : (sent.body.message ?? sent.body.errors?.[0]?.message) }).toEqual({
        status,
        message: expect.stringMatching(/Cross-site request refused/),
      });
      // "0 bytes buffered": the server read no more than the request head and what was in flight with it.
      expect(sent.serverRead).toBeLessThan(IN_FLIGHT);
      expect(sent.serverClosed).toBe(true);
    }
    expect(await rowCounts()).toEqual(counts);
    expect(storedObjects().length).toBe(files);
  }
});

corpusCase(23, 'EICAR test string in a PNG tEXt chunk, and as a "document"', async (target) => {
  // Not applicable as written: the app has no virus scanner (no ClamAV in the product or on this machine). What it
  // guarantees instead: images are stored only as fresh re-encodes, so the string does not survive (tEXt chunk, JPEG
  // comment, bytes after the end marker), and a "document" that is not an image is refused.
  const eicar = corpus.eicar();
  expect(eicar).toHaveLength(68);
  const png = corpus.withPngChunks(await corpus.halves(60, 40).png().toBuffer(), corpus.textChunk('Comment', eicar));
  expect(png.includes(eicar)).toBe(true);
  expect((await sharp(png).metadata()).format).toBe('png');
  const jpeg = corpus.withSegments(await corpus.plainJpeg(), corpus.segment(0xfe, Buffer.from(eicar, 'latin1')));
  const trailing = Buffer.concat([await corpus.plainJpeg(), Buffer.from(eicar, 'latin1')]);
  for (const transport of TRANSPORTS) {
    for (const data of [png, jpeg, trailing]) {
      const { objects } = await expectAccepted(target, transport, { data, filename: 'id.png', contentType: 'image/png' });
      for (const o of objects) expect(o.includes('EICAR')).toBe(false);
      await expectClean(objects);
    }
    await expectRefused(
      target,
      transport,
      { data: Buffer.from(eicar, 'latin1'), filename: 'document.com', contentType: 'application/octet-stream' },
      wrongType,
    );
    await expectRefused(target, transport, { data: Buffer.from(eicar, 'latin1'), filename: 'id.jpg', contentType: 'image/jpeg' }, wrongType);
  }
});

corpusCase(24, 'the image served back', async (target) => {
  const admin = await t.signedIn({ role: Role.ADMIN });
  const photo = await corpus.plainJpeg(700, 500, '#4477aa');
  const sniff = (data: Buffer) =>
    data.subarray(0, 3).equals(corpus.JPEG_MAGIC) ? 'image/jpeg' : data.subarray(8, 12).toString('latin1') === 'WEBP' ? 'image/webp' : 'unknown';
  const expectSafeHeaders = (res: Response, data: Buffer) => {
    expect(res.headers.get('content-type')).toBe(sniff(data));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="[a-z-]+\.(jpg|webp)"$/);
    expect(res.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  };
  for (const transport of TRANSPORTS) {
    if (target === 'profile') {
      const { answer } = await expectAccepted(target, transport, { data: photo });
      const id = transport === 'REST' ? answer.body.id : answer.body.data.createProfile.id;
      // Pending: only the uploader and admins see it.
      expect((await t.client().fetch(`/api/images/profiles/${id}`)).status).toBe(404);
      const approve = await admin.rest('POST', '/api/admin/approve-image', { profileId: id, status: 'approved' });
      expect(approve.status).toBe(200);
      for (const query of ['', '?w=320&fmt=webp', '?w=160&fmt=jpeg']) {
        const res = await t.client().fetch(`/api/images/profiles/${id}${query}`);
        expect(res.status).toBe(200);
        const data = Buffer.from(await res.arrayBuffer());
        expect(sniff(data)).toBe(query.includes('webp') ? 'image/webp' : 'image/jpeg');
        expectSafeHeaders(res, data);
        expect(await metadataFindings(data)).toEqual([]);
      }
    } else {
      await expectAccepted(target, transport, { data: photo });
      const [request] = await t.sql<{ id: string }>("select id from id_verifications where user_id = $1 and status = 'pending'", [idMember.user.id]);
      // ID documents are never served publicly: an admin opens the request and gets a 2-minute link.
      const opened = await admin.rest('POST', `/api/admin/verification-requests/${request.id}/open`);
      expect(opened.status).toBe(200);
      const link = opened.body.url as string;
      expect((await t.client().fetch(link)).status).toBe(401);
      expect((await idMember.fetch(link)).status).toBe(403);
      const res = await admin.fetch(link);
      expect(res.status).toBe(200);
      const data = Buffer.from(await res.arrayBuffer());
      expectSafeHeaders(res, data);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await metadataFindings(data)).toEqual([]);
      // Approved: the document is deleted, the link serves nothing.
      const approved = await admin.rest('POST', `/api/admin/verification/${idMember.user.id}/approve`, {});
      expect(approved.status).toBe(200);
      expect((await admin.fetch(link)).status).toBe(404);
      await t.sql('update users set id_verified = false, id_verification_status = null where id = $1', [idMember.user.id]);
    }
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Over the whole run

describe('every object stored during the run', () => {
  it('covers the 24 cases for both targets', () => {
    const all = Array.from({ length: 24 }, (_, i) => i + 1);
    for (const target of TARGETS) expect([...registered[target]].sort((a, b) => a - b)).toEqual(all);
  });

  it('carries no metadata and sits under a server-made name', async () => {
    const files = allStoredFiles();
    const userNamed = files.filter((f) => !STORED_FILE.test(f));
    const objects = storedObjects();
    const problems: { key: string; findings: string[] }[] = [];
    for (const key of objects) {
      const findings = await metadataFindings(readStored(key));
      // ID documents at rest are ciphertext (the app's envelope, not an image) that only the app's key opens.
      if (key.startsWith('id-documents/') && readFileSync(join(uploadsDir(), key)).subarray(0, 3).toString('latin1') !== 'TEA') findings.push('not encrypted');
      if (findings.length) problems.push({ key, findings });
    }
    Object.assign(figures, { storedChecked: objects.length, storedWithMetadata: problems.length, userNamedKeys: userNamed.length, storedScanned: true });
    expect(userNamed).toEqual([]);
    expect(problems).toEqual([]);
    // Accepted uploads later deleted (the approved ID documents of case 24) are gone; every other one is here.
    expect(objects.length).toBeGreaterThanOrEqual(figures.accepted - 2);
  }, 60_000);
});

function printFigures() {
  const lines: string[] = ['', 'Upload corpus (SECURITY-PLAN §6.7 / §6.12)'];
  let baseline = '?';
  try {
    baseline = mb(measured.meter.rss());
  } catch {
    /* not started */
  }
  for (const target of TARGETS) {
    const failed = [...started[target]].filter((n) => !passed[target].has(n));
    const notRun = [...registered[target]].filter((n) => !started[target].has(n));
    lines.push(
      `  ${TARGET_NAME[target].padEnd(14)} ${passed[target].size}/24 cases passed (REST and GraphQL)` +
        (failed.length ? `; failed: #${failed.join(', #')}` : '') +
        (notRun.length ? `; not run: #${notRun.join(', #')}` : ''),
    );
  }
  lines.push(
    figures.storedScanned
      ? `  stored objects checked: ${figures.storedChecked}; with metadata: ${figures.storedWithMetadata}; under user-controlled names: ${figures.userNamedKeys}`
      : '  stored objects: not scanned (the final check did not run)',
  );
  lines.push(`  peak RSS of the app's own process (VmHWM; growth over its RSS before the request; its RSS at the end ${baseline}):`);
  for (const r of figures.rss) lines.push(`    ${r.label.padEnd(58)} peak ${mb(r.peak).padStart(9)}  growth ${mb(r.growth).padStart(8)}`);
  lines.push(`  streamed uploads (the app's read(2)/write(2) bytes meanwhile, all sockets and files; tmp growth: files under DATA_DIR and TMPDIR):`);
  for (const s of figures.stream)
    lines.push(
      `    ${s.label.padEnd(58)} ${s.status}  app read ${size(s.serverRead).padStart(9)}  app wrote ${size(s.wrote).padStart(9)}  tmp growth ${size(s.dirGrowth)}`,
    );
  for (const c of figures.concurrent) lines.push(`    ${c.label.padEnd(58)} [${c.statuses}]  p99 ${(c.p99 / 1000).toFixed(2)} s  peak RSS ${mb(c.peak)}`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
