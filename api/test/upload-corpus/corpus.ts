import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/*
 * The upload attack corpus of SECURITY-PLAN §6.7, built from code at test time: real images written by sharp, and
 * metadata segments, headers, chunks and zlib streams written byte by byte. Nothing binary is committed.
 * Used by test/upload-corpus/upload-corpus.test.ts (over HTTP, through the real app) and by
 * src/modules/upload/image-pipeline.test.ts (the pipeline on its own).
 */

export const MB = 1024 * 1024;

// ---------- images made with sharp ----------

/** A raw RGB image whose left half is red and right half blue. */
export function halves(width: number, height: number): Sharp {
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
export function noise(width: number, height: number): Sharp {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/** A small plain JPEG in one colour. */
export function plainJpeg(width = 64, height = 48, background = '#3366aa'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/**
 * A photo-like JPEG of `width`x`height` whose size lands between `minBytes` and `maxBytes` (a gradient with
 * pseudo-random grain; the JPEG quality is searched). For "valid uploads just under the size cap".
 */
export async function sizedJpeg(width: number, height: number, minBytes: number, maxBytes: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let s = 1;
  for (let i = 0; i < raw.length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    raw[i] = (((i % (width * 3)) / (width * 3)) * 160 + (s >>> 26)) | 0;
  }
  let lo = 50;
  let hi = 100;
  let best: Buffer | null = null;
  while (lo <= hi) {
    const quality = (lo + hi) >> 1;
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality, chromaSubsampling: '4:4:4' })
      .toBuffer();
    if (jpeg.length > maxBytes) hi = quality - 1;
    else {
      best = jpeg;
      if (jpeg.length >= minBytes) return jpeg;
      lo = quality + 1;
    }
  }
  throw new Error(`no JPEG of ${width}x${height} between ${minBytes} and ${maxBytes} bytes (best: ${best?.length ?? 0})`);
}

// ---------- JPEG segments ----------

export const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

export function countOf(haystack: Buffer, needle: Buffer | string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + 1)) n++;
  return n;
}

export function segment(marker: number, payload: Buffer): Buffer {
  if (payload.length + 2 > 0xffff) throw new Error(`JPEG segment too long: ${payload.length}`);
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** Inserts segments right after the JPEG's SOI marker. */
export function withSegments(jpeg: Buffer, ...segments: Buffer[]): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** The markers of a JPEG's header segments, up to its first scan (SOS), e.g. ['e0', 'db', 'c0', 'c4', 'da']. */
export function jpegMarkers(jpeg: Buffer): string[] {
  if (!jpeg.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))) throw new Error('not a JPEG');
  const markers: string[] = [];
  for (let i = 2; i + 4 <= jpeg.length;) {
    if (jpeg[i] !== 0xff) throw new Error(`JPEG marker expected at ${i}`);
    const marker = jpeg[i + 1];
    markers.push(marker.toString(16));
    if (marker === 0xda) break;
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  return markers;
}

/** The same JPEG with the dimensions in its frame header (SOF0/SOF2) replaced: the pixels no longer match. */
export function withJpegDimensions(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  for (let i = 2; i + 9 <= out.length;) {
    const marker = out[i + 1];
    if (marker === 0xc0 || marker === 0xc2) {
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
    i += 2 + out.readUInt16BE(i + 2);
  }
  throw new Error('no SOF segment');
}

type IfdEntry = { tag: number; type: 2 | 3 | 4 | 5 | 7; values: number[] | string | Buffer };

/** One little-endian TIFF IFD at `offset`, with its out-of-line values right after it. */
export function ifd(entries: IfdEntry[], offset: number, next: number): Buffer {
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
    } else if (e.type === 7) {
      bytes = Buffer.from(e.values as Buffer);
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

/** The maker note the metadata JPEG carries (a vendor blob with a serial number in it). */
export const MAKER_NOTE = Buffer.from('LeakyCam\0MakerNote serial=SN-0042-LEAK owner=Jane Roe', 'latin1');

/**
 * An APP1 EXIF segment: maker, orientation, GPS position, an Exif sub-IFD with a maker note (when given) and an
 * embedded thumbnail of a *different* image.
 */
export function exifSegment(orientation: number, thumbnail: Buffer, makerNote?: Buffer): Buffer {
  const ifd0 = (gps: number, exif: number, next: number) =>
    ifd(
      [
        { tag: 0x010f, type: 2, values: 'LeakyCam' },
        { tag: 0x0112, type: 3, values: [orientation] },
        ...(makerNote ? [{ tag: 0x8769, type: 4 as const, values: [exif] }] : []),
        { tag: 0x8825, type: 4, values: [gps] },
      ],
      8,
      next,
    );
  const exifIfd = (offset: number) => ifd([{ tag: 0x927c, type: 7, values: makerNote ?? Buffer.alloc(0) }], offset, 0);
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
  const exifOffset = 8 + ifd0(0, 0, 0).length;
  const gpsOffset = exifOffset + (makerNote ? exifIfd(exifOffset).length : 0);
  const ifd1Offset = gpsOffset + gpsIfd(gpsOffset).length;
  const thumbOffset = ifd1Offset + ifd1(ifd1Offset, 0).length;
  const tiff = Buffer.concat([
    Buffer.from('II*\0', 'latin1'),
    Buffer.from([8, 0, 0, 0]),
    ifd0(gpsOffset, exifOffset, ifd1Offset),
    ...(makerNote ? [exifIfd(exifOffset)] : []),
    gpsIfd(gpsOffset),
    ifd1(ifd1Offset, thumbOffset),
    thumbnail,
  ]);
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

export const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="40,44.9N" exif:GPSLongitude="73,59.2W"
 xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="Springfield"/></rdf:RDF></x:xmpmeta>`;

export function xmpSegment(xmp = XMP): Buffer {
  return segment(0xe1, Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1'), Buffer.from(xmp)]));
}

export function iptcSegment(): Buffer {
  const city = Buffer.from('Springfield', 'latin1');
  const dataset = Buffer.concat([Buffer.from([0x1c, 2, 90, 0, city.length]), city]);
  const resource = Buffer.concat([Buffer.from('8BIM', 'latin1'), Buffer.from([0x04, 0x04, 0, 0]), Buffer.alloc(4), dataset]);
  resource.writeUInt32BE(dataset.length, 8);
  return segment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]));
}

/** Text that must never survive into a stored object of the metadata JPEG. */
export const METADATA_MARKERS = ['Exif\0', 'http://ns.adobe.com', 'Photoshop 3.0', 'ICC_PROFILE', 'LeakyCam', 'SN-0042-LEAK', 'Springfield', 'Elm Street'];

/**
 * Case 1: a 400x200 JPEG (left half red, right half blue) with EXIF orientation 6 (turn 90° clockwise), GPS, maker
 * name and maker note, an EXIF thumbnail of a *different* (green) image, XMP with a location, IPTC with a city, an
 * ICC profile (written by sharp) and a comment. Set `makerNote` false for the plain EXIF block.
 */
export async function metadataJpeg(opts: { makerNote?: boolean } = {}): Promise<Buffer> {
  const thumb = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00ff00' } })
    .jpeg()
    .toBuffer();
  const base = await halves(400, 200).withIccProfile('p3').jpeg({ quality: 90 }).toBuffer();
  return withSegments(
    base,
    exifSegment(6, thumb, opts.makerNote === false ? undefined : MAKER_NOTE),
    xmpSegment(),
    iptcSegment(),
    segment(0xfe, Buffer.from('shot at 12 Elm Street', 'latin1')),
  );
}

/**
 * A JPEG of `image` carrying an ICC profile of `iccBytes` bytes (a real Display P3 profile padded with zeros, its
 * size field updated), split over APP2 `ICC_PROFILE` segments as the ICC spec does (at most 65,519 bytes each, 255
 * segments, so at most 16.7 MB).
 */
export async function jpegWithIcc(iccBytes: number, image: Sharp = halves(64, 48)): Promise<Buffer> {
  const withP3 = await halves(64, 48).withIccProfile('p3').jpeg().toBuffer();
  const meta = await sharp(withP3).metadata();
  const real = meta.icc!;
  if (iccBytes < real.length) throw new Error('ICC size below the real profile');
  const icc = Buffer.concat([real, Buffer.alloc(iccBytes - real.length)]);
  icc.writeUInt32BE(icc.length, 0);
  const per = 65_519;
  const count = Math.ceil(icc.length / per);
  if (count > 255) throw new Error('ICC profile too large for APP2 segments');
  const segments: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    segments.push(segment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0', 'latin1'), Buffer.from([i + 1, count]), icc.subarray(i * per, (i + 1) * per)])));
  }
  return withSegments(await image.jpeg().toBuffer(), ...segments);
}

// ---------- PNG ----------

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function ihdr(width: number, height: number, bitDepth = 8, colorType = 2): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([bitDepth, colorType, 0, 0, 0], 8);
  return pngChunk('IHDR', data);
}

/** A PNG that only declares its size: a valid signature and IHDR, a token IDAT. */
export function pngHeader(width: number, height: number): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', deflateSync(Buffer.alloc(1024))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Inserts chunks right after a PNG's IHDR. */
export function withPngChunks(png: Buffer, ...chunks: Buffer[]): Buffer {
  const afterIhdr = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, afterIhdr), ...chunks, png.subarray(afterIhdr)]);
}

export function textChunk(keyword: string, text: string): Buffer {
  return pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
}

/**
 * A zlib stream that inflates to `total` zero bytes, built without ever holding them: one 4 MiB block of zeros is
 * deflated once with a full flush (byte-aligned, no back-reference across it, not final), repeated, and closed
 * with a final block and the Adler-32 of `total` zeros. About 1 KB per MiB of output.
 */
export function zlibOfZeros(total: number): Buffer {
  const block = 4 * MB;
  const repeated = deflateRawSync(Buffer.alloc(block), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  for (let i = 0; i < Math.floor(total / block); i++) parts.push(repeated);
  parts.push(deflateRawSync(Buffer.alloc(total % block), { level: 9 }));
  // Adler-32 of n zero bytes: a stays 1, b adds a (1) per byte.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  parts.push(adler);
  return Buffer.concat(parts);
}

/** Bytes per pixel of PNG colour type 2 (RGB) or 6 (RGBA) at 8 or 16 bits. */
const bytesPerPixel = (bitDepth: 8 | 16, colorType: 2 | 6) => (colorType === 2 ? 3 : 4) * (bitDepth / 8);

/** The raster a PNG of these dimensions inflates to (one filter byte per row plus the pixels). */
export function pngRasterBytes(width: number, height: number, bitDepth: 8 | 16 = 8, colorType: 2 | 6 = 2): number {
  return height * (1 + width * bytesPerPixel(bitDepth, colorType));
}

/**
 * A decompression bomb: a valid, complete PNG (black, filter 0) whose IDAT really inflates to the whole raster,
 * `pngRasterBytes(...)` bytes, from a file about a thousand times smaller.
 */
export function pngBomb(width: number, height: number, bitDepth: 8 | 16 = 8, colorType: 2 | 6 = 2): Buffer {
  const idat = zlibOfZeros(pngRasterBytes(width, height, bitDepth, colorType));
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height, bitDepth, colorType), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

// ---------- GIF ----------

/** An animated GIF of `frames` 1x1 frames (10 ms each, looping), written chunk by chunk. */
export function animatedGif(frames: number): Buffer {
  const header = Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), // 1x1, global colour table of 2 entries
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0', 'latin1'),
    Buffer.from([3, 1, 0, 0, 0]), // loop forever
  ]);
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 4, 0, 1, 0, 0, 0]), // graphic control: 10 ms
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), // image descriptor: 1x1 at 0,0
    Buffer.from([2, 2, 0x44, 1, 0]), // LZW data of one pixel
  ]);
  const body = Buffer.alloc(frame.length * frames);
  for (let i = 0; i < frames; i++) frame.copy(body, i * frame.length);
  return Buffer.concat([header, body, Buffer.from([0x3b])]);
}

/** The number of image descriptors in a GIF made by `animatedGif` (walks the blocks, not a byte search). */
export function gifFrameCount(gif: Buffer): number {
  let i = 13 + (gif[10] & 0x80 ? 3 * 2 ** ((gif[10] & 7) + 1) : 0);
  let frames = 0;
  const skipSubBlocks = () => {
    while (gif[i] !== 0) i += gif[i] + 1;
    i += 1;
  };
  while (i < gif.length && gif[i] !== 0x3b) {
    if (gif[i] === 0x21) {
      i += 2;
      skipSubBlocks();
    } else if (gif[i] === 0x2c) {
      frames++;
      i += 10;
      i += 1; // LZW minimum code size
      skipSubBlocks();
    } else throw new Error(`unexpected GIF block ${gif[i]} at ${i}`);
  }
  return frames;
}

// ---------- not images, and formats off the allowlist ----------

export const SVG_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
export const HTML_PAGE = '<!doctype html><html><body><script>alert(1)</script></body></html>';
export const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
export const ELF = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);

/** A Windows PE executable's start: the MZ header pointing at a `PE\0\0` header. */
export function exe(): Buffer {
  const out = Buffer.alloc(256);
  out.write('MZ', 0, 'latin1');
  out.writeUInt32LE(0x80, 0x3c);
  out.write('PE\0\0', 0x80, 'latin1');
  out.writeUInt16LE(0x14c, 0x84);
  return out;
}

/** Appended to a JPEG to make an HTML/JS polyglot. */
export const HTML_TAIL = '<html><script>alert(document.domain)</script></html>';

/** Appended to a JPEG to make a JPEG/ZIP polyglot: a local file header for `evil.html`. */
export function zipTail(): Buffer {
  return Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('evil.html<script>x</script>')]);
}

/** A 2x2 24-bit BMP. */
export function bmp(): Buffer {
  const out = Buffer.alloc(54 + 16);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(2, 18);
  out.writeInt32LE(2, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(16, 34);
  out.fill(0x7f, 54);
  return out;
}

/** A Photoshop document header (1 channel, 2x2, 8 bits, greyscale) with empty sections and raw image data. */
export function psd(): Buffer {
  const head = Buffer.alloc(26);
  head.write('8BPS', 0, 'latin1');
  head.writeUInt16BE(1, 4);
  head.writeUInt16BE(1, 12);
  head.writeUInt32BE(2, 14);
  head.writeUInt32BE(2, 18);
  head.writeUInt16BE(8, 22);
  head.writeUInt16BE(1, 24);
  return Buffer.concat([head, Buffer.alloc(12), Buffer.from([0, 0]), Buffer.alloc(4, 0x80)]);
}

/** ImageMagick's own MIFF format, 2x2 RGB. */
export function miff(): Buffer {
  return Buffer.concat([
    Buffer.from('id=ImageMagick  version=1.0\nclass=DirectClass  colors=0  columns=2  rows=2  depth=8\n\f\n:\x1a', 'latin1'),
    Buffer.alloc(12, 0x40),
  ]);
}

/** A 2x2 binary PPM (netpbm, read by ImageMagick and libvips). */
export function ppm(): Buffer {
  return Buffer.concat([Buffer.from('P6\n2 2\n255\n', 'latin1'), Buffer.alloc(12, 0x40)]);
}

/** A Windows icon: one 1x1 32-bit entry. */
export function ico(): Buffer {
  const dir = Buffer.from([0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]);
  const bmpHeader = Buffer.alloc(40);
  bmpHeader.writeUInt32LE(40, 0);
  bmpHeader.writeInt32LE(1, 4);
  bmpHeader.writeInt32LE(2, 8);
  bmpHeader.writeUInt16LE(1, 12);
  bmpHeader.writeUInt16LE(32, 14);
  const data = Buffer.concat([bmpHeader, Buffer.alloc(4, 0x80), Buffer.alloc(4)]);
  dir.writeUInt32LE(data.length, 14);
  return Buffer.concat([dir, data]);
}

/** The start of an HEIF file: an `ftyp` box with the given major brand (`heic`, `heix`, `mif1`), then padding. */
export function heif(brand = 'heic'): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(4), Buffer.from(`mif1${brand}`, 'latin1')]);
  return Buffer.concat([ftyp, Buffer.alloc(200)]);
}

/**
 * The EICAR anti-virus test string (68 bytes). Put together at run time, so that this source file itself is not
 * flagged by a scanner on a developer's machine.
 */
export function eicar(): string {
  return ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-', 'ANTIVIRUS-TEST-FILE!$H+H*'].join('');
}
