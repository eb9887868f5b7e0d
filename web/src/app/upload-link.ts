import { ApolloLink } from '@apollo/client';
import { fallbackHttpConfig, parseAndCheckHttpResponse, selectHttpOptionsAndBody } from '@apollo/client/link/http';
import { Observable } from 'rxjs';

import { extractFiles } from './upload-files';

export { extractFiles, hasFiles, isUploadable, type ExtractedFiles } from './upload-files';

export type UploadLinkOptions = {
  uri: string;
  credentials?: RequestCredentials;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
};

/**
 * A terminating link that sends an operation as `multipart/form-data` following the GraphQL multipart request
 * spec (https://github.com/jaydenseric/graphql-multipart-request-spec): an `operations` part with the files
 * nulled, a `map` part saying where each file belongs, then one part per file. It is used only for operations
 * whose variables hold a File (see createApolloClient); everything else goes through the plain HttpLink.
 *
 * The headers given here (the app's `Apollo-Require-Preflight: true`) are sent too: Apollo Server's CSRF
 * prevention refuses multipart requests without them. The Content-Type is left to the browser so it can add
 * the multipart boundary.
 */
export class UploadLink extends ApolloLink {
  constructor({ uri, credentials, headers, fetch: customFetch }: UploadLinkOptions) {
    super((operation) => {
      const context = operation.getContext();
      const { options, body } = selectHttpOptionsAndBody(
        operation,
        fallbackHttpConfig,
        { credentials, headers },
        { http: context.http, credentials: context.credentials, headers: context.headers, options: context.fetchOptions },
      );
      const { clone, files } = extractFiles(body);

      const form = new FormData();
      form.append('operations', JSON.stringify(clone));
      const map: Record<string, string[]> = {};
      [...files.values()].forEach((paths, index) => {
        map[String(index)] = paths;
      });
      form.append('map', JSON.stringify(map));
      [...files.keys()].forEach((file, index) => {
        form.append(String(index), file, file instanceof File ? file.name : 'upload');
      });

      const requestHeaders: Record<string, string> = { ...(options.headers as Record<string, string>) };
      delete requestHeaders['content-type'];

      return new Observable<ApolloLink.Result>((observer) => {
        const controller = new AbortController();
        const send = customFetch ?? fetch;
        send(uri, {
          ...(options as RequestInit),
          method: 'POST',
          headers: requestHeaders,
          body: form,
          signal: controller.signal,
        })
          .then((response) => {
            operation.setContext({ response });
            return parseAndCheckHttpResponse(operation)(response);
          })
          .then((result: ApolloLink.Result) => {
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
        return () => controller.abort();
      });
    });
  }
}
