/**
 * Content negotiation and cache policies shared by the static files (static-web.ts) and the server renders (ssr.ts):
 * which precompressed encoding a client gets, and the Cache-Control values.
 */

export type ContentEncoding = 'br' | 'gzip';

/** Server preference when the client rates encodings equally. */
export const ENCODINGS: readonly { encoding: ContentEncoding; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_PUBLIC = 'public, max-age=3600';

function qualities(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.split(';');
    let name = token.trim().toLowerCase();
    if (!name) continue;
    if (name === 'x-gzip') name = 'gzip';
    let quality = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (m) quality = Math.min(1, Number(m[1]) || 0);
    }
    q.set(name, Math.max(q.get(name) ?? 0, quality));
  }
  return q;
}

/**
 * Picks the encoding to send from an `Accept-Encoding` header among the `available` ones: the highest q-value
 * wins, ties go to br, then gzip; `q=0` (also through `*;q=0`) refuses an encoding. Null means identity, also
 * when the header is missing or when the client rates identity higher than every available encoding.
 */
export function negotiateEncoding(header: string | undefined, available: readonly ContentEncoding[]): ContentEncoding | null {
  if (!header?.trim()) return null;
  const q = qualities(header);
  const star = q.get('*');
  let best: ContentEncoding | null = null;
  let bestQ = 0;
  for (const { encoding } of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const quality = q.get(encoding) ?? star ?? 0;
    if (quality > bestQ) [best, bestQ] = [encoding, quality];
  }
  const identityQ = q.get('identity') ?? star ?? 1;
  return best && bestQ >= identityQ ? best : null;
}
