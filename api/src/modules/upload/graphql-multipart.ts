import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import type { FileUpload } from './file-upload.js';
import { AppError } from '../../core/errors.js';
import { countBody, declaredLength, MULTIPART_OVERHEAD_BYTES, stopReading } from './body-limit.js';
import { UPLOAD_MESSAGES } from './upload.messages.js';

const SPEC_URL = 'https://github.com/jaydenseric/graphql-multipart-request-spec';

export interface GraphqlUploadLimits {
  /** Bytes per file; a larger file stops the request (413). */
  maxFileSize: number;
  maxFiles: number;
  /** Bytes of the `operations` and `map` fields each. */
  maxFieldSize: number;
  /** The answer when the body is refused for its size before the operation runs. */
  tooLargeMessage: string;
}

/** An error as graphql-upload makes them (http-errors shaped), so the REST error handler and `readUpload` read it. */
function httpError(status: number, message: string): Error & { status: number; expose: boolean } {
  return Object.assign(new Error(message), { status, expose: true });
}

/**
 * Too many files: an AppError, so that an operation already reading its first file reports this (413) and not the
 * size message `readUpload` gives every other 413 of the file's stream.
 */
const tooManyFiles = (maxFiles: number) => new AppError('PAYLOAD_TOO_LARGE', { message: UPLOAD_MESSAGES.tooManyFiles, values: { max: maxFiles } });

/**
 * One uploaded file, held in memory as it arrives (never more than `maxFileSize`: a larger file is cut off).
 * Readers (`createReadStream`) follow it while it streams in; the bytes are dropped once the response is over.
 */
class BufferedFile {
  private chunks: Buffer[] = [];
  private ended = false;
  private error: Error | null = null;
  private wake = new Set<() => void>();

  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.notify();
  }
  end() {
    this.ended = true;
    this.notify();
  }
  fail(error: Error) {
    if (this.ended || this.error) return;
    this.error = error;
    this.chunks = [];
    this.notify();
  }
  release() {
    this.fail(httpError(500, 'The upload was released when its request ended.'));
    this.chunks = [];
  }
  private notify() {
    const waiting = [...this.wake];
    this.wake.clear();
    for (const w of waiting) w();
  }

  createReadStream(): Readable {
    let next = 0;
    const stream: Readable = new Readable({ read: () => pump() });
    const pump = () => {
      if (this.error) return void stream.destroy(this.error);
      while (next < this.chunks.length) if (!stream.push(this.chunks[next++])) return;
      if (this.ended) stream.push(null);
      else this.wake.add(pump);
    };
    return stream;
  }
}

/**
 * The GraphQL multipart request spec (`operations`, `map`, then the files) in place of graphql-upload's
 * `graphqlUploadExpress`, with the same `Upload` values for the `Upload` scalar, the same error texts, and bounded
 * reading, which graphql-upload does not have (it keeps reading a body to its end after a file passed
 * `maxFileSize`, and answers only then):
 * - a Content-Length over the most a valid body can hold (the files, the two fields and the framing) is refused
 *   with 413 before anything is read;
 * - reading stops as soon as a file passes `maxFileSize` or the body passes that total: the file's readers get a
 *   413 error (`readUpload` turns it into the readable message), the operation's answer goes out at once with
 *   `Connection: close`, and the connection is closed after it (body-limit.ts);
 * - files are held in memory, at most `maxFileSize` each (graphql-upload writes them to temporary files).
 * The answer to a request whose body is still arriving waits for its end (as graphql-upload does), or for the cut.
 */
/**
 * `req.is('multipart/form-data')`, asked only of a request whose Content-Type names multipart at all: for the JSON
 * body of nearly every GraphQL request the answer is a string test instead of a media-type parse (type-is), twice.
 */
export function isMultipartRequest(req: Request): boolean {
  const type = req.headers['content-type'];
  return type !== undefined && /multipart/i.test(type) && !!req.is('multipart/form-data');
}

export function graphqlUploads(limits: GraphqlUploadLimits): RequestHandler {
  const maxBody = limits.maxFileSize * limits.maxFiles + 2 * limits.maxFieldSize + MULTIPART_OVERHEAD_BYTES;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isMultipartRequest(req)) return next();

    let bodyDone!: () => void;
    const bodyOver = new Promise<void>((resolve) => (bodyDone = resolve));
    // The answer waits until the body has been read or cut off.
    const send = res.send.bind(res);
    res.send = ((body?: unknown) => {
      void bodyOver.then(() => {
        res.send = send;
        if (!res.headersSent && !res.destroyed) send(body);
      });
      return res;
    }) as Response['send'];

    let parser: busboy.Busboy | undefined;
    let settled = false; // next() called
    let stopped = false; // no more parsing
    let operations: Record<string, unknown> | undefined;
    let mapped = false;
    const uploads = new Map<string, Upload>();
    const files: BufferedFile[] = [];
    let stopCounting = () => {};

    const failUploads = (error: Error) => {
      for (const upload of uploads.values()) if (!upload.file) upload.reject(error);
      for (const file of files) file.fail(error);
    };
    const reply = (error: Error) => {
      if (settled) return;
      settled = true;
      next(error);
    };
    /** A refusal that lets the (bounded) rest of the body be read, so the connection stays usable. */
    const exit = (error: Error) => {
      if (stopped) return;
      stopped = true;
      failUploads(error);
      if (parser) {
        req.unpipe(parser);
        parser.destroy();
      }
      req.resume();
      reply(error);
    };
    /** Stops reading the body at once. */
    const cut = (error: Error) => {
      stopCounting();
      stopped = true;
      failUploads(error);
      if (parser) parser.destroy();
      stopReading(req, res);
      bodyDone();
      reply(error);
    };

    if ((declaredLength(req) ?? 0) > maxBody) return cut(httpError(413, limits.tooLargeMessage));
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fieldSize: limits.maxFieldSize, fields: 2, fileSize: limits.maxFileSize, files: limits.maxFiles },
      });
    } catch {
      return cut(httpError(400, UPLOAD_MESSAGES.malformed.defaultMessage));
    }

    parser.on('field', (name, value, { valueTruncated }) => {
      if (stopped) return;
      if (valueTruncated) return exit(httpError(413, `The ‘${name}’ multipart field value exceeds the ${limits.maxFieldSize} byte size limit.`));
      if (name === 'operations') {
        try {
          operations = JSON.parse(value) as Record<string, unknown>;
        } catch {
          return exit(httpError(400, `Invalid JSON in the ‘operations’ multipart field (${SPEC_URL}).`));
        }
        if (typeof operations !== 'object' || !operations) return exit(httpError(400, `Invalid type for the ‘operations’ multipart field (${SPEC_URL}).`));
        return;
      }
      if (name !== 'map') return;
      if (!operations) return exit(httpError(400, `Misordered multipart fields; ‘map’ should follow ‘operations’ (${SPEC_URL}).`));
      let map: unknown;
      try {
        map = JSON.parse(value);
      } catch {
        return exit(httpError(400, `Invalid JSON in the ‘map’ multipart field (${SPEC_URL}).`));
      }
      if (typeof map !== 'object' || !map || Array.isArray(map)) return exit(httpError(400, `Invalid type for the ‘map’ multipart field (${SPEC_URL}).`));
      const entries = Object.entries(map);
      if (entries.length > limits.maxFiles) return exit(tooManyFiles(limits.maxFiles));
      for (const [fieldName, paths] of entries) {
        if (!Array.isArray(paths)) return exit(httpError(400, `Invalid type for the ‘map’ multipart field entry key ‘${fieldName}’ array (${SPEC_URL}).`));
        const upload = new Upload();
        uploads.set(fieldName, upload);
        for (const [index, path] of paths.entries()) {
          if (typeof path !== 'string' || !setPath(operations, path, upload)) {
            return exit(
              httpError(
                400,
                `Invalid object path for the ‘map’ multipart field entry key ‘${fieldName}’ array index ‘${index}’ value ‘${String(path)}’ (${SPEC_URL}).`,
              ),
            );
          }
        }
      }
      mapped = true;
      req.body = operations;
      settled = true;
      next();
    });

    parser.on('file', (fieldName, stream, { filename, encoding, mimeType }) => {
      stream.on('error', () => {});
      const upload = uploads.get(fieldName);
      if (stopped || !upload) {
        stream.resume();
        if (!stopped && !mapped) exit(httpError(400, `Misordered multipart fields; files should follow ‘map’ (${SPEC_URL}).`));
        return;
      }
      const file = new BufferedFile();
      files.push(file);
      stream.on('data', (chunk: Buffer) => file.push(chunk));
      stream.on('limit', () => cut(httpError(413, `File truncated as it exceeds the ${limits.maxFileSize} byte size limit.`)));
      stream.on('end', () => file.end());
      const value: FileUpload = { filename: filename ?? '', mimetype: mimeType, encoding, createReadStream: () => file.createReadStream() };
      upload.resolve(value);
    });

    parser.once('filesLimit', () => exit(tooManyFiles(limits.maxFiles)));
    parser.on('error', () => {
      if (!stopped) exit(httpError(400, UPLOAD_MESSAGES.malformed.defaultMessage));
    });
    parser.once('finish', () => {
      if (stopped) return;
      req.unpipe(parser!);
      req.resume();
      if (!operations) return exit(httpError(400, `Missing multipart field ‘operations’ (${SPEC_URL}).`));
      if (!mapped) return exit(httpError(400, `Missing multipart field ‘map’ (${SPEC_URL}).`));
      for (const upload of uploads.values()) if (!upload.file) upload.reject(httpError(400, 'File missing in the request.'));
    });

    req.once('end', () => {
      stopCounting();
      bodyDone();
    });
    req.once('close', () => {
      bodyDone();
      if (!req.readableEnded) {
        stopCounting();
        failUploads(httpError(499, 'Request disconnected during file upload stream parsing.'));
        stopped = true;
      }
    });
    res.once('close', () => {
      for (const file of files) file.release();
    });

    stopCounting = countBody(req, maxBody, () => cut(httpError(413, limits.tooLargeMessage)));
    req.pipe(parser);
  };
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Sets `value` at a dotted path of `target` (`variables.files.0`), creating missing objects on the way as
 * graphql-upload does; false for a path through a non-object or a prototype key.
 */
function setPath(target: Record<string, unknown>, path: string, value: unknown): boolean {
  const keys = path.split('.');
  if (keys.some((k) => UNSAFE_KEYS.has(k) || k === '')) return false;
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const child = Object.hasOwn(node, key) ? node[key] : undefined;
    if (child === undefined || child === null) node[key] = {};
    else if (typeof child !== 'object') return false;
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
  return true;
}
