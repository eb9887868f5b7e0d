import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from '../modules/push/push-endpoints.js';

/**
 * The one place that reads process.env. Everything else receives a typed, validated `Env`.
 * Bad configuration stops start-up with a readable list of problems (see `loadEnv`).
 */
const booleanish = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * Streaming replicas of DATABASE_URL (a comma list of postgres URLs): the public reads (browse, search, profile pages,
   * a profile's reports, transparency) go to them (core/read-pool.ts); unset = every read on DATABASE_URL.
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, 'each must be a postgres:// or postgresql:// URL')))
    .default([]),
  /** A replica further behind the primary than this (ms, measured at most once a second) is skipped. */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
  /** After a member's write (a mutation, a non-GET REST call), her reads stay on the primary this long (ms). */
  READ_YOUR_WRITES_MS: z.coerce.number().int().min(1).max(600_000).default(5_000),
  /** Apply pending migrations at start (under an advisory lock); false: refuse to start until `pnpm migrate` ran them. */
  MIGRATE_ON_START: booleanish.default(true),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().min(3).max(30).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Base32 TOTP secret enrolled for the configured admin at start (outside harnesses compute her codes). */
  ADMIN_TOTP_SECRET: z
    .string()
    .regex(/^[A-Za-z2-7\s]{26,}=*$/, 'must be a base32 secret of at least 16 bytes (26+ characters)')
    .optional(),
  /** Express "trust proxy" setting: false (default), a hop count or a list of addresses/CIDRs; true only outside production (a warning at start). */
  TRUST_PROXY: z.string().default('false'),
  /** This instance's name among several behind a load balancer: sent as the `X-Instance` response header; unset = no header. */
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')
    .optional(),
  /**
   * Port of the Prometheus scrape listener (`GET /metrics`, metrics.ts), a listener of its own so the public port never
   * serves it; unset = no metrics at all. 0 = any free port (tests).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Interface of the metrics listener: loopback unless the scraper runs on another machine. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** `jit` compiles each GraphQL document once with graphql-jit (default); `graphql-js` executes it as Apollo does by default. */
  GRAPHQL_EXECUTOR: z.enum(['jit', 'graphql-js']).default('jit'),
  /** `true`: requests without an API token (the web app) may run only the persisted documents of the web build (persisted-queries.ts). */
  GRAPHQL_PERSISTED_ONLY: booleanish.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /** Failed sign-ins per account per day (any addresses) after which signing in needs a link e-mailed to her (NIST SP 800-63B: 100). */
  LOGIN_ACCOUNT_DAILY_FAILURES: z.coerce.number().int().min(1).default(100),
  WEB_DIST: z.string().optional(),
  SERVE_WEB: booleanish.default(true),
  /** The longest a server render of a visitor's first screen may take before the plain page is sent (ms); 0 = off. */
  SSR_BUDGET_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /**
   * How often each instance checks that the sessions and API tokens behind its live connections (GraphQL subscriptions)
   * still hold, in seconds: a connection whose session ended, whose token was revoked or whose member was banned is closed
   * at the latest this long after (and at once when a notification is due to it).
   */
  LIVE_RECHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Fair flags (SAFETY 16): distinct members with approved reports about a profile before its flag and banner colour show. */
  FLAG_MIN_REPORTERS: z.coerce.number().int().min(1).max(1000).default(2),
  /** Base64 of 32 random bytes: encrypts ID documents and keys the HMACs of phone numbers and codes. */
  APP_ENCRYPTION_KEY: z
    .string()
    .refine((v) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32, 'must be the base64 of exactly 32 bytes')
    .optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_BASE: z.url().optional(),
  /** Twilio Lookup v2 (https://lookups.twilio.com, charged per lookup): set, a verified number's line type comes from it; unset, from libphonenumber. */
  TWILIO_LOOKUP_BASE: z.url().optional(),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  EMAIL_FROM: z.string().min(3).optional(),
  /** `queue` (default): a request stores its e-mails as jobs in the job queue and a worker on any instance delivers them (retried); `direct`: sent in the request. */
  EMAIL_DELIVERY: z.enum(['direct', 'queue']).default('queue'),
  /** `queue` (default): texts as e-mails, from the job queue; `direct`: sent in the request, which tells the member at once when the provider refuses. */
  SMS_DELIVERY: z.enum(['direct', 'queue']).default('queue'),
  POSTS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  PHONE_SENDS_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).default(3),
  PHONE_SENDS_PER_USER_PER_DAY: z.coerce.number().int().min(1).default(5),
  REMOVAL_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  DATA_EXPORTS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Community flags: the weight of trusted members' flags that hides an item until a moderator decides (minor and intimate image: one trusted flag). */
  FLAGS_TO_HIDE: z.coerce.number().int().min(1).default(3),
  /** Flags one member may send per hour before 429. */
  FLAGS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** A member whose flags moderators dismissed this many times within FLAG_DISMISSAL_WINDOW_DAYS loses the right to flag. */
  FLAG_DISMISSALS_TO_REVOKE: z.coerce.number().int().min(1).default(5),
  FLAG_DISMISSAL_WINDOW_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * Trusted flaggers (issue 21): a flag counts toward hiding only from a member with a verified mobile number and an
   * account at least this many days old (0 turns the age floor off); everyone else's flags reach the queue only.
   */
  FLAG_TRUST_MIN_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** After a moderator dismissed the flags on an item, new flags for the same reasons cannot hide it for this many days. */
  FLAG_KEEP_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Automatic hides (by flags or removal requests) across the site per hour; past it items queue and the dashboard alerts. */
  AUTO_HIDES_PER_HOUR: z.coerce.number().int().min(0).default(30),
  /** How long moderators have to decide an urgent item (a minor or an intimate image that was not hidden automatically). */
  URGENT_REVIEW_HOURS: z.coerce.number().int().min(1).max(48).default(24),
  /** Removal requests one contact e-mail address may send per day, and requests about one item per day (from anyone). */
  REMOVAL_REQUESTS_PER_EMAIL_PER_DAY: z.coerce.number().int().min(1).default(5),
  REMOVAL_REQUESTS_PER_TARGET_PER_DAY: z.coerce.number().int().min(1).default(10),
  /**
   * Pile-on protection (issue 10 item 7): new reports on a profile from more than PILE_ON_MAX_REPORTS members within
   * PILE_ON_WINDOW_HOURS, or from more than PILE_ON_MAX_NEW_ACCOUNT_REPORTS accounts younger than PILE_ON_NEW_ACCOUNT_DAYS,
   * pause new reports on it for PILE_ON_PAUSE_HOURS (an admin lifts or extends the pause).
   */
  PILE_ON_MAX_REPORTS: z.coerce.number().int().min(1).default(5),
  PILE_ON_WINDOW_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  PILE_ON_MAX_NEW_ACCOUNT_REPORTS: z.coerce.number().int().min(1).default(2),
  PILE_ON_NEW_ACCOUNT_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  PILE_ON_PAUSE_HOURS: z.coerce.number().int().min(1).max(2160).default(72),
  /** Requests one API token may make per minute before 429 (counted in PostgreSQL, shared by every instance). */
  TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Requests one member may make per minute across all her API tokens before 429; unset = TOKEN_REQUESTS_PER_MINUTE. */
  TOKEN_MEMBER_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  /** The address members open the app at, for links in e-mails (no trailing slash); unset = http://localhost:PORT. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** Web Push (RFC 8292): the VAPID key pair (base64url) browsers subscribe with; unset = generated once into DATA_DIR/vapid.json. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  /** Who push services contact about this server's messages: a mailto: or https: URL; unset = mailto:ADMIN_EMAIL, else the team's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// URL')
    .optional(),
  /** The push services the server sends to (a comma list; `*.domain` wildcards; `http://host:port` only for a local stand-in). */
  PUSH_ENDPOINT_HOSTS: z.string().min(1).default(DEFAULT_PUSH_ENDPOINT_HOSTS),
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESETS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Sign-up attempts (taken addresses included) per client address per hour before 429; an IPv6 address counts by its /64. */
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Load shedding on /graphql and /api (overload.ts): 503 + Retry-After while one of these is exceeded; 0 = that check off. */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(128),
  OVERLOAD_MAX_DB_WAITING: z.coerce.number().int().min(0).default(32),
  /**
   * OpenTelemetry traces (docs/operations/tracing.md): the OTLP/HTTP receiver's base URL (a collector, Jaeger, Tempo);
   * spans go to `<url>/v1/traces`. Unset = no tracing: the SDK is not even loaded. The SDK reads its other standard
   * OTEL_* variables (headers, sampler, batch sizes, resource attributes) from the environment itself.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** The `service.name` of this app's spans. */
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default('tea-api'),
});

/** Rules across several variables, checked on the raw values so every problem is reported at once. */
function crossFieldProblems(v: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const admin = [v.ADMIN_USERNAME, v.ADMIN_EMAIL, v.ADMIN_PASSWORD].filter(Boolean).length;
  if (admin > 0 && admin < 3) problems.push('ADMIN_USERNAME: ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (v.NODE_ENV === 'production' && !v.SESSION_SECRET) problems.push('SESSION_SECRET: is required in production');
  if (v.NODE_ENV === 'production' && !v.APP_ENCRYPTION_KEY) problems.push('APP_ENCRYPTION_KEY: is required in production');
  if (v.METRICS_PORT && v.METRICS_PORT !== '0' && Number(v.METRICS_PORT) === Number(v.PORT ?? 3000)) {
    problems.push('METRICS_PORT: must differ from PORT (metrics are never served on the public port)');
  }
  if (v.DATABASE_REPLICA_URLS && !v.DATABASE_URL) problems.push('DATABASE_REPLICA_URLS: needs DATABASE_URL (the primary they replicate)');
  if (v.NODE_ENV === 'production' && v.TRUST_PROXY === 'true') problems.push(`TRUST_PROXY: ${TRUST_PROXY_TRUE}`);
  if (v.STORAGE_DRIVER === 's3') {
    if (!v.S3_BUCKET) problems.push('S3_BUCKET: is required when STORAGE_DRIVER is s3');
    // Shared storage means instances that share everything else: nothing may be generated into or kept in this
    // instance's DATA_DIR (another instance could not decrypt its ID documents or read its sessions' signatures).
    for (const [k, what] of [
      ['SESSION_SECRET', 'the same on every instance, not generated into DATA_DIR'],
      ['APP_ENCRYPTION_KEY', 'the same on every instance, not generated into DATA_DIR'],
      ['DATABASE_URL', 'a shared PostgreSQL, not the embedded one in DATA_DIR'],
    ] as const) {
      if (!v[k]) problems.push(`${k}: is required when STORAGE_DRIVER is s3 (${what})`);
    }
  }
  if (Boolean(v.VAPID_PUBLIC_KEY) !== Boolean(v.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  if (v.SMS_PROVIDER === 'twilio') {
    for (const k of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']) if (!v[k]) problems.push(`${k}: is required when SMS_PROVIDER is twilio`);
  }
  if (v.EMAIL_PROVIDER === 'smtp') {
    for (const k of ['SMTP_URL', 'EMAIL_FROM']) if (!v[k]) problems.push(`${k}: is required when EMAIL_PROVIDER is smtp`);
  }
  return problems;
}

export type Env = Omit<
  z.infer<typeof schema>,
  | 'SESSION_SECRET'
  | 'TRUST_PROXY'
  | 'APP_ENCRYPTION_KEY'
  | 'PUBLIC_URL'
  | 'TOKEN_MEMBER_REQUESTS_PER_MINUTE'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
> & {
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
  /** True when the VAPID key pair was generated into DATA_DIR (VAPID_* not set). */
  vapidGenerated: boolean;
  SESSION_SECRET: string;
  TOKEN_MEMBER_REQUESTS_PER_MINUTE: number;
  PUBLIC_URL: string;
  APP_ENCRYPTION_KEY: string;
  TRUST_PROXY: boolean | number | string[];
  isProduction: boolean;
};

declare module '../core/config.js' {
  /** What modules read of the configuration (core/config.ts names the interface; this module fills it in). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppConfig extends Env {}
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Why `TRUST_PROXY=true` is refused in production and warned about elsewhere: Express then takes the left-most
 * X-Forwarded-For address, which the client writes itself, so every per-address limit and IP ban is one header away.
 */
const TRUST_PROXY_TRUE =
  'true believes every X-Forwarded-For address, which any client can write itself, so each per-address limit and IP ban can be escaped with a made-up header. ' +
  'Set the number of proxies in front of the app instead (a hop count such as 1), or a comma list of the addresses/CIDRs they connect from (e.g. 10.0.0.0/8), or loopback for a proxy on the same machine.';

/** Configuration that starts but should not stay: one line each, logged as a warning at start (main.ts). */
export function configWarnings(env: Pick<Env, 'TRUST_PROXY' | 'STORAGE_DRIVER'> & { vapidGenerated?: boolean }): string[] {
  return [
    ...(env.TRUST_PROXY === true ? [`TRUST_PROXY: ${TRUST_PROXY_TRUE} (refused in production)`] : []),
    // Several instances (shared storage) each generating a key pair would sign pushes with a key the browsers did not
    // subscribe with: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, the same on every instance, for Web Push to work.
    ...(env.STORAGE_DRIVER === 's3' && env.vapidGenerated
      ? [
          'VAPID_PUBLIC_KEY: with several instances (STORAGE_DRIVER=s3), set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, the same on every instance; a key generated per instance breaks Web Push',
        ]
      : []),
  ];
}

function parseTrustProxy(raw: string): boolean | number | string[] {
  if (raw === 'false' || raw === '') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads (or creates once) a secret kept in DATA_DIR, for development convenience. */
function persistentSecret(dataDir: string, name: string, encoding: BufferEncoding = 'base64url'): string {
  const file = join(dataDir, name);
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from configuration and a fixed secret file name
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from configuration and a fixed secret file name
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const secret = randomBytes(32).toString(encoding);
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from configuration and a fixed secret file name
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function vapidOf(
  v: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string; ADMIN_EMAIL?: string; STORAGE_DRIVER?: string },
  dataDir: string,
) {
  // With shared storage nothing is written to DATA_DIR: a pair made for this run only (start-up warns to set VAPID_*).
  const keys =
    v.VAPID_PUBLIC_KEY && v.VAPID_PRIVATE_KEY
      ? { publicKey: v.VAPID_PUBLIC_KEY, privateKey: v.VAPID_PRIVATE_KEY }
      : v.STORAGE_DRIVER === 's3'
        ? webpush.generateVAPIDKeys()
        : persistentVapidKeys(dataDir);
  return {
    vapidGenerated: !(v.VAPID_PUBLIC_KEY && v.VAPID_PRIVATE_KEY),
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: v.VAPID_SUBJECT ?? `mailto:${v.ADMIN_EMAIL ?? 'privacy@tea.example'}`,
  };
}

/** The VAPID key pair kept in DATA_DIR (generated on first start), for a single instance without VAPID_* set. */
function persistentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid.json');
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from configuration and a fixed file name
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from configuration and a fixed file name
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const keys = webpush.generateVAPIDKeys();
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from configuration and a fixed file name
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  const problems = [...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`)), ...crossFieldProblems(cleaned)];
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const v = parsed.data;
  const DATA_DIR = resolve(v.DATA_DIR);
  return {
    ...v,
    DATA_DIR,
    SESSION_SECRET: v.SESSION_SECRET ?? persistentSecret(DATA_DIR, 'session-secret'),
    APP_ENCRYPTION_KEY: v.APP_ENCRYPTION_KEY ?? persistentSecret(DATA_DIR, 'encryption-key', 'base64'),
    TRUST_PROXY: parseTrustProxy(v.TRUST_PROXY),
    ...vapidOf(v, DATA_DIR),
    TOKEN_MEMBER_REQUESTS_PER_MINUTE: v.TOKEN_MEMBER_REQUESTS_PER_MINUTE ?? v.TOKEN_REQUESTS_PER_MINUTE,
    PUBLIC_URL: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`,
    isProduction: v.NODE_ENV === 'production',
  };
}
