import busboy from 'busboy';
import type { Request } from 'express';
import { AppError, badInput } from '../shared/errors.js';

export interface MultipartResult {
  fields: Record<string, string>;
  file: { field: string; data: Buffer } | null;
}

/**
 * Parses a multipart/form-data body with hard limits: one file of at most `maxFileSize` bytes (the stream is
 * cut and the request refused with 413 as soon as it is larger), at most 40 text fields of 10 KB. Only the
 * named file field is accepted. Nothing touches the disk.
 */
export function parseMultipart(req: Request, opts: { fileField: string; maxFileSize: number; tooLargeMessage: string }): Promise<MultipartResult> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 1, fileSize: opts.maxFileSize, fields: 40, fieldSize: 10 * 1024, parts: 42 } });
    } catch {
      reject(badInput('Malformed multipart request.'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: MultipartResult['file'] = null;
    let failed: AppError | null = null;
    const fail = (e: AppError) => {
      if (!failed) failed = e;
    };
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream) => {
      if (name !== opts.fileField) {
        fail(badInput(`Unexpected file field "${name.slice(0, 40)}".`));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => fail(new AppError('PAYLOAD_TOO_LARGE', opts.tooLargeMessage)));
      stream.on('end', () => {
        if (!failed) file = { field: name, data: Buffer.concat(chunks) };
      });
    });
    bb.on('filesLimit', () => fail(new AppError('PAYLOAD_TOO_LARGE', 'Only one file can be uploaded.')));
    bb.on('fieldsLimit', () => fail(badInput('Too many form fields.')));
    bb.on('partsLimit', () => fail(badInput('Too many form parts.')));
    bb.on('error', () => reject(badInput('Malformed multipart request.')));
    bb.on('close', () => (failed ? reject(failed) : resolve({ fields, file })));
    req.pipe(bb);
  });
}
