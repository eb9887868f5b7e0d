/** One smaller copy of an image, as the API lists them (`ProfileImage.variants`). */
export type ImageVariant = { width: number; webpUrl: string; jpegUrl: string };

/** What responsive markup needs from the API's `ProfileImage`: the full-size URL, its size if known, the smaller copies. */
export type ResponsiveImageSource = {
  url: string;
  width?: number | null;
  height?: number | null;
  variants: readonly ImageVariant[];
};

/** A `srcset` of the copies in one format: `url 160w, url 320w, ...` (empty when there are no copies). */
export function srcSetOf(variants: readonly ImageVariant[], format: 'webp' | 'jpeg'): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${format === 'webp' ? v.webpUrl : v.jpegUrl} ${v.width}w`)
    .join(', ');
}

/** The narrowest copy at least `minWidth` pixels wide (else the widest one), or null when there are no copies. */
export function variantFor(variants: readonly ImageVariant[], minWidth: number): ImageVariant | null {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= minWidth) ?? sorted[sorted.length - 1] ?? null;
}
