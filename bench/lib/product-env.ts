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
