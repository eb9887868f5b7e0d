import type { Readable } from 'node:stream';
import { GraphQLError, GraphQLScalarType } from 'graphql';
// graphql-upload 18's own GraphQLUpload imports graphql 17 subpaths; its Upload class does not.
import Upload from 'graphql-upload/Upload.mjs';

/** A file of a multipart request (graphql-multipart.ts). Its name and declared type come from the client: ignore them. */
export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream(): Readable;
}

/** The `Upload` scalar of the GraphQL multipart request spec (files arrive as multipart parts). */
export const GraphQLUpload = new GraphQLScalarType({
  name: 'Upload',
  description: 'A file sent as part of a multipart request (GraphQL multipart request spec).',
  parseValue(value: unknown) {
    if (value instanceof Upload) return (value as unknown as { promise: Promise<FileUpload> }).promise;
    throw new GraphQLError('Upload value invalid.', { extensions: { code: 'BAD_USER_INPUT' } });
  },
  parseLiteral(node) {
    throw new GraphQLError('Upload literal unsupported.', { nodes: node, extensions: { code: 'BAD_USER_INPUT' } });
  },
  serialize() {
    throw new GraphQLError('Upload serialization unsupported.');
  },
});
