import type { NormalizedCacheObject } from '@apollo/client';

/**
 * A page the server rendered (entry-server.tsx, api/src/app/ssr.ts) carries the Apollo cache of that render in a JSON
 * data block right after the app's root: `<script type="application/json" id="__APOLLO_STATE__" data-rendered-at="…">`.
 * A data block, not a script: the page's Content-Security-Policy (`script-src 'self'`) stays as it is.
 */
export const SERVER_STATE_ID = '__APOLLO_STATE__';
const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

export type ServerState = {
  /** The Apollo cache as the server's render left it (`client.extract()`). */
  cache: NormalizedCacheObject;
  /** When the server rendered the page (ISO): times on screen were computed as of then (shared/render-clock.tsx). */
  renderedAt: string;
};

/** The data block for a server render, ready for the page; `<` is escaped so no text in it can close the element. */
export function serverStateElement({ cache, renderedAt }: ServerState): string {
  const json = JSON.stringify(cache).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}" ${RENDERED_AT_ATTRIBUTE}="${renderedAt}">${json}</script>`;
}

/** Whether this page came with a server render's state (boot.ts: its first screen's data is in it). */
export function hasServerState(doc: Document = document): boolean {
  return doc.getElementById(SERVER_STATE_ID) !== null;
}

/** The server render's state, or null when the page has none (a member's page, a fallback) or it cannot be read. */
export function readServerState(doc: Document = document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ID);
  const renderedAt = element?.getAttribute(RENDERED_AT_ATTRIBUTE);
  if (!element?.textContent || !renderedAt || Number.isNaN(Date.parse(renderedAt))) return null;
  try {
    const cache: unknown = JSON.parse(element.textContent);
    return cache && typeof cache === 'object' ? { cache: cache as NormalizedCacheObject, renderedAt } : null;
  } catch {
    return null;
  }
}
