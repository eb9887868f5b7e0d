import { assertFileKey } from './file-store.js';

/**
 * Smaller copies of a profile image for cards and avatars (issue 7): each width in WebP and in JPEG, written by
 * `makeVariants` (image-pipeline.ts) next to the image in the same private file store, and served by the same
 * route after the same visibility check (`/api/images/profiles/<id>?v=<version>&w=<width>&fmt=webp|jpeg`).
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640] as const;

export const IMAGE_VARIANT_CONTENT_TYPES = { webp: 'image/webp', jpeg: 'image/jpeg' } as const;
export type ImageVariantFormat = keyof typeof IMAGE_VARIANT_CONTENT_TYPES;
export const IMAGE_VARIANT_FORMATS = Object.keys(IMAGE_VARIANT_CONTENT_TYPES) as ImageVariantFormat[];

/**
 * The widths written for an image `width` pixels wide: never wider than the image itself. A standard width above
 * it is replaced by the image's own width, so there is always at least one copy and the widest one is as sharp as
 * the image allows (500 px wide: 160, 320, 500; 100 px wide: 100).
 */
export function variantWidthsFor(width: number): number[] {
  if (!Number.isInteger(width) || width < 1) throw new Error('invalid image width');
  return [...new Set(IMAGE_VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
}

export function isImageVariantFormat(value: unknown): value is ImageVariantFormat {
  return typeof value === 'string' && Object.hasOwn(IMAGE_VARIANT_CONTENT_TYPES, value);
}

/**
 * The key of one copy, derived from the image's key only: `profiles/<uuid>` → `profiles/w320-webp/<uuid>`.
 * It passes the same key check as every other key (so never `..`, dots or user input).
 */
export function variantKey(key: string, width: number, format: ImageVariantFormat): string {
  assertFileKey(key);
  if (!Number.isInteger(width) || width < 1 || width > 9999 || !isImageVariantFormat(format)) throw new Error('invalid image variant');
  const cut = key.lastIndexOf('/');
  const derived = `${key.slice(0, cut)}/w${width}-${format}${key.slice(cut)}`;
  assertFileKey(derived);
  return derived;
}

/** Every stored file of one image: the image and its copies at `variantWidths` (null for images stored without copies). */
export function imageFileKeys(key: string, variantWidths: readonly number[] | null | undefined): string[] {
  return [key, ...(variantWidths ?? []).flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => variantKey(key, width, format)))];
}
