import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Application cryptography from one key (config `APP_ENCRYPTION_KEY`, 32 bytes). Every use gets its own
 * sub-key derived with HKDF-SHA256, so an HMAC key never doubles as an encryption key.
 *
 * Envelope format of `encrypt` (version 1):
 *   "TEA" | 0x01 | 12-byte random IV | AES-256-GCM ciphertext | 16-byte GCM tag
 * The 4-byte header is authenticated as additional data, so it cannot be altered either. Stored objects
 * therefore never start with an image's magic bytes.
 */
const MAGIC = Buffer.from('TEA', 'ascii');
const VERSION = 1;
const HEADER_LENGTH = MAGIC.length + 1;
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const SALT = Buffer.from('spill-the-tea/app-key/v1', 'utf8');

export class DecryptionError extends Error {
  constructor(message = 'The data could not be decrypted (wrong key, unknown format or tampered).') {
    super(message);
    this.name = 'DecryptionError';
  }
}

export class AppCrypto {
  private readonly appKey: Buffer;
  private readonly encryptionKey: Buffer;
  private readonly hmacKeys = new Map<string, Buffer>();

  /** @param keyBase64 base64 (or base64url) of exactly 32 bytes. */
  constructor(keyBase64: string) {
    const key = Buffer.from(keyBase64, 'base64');
    if (key.length !== 32) throw new Error('APP_ENCRYPTION_KEY must be the base64 of exactly 32 bytes.');
    this.appKey = key;
    this.encryptionKey = this.derive('encrypt:aes-256-gcm:v1');
  }

  private derive(info: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.appKey, SALT, Buffer.from(info, 'utf8'), 32));
  }

  /** HMAC-SHA256 (hex) of `value` with a key of its own for each `purpose` (e.g. 'phone', 'phone-code'). */
  hmac(purpose: string, value: string | Buffer): string {
    if (!purpose) throw new Error('hmac needs a purpose');
    let key = this.hmacKeys.get(purpose);
    if (!key) {
      key = this.derive(`hmac:${purpose}`);
      this.hmacKeys.set(purpose, key);
    }
    return createHmac('sha256', key).update(value).digest('hex');
  }

  /** Compares an HMAC computed now with a stored one in constant time. */
  hmacEquals(purpose: string, value: string | Buffer, expectedHex: string): boolean {
    const actual = Buffer.from(this.hmac(purpose, value), 'hex');
    const expected = Buffer.from(expectedHex, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /** AES-256-GCM with a random 12-byte IV. `aad` (optional) binds the ciphertext to a context, e.g. its storage key. */
  encrypt(plaintext: Buffer, aad?: string): Buffer {
    const header = Buffer.concat([MAGIC, Buffer.from([VERSION])]);
    const iv = randomBytes(IV_LENGTH);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv, { authTagLength: TAG_LENGTH });
    cipher.setAAD(aad === undefined ? header : Buffer.concat([header, Buffer.from(aad, 'utf8')]));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([header, iv, body, cipher.getAuthTag()]);
  }

  /** Reverses `encrypt`; throws DecryptionError on a wrong key, an unknown header, a different `aad` or any changed byte. */
  decrypt(envelope: Buffer, aad?: string): Buffer {
    if (envelope.length < HEADER_LENGTH + IV_LENGTH + TAG_LENGTH) throw new DecryptionError();
    const header = envelope.subarray(0, HEADER_LENGTH);
    if (!header.subarray(0, MAGIC.length).equals(MAGIC) || header[MAGIC.length] !== VERSION) throw new DecryptionError();
    const iv = envelope.subarray(HEADER_LENGTH, HEADER_LENGTH + IV_LENGTH);
    const tag = envelope.subarray(envelope.length - TAG_LENGTH);
    const body = envelope.subarray(HEADER_LENGTH + IV_LENGTH, envelope.length - TAG_LENGTH);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, iv, { authTagLength: TAG_LENGTH });
      decipher.setAAD(aad === undefined ? header : Buffer.concat([header, Buffer.from(aad, 'utf8')]));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]);
    } catch {
      throw new DecryptionError();
    }
  }
}
