import type { Plugin } from 'vite';

export type PrecompressEncoding = 'br' | 'gzip';

export interface PrecompressOptions {
  /** File extensions (with the dot, lower case) to compress. */
  extensions?: readonly string[];
}

export interface PrecompressedFile {
  file: string;
  size: number;
  /** Size of the `.br` sibling, or null when Brotli was not smaller. */
  br: number | null;
  /** Size of the `.gz` sibling, or null when gzip was not smaller. */
  gzip: number | null;
}

export const COMPRESSIBLE_EXTENSIONS: readonly string[];
export const PRECOMPRESSED: readonly { encoding: PrecompressEncoding; suffix: '.br' | '.gz' }[];
export function compressBuffer(data: Buffer, encoding: PrecompressEncoding): Promise<Buffer>;
export function precompressDir(dir: string, options?: PrecompressOptions): Promise<PrecompressedFile[]>;
export function precompressPlugin(options?: PrecompressOptions): Plugin;
