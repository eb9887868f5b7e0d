/**
 * The built app's environment for a measurement (bench/server.ts, bench/profile.ts): production mode on loopback, the
 * given database and data folder, logs at `error`, no web app, and no event-loop shedding (throughput is measured
 * here, shedding in bench/load.ts: on a shared 2-core machine the event-loop rule would shed some requests whenever
 * another process takes the CPU; the other overload limits stay).
 */
export function productEnv(opts: { port: number; databaseUrl: string; dataDir: string }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATABASE_URL: opts.databaseUrl,
    DATA_DIR: opts.dataDir,
    SESSION_SECRET: 'bench-session-secret-'.padEnd(40, 'x'),
    APP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    LOG_LEVEL: 'error',
    SERVE_WEB: 'false',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
}
