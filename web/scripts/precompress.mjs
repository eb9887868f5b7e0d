// Build-time compression of the web app's static files (issue 7, "Delivery").
// Plain ESM JavaScript (with precompress.d.mts beside it) so that both web/vite.config.ts and the API's
// tests (api/test/delivery.test.ts) import the same code without a TypeScript build step or path mapping.
// The API serves these siblings as they are (api/src/app/static-web.ts) and never compresses static files per request.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing. Source maps are left out: only developer tools fetch them. */
export const COMPRESSIBLE_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest'];

/** The encodings made for each file, with the suffix of its sibling. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** Compresses one buffer with Brotli at maximum quality (text mode) or gzip level 9. */
export async function compressBuffer(data, encoding) {
  if (encoding === 'br') {
    return brotli(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
  }
  return gzipAsync(data, { level: constants.Z_BEST_COMPRESSION });
}

async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file under `dir`, each only when it is smaller
 * than the original (a stale sibling from an earlier run is removed otherwise). The work runs on libuv's thread
 * pool, so files are compressed in parallel. Returns one row per compressible file, for the build log and tests.
 */
export async function precompressDir(dir, { extensions = COMPRESSIBLE_EXTENSIONS } = {}) {
  const files = (await listFiles(dir)).filter((f) => extensions.includes(extname(f).toLowerCase()));
  return Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const row = { file, size: data.length, br: null, gzip: null };
      await Promise.all(
        PRECOMPRESSED.map(async ({ encoding, suffix }) => {
          const compressed = await compressBuffer(data, encoding);
          if (compressed.length < data.length) {
            await writeFile(file + suffix, compressed);
            row[encoding] = compressed.length;
          } else if (await stat(file + suffix).catch(() => null)) {
            await rm(file + suffix);
          }
        }),
      );
      return row;
    }),
  );
}

/** Vite plugin: compresses the finished output directory once, after the bundle (and `public/`) is written. */
export function precompressPlugin(options = {}) {
  let outDir = '';
  return {
    name: 'spill-the-tea:precompress',
    // Not the server-rendering build (dist-server): the API imports it, nothing serves it.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error || !outDir) return;
        const rows = await precompressDir(outDir, options);
        const total = (key) => rows.reduce((sum, r) => sum + (r[key] ?? r.size), 0);
        const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
        this.info?.(`precompressed ${rows.length} files: ${kb(total('size'))} raw, ${kb(total('br'))} br, ${kb(total('gzip'))} gzip`);
      },
    },
  };
}
