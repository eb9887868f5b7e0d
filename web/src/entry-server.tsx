// The server render of a visitor's first screen (issue 7). Built by `vite build --ssr` into web/dist-server with every
// dependency bundled in (scripts/server-entry.mjs) and imported by the API (api/src/app/ssr.ts), which answers the
// queries in-process through `executeLink` and puts the result into web/dist/index.html. The tree is the browser's
// (app/App.tsx) with a StaticRouter; main.tsx hydrates it with the cache and the clock of this render.
import { ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { parse, print, type DocumentNode } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Observable, tap } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import { createServerApolloClient } from './app/apollo-client';
import { operationsFor } from './app/preload';
import { loadRoute, matchRoute, type RouteKey } from './app/routes';
import { serverStateElement } from './app/server-state';
import { documentRootAttributes, SERVER_PREFERENCES } from './features/preferences/preferences';
import { PRELOAD_QUERIES, type PreloadedOperation } from './gql/preload-queries';
import { DocumentMetaRecorder } from './ui/useDocumentTitle';
import { i18nStateElement } from './i18n/i18n-state';
import { provideMessages } from './i18n/messages';
import { serverMessages } from './i18n/server-messages';
import type { Locale } from './i18n/locale';

/**
 * The screens rendered on the server: the public ones a visitor lands on. Everything else (screens behind sign-in,
 * the admin console, forms reached from e-mails) is rendered in the browser only.
 */
export const SERVER_RENDERED_ROUTES: readonly RouteKey[] = ['home', 'profile', 'auth', 'guidelines', 'moderation', 'privacy', 'terms', 'contact', 'developers'];

/** Whether the screen at this path is rendered on the server. */
export function rendersOnServer(pathname: string): boolean {
  const match = matchRoute(pathname);
  return !!match && SERVER_RENDERED_ROUTES.includes(match.route);
}

/** One GraphQL operation as the API executes it. */
export type ExecuteRequest = { query: string; operationName: string | undefined; variables: Record<string, unknown> };

/** Its answer, as a GraphQL server formats it. */
export type ExecuteResult = {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
};

/**
 * A terminating Apollo link that hands each operation, printed, to `execute` (the API's `executeOperation`, so every
 * rule, limit and plugin of the HTTP path applies) and passes its answer on as Apollo's HttpLink would.
 */
export function executeLink(execute: (request: ExecuteRequest) => Promise<ExecuteResult>): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let open = true;
        execute({ query: print(operation.query), operationName: operation.operationName, variables: operation.variables }).then(
          (result) => {
            if (!open) return;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => {
            if (open) observer.error(error);
          },
        );
        return () => {
          open = false;
        };
      }),
  );
}

export type RenderOptions = {
  /** Answers the render's queries (see `executeLink`). */
  link: ApolloLink;
  /** Stops the render (the API's time budget); the result is then a fallback. */
  signal?: AbortSignal;
  /** The time the page is rendered as of (relative times): now unless given. */
  now?: Date;
  /** The language to render in (the API's `requestLocale`: the language menu's cookie, else Accept-Language): English unless given. */
  locale?: Locale;
};

export type Rendered = {
  rendered: true;
  /** The markup of the app's root (<div id="root">). */
  html: string;
  /** styled-components' <style> elements of this render, for <head>. */
  styleTags: string;
  /** The Apollo cache of the render (`client.extract()`). */
  state: NormalizedCacheObject;
  /** The `state` as the JSON data block the browser reads (app/server-state.ts), for after the root. */
  stateElement: string;
  /** The screen's <title> and <meta name="description"> (null: keep index.html's). */
  title: string | null;
  description: string | null;
  /** Attributes for <html>: what the preferences provider sets there in the browser, for the default preferences. */
  htmlAttributes: Record<string, string>;
  status: number;
  /** How many times the tree was rendered (for the API's log). */
  passes: number;
};

/** Not rendered: the browser renders this page itself (the reason is for the API's log). */
export type NotRendered = { rendered: false; reason: string };

const preloadDocuments = new Map<PreloadedOperation, DocumentNode>();

/** The parsed text of a first screen's query (gql/preload-queries.ts), parsed once per process. */
function preloadDocument(operationName: PreloadedOperation): DocumentNode {
  let document = preloadDocuments.get(operationName);
  if (!document) {
    document = parse(PRELOAD_QUERIES[operationName]);
    preloadDocuments.set(operationName, document);
  }
  return document;
}

/** How many times the tree may be rendered while queries started by the previous render come in. */
const MAX_RENDERS = 6;

/**
 * Renders the screen at `url` (path and query string) as a visitor sees it first: every query its components start
 * answered through `link`, then the markup of the last pass with its styles and the cache. A query that answers with
 * an error (an unknown profile, a page number out of range) is not rendered: the browser renders its own error state,
 * as without server rendering. Throws on anything unexpected.
 */
export async function render(url: string, { link, signal, now = new Date(), locale = 'en' }: RenderOptions): Promise<Rendered | NotRendered> {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  const match = matchRoute(pathname);
  if (!match || !SERVER_RENDERED_ROUTES.includes(match.route)) return { rendered: false, reason: 'not a server-rendered screen' };
  // The screen's code before the render, so that it renders at once (RouteScreen), as the browser does before hydrating.
  const screen = loadRoute(match.route);

  let queryError: string | null = null;
  const watch = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => {
          if (result.errors?.length) queryError ??= `${operation.operationName}: ${result.errors[0].message}`;
        },
        error: (error: unknown) => {
          queryError ??= `${operation.operationName}: ${error instanceof Error ? error.message : String(error)}`;
        },
      }),
    ),
  );
  const client = createServerApolloClient(ApolloLink.from([watch, link]));
  // The screen's known queries first, all at once: those boot.ts would ask for before the app runs (app/preload.ts,
  // the user lookup included), with the variables its hooks use. The tree then renders with its data from the first
  // pass on (one pass fewer), and an error answer (an unknown profile) ends the render before any markup is made. The
  // user lookup must be there anyway: its first reader (the preferences' server sync) only reads the cache, which
  // Apollo's prerender would otherwise share with useCurrentUser without ever asking.
  await Promise.all(
    operationsFor(pathname, search).map(({ operationName, variables }) =>
      client.query({ query: preloadDocument(operationName), variables }).catch(() => undefined),
    ),
  );
  await screen;
  if (queryError) {
    client.stop();
    return { rendered: false, reason: `query error (${queryError})` };
  }

  let meta: { title: string | null; description: string | null } = { title: null, description: null };
  const recordMeta = (title: string, description: string | undefined) => {
    meta = { title, description: description ?? null };
  };
  const renderedAt = now.toISOString();
  const messages = serverMessages(locale);
  provideMessages(locale, messages);
  const location = `${pathname}${search}`;
  function ServerRouter({ children }: { children: ReactNode }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  }
  const tree = (
    <StrictMode>
      <DocumentMetaRecorder.Provider value={recordMeta}>
        <App client={client} Router={ServerRouter} renderedAt={renderedAt} locale={locale} />
      </DocumentMetaRecorder.Provider>
    </StrictMode>
  );

  // Each pass collects its own styles: the last one's are those of the markup sent.
  let sheet = new ServerStyleSheet();
  const renderErrors: unknown[] = [];
  try {
    const { result, aborted, diagnostics } = await prerenderStatic({
      tree,
      signal,
      diagnostics: true,
      maxRerenders: MAX_RENDERS,
      renderFunction: (element: ReactNode) => {
        sheet.seal();
        sheet = new ServerStyleSheet();
        // No chunk size: every Suspense boundary goes inline, never outlined behind an inline script (CSP, hydration).
        return prerenderToNodeStream(sheet.collectStyles(element), {
          signal,
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => void renderErrors.push(error),
        });
      },
    });
    if (aborted || signal?.aborted) return { rendered: false, reason: 'aborted' };
    if (renderErrors.length) throw renderErrors[0];
    if (queryError) return { rendered: false, reason: `query error (${queryError})` };
    const state = client.cache.extract() as NormalizedCacheObject;
    return {
      rendered: true,
      html: result,
      styleTags: sheet.getStyleTags(),
      state,
      // English needs no catalogue: the code holds its texts.
      stateElement: serverStateElement({ cache: state, renderedAt }) + (locale === 'en' ? '' : i18nStateElement({ locale, messages })),
      title: meta.title,
      description: meta.description,
      htmlAttributes: { ...documentRootAttributes(SERVER_PREFERENCES), lang: locale, 'data-locale': locale },
      status: 200,
      passes: diagnostics?.renderCount ?? 0,
    };
  } finally {
    sheet.seal();
    client.stop();
  }
}
