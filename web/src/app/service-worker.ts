/**
 * The service worker (web/sw/service-worker.js, built into /sw.js): registered once the page has loaded and the
 * browser is idle, so it never competes with the first visit's own requests. It keeps the app shell for a second visit
 * with no network, and tells the page when a new build is waiting (AppStatus shows "A new version of Tea is ready").
 * Loaded with `import()` from main.tsx, outside the first screen's code.
 */

import { UPDATE_READY_EVENT } from './app-events';

/** How often a long-open tab asks the server for a new build. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The build files (/assets/...) this page has loaded so far. */
function loadedBuildFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

export function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker): void {
  container.register('/sw.js').then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser where service workers are blocked (a policy, an automation setting) may answer with nothing.
      if (!registration) return;
      // Only an update waits: the very first install (no controller yet) takes over by itself.
      const announce = () => {
        if (registration.waiting && container.controller) window.dispatchEvent(new CustomEvent(UPDATE_READY_EVENT));
      };
      announce();
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') announce();
        });
      });
      window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      // What this page loaded before the worker ran (the screen's lazy code, the language's catalogue) is kept too.
      void container.ready.then((ready) => ready.active?.postMessage({ type: 'tea:keep', urls: loadedBuildFiles() }));
    },
    () => undefined, // no service worker (a private window, an old browser): the app works as before
  );
}

/** The prompt's "Reload": the waiting build takes over, then the page reloads into it. */
export async function applyUpdate(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  const waiting = (await container.getRegistration())?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage('tea:skip-waiting');
}
