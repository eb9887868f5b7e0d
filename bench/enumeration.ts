/**
 * `pnpm --filter bench run enumeration`: no account-enumeration oracle in sign-in timing (issue 9, SECURITY-PLAN §6.4).
 *
 * Starts the real app from source (`api/src/main.ts`, NODE_ENV=production, its own embedded PostgreSQL in a temporary
 * DATA_DIR), registers one member, then signs in BENCH_SAMPLES times (default 100) as an unknown user and as that
 * member with a wrong password, alternating the two and in a random order within each pair, over REST and over
 * GraphQL. Every answer must be the same status and body; the median times of the two kinds must differ by less than
 * 20 ms. Prints the medians and exits 1 when either goal is missed. The login limiter gets a budget the run cannot
 * reach (LOGIN_MAX_FAILURES), so every attempt pays the real sign-in path.
 *
 * Timings are never asserted in tests (house rule 10); api/src/modules/auth/auth.test.ts asserts the equal answers.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = resolve(here, '../api');
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARMUP = 10;
const LIMIT_MS = 20;
const PASSPHRASE = 'velvet-compass-thistle-harbor';

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app did not become ready in 3 minutes');
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

async function timed(url: string, path: string, body: unknown): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text, ms: performance.now() - started };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const LOGIN_GQL = 'mutation($input: LoginInput!) { login(input: $input) { id } }';
const channels = {
  REST: (username: string, password: string) => ['/api/login', { username, password }] as const,
  GraphQL: (username: string, password: string) => ['/graphql', { query: LOGIN_GQL, variables: { input: { username, password } } }] as const,
};

const dataDir = mkdtempSync(join(tmpdir(), 'tea-bench-enumeration-'));
const [port, pgPort] = [await freePort(), await freePort()];
const url = `http://127.0.0.1:${port}`;
const child = fork(join(apiDir, 'src/main.ts'), [], {
  cwd: apiDir,
  execArgv: ['--import', '@swc-node/register/esm-register'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    DATABASE_URL: '',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    APP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'error',
    SERVE_WEB: 'false',
    LOGIN_MAX_FAILURES: '1000000',
    LOGIN_ACCOUNT_DAILY_FAILURES: '1000000',
    ADMIN_USERNAME: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});

let failed = false;
try {
  await waitForReady(url, child);
  const reg = await timed(url, '/api/register', { username: 'known_member', email: 'known_member@example.com', password: PASSPHRASE });
  // Sign-up answers 202 and e-mails a link (issue 21); sign-in checks the password before anything about the account.
  if (reg.status !== 202) throw new Error(`sign-up failed: ${reg.status} ${reg.body}`);

  console.log(`sign-in: unknown user vs wrong password, ${SAMPLES} samples each (after ${WARMUP} warm-up pairs), sequential\n`);
  console.log('channel   unknown user (median)   wrong password (median)   difference   same answers');
  let n = 0;
  for (const [name, request] of Object.entries(channels)) {
    const times = { unknown: [] as number[], wrong: [] as number[] };
    const answers = new Set<string>();
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const kinds = Math.random() < 0.5 ? (['unknown', 'wrong'] as const) : (['wrong', 'unknown'] as const);
      for (const kind of kinds) {
        n += 1;
        const [path, body] =
          kind === 'unknown' ? request(`nobody_${n}_${randomBytes(3).toString('hex')}`, PASSPHRASE) : request('known_member', `wrong-guess-${n}`);
        const a = await timed(url, path, body);
        if (i < WARMUP) continue;
        times[kind].push(a.ms);
        answers.add(`${a.status} ${a.body}`);
      }
    }
    const [unknown, wrong] = [median(times.unknown), median(times.wrong)];
    const diff = Math.abs(unknown - wrong);
    const same = answers.size === 1;
    const ok = diff < LIMIT_MS && same;
    failed ||= !ok;
    console.log(
      `${name.padEnd(9)} ${unknown.toFixed(1).padStart(17)} ms ${wrong.toFixed(1).padStart(22)} ms ${diff.toFixed(1).padStart(9)} ms   ${same ? 'yes' : `NO: ${[...answers].join(' | ')}`}   ${ok ? 'ok' : 'FAIL'}`,
    );
  }
  console.log(`\ngoal: identical answers and |median difference| < ${LIMIT_MS} ms -> ${failed ? 'FAIL' : 'ok'}`);
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  child.kill('SIGTERM');
  await new Promise<void>((r) => (child.exitCode !== null ? r() : child.once('exit', () => r())));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
