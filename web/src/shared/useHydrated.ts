import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that markup, true from then on (and at once in
 * a page the browser renders itself). A server-rendered form's submit button waits for it: clicked before the app's
 * code runs, the browser would submit the form itself (a GET that put a password into the address bar and the access
 * log, seen in e2e/ssr.e2e.ts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
