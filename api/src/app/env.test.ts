import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, configWarnings, loadEnv } from './env.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'env-test-'));

describe('configuration', () => {
  it('has working defaults and keeps a generated session secret in DATA_DIR', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({ PORT: 3000, NODE_ENV: 'development', TRUST_PROXY: false, isProduction: false });
    expect(env.SESSION_SECRET).toHaveLength(43);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(env.SESSION_SECRET);
    expect(loadEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(env.SESSION_SECRET);
  });

  it('parses TRUST_PROXY as a boolean, a hop count or a list', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('refuses TRUST_PROXY=true in production, naming the alternatives; elsewhere it starts with a warning', () => {
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      APP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    };
    let error: unknown;
    try {
      loadEnv({ ...production, TRUST_PROXY: 'true' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const [problem] = (error as ConfigError).problems;
    expect((error as ConfigError).problems).toHaveLength(1);
    expect(problem).toMatch(/^TRUST_PROXY: true believes every X-Forwarded-For address/);
    for (const alternative of ['a hop count such as 1', 'a comma list of the addresses/CIDRs', 'loopback']) expect(problem).toContain(alternative);
    // A hop count, a list or loopback start in production without a warning.
    for (const value of ['1', '10.0.0.0/8, 192.168.1.10', 'loopback']) expect(configWarnings(loadEnv({ ...production, TRUST_PROXY: value }))).toEqual([]);
    // Outside production `true` still starts, and start-up warns about it.
    const development = loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' });
    expect(development.TRUST_PROXY).toBe(true);
    expect(configWarnings(development)).toEqual([expect.stringMatching(/^TRUST_PROXY: true believes .*\(refused in production\)$/)]);
    expect(configWarnings(loadEnv({ DATA_DIR: dataDir() }))).toEqual([]);
  });

  it('warns when several instances (shared storage) would each generate their own Web Push key', () => {
    const shared = {
      DATA_DIR: dataDir(),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'b',
      SESSION_SECRET: 'x'.repeat(32),
      APP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      DATABASE_URL: 'postgres://db/tea',
    };
    expect(configWarnings(loadEnv(shared))).toEqual([expect.stringMatching(/^VAPID_PUBLIC_KEY: with several instances/)]);
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a'.repeat(43) };
    expect(configWarnings(loadEnv({ ...shared, ...keys }))).toEqual([]);
    // One instance keeps its generated pair in DATA_DIR: the same key on every start.
    const dir = dataDir();
    expect(loadEnv({ DATA_DIR: dir }).VAPID_PUBLIC_KEY).toBe(loadEnv({ DATA_DIR: dir }).VAPID_PUBLIC_KEY);
  });

  it('builds links from PUBLIC_URL, http://localhost:PORT when unset', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), PORT: '4321' }).PUBLIC_URL).toBe('http://localhost:4321');
    expect(loadEnv({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://tea.example.org/' }).PUBLIC_URL).toBe('https://tea.example.org');
    expect(() => loadEnv({ DATA_DIR: dataDir(), PUBLIC_URL: 'ftp://tea.example.org' })).toThrow(/PUBLIC_URL: must be an http/);
  });

  it('turns traces on with an http(s) OTEL_EXPORTER_OTLP_ENDPOINT only; the service is tea-api unless named', () => {
    const off = loadEnv({ DATA_DIR: dataDir() });
    expect(off.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(off.OTEL_SERVICE_NAME).toBe('tea-api');
    const on = loadEnv({ DATA_DIR: dataDir(), OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'tea-api-eu' });
    expect(on).toMatchObject({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'tea-api-eu' });
    expect(() => loadEnv({ DATA_DIR: dataDir(), OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4317' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT: must be an http/);
  });

  it('stops with a readable list of every problem', () => {
    let error: unknown;
    try {
      loadEnv({ DATA_DIR: dataDir(), PORT: 'abc', NODE_ENV: 'production', DATABASE_URL: 'mysql://x', ADMIN_USERNAME: 'boss' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL: must be a postgres/);
    expect(problems).toMatch(/ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
    expect(problems).toMatch(/SESSION_SECRET: is required in production/);
    expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- /);
  });
});
