import { expect } from '@jest/globals';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { freePort } from './free-port.js';

/**
 * Web Push (issue 24 item 2) against a local stand-in push service (RFC 8030) that does what a browser vendor's does
 * with a message: checks the VAPID signature (RFC 8292) and, as the browser would, decrypts the payload with the
 * subscription's keys (RFC 8291, aes128gcm). The decryption is written here from the RFC, not taken from the sender's
 * own library.
 */

export type Received = { path: string; vapid: { aud: string; sub: string; exp: number; k: string }; ttl: string | undefined; payload: unknown };

/** A browser's side of a subscription: its key pair and auth secret. */
function browserKeys(): { ecdh: ECDH; p256dh: string; auth: Buffer } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16) };
}

/** RFC 8291 section 3 and RFC 8188: the plaintext of one aes128gcm message for the browser holding `keys`. */
function decrypt(body: Buffer, keys: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key. Answers its claims. */
function checkVapid(header: string | undefined): Received['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [token, k] = [match[1], match[2]];
  const [head, claims, signature] = token.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('VAPID signature does not verify');
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  return { ...(JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string; exp: number }), k };
}

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

/**
 * A local stand-in push service on a free loopback port: what reaches it, decrypted, is in `received`; `answers` sets
 * what it answers per subscription path (default 201 Created); `browserAt(path)` is a browser's subscription there.
 */
export async function startPushStandIn() {
  const port = await freePort();
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const server: Server = createServer((req, res) => {
    void body(req).then((raw) => {
      try {
        const keys = browsers.get(req.url!);
        if (!keys) throw new Error(`no browser at ${req.url}`);
        expect(req.headers['content-encoding']).toBe('aes128gcm');
        const vapid = checkVapid(req.headers.authorization);
        received.push({ path: req.url!, vapid, ttl: req.headers.ttl as string | undefined, payload: JSON.parse(decrypt(raw, keys)) });
        res.writeHead(answers.get(req.url!) ?? 201).end();
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    received,
    answers,
    /** The allowlist entry for PUSH_ENDPOINT_HOSTS. */
    host: `http://127.0.0.1:${port}`,
    /** A browser subscribed at the stand-in under `path`, its keys kept for decrypting what reaches it. */
    browserAt(path: string) {
      const keys = browserKeys();
      browsers.set(path, keys);
      return { endpoint: `http://127.0.0.1:${port}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth.toString('base64url') } };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
