/**
 * Whether the API can be reached, as the app's own requests find out: `navigator.onLine` says only that a network
 * interface is up (a café's portal, a lost signal and a service worker's offline shell all leave it true).
 * `watchedFetch` is the GraphQL link's fetch: a request that fails without an answer says "offline", any answer
 * (even an error status) says "online"; AppStatus listens.
 */
export const CONNECTION_EVENT = 'tea:connection';

let reachable = true;

function report(now: boolean): void {
  if (now === reachable) return;
  reachable = now;
  window.dispatchEvent(new CustomEvent<boolean>(CONNECTION_EVENT, { detail: now }));
}

/** Whether the last request reached the API. */
export const apiReachable = (): boolean => reachable;

export const watchedFetch: typeof fetch = (input, init) =>
  fetch(input, init).then(
    (response) => {
      report(true);
      return response;
    },
    (error: unknown) => {
      // A request the app cancelled (a screen left) says nothing about the network.
      if (!(error instanceof DOMException && error.name === 'AbortError')) report(false);
      throw error;
    },
  );
