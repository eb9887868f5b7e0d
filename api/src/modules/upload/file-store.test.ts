import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createFileStore, LocalFileStore, newFileKey, S3FileStore } from './file-store.js';
import { ConfigError, loadEnv } from '../../app/env.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every file below `dir`, relative, recursively. */
function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
}

describe('file keys', () => {
  it('are the prefix and a random UUID, never anything the user sent', () => {
    const a = newFileKey('profile-images');
    const b = newFileKey('profile-images');
    expect(a).not.toBe(b);
    const [prefix, id] = a.split('/');
    expect(prefix).toBe('profile-images');
    expect(id).toMatch(UUID);
    expect(newFileKey('id-documents/front')).toMatch(/^id-documents\/front\/[0-9a-f-]{36}$/);
  });

  it.each(['../etc', '/abs', 'Profile', 'a/../b', 'a.b', '', 'a//b', 'x\0y', 'images/'])('refuse a prefix like %j', (prefix) => {
    expect(() => newFileKey(prefix)).toThrow(/invalid file key prefix/);
  });
});

describe('LocalFileStore', () => {
  let root: string;
  let store: LocalFileStore;
  beforeAll(() => {
    root = join(mkdtempSync(join(tmpdir(), 'file-store-')), 'uploads');
    store = new LocalFileStore(root);
  });

  it('puts, gets and deletes an object with its content type', async () => {
    const key = newFileKey('profile-images');
    const data = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await store.put(key, data, 'image/jpeg');
    expect(await store.get(key)).toEqual({ data, contentType: 'image/jpeg' });
    // Overwrite in place.
    await store.put(key, Buffer.from('second'), 'application/octet-stream');
    expect(await store.get(key)).toEqual({ data: Buffer.from('second'), contentType: 'application/octet-stream' });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('answers null for an unknown key', async () => {
    expect(await store.get(newFileKey('profile-images'))).toBeNull();
    expect(await store.get(newFileKey('never-used-prefix'))).toBeNull();
  });

  it('stores the bytes under the key itself: a 0700 folder per prefix, 0600 files, no temporary files left', async () => {
    const key = newFileKey('id-documents');
    await store.put(key, Buffer.from('secret bytes'), 'application/octet-stream');
    expect(readFileSync(join(root, key))).toEqual(Buffer.from('secret bytes'));
    expect(statSync(join(root, key)).mode & 0o777).toBe(0o600);
    expect(statSync(join(root, `${key}.meta.json`)).mode & 0o777).toBe(0o600);
    expect(statSync(join(root, 'id-documents')).mode & 0o777).toBe(0o700);
    expect(statSync(root).mode & 0o077).toBe(0);
    const files = walk(root);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // Every object file is named by a UUID (plus its metadata twin).
    for (const f of files) expect(f).toMatch(/^[a-z-]+\/[0-9a-f-]{36}(\.meta\.json)?$/);
  });

  it('keeps concurrent writers apart: each reader sees one whole object', async () => {
    const key = newFileKey('profile-images');
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, i + 1));
    const reads = await Promise.all(versions.flatMap((v) => [store.put(key, v, 'image/jpeg').then(() => null), store.get(key)]));
    const seen = [...reads.filter((r) => r !== null), await store.get(key)];
    expect(seen.length).toBeGreaterThan(0);
    for (const got of seen) expect(versions.some((v) => v.equals(got!.data))).toBe(true);
  });

  it.each([
    '../../etc/passwd',
    '/etc/passwd',
    'profile-images/../../x',
    'profile-images/..',
    'profile-images/not-a-uuid',
    'profile-images/00000000-0000-0000-0000-000000000000.meta.json',
    'profile-images/00000000-0000-0000-0000-000000000000/../x',
    'profile-images\\00000000-0000-0000-0000-000000000000',
    'profile-images/00000000-0000-0000-0000-000000000000\0',
    'Profile-Images/00000000-0000-0000-0000-000000000000',
    '',
  ])('refuses a key like %j for put, get and delete', async (key) => {
    await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('invalid file key');
    await expect(store.get(key)).rejects.toThrow('invalid file key');
    await expect(store.delete(key)).rejects.toThrow('invalid file key');
  });

  it('refuses a content type that could smuggle headers', async () => {
    await expect(store.put(newFileKey('profile-images'), Buffer.from('x'), 'text/html\r\nX-Evil: 1')).rejects.toThrow('invalid content type');
  });

  it('serves unreadable metadata as opaque bytes', async () => {
    const key = newFileKey('profile-images');
    await store.put(key, Buffer.from('abc'), 'image/png');
    writeFileSync(join(root, `${key}.meta.json`), '{"contentType":"text/html; charset=utf-8<script>"}');
    expect(await store.get(key)).toEqual({ data: Buffer.from('abc'), contentType: 'application/octet-stream' });
  });

  it('is what createFileStore gives by default, in DATA_DIR/uploads', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'file-store-env-'));
    const files = createFileStore(loadEnv({ DATA_DIR: dataDir }));
    expect(files).toBeInstanceOf(LocalFileStore);
    expect((files as LocalFileStore).root).toBe(join(dataDir, 'uploads'));
  });
});

describe('S3FileStore', () => {
  // A stand-in for an S3-compatible service on 127.0.0.1 (path-style: /bucket/key), keeping objects in memory.
  const objects = new Map<string, { data: Buffer; type: string }>();
  const requests: { method: string; path: string; auth: string; sse?: string }[] = [];
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
        requests.push({
          method: req.method!,
          path,
          auth: String(req.headers.authorization ?? ''),
          sse: req.headers['x-amz-server-side-encryption'] as string | undefined,
        });
        if (req.method === 'PUT') {
          objects.set(path, { data: Buffer.concat(chunks), type: String(req.headers['content-type']) });
          res.writeHead(200, { etag: '"1"' }).end();
        } else if (req.method === 'GET') {
          const o = objects.get(path);
          if (!o) {
            res.writeHead(404, { 'content-type': 'application/xml' });
            res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
          } else res.writeHead(200, { 'content-type': o.type, 'content-length': o.data.length }).end(o.data);
        } else if (req.method === 'DELETE') {
          objects.delete(path);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes through the S3 API with signed requests', async () => {
    const store = new S3FileStore({ bucket: 'tea-private', region: 'us-east-1', endpoint, accessKeyId: 'AKIATEST', secretAccessKey: 'secret' });
    const key = newFileKey('profile-images');
    await store.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(objects.get(`/tea-private/${key}`)).toEqual({ data: Buffer.from('jpeg bytes'), type: 'image/jpeg' });
    expect(await store.get(key)).toEqual({ data: Buffer.from('jpeg bytes'), contentType: 'image/jpeg' });
    expect(await store.get(newFileKey('profile-images'))).toBeNull();
    await store.delete(key);
    expect(objects.has(`/tea-private/${key}`)).toBe(false);
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const r of requests) expect(r.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIATEST\//);
    await expect(store.get('../../etc/passwd')).rejects.toThrow('invalid file key');
  });

  it('is chosen by STORAGE_DRIVER=s3, which needs the bucket and everything instances must share', () => {
    const shared = {
      SESSION_SECRET: 'shared-secret-shared-secret-shared-secret',
      APP_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
      DATABASE_URL: 'postgresql://app@db.internal/app',
    };
    const dataDir = mkdtempSync(join(tmpdir(), 's3-env-'));
    const env = loadEnv({ DATA_DIR: dataDir, STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: endpoint, ...shared });
    expect(createFileStore(env)).toBeInstanceOf(S3FileStore);
    let problems: string[] = [];
    try {
      loadEnv({ DATA_DIR: dataDir, STORAGE_DRIVER: 's3' });
    } catch (e) {
      problems = (e as ConfigError).problems;
    }
    expect(problems.map((p) => p.split(':')[0])).toEqual(['S3_BUCKET', 'SESSION_SECRET', 'APP_ENCRYPTION_KEY', 'DATABASE_URL']);
    // Nothing was generated into DATA_DIR either.
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
