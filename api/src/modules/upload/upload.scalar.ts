import { GraphQLError, GraphQLScalarType } from 'graphql';
// graphql-upload 18's own GraphQLUpload imports graphql 17 subpaths; its Upload class does not.
import Upload from 'graphql-upload/Upload.mjs';
import { AppError, badInput } from '../../core/errors.js';
import { IMAGE_MESSAGES } from './image-pipeline.js';
import type { FileUpload } from './file-upload.js';
import { UPLOAD_MESSAGES } from './upload.messages.js';

/** The files this scalar yields (file-upload.ts), for the resolvers that take one. */
export type { FileUpload };

/**
 * A file that never arrived (graphql-multipart.ts rejects its promise with an http-errors shaped error: a file named
 * in `map` but not sent, too many files, the client gone) as the AppError the client is shown. type-graphql awaits
 * argument values before it calls the resolver, so such an error never reaches the resolver's own handling
 * (`readUpload`); unmapped, it was a masked "Internal server error".
 */
function uploadError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  const { status, message, expose } = (e ?? {}) as { status?: number; message?: string; expose?: boolean };
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', expose && message ? message : UPLOAD_MESSAGES.fileTooLarge.defaultMessage);
  return badInput(status === 400 && expose && message ? message : IMAGE_MESSAGES.uploadFailed);
}

/** The `Upload` scalar of the GraphQL multipart request spec (files arrive as multipart parts). */
export const GraphQLUpload = new GraphQLScalarType({
  name: 'Upload',
  description: 'A file sent as part of a multipart request (GraphQL multipart request spec).',
  parseValue(value: unknown) {
    if (value instanceof Upload) {
      const file = (value as unknown as { promise: Promise<FileUpload> }).promise.catch((e: unknown) => {
        throw uploadError(e);
      });
      // Like Upload's own promise: an operation that never reads its file must not leave an unhandled rejection.
      file.catch(() => {});
      return file;
    }
    throw new GraphQLError('Upload value invalid.', { extensions: { code: 'BAD_USER_INPUT' } });
  },
  parseLiteral(node) {
    throw new GraphQLError('Upload literal unsupported.', { nodes: node, extensions: { code: 'BAD_USER_INPUT' } });
  },
  serialize() {
    throw new GraphQLError('Upload serialization unsupported.');
  },
});
