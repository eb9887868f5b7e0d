import type { Metadata } from 'sharp';
import { loadSharp } from './sharp.js';
import { fileTypeFromBuffer } from 'file-type';
import type { FileUpload } from './file-upload.js';
import { AppError, badInput } from '../../core/errors.js';
import { IMAGE_VARIANT_CONTENT_TYPES, IMAGE_VARIANT_FORMATS, variantWidthsFor, type ImageVariantFormat } from './image-variants.js';
import { UPLOAD_MESSAGES } from './upload.messages.js';
import { textOf } from '../../core/i18n.js';
import { centerHashes, cropWindowHashes, type WindowHashes } from './crop-hash.js';

/**
 * The one way an uploaded image enters the system (SAFETY.md item 3, SECURITY-PLAN §6.7): read with a byte
 * cap while streaming, check the real type from the bytes (never the name or declared type), decode with
 * a pixel cap and strict error handling, apply the orientation, shrink, and re-encode as a fresh JPEG
 * that carries no metadata at all (no EXIF/GPS, XMP, IPTC, ICC, comments or embedded thumbnail).
 */
export const IMAGE_LIMITS = {
  /** Upload size cap for profile images and ID documents (SPEC: 'under 5MB'). */
  maxBytes: 5 * 1024 * 1024,
  maxInputPixels: 50_000_000,
  maxOutputSide: 2048,
  jpegQuality: 85,
  /** The smaller copies (cards, avatars): WebP, and JPEG for browsers without WebP. */
  variantWebpQuality: 80,
  variantJpegQuality: 82,
} as const;

export const IMAGE_MESSAGES = {
  tooLarge: (maxBytes: number) => textOf(UPLOAD_MESSAGES.tooLarge, { size: formatMegabytes(maxBytes) }),
  wrongType: UPLOAD_MESSAGES.wrongType.defaultMessage,
  heic: UPLOAD_MESSAGES.heic.defaultMessage,
  empty: UPLOAD_MESSAGES.empty.defaultMessage,
  tooManyPixels: textOf(UPLOAD_MESSAGES.tooManyPixels, { megapixels: IMAGE_LIMITS.maxInputPixels / 1_000_000 }),
  unreadable: UPLOAD_MESSAGES.unreadable.defaultMessage,
  uploadFailed: UPLOAD_MESSAGES.uploadFailed.defaultMessage,
} as const;

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  /** The 64-bit difference hash of the picture (`differenceHash`), as a signed decimal string (PostgreSQL bigint). */
  hash: string;
  /** The hashes of its central part (`centerHashes`, crop-hash.ts): the photo check finds crops of the picture by them. */
  centerHash: WindowHashes;
}

/** A smaller copy of a processed image (see image-variants.ts). */
export interface ImageVariant {
  data: Buffer;
  format: ImageVariantFormat;
  contentType: (typeof IMAGE_VARIANT_CONTENT_TYPES)[ImageVariantFormat];
  width: number;
  height: number;
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}

/** Sniffed MIME type → the format name sharp must agree on. Everything else is refused. */
const ALLOWED = new Map([
  ['image/jpeg', 'jpeg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);
const HEIF_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/** At most this many images decode at once; each may hold up to ~200 MB of raster at the pixel cap. */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await fn();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function tooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge(maxBytes));
}

/**
 * Reads an uploaded file (graphql-multipart.ts) into memory, refusing it (413) as soon as more than `maxBytes` arrived; the
 * stream is destroyed at that point, so an endless upload costs at most `maxBytes` plus one chunk.
 * The client's file name and declared type are ignored.
 */
export async function readUpload(upload: Promise<FileUpload> | FileUpload, maxBytes: number = IMAGE_LIMITS.maxBytes): Promise<Buffer> {
  let stream: NodeJS.ReadableStream & { destroy?: (error?: Error) => void };
  try {
    stream = (await upload).createReadStream();
  } catch (e) {
    throw (e as { status?: number }).status === 413 ? tooLarge(maxBytes) : badInput(IMAGE_MESSAGES.uploadFailed);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buf.length;
      if (size > maxBytes) {
        stream.destroy?.();
        throw tooLarge(maxBytes);
      }
      chunks.push(buf);
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    // The multipart reader's own caps (maxFileSize, the body total) end the stream with a 413 (status 413).
    throw (e as { status?: number }).status === 413 ? tooLarge(maxBytes) : badInput(IMAGE_MESSAGES.uploadFailed);
  }
  return Buffer.concat(chunks, size);
}

/** Checks, decodes and re-encodes one image, and hashes it (the blocklist of removed photos). Throws AppError 400 with a
 * readable message when it is not acceptable. */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  return reencode(data, true);
}

/**
 * The perceptual hashes alone (the photo check, photo-check module): the same sniff, bomb guards, decode and re-encode as
 * `processImage` (so the hash is the one an approved copy of the picture got), in memory: the whole picture's hash and
 * the hashes of its centred windows (`cropWindowHashes`, crop-hash.ts); the re-encoded bytes are dropped and nothing is
 * written anywhere. Throws the same AppErrors as an upload.
 */
export async function checkHashes(data: Buffer): Promise<{ hash: string; windows: WindowHashes[] }> {
  const { hash, data: out } = await reencode(data, true);
  return { hash, windows: await cropWindowHashes(out) };
}

/**
 * The same checks and re-encoding for an ID document, without a perceptual hash: nothing is derived from an identity
 * document beyond what the check needs (SAFETY), and a second libvips pass per document raised the pipeline's peak
 * memory on decompression bombs over the security plan's 512 MB mark (upload corpus case 4).
 */
export async function processDocumentImage(data: Buffer): Promise<Omit<ProcessedImage, 'hash' | 'centerHash'>> {
  return reencode(data, false);
}

async function reencode(data: Buffer, withHash: true): Promise<ProcessedImage>;
async function reencode(data: Buffer, withHash: false): Promise<Omit<ProcessedImage, 'hash' | 'centerHash'>>;
async function reencode(data: Buffer, withHash: boolean): Promise<Omit<ProcessedImage, 'hash' | 'centerHash'> & { hash?: string; centerHash?: WindowHashes }> {
  if (data.length === 0) throw badInput(IMAGE_MESSAGES.empty);
  const sniffed = await fileTypeFromBuffer(data);
  if (sniffed && HEIF_TYPES.has(sniffed.mime)) throw badInput(IMAGE_MESSAGES.heic);
  const format = sniffed ? ALLOWED.get(sniffed.mime) : undefined;
  if (!format) throw badInput(IMAGE_MESSAGES.wrongType);

  return withSlot(async () => {
    const sharp = await loadSharp();
    const options = { limitInputPixels: IMAGE_LIMITS.maxInputPixels, failOn: 'warning', pages: 1 } as const;
    // The header alone tells the format and the dimensions: a pixel bomb is refused before any decoding.
    let meta: Metadata;
    try {
      meta = await sharp(data, options).metadata();
    } catch (e) {
      throw mapSharpError(e);
    }
    if (meta.format !== format) throw badInput(IMAGE_MESSAGES.wrongType);
    if (!meta.width || !meta.height) throw badInput(IMAGE_MESSAGES.unreadable);
    if (meta.width * meta.height > IMAGE_LIMITS.maxInputPixels) throw badInput(IMAGE_MESSAGES.tooManyPixels);

    try {
      const { data: out, info } = await sharp(data, options)
        .autoOrient()
        .resize({ width: IMAGE_LIMITS.maxOutputSide, height: IMAGE_LIMITS.maxOutputSide, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        // No keepMetadata/withMetadata/keepExif/keepIccProfile: sharp writes a bare JPEG.
        .jpeg({ quality: IMAGE_LIMITS.jpegQuality, mozjpeg: false })
        .toBuffer({ resolveWithObject: true });
      const image = { data: out, contentType: 'image/jpeg' as const, width: info.width, height: info.height };
      return withHash ? { ...image, hash: await differenceHash(out), centerHash: await centerHashes(out) } : image;
    } catch (e) {
      throw mapSharpError(e);
    }
  });
}

/**
 * A perceptual hash of a picture (a 64-bit difference hash): the decoded pixels in greyscale, resized to 9x8, and one bit
 * per pair of horizontal neighbours (set when the left one is brighter). Re-encodes, resizes and small crops of the
 * same picture change few bits (see `hashDistance`); different pictures differ in about half. Answers the hash as a
 * signed 64-bit decimal string, as PostgreSQL's bigint stores it. Call it on an image the pipeline accepted.
 */
export async function differenceHash(data: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const pixels = await sharp(data, { failOn: 'warning' }).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 8; x += 1) hash = (hash << 1n) | (pixels[y * 9 + x] > pixels[y * 9 + x + 1] ? 1n : 0n);
  }
  return BigInt.asIntN(64, hash).toString();
}

/** How many of the 64 bits two `differenceHash` values differ in. */
export function hashDistance(a: string, b: string): number {
  let diff = BigInt.asUintN(64, BigInt(a) ^ BigInt(b));
  let bits = 0;
  for (; diff; diff >>= 1n) bits += Number(diff & 1n);
  return bits;
}

function mapSharpError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  const message = e instanceof Error ? e.message : String(e);
  if (/pixel limit/i.test(message)) return badInput(IMAGE_MESSAGES.tooManyPixels);
  if (/blocked|unsupported image format/i.test(message)) return badInput(IMAGE_MESSAGES.wrongType);
  return badInput(IMAGE_MESSAGES.unreadable);
}

/**
 * The smaller copies of an image `processImage` made: every width of `variantWidthsFor` (never wider than the
 * image), each as WebP and as JPEG. The input is the pipeline's own output (oriented, flattened, stripped); the copies
 * are fresh encodes that carry no metadata either (no EXIF, ICC, XMP or IPTC).
 */
export async function makeVariants(image: ProcessedImage): Promise<ImageVariant[]> {
  return withSlot(async () => {
    const sharp = await loadSharp();
    const variants: ImageVariant[] = [];
    for (const width of variantWidthsFor(image.width)) {
      for (const format of IMAGE_VARIANT_FORMATS) {
        const resized = sharp(image.data, { failOn: 'warning' }).resize({ width, withoutEnlargement: true });
        // No keepMetadata/withMetadata/keepExif/keepIccProfile: bare WebP and JPEG.
        const encoded =
          format === 'webp'
            ? resized.webp({ quality: IMAGE_LIMITS.variantWebpQuality })
            : resized.jpeg({ quality: IMAGE_LIMITS.variantJpegQuality, mozjpeg: false });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        variants.push({ data, format, contentType: IMAGE_VARIANT_CONTENT_TYPES[format], width: info.width, height: info.height });
      }
    }
    return variants;
  });
}

/** Reads an upload with the size cap, then runs it through `processImage`. */
export async function processUpload(upload: Promise<FileUpload> | FileUpload, maxBytes: number = IMAGE_LIMITS.maxBytes): Promise<ProcessedImage> {
  return processImage(await readUpload(upload, maxBytes));
}
