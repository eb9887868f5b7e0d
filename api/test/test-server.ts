import 'reflect-metadata';
import { AddressedClient } from './addressed-client.js';
import { PHONE_HASH_PURPOSE } from '../src/modules/phone/phone.service.js';
import { TestClient } from './test-client.js';

export { TestClient, type Response } from './test-client.js';
import { chmodSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { createHash } from 'node:crypto';
import { migrationsList } from '../src/migrations/index.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DestinationStream } from 'pino';
import { loadEnv, type Env } from '../src/app/env.js';
import { createLogger } from '../src/app/logger.js';
import { connectDatabase } from '../src/app/database.js';
import { createApp, type App } from '../src/app/create-app.js';
import { deliverMessagesThroughQueue, startJobQueue, type JobQueue } from '../src/app/jobs.js';
import argon2 from 'argon2';
import { Role, User } from '../src/modules/user/user.entity.js';
import { currentCode, enrolTotpSecret } from '../src/modules/two-factor/two-factor.service.js';
import { waitForOutbox } from './outbox.js';

/** The TOTP secret every admin made by `signedIn` is enrolled with (base32, 20 bytes). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Creates a database for one test file on the run's PostgreSQL and returns its URL: empty, or with `migrated` a copy of
 * the run's migrated template (every committed migration and pg-boss's schema, applied once per run: see
 * migratedTemplate), which the app's own start-up then finds up to date.
 */
export async function createTestDatabase(prefix = 't', opts: { migrated?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) throw new Error('TEST_PG_ADMIN_URL is not set: run tests through `pnpm test` (jest globalSetup).');
  const template = opts.migrated ? await migratedTemplate(adminUrl) : null;
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a database holding every committed migration and pg-boss's schema, made once per PostgreSQL and set of
 * migrations (its name carries a hash of their code) by whichever test file asks first, under an advisory lock so the
 * Jest workers of a run (and several runs on one TEST_DATABASE_URL) make it once. Copying it (CREATE DATABASE ...
 * TEMPLATE) takes about 0.2 s where applying the migrations took 0.5-0.7 s per test file.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const hash = createHash('sha256');
  for (const m of migrationsList) hash.update(`${m.name}\n${String((m.class as { prototype: object }).prototype.constructor)}\n`);
  hash.update(String(PgBoss));
  const name = `tea_template_${hash.digest('hex').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', ['tea test template']);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const url = databaseUrl(adminUrl, building);
      const orm = await connectDatabase(url, undefined, { poolMax: 2 });
      await orm.close(true);
      const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 2, schedule: false, supervise: false });
      boss.on('error', () => {});
      await boss.start();
      await boss.stop({ graceful: false, close: true });
      // Renamed only once complete: a run that died half-way leaves no template that looks finished.
      await admin.query(`alter database "${building}" rename to "${name}"`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', ['tea test template']).catch(() => {});
    await admin.end();
  }
  return name;
}

export interface TestServer {
  url: string;
  orm: MikroORM;
  app: App;
  env: Env;
  /** The job queue delivering e-mails and texts (EMAIL_DELIVERY / SMS_DELIVERY=queue, the default), as main.ts runs it. */
  jobs: JobQueue | null;
  /** The metrics listener's base URL (`GET <metricsUrl>/metrics`): every test server has one (METRICS_PORT=0, any free
   * port on loopback) unless a test sets METRICS_PORT to ''. */
  metricsUrl: string | null;
  /** Direct SQL on the test database, for assertions and fixtures. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Every file the app has stored under DATA_DIR/uploads (full paths): what an upload left behind. */
  uploadedFiles(): string[];
  client(): TestClient;
  /** A client whose requests come from its own loopback address (127.0.0.2-127.255.255.254): another visitor to the per-address limits. */
  clientFrom(address: string): AddressedClient;
  /** A member created straight in the database and signed in through the real login path. */
  signedIn(
    opts?: Partial<{ username: string; role: Role; password: string; phoneVerified: boolean; phone: string; accountAgeDays: number }>,
  ): Promise<TestClient & { user: User }>;
  close(): Promise<void>;
}

let seq = 0;

/**
 * One argon2 hash per password for the whole test file: members made by `signedIn` share it (argon2 salts each hash, and
 * a fixture needs none of its own). A fixture's hash is a real argon2id hash at the smallest cost (1 MiB, one pass):
 * sign-in still verifies the password against it, as for any member, in about 1 ms instead of the product's 36 ms
 * (19 MiB, two passes), which the suites' thousands of sign-ins would otherwise pay. Accounts made through sign-up,
 * reset or the admin bootstrap are hashed by the product's own `AuthService.hashPassword` at its full cost.
 */
const FIXTURE_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
const passwordHashes = new Map<string, Promise<string>>();
function fixtureHash(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) passwordHashes.set(password, (hash = argon2.hash(password, FIXTURE_HASH_OPTIONS)));
  return hash;
}

export interface TestServerOptions {
  /** Where the app's log lines go (with a LOG_LEVEL override other than 'silent'); default stdout. */
  logDestination?: DestinationStream;
  /** Headers every client of this server sends, e.g. `x-forwarded-proto: https` for a production server behind a
   * trusted proxy (TRUST_PROXY=loopback), which only then hands out its Secure session cookie. */
  clientHeaders?: Record<string, string>;
}

export async function startTestServer(overrides: Record<string, string> = {}, serverOpts: TestServerOptions = {}): Promise<TestServer> {
  const db = await createTestDatabase('t', { migrated: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'tea-test-data-'));
  chmodSync(dataDir, 0o755);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
    // Fixed so a production-mode test server starts; 32 bytes, base64.
    APP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    LOG_LEVEL: 'silent',
    POSTS_PER_HOUR: '1000',
    // Pile-on protection would pause reports on a profile many test members write about; its own tests lower these.
    PILE_ON_MAX_REPORTS: '1000',
    PILE_ON_MAX_NEW_ACCOUNT_REPORTS: '1000',
    REMOVAL_REQUESTS_PER_HOUR: '1000',
    REMOVAL_REQUESTS_PER_EMAIL_PER_DAY: '1000',
    REMOVAL_REQUESTS_PER_TARGET_PER_DAY: '1000',
    AUTO_HIDES_PER_HOUR: '1000',
    // Members made by `signedIn` are trusted flaggers (a verified mobile number) from their first day: tests about something
    // else need no back-dated accounts. The trust rules' own tests set the product's floor (test/abuse/flags.abuse.test.ts).
    FLAG_TRUST_MIN_ACCOUNT_DAYS: '0',
    // Most tests sign up several members from 127.0.0.1; the sign-up limit's own tests set it (test/abuse/signup.abuse.test.ts).
    SIGNUPS_PER_IP_PER_HOUR: '1000',
    SERVE_WEB: 'false',
    // E-mails and texts go out within the request: a job queue polling PostgreSQL every second in each of a hundred test
    // files costs CPU the run needs. The queue's own tests (test/message-queue.test.ts, test/job-queue.test.ts) and the
    // cluster run it as production does (EMAIL_DELIVERY / SMS_DELIVERY=queue, the app's default).
    EMAIL_DELIVERY: 'direct',
    SMS_DELIVERY: 'direct',
    // Metrics on, on a free loopback port of their own (app/metrics.ts), so every test exercises them and can scrape them.
    METRICS_PORT: '0',
    ...overrides,
  });
  const logger = createLogger(env, serverOpts.logDestination);
  const orm = await connectDatabase(db.url, undefined, { poolMax: 5 });
  const app = await createApp({ env, orm, databaseUrl: db.url, logger });
  // E-mails and texts go through the job queue as in production (main.ts); retries come after 1 s, not minutes.
  const queued = env.EMAIL_DELIVERY === 'queue' || env.SMS_DELIVERY === 'queue';
  const queueOptions = {
    pollingIntervalSeconds: 1,
    retryDelaySeconds: 1,
    onFailure: app.metrics ? (queue: string) => app.metrics!.jobFailed(queue) : undefined,
  };
  const jobs = queued ? await startJobQueue(db.url, [], logger, queueOptions) : null;
  if (jobs) await deliverMessagesThroughQueue(env, jobs, app.services, logger, queueOptions);
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const metricsAddress = await app.listenMetrics();
  const metricsUrl = metricsAddress ? `http://${env.METRICS_HOST}:${metricsAddress.port}` : null;
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  pool.on('error', () => {});
  // With queued delivery, a client's answer is handed over once the outboxes hold what the request sent (test/outbox.ts),
  // so a test reads the outbox right after a request as it did when the request delivered itself.
  const settle = jobs ? () => waitForOutbox(server) : undefined;
  const newClient = () => new TestClient(url, serverOpts.clientHeaders, settle);

  const server: TestServer = {
    url,
    orm,
    app,
    env,
    jobs,
    metricsUrl,
    async sql<T>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as T[];
    },
    uploadedFiles() {
      const dir = join(env.DATA_DIR, 'uploads');
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name));
    },
    client: newClient,
    clientFrom: (address: string) => new AddressedClient(url, address, serverOpts.clientHeaders, settle),
    async signedIn(opts = {}) {
      seq += 1;
      const username = opts.username ?? `member${seq}_${Math.random().toString(36).slice(2, 6)}`;
      const password = opts.password ?? 'password123';
      const em = orm.em.fork();
      // A San Francisco number (libphonenumber: FIXED_LINE_OR_MOBILE, as every North American number), unique per member.
      const phone = opts.phoneVerified === false ? null : (opts.phone ?? `+1415${String(2000000 + seq).slice(-7)}`);
      const user = Object.assign(new User(), {
        username,
        email: `${username}@example.com`,
        passwordHash: await fixtureHash(password),
        role: opts.role ?? Role.MEMBER,
        firstName: 'Test',
        emailConfirmedAt: new Date(),
        phoneVerifiedAt: phone ? new Date() : null,
        phoneE164: phone,
        phoneHash: phone ? app.services.crypto.hmac(PHONE_HASH_PURPOSE, phone) : null,
        // An account made now unless the test needs an older one (the trust floor's account age, policies/trust.ts).
        createdAt: new Date(Date.now() - (opts.accountAgeDays ?? 0) * 86_400_000),
      });
      await em.persist(user).flush();
      const client = newClient();
      const res = await client.rest('POST', '/api/login', { username, password });
      if (res.status !== 200) throw new Error(`test login failed: ${res.status} ${JSON.stringify(res.body)}`);
      if (user.role === Role.ADMIN) {
        // Admins act only with a second factor: enrol one and pass it, as an admin does at her first sign-in.
        await enrolTotpSecret(em, app.services.crypto, user, TEST_TOTP_SECRET);
        const verified = await client.rest('POST', '/api/auth/2fa/verify', { code: await currentCode(TEST_TOTP_SECRET) });
        if (verified.status !== 200) throw new Error(`test second factor failed: ${verified.status} ${JSON.stringify(verified.body)}`);
      }
      return Object.assign(client, { user });
    },
    async close() {
      await app.drain();
      await jobs?.stop(1_000);
      await pool.end();
      await orm.close();
      await db.drop();
    },
  };
  return server;
}

/** The first error's code and message, or null. */
export function gqlError(body: { errors?: { message: string; extensions?: Record<string, any> }[] }) {
  const e = body.errors?.[0];
  return e ? { code: e.extensions?.code as string, message: e.message } : null;
}
