import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { freePort, spawnBuiltApp, type BuiltApp } from '../built-app.js';
import { currentCode } from '../../src/modules/two-factor/two-factor.service.js';
import { AddressedClient } from '../addressed-client.js';
import { createTestDatabase, TestClient } from '../test-server.js';
import { signUpAndConfirm } from '../sign-up.js';

export { AddressedClient };

/**
 * Issue 11 item 7: the pieces of a cluster, all real: one PostgreSQL database (on the test run's PostgreSQL), one
 * s3rver, N instances of the built app (api/dist/main.js, NODE_ENV=production, one SESSION_SECRET and
 * APP_ENCRYPTION_KEY, STORAGE_DRIVER=s3, TRUST_PROXY = the proxy's address) and HAProxy from Debian's packages in
 * front (round robin, health checks on /readyz), each on a free port. `stop()` ends every process it started, by PID.
 */
export const HAPROXY = '/usr/sbin/haproxy';
/** The address HAProxy connects to the instances from: the one address the instances trust forwarding headers of. */
const PROXY_SOURCE = '127.0.0.1';
const BUCKET = 'tea-cluster';
export const PASSWORD = 'Kettle-Harbour-Lantern-4821';
/** The admin every instance is configured with (ADMIN_* variables), with a known second factor. */
export const ADMIN = { username: 'clusteradmin', email: 'clusteradmin@example.com', password: PASSWORD, totp: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };
export const adminEnv = () => ({ ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_TOTP_SECRET: ADMIN.totp });

/** The newest 6-digit code texted to `phone`, from the SMS outboxes (DATA_DIR/outbox/sms.jsonl) of these instances. */
export function smsCodeIn(dataDirs: string[], phone: string): string | undefined {
  const texts = dataDirs.flatMap((dir) => {
    const file = join(dir, 'outbox', 'sms.jsonl');
    if (!existsSync(file)) return [];
    // Only complete lines: an instance's queue worker may be appending one at this very moment.
    return readFileSync(file, 'utf8')
      .split('\n')
      .slice(0, -1)
      .map((l) => JSON.parse(l) as { to: string; body: string; createdAt: string });
  });
  const last = texts
    .filter((m) => m.to === phone)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(-1);
  return last && /(\d{6})/.exec(last.body)?.[1];
}

/** The newest code texted to `phone`, waiting for it: texts go out from the job queue after the answer (SMS_DELIVERY). */
export async function waitForSmsCode(dataDirs: string[], phone: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = smsCodeIn(dataDirs, phone);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no text to ${phone} in the SMS outbox after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A member made through the API as a person does it: sign-up with the e-mailed link, then the phone check with the texted code. Answers her id. */
export async function signUpMember(c: TestClient, username: string, phone: string, dataDirs: string[]): Promise<string> {
  const reg = await signUpAndConfirm<{ id: string }>(c, { username, email: `${username}@example.com`, password: PASSWORD }, dataDirs);
  if (reg.status !== 200) throw new Error(`sign-up failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const sent = await c.rest('POST', '/api/phone/send-code', { phone });
  if (sent.status !== 200) throw new Error(`send-code failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = await waitForSmsCode(dataDirs, phone);
  const verified = await c.rest('POST', '/api/phone/verify', { phone, code });
  if (verified.status !== 200) throw new Error(`phone check failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return reg.body.id;
}

/** Signs the configured admin in on `c`, second factor included. */
export async function signInAdmin(c: TestClient): Promise<void> {
  const login = await c.rest('POST', '/api/login', { username: ADMIN.username, password: ADMIN.password });
  if (!login.body?.twoFactorRequired) throw new Error(`admin sign-in: ${login.status} ${JSON.stringify(login.body)}`);
  const verified = await c.rest('POST', '/api/auth/2fa/verify', { code: await currentCode(ADMIN.totp) });
  if (verified.status !== 200) throw new Error(`admin second factor: ${verified.status} ${JSON.stringify(verified.body)}`);
}

/** Installs HAProxy from Debian's packages when it is missing (CI machines may lack it). */
export function ensureHaproxy(): void {
  if (existsSync(HAPROXY)) return;
  const apt = (...args: string[]) => execFileSync('apt-get', args, { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'haproxy');
  if (!existsSync(HAPROXY)) throw new Error(`apt-get install haproxy left no ${HAPROXY}`);
}

/**
 * HAProxy's configuration: it answers on 127.0.0.1:`port`, passes each request to the next ready instance (round
 * robin) and stands where TLS would end: X-Forwarded-For is set to the client's own address (whatever the client
 * claimed) and X-Forwarded-Proto to https. A request whose connection an instance refuses goes to another one.
 */
export function haproxyConfig(port: number, instances: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  retries 3',
    '  option redispatch 1',
    'frontend tea',
    `  bind 127.0.0.1:${port}`,
    '  http-request set-header X-Forwarded-For %[src]',
    '  http-request set-header X-Forwarded-Proto https',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    `  source ${PROXY_SOURCE}`,
    '  option httpchk',
    '  http-check send meth GET uri /readyz',
    '  http-check expect status 200',
    ...instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check inter 500ms fall 2 rise 1`),
    '',
  ].join('\n');
}

export interface Instance {
  name: string;
  app: BuiltApp;
  dataDir: string;
}

export interface Cluster {
  /** The proxy's address: the only one clients use. */
  url: string;
  databaseUrl: string;
  instances: Instance[];
  haproxy: ChildProcess;
  haproxyLogs(): string;
  /** A client of the proxy with a source address of its own (127.0.x.y, one per `n`), as another visitor would be. */
  client(n: number): AddressedClient;
  stop(): Promise<void>;
}

/**
 * Starts the cluster; whatever fails along the way, what was started is stopped again before the error is thrown.
 * `databaseUrl`: a database the caller made and removes (a PostgreSQL with a streaming replica); else a fresh database
 * on the test run's PostgreSQL, dropped by `stop()`.
 */
export async function startCluster(opts: { instances: number; env?: Record<string, string>; databaseUrl?: string }): Promise<Cluster> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => {});
  };
  try {
    ensureHaproxy();
    const db = opts.databaseUrl ? { url: opts.databaseUrl } : await createTestDatabase('cluster');
    if ('drop' in db) cleanups.push(() => db.drop());

    const s3Dir = mkdtempSync(join(tmpdir(), 'tea-cluster-s3-'));
    cleanups.push(() => rmSync(s3Dir, { recursive: true, force: true }));
    const s3 = new S3rver({ silent: true, directory: s3Dir, address: '127.0.0.1', port: await freePort(), configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());

    const shared = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: db.url,
      SESSION_SECRET: 'cluster-secret-cluster-secret-cluster-secret',
      APP_ENCRYPTION_KEY: Buffer.alloc(32, 11).toString('base64'),
      TRUST_PROXY: PROXY_SOURCE,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...adminEnv(),
      ...opts.env,
    };
    const instances: Instance[] = [];
    for (let i = 0; i < opts.instances; i++) {
      const name = `app${String.fromCharCode(97 + i)}`;
      const dataDir = mkdtempSync(join(tmpdir(), `tea-cluster-${name}-`));
      chmodSync(dataDir, 0o755);
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const app = spawnBuiltApp({ ...shared, INSTANCE_ID: name, DATA_DIR: dataDir, PORT: String(await freePort()) });
      cleanups.push(async () => {
        if (app.child.exitCode === null && app.child.signalCode === null) {
          app.child.kill('SIGKILL');
          await app.exited;
        }
      });
      instances.push({ name, app, dataDir });
    }
    // Started together, as a deployment would: migrations run once under their advisory lock.
    await Promise.all(instances.map((i) => i.app.ready(120_000)));

    const confDir = mkdtempSync(join(tmpdir(), 'tea-cluster-haproxy-'));
    cleanups.push(() => rmSync(confDir, { recursive: true, force: true }));
    const port = await freePort();
    const conf = join(confDir, 'haproxy.cfg');
    writeFileSync(
      conf,
      haproxyConfig(
        port,
        instances.map((i) => ({ name: i.name, port: Number(new URL(i.app.url).port) })),
      ),
    );
    execFileSync(HAPROXY, ['-c', '-q', '-f', conf]);
    // -db: in the foreground, so the PID we hold is HAProxy's own.
    const haproxy = spawn(HAPROXY, ['-db', '-f', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    let haproxyOutput = '';
    haproxy.stdout!.on('data', (d) => (haproxyOutput += d));
    haproxy.stderr!.on('data', (d) => (haproxyOutput += d));
    const haproxyExited = new Promise((r) => haproxy.once('exit', r));
    cleanups.push(async () => {
      if (haproxy.exitCode === null && haproxy.signalCode === null) {
        haproxy.kill('SIGKILL');
        await haproxyExited;
      }
    });
    const url = `http://127.0.0.1:${port}`;

    const cluster: Cluster = {
      url,
      databaseUrl: db.url,
      instances,
      haproxy,
      haproxyLogs: () => haproxyOutput,
      client: (n) => new AddressedClient(url, `127.0.${1 + Math.floor(n / 250)}.${(n % 250) + 2}`),
      stop,
    };
    // Ready when the proxy has seen every instance pass its health check: each one answers through it.
    const seen = new Set<string>();
    for (const deadline = Date.now() + 60_000; seen.size < instances.length;) {
      if (Date.now() > deadline) throw new Error(`the proxy never reached every instance (saw ${[...seen].join(', ')}):\n${haproxyOutput}`);
      const res = await fetch(`${url}/healthz`).catch(() => null);
      const name = res?.headers.get('x-instance');
      if (res?.ok && name) seen.add(name);
      else await new Promise((r) => setTimeout(r, 250));
    }
    return cluster;
  } catch (e) {
    await stop();
    throw e;
  }
}
