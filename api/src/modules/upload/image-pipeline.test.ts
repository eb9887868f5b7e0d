import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import exifr from 'exifr';
import processRequest from 'graphql-upload/processRequest.mjs';
import type { FileUpload } from './file-upload.js';
import { AppError } from '../../core/errors.js';
import { IMAGE_LIMITS, IMAGE_MESSAGES, processImage, processUpload, readUpload } from './image-pipeline.js';
import {
  countOf,
  ELF,
  halves,
  heif,
  HTML_PAGE,
  HTML_TAIL,
  JPEG_MAGIC,
  metadataJpeg,
  noise,
  PDF,
  pngHeader,
  SVG_SCRIPT,
  zipTail,
} from '../../../test/upload-corpus/corpus.js';

/*
 * The upload attack corpus of SECURITY-PLAN §6.7 (built from code in test/upload-corpus/corpus.ts) through the
 * pipeline on its own. Every accepted file goes through the real pipeline. test/upload-corpus/ runs the same corpus
 * through the app over HTTP.
 */

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

/** A FileUpload as graphql-upload hands it over, with the client-chosen name and type. */
function fileUpload(stream: () => Readable, filename = 'photo.jpg', mimetype = 'image/jpeg'): FileUpload {
  return { filename, mimetype, encoding: '7bit', createReadStream: stream as unknown as FileUpload['createReadStream'] };
}

// ---------- the corpus ----------

let leakyJpeg: Buffer;
let plainJpeg: Buffer;
beforeAll(async () => {
  leakyJpeg = await metadataJpeg();
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
  const SVG = SVG_SCRIPT;
  const cases: [string, () => Promise<Buffer> | Buffer][] = [
    ['SVG with <script>', () => Buffer.from(SVG)],
    ['SVG with an XML prolog', () => Buffer.from(`<?xml version="1.0"?>\n${SVG}`)],
    ['HTML (named photo.jpg)', () => Buffer.from(HTML_PAGE)],
    ['PDF', () => Buffer.from(PDF)],
    ['ELF executable', ELF],
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
    const heic = heif('heic');
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
    ['HTML/JS', Buffer.from(HTML_TAIL)],
    ['ZIP', zipTail()],
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
      expect(await send('small', 3 * 1024 * 1024)).toEqual({ status: 413, body: expect.objectContaining({ message: 'Please select an image under 1MB.' }) });
    });

    it('answers 413 with the readable message when graphql-upload cuts the file off', async () => {
      expect(await send('large', 6 * 1024 * 1024)).toEqual({ status: 413, body: expect.objectContaining({ message: 'Please select an image under 5MB.' }) });
    });
  });
});

describe('libvips, loaded on first use (upload/sharp.ts)', () => {
  it('is configured before its first decode: JPEG, PNG and WebP decode, every other loader is blocked', async () => {
    const { loadSharp } = await import('./sharp.js');
    const vips = await loadSharp();
    // The same module instance as the tests' own import: one process-wide libvips.
    expect(vips).toBe(sharp);
    expect(await loadSharp()).toBe(vips);
    const picture = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } });
    for (const encoded of [await picture().jpeg().toBuffer(), await picture().png().toBuffer(), await picture().webp().toBuffer()]) {
      expect((await vips(encoded).raw().toBuffer()).length).toBe(8 * 8 * 3);
    }
    for (const encoded of [await picture().tiff().toBuffer(), await picture().gif().toBuffer()]) {
      await expect(vips(encoded).raw().toBuffer()).rejects.toThrow(/blocked|unsupported image format/i);
    }
  });
});
