import type { Readable } from 'node:stream';

/** A file of a multipart request (graphql-multipart.ts). Its name and declared type come from the client: ignore them. */
export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream(): Readable;
}
