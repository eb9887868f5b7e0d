import { chmodSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * As root, embedded PostgreSQL runs its binaries as the `postgres` OS user, which must be able to reach them and
 * the data directory. A checkout inside a private directory (mode 0700, e.g. from `mktemp -d`) blocks it, so add the
 * traverse bit (o+x: enter, not list or read) to every ancestor that lacks it. Does nothing when not root.
 */
export function makeTraversable(...paths: string[]): void {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  for (const path of paths) {
    let dir = resolve(path);
    for (;;) {
      try {
        // eslint-disable-next-line security/detect-non-literal-fs-filename -- the checkout and DATA_DIR paths given at start, never a request
        const { mode } = statSync(dir);
        // eslint-disable-next-line security/detect-non-literal-fs-filename -- the checkout and DATA_DIR paths given at start, never a request
        if ((mode & 0o001) === 0) chmodSync(dir, (mode & 0o7777) | 0o001);
      } catch {
        /* not there yet: its parents still matter */
      }
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
}
