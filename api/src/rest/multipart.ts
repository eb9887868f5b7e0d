import busboy from 'busboy';
import type { Request } from 'express';
import { AppError, badInput } from '../core/errors.js';
import { countBody, declaredLength, MULTIPART_OVERHEAD_BYTES, stopReading } from '../modules/upload/body-limit.js';
import { UPLOAD_MESSAGES } from '../modules/upload/upload.messages.js';

export interface MultipartResult {
  fields: Record<string, string>;
  file: { field: string; data: Buffer } | null;
}

const MAX_FIELDS = 40;
const MAX_FIELD_BYTES = 10 * 1024;

/**
 * Parses a multipart/form-data body with hard limits: one file of at most `maxFileSize` bytes, at most 40 text
 * fields of 10 KB. Only the named file field is accepted. Nothing touches the disk.
 *
 * A body can be no larger than the file, the fields and the framing together: a larger Content-Length is refused
 * (413) before anything is read, and reading stops (413, connection closed after the answer, body-limit.ts) as soon
 * as the file passes `maxFileSize` or the body passes that total. So a 2 GB upload costs about `maxFileSize` of
 * memory and reading, not 2 GB.
 */
export function parseMultipart(req: Request, opts: { fileField: string; maxFileSize: number; tooLargeMessage: string }): Promise<MultipartResult> {
  const maxBody = opts.maxFileSize + MAX_FIELDS * MAX_FIELD_BYTES + MULTIPART_OVERHEAD_BYTES;
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', opts.tooLargeMessage);
  return new Promise((resolve, reject) => {
    let settled = false;
    /** Refuses now and reads no more of the body. */
    const cut = (e: AppError) => {
      if (settled) return;
      settled = true;
      stopCounting();
      bb?.destroy();
      stopReading(req, req.res);
      reject(e);
    };
    let bb: busboy.Busboy | undefined;
    let stopCounting = () => {};
    if ((declaredLength(req) ?? 0) > maxBody) return cut(tooLarge());
    try {
      bb = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: opts.maxFileSize, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + 2 },
      });
    } catch {
      return cut(badInput(UPLOAD_MESSAGES.malformed));
    }
    const fields: Record<string, string> = {};
    let file: MultipartResult['file'] = null;
    // Refusals that can wait for the (bounded) end of the body, so that the connection stays usable.
    let failed: AppError | null = null;
    const fail = (e: AppError) => {
      if (!failed) failed = e;
    };
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream) => {
      stream.on('error', () => {});
      if (name !== opts.fileField) {
        fail(badInput({ message: UPLOAD_MESSAGES.unexpectedField, values: { name: name.slice(0, 40) } }));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        chunks.length = 0;
        cut(tooLarge());
      });
      stream.on('end', () => {
        if (!failed && !settled) file = { field: name, data: Buffer.concat(chunks) };
      });
    });
    bb.on('filesLimit', () => fail(new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.oneFile)));
    bb.on('fieldsLimit', () => fail(badInput(UPLOAD_MESSAGES.tooManyFields)));
    bb.on('partsLimit', () => fail(badInput(UPLOAD_MESSAGES.tooManyParts)));
    bb.on('error', () => cut(badInput(UPLOAD_MESSAGES.malformed)));
    bb.on('close', () => {
      if (settled) return;
      settled = true;
      stopCounting();
      if (failed) reject(failed);
      else resolve({ fields, file });
    });
    stopCounting = countBody(req, maxBody, () => cut(tooLarge()));
    req.pipe(bb);
  });
}
