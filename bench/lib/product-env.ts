import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * How `pnpm start` runs the built app (api/package.json's `start` script, the one place this is written): its node flags
 * (`--max-semi-space-size`) and the environment defaults it sets (`MALLOC_ARENA_MAX`, unless already set). A bench that
 * measures the app's memory starts it this way, not with the bench's own flags (`fork` would pass on its
 * `--import @swc-node/register/esm-register`).
 */
export function launcher(): { execArgv: string[]; env: Record<string, string> } {
  const script = (JSON.parse(readFileSync(join(root, 'api/package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const m = /^((?:\w+=\$\{\w+:-[^}]*\} )*)node ((?:--\S+ )*)dist\/main\.js$/.exec(script);
  if (!m) throw new Error(`api/package.json's start script is not \`[VAR=\${VAR:-value} ...] node [--flag ...] dist/main.js\`: ${script}`);
  const env = Object.fromEntries([...m[1].matchAll(/(\w+)=\$\{\w+:-([^}]*)\}/g)].map(([, name, value]) => [name, process.env[name] ?? value]));
  return { execArgv: m[2].split(' ').filter(Boolean), env };
}

/** The built app as every bench starts it: production mode on loopback, with the given database and data folder. */
export function builtAppEnv(opts: { port: number; databaseUrl: string; dataDir: string }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATABASE_URL: opts.databaseUrl,
    DATA_DIR: opts.dataDir,
    SESSION_SECRET: 'bench-session-secret-'.padEnd(40, 'x'),
    APP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  };
}

/**
 * The built app's environment for a measurement (bench/server.ts, bench/profile.ts): `builtAppEnv`, logs at `error`, no
 * web app, and no event-loop shedding (throughput is measured here, shedding in bench/load.ts: on a shared 2-core
 * machine the event-loop rule would shed some requests whenever another process takes the CPU; the other overload
 * limits stay).
 */
export function productEnv(opts: { port: number; databaseUrl: string; dataDir: string }): Record<string, string> {
  return {
    ...builtAppEnv(opts),
    LOG_LEVEL: 'error',
    SERVE_WEB: 'false',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
}

/** Ends a bench run with its verdict: how many goals were missed, and exit code 1 when any was (0 otherwise). */
export function exitWithVerdict(log: (line: string) => void, verdicts: { ok: boolean }[]): never {
  const failed = verdicts.filter((v) => !v.ok);
  log(failed.length ? `\n${failed.length} goal(s) missed.` : '\nall goals met.');
  process.exit(failed.length ? 1 : 0);
}
