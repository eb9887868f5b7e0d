import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { SpanKind, withSpan } from '../../shared/tracing.js';

/**
 * Private object storage for uploads (SAFETY.md item 1). Nothing in it has a public URL: the server reads
 * objects and decides who may see them. Keys are made by `newFileKey` and never contain user input.
 */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no object under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
}

/** A prefix is a fixed, code-chosen folder name such as `profile-images` or `id-documents`. */
// eslint-disable-next-line security/detect-unsafe-regex -- bounded repetitions separated by "/", one way to match; keys are server-made
const PREFIX = /^[a-z0-9][a-z0-9-]{0,40}(\/[a-z0-9][a-z0-9-]{0,40}){0,2}$/;
// eslint-disable-next-line security/detect-unsafe-regex -- bounded repetitions separated by "/", one way to match; keys are server-made
const KEY = /^[a-z0-9][a-z0-9-]{0,40}(\/[a-z0-9][a-z0-9-]{0,40}){0,2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/;

/** `${prefix}/${uuid}`: unguessable, and never derived from a file name or any other user input. */
export function newFileKey(prefix: string): string {
  if (!PREFIX.test(prefix)) throw new Error(`invalid file key prefix: ${JSON.stringify(prefix)}`);
  return `${prefix}/${randomUUID()}`;
}

/** Throws unless `key` has exactly the shape `newFileKey` makes (so `..`, absolute paths, NUL etc. never pass). */
export function assertFileKey(key: string): void {
  if (typeof key !== 'string' || !KEY.test(key)) throw new Error('invalid file key');
}

function assertContentType(contentType: string): void {
  if (!CONTENT_TYPE.test(contentType)) throw new Error('invalid content type');
}

/** A stored content type as read back: anything `put` would not have accepted is served as opaque bytes. */
function storedContentType(value: unknown): string {
  return typeof value === 'string' && CONTENT_TYPE.test(value) ? value : 'application/octet-stream';
}

/**
 * Files under one folder (DATA_DIR/uploads). Each object is two files: the bytes at `<key>` and its content
 * type at `<key>.meta.json` (key segments cannot contain dots, so the names never collide). Writes go to a
 * temporary file that is fsynced and renamed into place, so a reader sees the old object or the whole new
 * one. Folders are 0700 and files 0600.
 */
export class LocalFileStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertFileKey(key);
    const path = resolve(this.root, ...key.split('/'));
    const rel = relative(this.root, path);
    if (!rel || rel.startsWith('..') || rel.includes(`..${sep}`)) throw new Error('invalid file key');
    return path;
  }

  private static async writeAtomic(path: string, data: Buffer | string): Promise<void> {
    const tmp = join(dirname(path), `.${randomUUID()}.tmp`);
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- pathOf() accepts only server-made keys (prefix/uuid) and checks the path stays under the upload root
    const handle = await open(tmp, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- pathOf() accepts only server-made keys (prefix/uuid) and checks the path stays under the upload root
      await rename(tmp, path);
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    assertContentType(contentType);
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- pathOf() accepts only server-made keys (prefix/uuid) and checks the path stays under the upload root
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    // Metadata first: once the bytes are in place the object is complete.
    await LocalFileStore.writeAtomic(`${path}.meta.json`, JSON.stringify({ contentType }));
    await LocalFileStore.writeAtomic(path, data);
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    let data: Buffer;
    try {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- pathOf() accepts only server-made keys (prefix/uuid) and checks the path stays under the upload root
      data = await readFile(path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
    let contentType = storedContentType(undefined);
    try {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- pathOf() accepts only server-made keys (prefix/uuid) and checks the path stays under the upload root
      const meta = JSON.parse(await readFile(`${path}.meta.json`, 'utf8')) as { contentType?: unknown };
      contentType = storedContentType(meta.contentType);
    } catch {
      /* no or broken metadata: serve as opaque bytes */
    }
    return { data, contentType };
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}.meta.json`, { force: true });
  }
}

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, ...); switches to path-style addressing. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** One call to the bucket in a span of its own: the operation only (keys are server-made ids, but name nothing). */
function s3Span<T>(operation: 'put' | 'get' | 'delete', call: () => Promise<T>): Promise<T> {
  return withSpan(`s3.${operation}`, { kind: SpanKind.CLIENT, attributes: { 'tea.provider': 's3' } }, call);
}

/**
 * The AWS SDK, loaded on the first call to a bucket: with STORAGE_DRIVER=local (the default) it is never loaded (it cost
 * every instance ~5 MB of heap and ~15 MB of RSS at start; docs/operations.md, *The process*).
 */
let sdk: Promise<typeof S3Sdk> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/**
 * An S3-compatible bucket. The bucket must be private (no public ACLs or policies); objects are written
 * with server-side encryption requested and are only ever read through this adapter.
 */
export class S3FileStore implements FileStore {
  private client: S3Client | undefined;

  constructor(
    private readonly options: S3FileStoreOptions,
    client?: S3Client,
  ) {
    this.client = client;
  }

  /** The SDK and the client (made at the first call unless one was given). */
  private async s3(): Promise<{ s3: typeof S3Sdk; client: S3Client }> {
    const s3 = await loadSdk();
    const { options } = this;
    this.client ??= new s3.S3Client({
      region: options.region,
      // S3-compatible services: path-style URLs, and checksums only where S3 requires them (not all support the newer ones).
      ...(options.endpoint
        ? { endpoint: options.endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
    return { s3, client: this.client };
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertFileKey(key);
    assertContentType(contentType);
    const { s3, client } = await this.s3();
    await s3Span('put', () =>
      client.send(
        new s3.PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          // Not AWS-only: S3-compatible services either honour or ignore it.
          ...(this.options.endpoint ? {} : { ServerSideEncryption: 'AES256' as const }),
        }),
      ),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    assertFileKey(key);
    const { s3, client } = await this.s3();
    try {
      const data = await s3Span('get', async () => {
        const res = await client.send(new s3.GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
        return res.Body ? { bytes: Buffer.from(await res.Body.transformToByteArray()), contentType: res.ContentType } : null;
      });
      if (!data) return null;
      // The bucket's word on the type is checked as the local store checks its metadata: an object written or changed
      // by anything else with a type `put` refuses (`text/html; charset=utf-8`) is served as opaque bytes.
      return { data: data.bytes, contentType: storedContentType(data.contentType) };
    } catch (e) {
      if (e instanceof s3.NoSuchKey || (e instanceof s3.S3ServiceException && e.$metadata?.httpStatusCode === 404)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    const { s3, client } = await this.s3();
    await s3Span('delete', () => client.send(new s3.DeleteObjectCommand({ Bucket: this.options.bucket, Key: key })));
  }
}

export function createFileStore(env: {
  DATA_DIR: string;
  STORAGE_DRIVER: 'local' | 's3';
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}): FileStore {
  if (env.STORAGE_DRIVER === 's3') {
    return new S3FileStore({
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalFileStore(join(env.DATA_DIR, 'uploads'));
}
