import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';
import { freePort, waitFor } from '../built-app.js';
import type { TestServer } from '../test-server.js';
import { ProcessMeter } from './measure.js';

/**
 * The app alone in a process of its own, for figures about the app itself (peak RSS, bytes read and written):
 * `main.ts` as `pnpm start` runs it, on the SAME database, DATA_DIR, session secret and encryption key as the
 * in-process test server `t`. Members signed in through `t` are signed in here too (sessions live in PostgreSQL),
 * stored files land where `t`'s checks look, and SQL assertions see its rows.
 *
 * The code is the source under test, compiled at test time to plain JavaScript (`buildApp`), never a stale
 * api/dist. Not run through a TypeScript loader either: `node --import @swc-node/register` doubles the process's
 * resident memory (about 370 MB idle instead of 190 MB), which would not be the app's.
 */
export interface MeasuredApp {
  url: string;
  pid: number;
  meter: ProcessMeter;
  stop(): Promise<void>;
}

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Compiles api/src (tests left out) into `root`/api with the compiler and settings the test runner uses for the
 * in-process app (SWC: legacy decorators with metadata, ES modules), next to a package.json of an ES module package
 * and a link to api/node_modules; `root`/web links to the repository's web folder, where the app reads the web
 * build's persisted-query manifest (persisted-queries.ts). Returns the path of main.js. About a second.
 */
export async function buildApp(root: string): Promise<string> {
  const src = join(apiDir, 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const outDir = join(root, 'api');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'package.json'), JSON.stringify({ type: 'module' }));
  symlinkSync(join(apiDir, 'node_modules'), join(outDir, 'node_modules'), 'dir');
  symlinkSync(join(apiDir, '../web'), join(root, 'web'), 'dir');
  await Promise.all(
    files.map(async (file) => {
      const { code } = await transformFile(join(src, file), {
        swcrc: false,
        configFile: false,
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2023',
          // `import … with { type: 'json' }` (the message catalogues) keeps its attribute, as Node requires.
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
      });
      const out = join(outDir, 'src', file.replace(/\.ts$/, '.js'));
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, code);
    }),
  );
  // The JSON the code imports (core/messages: the translations), as tsc's build copies it.
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))) {
    const out = join(outDir, 'src', file);
    mkdirSync(dirname(out), { recursive: true });
    copyFileSync(join(src, file), out);
  }
  return join(outDir, 'src', 'main.js');
}

/** Builds the app into `buildDir` (`buildApp`) and starts it; resolves once /readyz answers 200. */
export async function startMeasuredApp(t: TestServer, buildDir: string, env: Record<string, string> = {}): Promise<MeasuredApp> {
  const main = await buildApp(buildDir);
  const port = await freePort();
  const { DATABASE_URL: _d, TEST_PG_ADMIN_URL: _a, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: apiDir,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: t.env.DATABASE_URL!,
      DATA_DIR: t.env.DATA_DIR,
      SESSION_SECRET: t.env.SESSION_SECRET!,
      APP_ENCRYPTION_KEY: t.env.APP_ENCRYPTION_KEY!,
      LOG_LEVEL: 'silent',
      POSTS_PER_HOUR: '1000',
      SERVE_WEB: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // If this test process ends without `stop()` (a crash, a kill), the app does not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  let ready = false;
  const poll = setInterval(() => {
    fetch(`${url}/readyz`).then(
      (r) => (ready ||= r.ok),
      () => {},
    );
  }, 250);
  try {
    await waitFor(() => ready || child.exitCode !== null, 90_000, `the measured app did not start:\n${output}`);
  } finally {
    clearInterval(poll);
  }
  if (!ready) throw new Error(`the measured app exited (${child.exitCode}):\n${output}`);
  return {
    url,
    pid: child.pid!,
    meter: new ProcessMeter(child.pid!),
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
