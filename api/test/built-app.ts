import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built app (api/dist/main.js, as `pnpm start` runs it) as a real child process, for tests about the process
 * itself: signals, crashes, restarts. `pnpm test` builds first; run `pnpm build` before running these files alone.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const BUILT_MAIN = join(root, 'api/dist/main.js');

export { freePort } from './free-port.js';

export interface BuiltApp {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  logs(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Polls /readyz until it answers 200; throws (with the logs) when the process exits first or time runs out. */
  ready(timeoutMs?: number): Promise<void>;
  /** Resolves once the logs contain `text`. */
  logged(text: string, timeoutMs?: number): Promise<void>;
}

/**
 * Spawns the built app on 127.0.0.1:`env.PORT`. Nothing of the test run's environment about the database is passed
 * on: without DATABASE_URL in `env` the app starts its embedded PostgreSQL in `env.DATA_DIR`.
 */
export function spawnBuiltApp(env: Record<string, string>): BuiltApp {
  if (!existsSync(BUILT_MAIN)) throw new Error('The app is not built: run `pnpm build` (the test command does it first).');
  const { DATABASE_URL: _d, TEST_PG_ADMIN_URL: _t, ...inherited } = process.env;
  let output = '';
  // process.execPath is the real Node binary (not a shell shim), so signals reach the app itself.
  const child = spawn(process.execPath, [BUILT_MAIN], {
    cwd: join(root, 'api'),
    env: { ...inherited, NODE_ENV: 'development', HOST: '127.0.0.1', SERVE_WEB: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })));
  const url = `http://127.0.0.1:${env.PORT}`;
  const poll = async (what: string, timeoutMs: number, done: () => Promise<boolean>) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await done()) return;
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`app exited (${child.exitCode ?? child.signalCode}) before ${what}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`app not ${what} after ${timeoutMs} ms:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  return {
    child,
    url,
    logs: () => output,
    exited,
    ready: (timeoutMs = 90_000) =>
      poll('ready', timeoutMs, async () => {
        try {
          return (await fetch(`${url}/readyz`)).ok;
        } catch {
          return false;
        }
      }),
    logged: (text, timeoutMs = 30_000) => poll(`logging ${JSON.stringify(text)}`, timeoutMs, async () => output.includes(text)),
  };
}

/** The pid PostgreSQL wrote into its lock file, or null when there is no lock file. */
export function postmasterPid(pgDataDir: string): number | null {
  const file = join(pgDataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  return Number(readFileSync(file, 'utf8').split('\n')[0]);
}

/** Whether `pid` is a live process (zombies count as gone). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

/** Waits until `check` is true (polling), throwing `message` after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs: number, message: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((r) => setTimeout(r, 100));
  }
}
