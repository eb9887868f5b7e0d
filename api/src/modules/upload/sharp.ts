import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded on the first image this process handles and configured once. Loading libvips costs an
 * instance about 23 MB of resident memory, which an instance that never handles an image (idle after start, or one
 * serving only pages) does not need to pay (issue 25 item 4).
 *
 * The settings are process-wide: a small libvips thread count and cache (memory stays bounded under concurrent
 * uploads), and every libvips loader blocked except JPEG, PNG and WebP, so even a file that got past the sniff (SVG,
 * PDF, TIFF, GIF, HEIF, ImageMagick formats...) cannot reach a decoder.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache({ memory: 64, files: 0, items: 32 });
    sharp.block({ operation: ['VipsForeignLoad'] });
    sharp.unblock({
      operation: [
        'VipsForeignLoadJpegBuffer',
        'VipsForeignLoadJpegFile',
        'VipsForeignLoadPngBuffer',
        'VipsForeignLoadPngFile',
        'VipsForeignLoadWebpBuffer',
        'VipsForeignLoadWebpFile',
      ],
    });
    return sharp;
  }));
}
