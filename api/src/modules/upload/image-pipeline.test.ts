import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp, { type Sharp } from 'sharp';
import exifr from 'exifr';
import processRequest from 'graphql-upload/processRequest.mjs';
import type { FileUpload } from './upload.scalar.js';
import { AppError } from '../../shared/errors.js';
import { IMAGE_LIMITS, IMAGE_MESSAGES, processImage, processUpload, readUpload } from './image-pipeline.js';

/*
 * The upload attack corpus of SECURITY-PLAN §6.7, built here from code: real images made with sharp,
 * metadata segments and headers written byte by byte. Every accepted file goes through the real pipeline.
 */

// ---------- corpus builders ----------

/** A raw RGB image whose left half is red and right half blue. */
function halves(width: number, height: number): Sharp {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (x < width / 2) raw[i] = 255;
      else raw[i + 2] = 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/** Random pixels (so JPEG data is large and truncation lands inside the entropy-coded scan). */
function noise(width: number, height: number): Sharp {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

type IfdEntry = { tag: number; type: 2 | 3 | 4 | 5; values: number[] | string };

/** One little-endian TIFF IFD at `offset`, with its out-of-line values right after it. */
function ifd(entries: IfdEntry[], offset: number, next: number): Buffer {
  const head = Buffer.alloc(2 + 12 * entries.length + 4);
  const data: Buffer[] = [];
  let dataOffset = offset + head.length;
  head.writeUInt16LE(entries.length, 0);
  entries.forEach((e, i) => {
    let bytes: Buffer;
    let count: number;
    if (e.type === 2) {
      bytes = Buffer.from(`${e.values as string}\0`, 'latin1');
      count = bytes.length;
    } else {
      const values = e.values as number[];
      const size = e.type === 3 ? 2 : 4;
      bytes = Buffer.alloc(size * values.length);
      values.forEach((v, j) => (size === 2 ? bytes.writeUInt16LE(v, 2 * j) : bytes.writeUInt32LE(v, 4 * j)));
      count = e.type === 5 ? values.length / 2 : values.length;
    }
    const p = 2 + 12 * i;
    head.writeUInt16LE(e.tag, p);
    head.writeUInt16LE(e.type, p + 2);
    head.writeUInt32LE(count, p + 4);
    if (bytes.length <= 4) bytes.copy(head, p + 8);
    else {
      head.writeUInt32LE(dataOffset, p + 8);
      if (bytes.length % 2) bytes = Buffer.concat([bytes, Buffer.alloc(1)]);
      data.push(bytes);
      dataOffset += bytes.length;
    }
  });
  head.writeUInt32LE(next, 2 + 12 * entries.length);
  return Buffer.concat([head, ...data]);
}

/** An APP1 EXIF segment: maker, orientation, GPS position and an embedded thumbnail of a *different* image. */
function exifSegment(orientation: number, thumbnail: Buffer): Buffer {
  const ifd0 = (gps: number, next: number) =>
    ifd(
      [
        { tag: 0x010f, type: 2, values: 'LeakyCam' },
        { tag: 0x0112, type: 3, values: [orientation] },
        { tag: 0x8825, type: 4, values: [gps] },
      ],
      8,
      next,
    );
  const gpsIfd = (offset: number) =>
    ifd(
      [
        { tag: 0x0001, type: 2, values: 'N' },
        { tag: 0x0002, type: 5, values: [40, 1, 44, 1, 5477, 100] },
        { tag: 0x0003, type: 2, values: 'W' },
        { tag: 0x0004, type: 5, values: [73, 1, 59, 1, 1234, 100] },
      ],
      offset,
      0,
    );
  const ifd1 = (offset: number, thumbOffset: number) =>
    ifd(
      [
        { tag: 0x0103, type: 3, values: [6] },
        { tag: 0x0201, type: 4, values: [thumbOffset] },
        { tag: 0x0202, type: 4, values: [thumbnail.length] },
      ],
      offset,
      0,
    );
  const gpsOffset = 8 + ifd0(0, 0).length;
  const ifd1Offset = gpsOffset + gpsIfd(gpsOffset).length;
  const thumbOffset = ifd1Offset + ifd1(ifd1Offset, 0).length;
  const tiff = Buffer.concat([
    Buffer.from('II*\0', 'latin1'),
    Buffer.from([8, 0, 0, 0]),
    ifd0(gpsOffset, ifd1Offset),
    gpsIfd(gpsOffset),
    ifd1(ifd1Offset, thumbOffset),
    thumbnail,
  ]);
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="40,44.9N" exif:GPSLongitude="73,59.2W"
 xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="Springfield"/></rdf:RDF></x:xmpmeta>`;

function iptcSegment(): Buffer {
  const city = Buffer.from('Springfield', 'latin1');
  const dataset = Buffer.concat([Buffer.from([0x1c, 2, 90, 0, city.length]), city]);
  const resource = Buffer.concat([Buffer.from('8BIM', 'latin1'), Buffer.from([0x04, 0x04, 0, 0]), Buffer.alloc(4), dataset]);
  resource.writeUInt32BE(dataset.length, 8);
  return segment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]));
}

/** Inserts segments right after the JPEG's SOI marker. */
function withSegments(jpeg: Buffer, ...segments: Buffer[]): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** A PNG that only declares its size: a valid signature and IHDR, a token IDAT. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(p: Promise<unknown>): Promise<{ code: string; status: number; message: string }> {
  const e = await p.then(
    () => {
      throw new Error('expected the image to be refused');
    },
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  const { code, status, message } = e as AppError;
  return { code, status, message };
}

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
function countOf(haystack: Buffer, needle: Buffer | string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + 1)) n++;
  return n;
}

/** A FileUpload as graphql-upload hands it over, with the client-chosen name and type. */
function fileUpload(stream: () => Readable, filename = 'photo.jpg', mimetype = 'image/jpeg'): FileUpload {
  return { filename, mimetype, encoding: '7bit', createReadStream: stream as unknown as FileUpload['createReadStream'] };
}

// ---------- the corpus ----------

let leakyJpeg: Buffer;
let plainJpeg: Buffer;
beforeAll(async () => {
  const thumb = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00ff00' } })
    .jpeg()
    .toBuffer();
  // sharp writes the ICC profile (APP2); the EXIF (with GPS and thumbnail), XMP, IPTC and a comment are added by hand.
  const base = await halves(400, 200).withIccProfile('p3').jpeg({ quality: 90 }).toBuffer();
  leakyJpeg = withSegments(
    base,
    exifSegment(6, thumb),
    segment(0xe1, Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1'), Buffer.from(XMP)])),
    iptcSegment(),
    segment(0xfe, Buffer.from('shot at 12 Elm Street', 'latin1')),
  );
  plainJpeg = await noise(256, 256).jpeg({ quality: 95 }).toBuffer();
});

describe('metadata and orientation', () => {
  it('the corpus image really carries GPS, XMP, IPTC, ICC, a comment and a different EXIF thumbnail', async () => {
    const gps = await exifr.gps(leakyJpeg);
    expect(gps.latitude).toBeCloseTo(40.75, 1);
    expect(gps.longitude).toBeCloseTo(-73.98, 1);
    const all = await exifr.parse(leakyJpeg, { tiff: true, gps: true, xmp: true, iptc: true, icc: true, mergeOutput: false });
    expect(all.ifd0.Make).toBe('LeakyCam');
    expect(all.ifd0.Orientation).toBeTruthy();
    expect(JSON.stringify(all.xmp ?? all)).toContain('Springfield');
    expect(all.iptc.City).toBe('Springfield');
    expect(all.icc).toBeTruthy();
    expect(await exifr.thumbnail(leakyJpeg)).toBeTruthy();
    expect(leakyJpeg.includes('shot at 12 Elm Street')).toBe(true);
    expect(countOf(leakyJpeg, JPEG_MAGIC)).toBe(2); // the image and its EXIF thumbnail
  });

  it('strips every piece of metadata (EXIF, GPS, XMP, IPTC, ICC, comments, thumbnail) and applies the orientation', async () => {
    const out = await processImage(leakyJpeg);
    expect(out.contentType).toBe('image/jpeg');
    expect(out.data.subarray(0, 3)).toEqual(JPEG_MAGIC);
    // Stored bytes are a fresh encode, with exactly one image in them.
    expect(countOf(out.data, JPEG_MAGIC)).toBe(1);
    expect(await exifr.gps(out.data)).toBeUndefined();
    expect(await exifr.thumbnail(out.data)).toBeUndefined();
    const parsed = await exifr.parse(out.data, { tiff: true, gps: true, xmp: true, iptc: true, icc: true, jfif: false, ihdr: false, mergeOutput: false });
    expect(parsed).toBeUndefined();
    for (const marker of ['Exif\0', 'http://ns.adobe.com', 'Photoshop 3.0', 'ICC_PROFILE', 'LeakyCam', 'Springfield', 'Elm Street']) {
      expect(out.data.includes(marker)).toBe(false);
    }
    // Only APP0 (JFIF) may precede the image data: no APP1..APP15 or COM segments.
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.comments ?? []).toEqual([]);
    expect(meta.orientation).toBeUndefined();

    // Orientation 6 (rotate 90° clockwise): the 400x200 image stands up, its left (red) half now on top.
    expect([out.width, out.height]).toEqual([200, 400]);
    expect([meta.width, meta.height]).toEqual([200, 400]);
    const { data: px, info } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...px.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topR, , topB] = at(100, 60);
    const [botR, , botB] = at(100, 340);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(botB).toBeGreaterThan(200);
    expect(botR).toBeLessThan(60);
  });

  it('accepts PNG (transparency flattened onto white) and WebP, answering JPEG', async () => {
    const png = await sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const fromPng = await processImage(png);
    expect(fromPng).toMatchObject({ contentType: 'image/jpeg', width: 300, height: 120 });
    const { data: px } = await sharp(fromPng.data).raw().toBuffer({ resolveWithObject: true });
    expect(px[0]).toBeGreaterThan(240);

    const webp = await halves(320, 240).webp().toBuffer();
    const fromWebp = await processImage(webp);
    expect(fromWebp).toMatchObject({ contentType: 'image/jpeg', width: 320, height: 240 });
    expect(fromWebp.data.subarray(0, 3)).toEqual(JPEG_MAGIC);
    expect((await sharp(fromWebp.data).metadata()).format).toBe('jpeg');
  });

  it('shrinks to fit inside 2048x2048 and never enlarges', async () => {
    const big = await noise(3000, 1000).png({ compressionLevel: 1 }).toBuffer();
    expect(await processImage(big)).toMatchObject({ width: 2048, height: 683 });
    expect(await processImage(plainJpeg)).toMatchObject({ width: 256, height: 256 });
  });
});

describe('refused by content, whatever the name or declared type', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
  const cases: [string, () => Promise<Buffer> | Buffer][] = [
    ['SVG with <script>', () => Buffer.from(SVG)],
    ['SVG with an XML prolog', () => Buffer.from(`<?xml version="1.0"?>\n${SVG}`)],
    ['HTML (named photo.jpg)', () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['PDF', () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')],
    ['ELF executable', () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])],
    [
      'GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
          .gif()
          .toBuffer(),
    ],
    [
      'TIFF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
          .tiff()
          .toBuffer(),
    ],
    ['1-byte file', () => Buffer.from([0xff])],
    ['JPEG magic only', () => Buffer.from([0xff, 0xd8, 0xff])],
  ];
  it.each(cases)('%s', async (_name, make) => {
    const data = await make();
    expect(await refusal(processImage(data))).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      message: expect.stringMatching(/^(Please select an image file \(JPEG, PNG or WebP\)\.|This image could not be read)/),
    });
  });

  it('says which formats are wanted for anything that is not JPEG, PNG or WebP', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .gif()
      .toBuffer();
    expect((await refusal(processImage(gif))).message).toBe('Please select an image file (JPEG, PNG or WebP).');
    expect((await refusal(processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).message).toBe(IMAGE_MESSAGES.wrongType);
  });

  it('refuses HEIC with a hint to convert it to JPEG', async () => {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic', 'latin1'), Buffer.alloc(4), Buffer.from('mif1heic', 'latin1')]);
    const heic = Buffer.concat([ftyp, Buffer.alloc(200)]);
    const { status, message } = await refusal(processImage(heic));
    expect(status).toBe(400);
    expect(message).toBe(IMAGE_MESSAGES.heic);
    expect(message).toMatch(/convert.*JPEG/i);
  });

  it('refuses an empty file', async () => {
    expect(await refusal(processImage(Buffer.alloc(0)))).toEqual({ code: 'BAD_USER_INPUT', status: 400, message: IMAGE_MESSAGES.empty });
  });

  it('refuses a truncated JPEG (strict decoding)', async () => {
    const truncated = plainJpeg.subarray(0, Math.floor(plainJpeg.length * 0.6));
    expect(await refusal(processImage(truncated))).toEqual({ code: 'BAD_USER_INPUT', status: 400, message: IMAGE_MESSAGES.unreadable });
  });

  it('refuses a PNG declaring 20000x20000 from its header, before decoding anything', async () => {
    const bomb = pngHeader(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2000);
    // The IDAT is a token: had the pipeline tried to decode, it would report a damaged image instead.
    expect(await refusal(processImage(bomb))).toEqual({ code: 'BAD_USER_INPUT', status: 400, message: IMAGE_MESSAGES.tooManyPixels });
  });

  it('refuses an image just over the 50-megapixel cap and passes one at the cap through to decoding', async () => {
    expect(7072 * 7072).toBeGreaterThan(IMAGE_LIMITS.maxInputPixels);
    expect((await refusal(processImage(pngHeader(7072, 7072)))).message).toBe(IMAGE_MESSAGES.tooManyPixels);
    // 7000x7000 is allowed by the cap, so it gets decoded, and this one's token pixel data is then found damaged.
    expect((await refusal(processImage(pngHeader(7000, 7000)))).message).toBe(IMAGE_MESSAGES.unreadable);
  });
});

describe('polyglots', () => {
  it.each([
    ['HTML/JS', Buffer.from('<html><script>alert(document.domain)</script></html>')],
    ['ZIP', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('evil.html<script>x</script>')])],
  ])('a JPEG with appended %s is stored only as a fresh re-encode', async (_name, tail) => {
    const polyglot = Buffer.concat([plainJpeg, tail]);
    const out = await processImage(polyglot);
    expect(out.data.equals(polyglot)).toBe(false);
    expect(out.data.includes('<script')).toBe(false);
    expect(out.data.includes('PK\x03\x04')).toBe(false);
    expect(out.data.subarray(out.data.length - 2)).toEqual(Buffer.from([0xff, 0xd9]));
  });
});

describe('reading uploads with a size cap', () => {
  it('reads a file and ignores its name and declared type', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const upload = fileUpload(() => Readable.from([png.subarray(0, 10), png.subarray(10)]), '../../etc/passwd.svg', 'image/svg+xml');
    expect(await readUpload(Promise.resolve(upload), 1024 * 1024)).toEqual(png);
    const processed = await processUpload(fileUpload(() => Readable.from([png]), '../../etc/passwd.svg', 'image/svg+xml'));
    expect(processed).toMatchObject({ contentType: 'image/jpeg', width: 20, height: 10 });
    const html = fileUpload(() => Readable.from([Buffer.from('<html><script>alert(1)</script></html>')]), 'selfie.jpg', 'image/jpeg');
    expect((await refusal(processUpload(html))).message).toBe(IMAGE_MESSAGES.wrongType);
  });

  it('stops an endless upload as soon as it passes the cap (413, stream destroyed)', async () => {
    let produced = 0;
    const chunk = Buffer.alloc(64 * 1024, 0xab);
    const endless = new Readable({
      read() {
        produced += chunk.length;
        this.push(chunk);
      },
    });
    const result = await refusal(
      readUpload(
        fileUpload(() => endless),
        IMAGE_LIMITS.maxBytes,
      ),
    );
    expect(result).toEqual({ code: 'PAYLOAD_TOO_LARGE', status: 413, message: 'Please select an image under 5MB.' });
    expect(endless.destroyed).toBe(true);
    // Reading stopped right after the cap (readable buffering may have pulled a few chunks ahead).
    expect(produced).toBeLessThanOrEqual(IMAGE_LIMITS.maxBytes + 4 * chunk.length);
  });

  describe('through graphql-upload over HTTP', () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      // A minimal multipart endpoint: graphql-upload's own cap at 5 MB, ours at 1 MB for `small`.
      server = createServer(async (req, res) => {
        try {
          const ops = (await processRequest(req, res, { maxFileSize: 5 * 1024 * 1024, maxFiles: 1 })) as {
            variables: { file: { promise: Promise<FileUpload> } };
            query: string;
          };
          const max = ops.query === 'small' ? 1024 * 1024 : 5 * 1024 * 1024;
          const data = await readUpload(ops.variables.file.promise, max);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes: data.length }));
        } catch (e) {
          const status = e instanceof AppError ? e.status : 500;
          res.writeHead(status, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify({ message: (e as Error).message }));
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const send = async (query: string, bytes: number) => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables: { file: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      form.append('0', new Blob([Buffer.alloc(bytes, 1)], { type: 'image/jpeg' }), 'big.jpg');
      const res = await fetch(url, { method: 'POST', body: form });
      return { status: res.status, body: (await res.json()) as { message?: string; bytes?: number } };
    };

    it('passes a file under the cap', async () => {
      expect(await send('small', 200_000)).toEqual({ status: 200, body: { bytes: 200_000 } });
    });

    it('answers 413 with the readable message when our cap is passed', async () => {
      expect(await send('small', 3 * 1024 * 1024)).toEqual({ status: 413, body: { message: 'Please select an image under 1MB.' } });
    });

    it('answers 413 with the readable message when graphql-upload cuts the file off', async () => {
      expect(await send('large', 6 * 1024 * 1024)).toEqual({ status: 413, body: { message: 'Please select an image under 5MB.' } });
    });
  });
});
