import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import exifr from 'exifr';
import { makeVariants, processImage, type ProcessedImage } from './image-pipeline.js';
import { imageFileKeys, variantKey, variantWidthsFor } from './image-variants.js';
import { newFileKey } from './file-store.js';

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="Springfield"/></rdf:RDF></x:xmpmeta>`;

/** A real JPEG carrying EXIF (with GPS), an ICC profile and XMP, made here with sharp. */
async function jpegWithMetadata(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 200 } } })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'LeakyCam', Model: 'Snapper 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 36/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 19/1 55/1' },
    })
    .withXmp(XMP)
    .jpeg({ quality: 90 })
    .toBuffer();
  const meta = await sharp(jpeg).metadata();
  expect([meta.exif, meta.icc, meta.xmp].every(Boolean)).toBe(true);
  return jpeg;
}

/** Every metadata block sharp can report is absent. */
async function expectNoMetadata(data: Buffer): Promise<void> {
  const meta = await sharp(data).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.comments ?? []).toEqual([]);
  expect(await exifr.parse(data, { tiff: true, gps: true, xmp: true, icc: true, iptc: true }).catch(() => undefined)).toBeUndefined();
  for (const marker of ['Exif\0', 'ICC_PROFILE', 'http://ns.adobe.com', 'LeakyCam', 'Springfield']) expect(data.includes(marker)).toBe(false);
}

describe('variant widths', () => {
  it.each([
    [2048, [160, 320, 640]],
    [640, [160, 320, 640]],
    [500, [160, 320, 500]],
    [320, [160, 320]],
    [200, [160, 200]],
    [160, [160]],
    [100, [100]],
    [1, [1]],
  ])('an image %i px wide gets copies %j: never wider than the image, always at least one', (width, widths) => {
    expect(variantWidthsFor(width)).toEqual(widths);
  });

  it('keys are derived from the image key only and pass the key check', () => {
    const key = newFileKey('profiles');
    const uuid = key.split('/')[1];
    expect(variantKey(key, 320, 'webp')).toBe(`profiles/w320-webp/${uuid}`);
    expect(imageFileKeys(key, [160, 320])).toEqual([
      key,
      `profiles/w160-webp/${uuid}`,
      `profiles/w160-jpeg/${uuid}`,
      `profiles/w320-webp/${uuid}`,
      `profiles/w320-jpeg/${uuid}`,
    ]);
    expect(imageFileKeys(key, null)).toEqual([key]);
    expect(() => variantKey('profiles/../x', 160, 'webp')).toThrow(/invalid file key/);
    expect(() => variantKey(key, 0, 'webp')).toThrow(/invalid image variant/);
    expect(() => variantKey(key, 160, 'gif' as never)).toThrow(/invalid image variant/);
  });
});

describe('makeVariants', () => {
  it('writes 160, 320 and 640 px wide copies in WebP and JPEG, keeping the aspect ratio, with no metadata', async () => {
    const original = await processImage(await jpegWithMetadata(1200, 800));
    expect(original).toMatchObject({ width: 1200, height: 800 });
    const variants = await makeVariants(original);
    expect(variants.map((v) => [v.width, v.format, v.contentType])).toEqual([
      [160, 'webp', 'image/webp'],
      [160, 'jpeg', 'image/jpeg'],
      [320, 'webp', 'image/webp'],
      [320, 'jpeg', 'image/jpeg'],
      [640, 'webp', 'image/webp'],
      [640, 'jpeg', 'image/jpeg'],
    ]);
    for (const v of variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe(v.format);
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      expect(v.height).toBe(Math.round((v.width * 800) / 1200));
      expect(v.data.length).toBeLessThan(original.data.length);
      await expectNoMetadata(v.data);
    }
  });

  it('strips metadata even from an input that carries it (the encoders write none)', async () => {
    const leaky = await jpegWithMetadata(700, 700);
    const variants = await makeVariants({ data: leaky, contentType: 'image/jpeg', width: 700, height: 700, hash: '0', centerHash: { across: '0', down: '0' } });
    expect(variants.map((v) => v.width)).toEqual([160, 160, 320, 320, 640, 640]);
    for (const v of variants) await expectNoMetadata(v.data);
  });

  it('never enlarges: a narrow image gets one copy per format at its own width', async () => {
    const small: ProcessedImage = await processImage(
      await sharp({ create: { width: 100, height: 250, channels: 3, background: '#884422' } })
        .png()
        .toBuffer(),
    );
    const variants = await makeVariants(small);
    expect(variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ['webp', 100, 250],
      ['jpeg', 100, 250],
    ]);
    const medium = await makeVariants(await processImage(await jpegWithMetadata(500, 300)));
    expect([...new Set(medium.map((v) => v.width))]).toEqual([160, 320, 500]);
    for (const v of medium) expect((await sharp(v.data).metadata()).width).toBeLessThanOrEqual(500);
  });
});
