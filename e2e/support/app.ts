import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../api/test/free-port.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const ARTIFACTS = join(root, 'test-artifacts');

export interface RunningApp {
  url: string;
  databaseUrl: string;
  /** The app's DATA_DIR (a temp dir): uploads, and the SMS and e-mail outboxes under outbox/. */
  dataDir: string;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
  logs(): string;
}

/**
 * Starts the built app (api/dist + web/dist, as `pnpm start` runs it) on a free port, against a fresh
 * database on the test run's PostgreSQL. Extra environment (an admin, for example) comes from `env`.
 */
export async function startBuiltApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const main = join(root, 'api/dist/main.js');
  if (!existsSync(main) || !existsSync(join(root, 'web/dist/index.html'))) {
    throw new Error('The app is not built: run `pnpm build` (the test command does it first).');
  }
  const adminUrl = process.env.TEST_PG_ADMIN_URL!;
  const name = `e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tea-e2e-'));
  chmodSync(dataDir, 0o755);
  mkdirSync(ARTIFACTS, { recursive: true });
  let output = '';
  // process.execPath is the real Node 24 binary (not the sh shim), so SIGTERM reaches the server itself.
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: join(root, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // Migrating a new database and starting take a few seconds, much longer on a busy 2-core machine.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      // Nobody can stop it after this throw: a process left running would hold Jest open after the run.
      child.kill('SIGKILL');
      throw new Error(`app did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });
  return {
    url,
    databaseUrl: dbUrl.toString(),
    dataDir,
    logs: () => output,
    async sql<T>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as T[];
    },
    async stop() {
      await pool.end();
      if (child.exitCode === null) {
        // Graceful shutdown: SIGTERM must drain, close the database and exit 0 within the 10 s grace period.
        const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
        child.kill('SIGTERM');
        const code = await exited;
        if (code !== 0) throw new Error(`app exited with ${code} after SIGTERM:\n${output}`);
      }
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
