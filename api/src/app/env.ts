import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads process.env. Everything else receives a typed, validated `Env`.
 * Bad configuration stops start-up with a readable list of problems (see `loadEnv`).
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_USERNAME: z.string().min(3).max(30).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    /** Express "trust proxy" setting: false (default), true, a hop count or a list of addresses/CIDRs. */
    TRUST_PROXY: z.string().default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
    LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
    WEB_DIST: z.string().optional(),
    SERVE_WEB: booleanish.default(true),
  });

/** Rules across several variables, checked on the raw values so every problem is reported at once. */
function crossFieldProblems(v: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const admin = [v.ADMIN_USERNAME, v.ADMIN_EMAIL, v.ADMIN_PASSWORD].filter(Boolean).length;
  if (admin > 0 && admin < 3) problems.push('ADMIN_USERNAME: ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (v.NODE_ENV === 'production' && !v.SESSION_SECRET) problems.push('SESSION_SECRET: is required in production');
  return problems;
}

export type Env = Omit<z.infer<typeof schema>, 'SESSION_SECRET' | 'TRUST_PROXY'> & {
  SESSION_SECRET: string;
  TRUST_PROXY: boolean | number | string[];
  isProduction: boolean;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(raw: string): boolean | number | string[] {
  if (raw === 'false' || raw === '') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(',').map((s) => s.trim()).filter(Boolean);
}

/** Reads (or creates once) a secret kept in DATA_DIR, for development convenience. */
function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`)),
    ...crossFieldProblems(cleaned),
  ];
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const v = parsed.data;
  const DATA_DIR = resolve(v.DATA_DIR);
  return {
    ...v,
    DATA_DIR,
    SESSION_SECRET: v.SESSION_SECRET ?? persistentSecret(DATA_DIR, 'session-secret'),
    TRUST_PROXY: parseTrustProxy(v.TRUST_PROXY),
    isProduction: v.NODE_ENV === 'production',
  };
}
