import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { AppCrypto, DecryptionError } from './crypto.js';
import { ConfigError, loadEnv } from '../app/env.js';

const key = () => randomBytes(32).toString('base64');

describe('AppCrypto.encrypt / decrypt (AES-256-GCM envelope)', () => {
  const crypto = new AppCrypto(key());

  it('round-trips any bytes, with a fresh IV every time', () => {
    for (const plain of [Buffer.alloc(0), Buffer.from('hello'), randomBytes(100_000)]) {
      const a = crypto.encrypt(plain);
      const b = crypto.encrypt(plain);
      expect(a.equals(b)).toBe(false);
      expect(crypto.decrypt(a)).toEqual(plain);
      expect(crypto.decrypt(b)).toEqual(plain);
      // header (4) + IV (12) + ciphertext + tag (16)
      expect(a.length).toBe(plain.length + 32);
      expect(a.subarray(4, 16).equals(b.subarray(4, 16))).toBe(false);
    }
  });

  it('starts with its versioned header and never with JPEG or PNG magic, nor contains the plaintext', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a0b0c0' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a0b0c0' } })
      .png()
      .toBuffer();
    for (const image of [jpeg, png]) {
      const sealed = crypto.encrypt(image);
      expect(sealed.subarray(0, 4)).toEqual(Buffer.from('TEA\x01', 'latin1'));
      expect(sealed.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(sealed.includes(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
      expect(sealed.includes(image.subarray(0, 32))).toBe(false);
      expect(crypto.decrypt(sealed)).toEqual(image);
    }
  });

  it('detects any change: every flipped byte, a cut, a wrong key, a wrong context', () => {
    const plain = Buffer.from('ID document bytes: passport 123456789');
    const sealed = crypto.encrypt(plain);
    for (let i = 0; i < sealed.length; i++) {
      const tampered = Buffer.from(sealed);
      tampered[i] ^= 0x01;
      expect(() => crypto.decrypt(tampered)).toThrow(DecryptionError);
    }
    expect(() => crypto.decrypt(sealed.subarray(0, sealed.length - 1))).toThrow(DecryptionError);
    expect(() => crypto.decrypt(Buffer.alloc(10))).toThrow(DecryptionError);
    expect(() => new AppCrypto(key()).decrypt(sealed)).toThrow(DecryptionError);
    const bound = crypto.encrypt(plain, 'id-documents/1');
    expect(crypto.decrypt(bound, 'id-documents/1')).toEqual(plain);
    expect(() => crypto.decrypt(bound, 'id-documents/2')).toThrow(DecryptionError);
    expect(() => crypto.decrypt(bound)).toThrow(DecryptionError);
  });

  it('decrypts with the same key in a new instance (e.g. after a restart)', () => {
    const k = key();
    expect(new AppCrypto(k).decrypt(new AppCrypto(k).encrypt(Buffer.from('x')))).toEqual(Buffer.from('x'));
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => new AppCrypto(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});

describe('AppCrypto.hmac', () => {
  it('is deterministic per key and purpose, hex SHA-256, and differs across purposes and keys', () => {
    const k = key();
    const a = new AppCrypto(k);
    const h = a.hmac('phone', '+12015550123');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(new AppCrypto(k).hmac('phone', '+12015550123')).toBe(h);
    expect(a.hmac('phone', '+12015550124')).not.toBe(h);
    expect(a.hmac('phone-code', '+12015550123')).not.toBe(h);
    expect(new AppCrypto(key()).hmac('phone', '+12015550123')).not.toBe(h);
    expect(a.hmacEquals('phone', '+12015550123', h)).toBe(true);
    expect(a.hmacEquals('phone', '+12015550124', h)).toBe(false);
    expect(a.hmacEquals('phone', '+12015550123', 'abc')).toBe(false);
  });
});

describe('APP_ENCRYPTION_KEY configuration', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'crypto-env-'));

  it('is generated once into DATA_DIR/encryption-key (0600) outside production and reused', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(Buffer.from(env.APP_ENCRYPTION_KEY, 'base64')).toHaveLength(32);
    expect(readFileSync(join(dir, 'encryption-key'), 'utf8')).toBe(env.APP_ENCRYPTION_KEY);
    expect(statSync(join(dir, 'encryption-key')).mode & 0o777).toBe(0o600);
    expect(loadEnv({ DATA_DIR: dir, NODE_ENV: 'test' }).APP_ENCRYPTION_KEY).toBe(env.APP_ENCRYPTION_KEY);
    const sealed = new AppCrypto(env.APP_ENCRYPTION_KEY).encrypt(Buffer.from('kept'));
    expect(new AppCrypto(loadEnv({ DATA_DIR: dir }).APP_ENCRYPTION_KEY).decrypt(sealed)).toEqual(Buffer.from('kept'));
  });

  it('uses the configured key', () => {
    const k = key();
    expect(loadEnv({ DATA_DIR: dataDir(), APP_ENCRYPTION_KEY: k }).APP_ENCRYPTION_KEY).toBe(k);
  });

  it('is required in production and must be 32 bytes of base64', () => {
    const problems = (source: Record<string, string>) => {
      try {
        loadEnv({ DATA_DIR: dataDir(), ...source });
        return '';
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as ConfigError).problems.join('\n');
      }
    };
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toMatch(/APP_ENCRYPTION_KEY: is required in production/);
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), APP_ENCRYPTION_KEY: key() })).toBe('');
    expect(problems({ APP_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toMatch(/APP_ENCRYPTION_KEY: must be the base64 of exactly 32 bytes/);
    expect(problems({ APP_ENCRYPTION_KEY: 'not base64 at all!!' })).toMatch(/APP_ENCRYPTION_KEY/);
  });
});
