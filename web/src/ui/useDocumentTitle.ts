import { createContext, useContext, useEffect } from 'react';

/** The site's name, last in every tab title. */
export const SITE_NAME = 'Tea';

/** The tab title of a screen: `pageTitle('Search')` is 'Search - Tea', `pageTitle('Admin', 'Users')` 'Admin - Users - Tea'. */
export function pageTitle(...parts: string[]): string {
  return [...parts, SITE_NAME].join(' - ');
}

/** The description index.html ships with, read before the first screen replaces it (undefined: not read yet). */
let defaultDescription: string | null | undefined;

function descriptionMeta(): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
}

function setDescription(description: string | undefined) {
  let meta = descriptionMeta();
  if (defaultDescription === undefined) defaultDescription = meta?.getAttribute('content') ?? null;
  const content = description ?? defaultDescription;
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * On the server (entry-server.tsx), where effects never run: receives each screen's title and description while it
 * renders, for the page's `<title>` and `<meta name="description">`. Absent in the browser.
 */
export const DocumentMetaRecorder = createContext<((title: string, description: string | undefined) => void) | null>(null);

/**
 * Sets the tab title and the `<meta name="description">` of the current screen (Lighthouse, search results, the
 * browser history). Call it once per route component. Screens without a description of their own get the default
 * from index.html back. Titles hold nothing personal beyond what the page itself shows publicly (SAFETY): a
 * profile's display name at most, never report text, e-mail addresses or usernames.
 */
export function useDocumentTitle(title: string, description?: string): void {
  useContext(DocumentMetaRecorder)?.(title, description);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    setDescription(description);
  }, [description]);
}
