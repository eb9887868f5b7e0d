/* Tea's service worker (issue 24): the app shell for a second visit with no network, and the update prompt.
 *
 * Built by web/scripts/service-worker.mjs into dist/sw.js with the build's id and its shell (index.html, the files
 * index.html loads, the manifest and icons, offline.html). What it never touches: /graphql, /api, uploads and anything
 * else that carries a member's data; those always go to the network, so nothing personal is ever stored here.
 */
const BUILD = '__TEA_BUILD__';
const SHELL = __TEA_SHELL__;
const CACHE = `tea-shell-${BUILD}`;

self.addEventListener('install', (event) => {
  // The first install takes over at once (no page runs an older build); a later one waits for the update prompt.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('tea-shell-') && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  // The update prompt's "Reload" (web/src/app/service-worker.ts): the waiting build takes over, the page reloads.
  if (event.data === 'tea:skip-waiting') self.skipWaiting();
  // The build files the page loaded before this worker ran (its screen's lazy code, its language): kept as well, so
  // the same screen paints offline on the next visit.
  if (event.data?.type === 'tea:keep') {
    const urls = event.data.urls.filter((url) => typeof url === 'string' && new URL(url, self.location.origin).pathname.startsWith('/assets/'));
    event.waitUntil(
      caches.open(CACHE).then((cache) => Promise.all(urls.map((url) => cache.match(url).then((hit) => hit ?? cache.add(url).catch(() => undefined))))),
    );
  }
});

/** A hashed build file: the same bytes for ever, so the cache answers first and the network fills it once. */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** A page: the network first (a visitor's page comes rendered, a member's is the shell); offline, the cached shell. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CACHE);
    const shell = (await cache.match('/index.html')) ?? (await cache.match('/offline.html'));
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (/^\/(api|graphql|uploads)(\/|$)/.test(url.pathname)) return;
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (SHELL.includes(url.pathname)) event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
});
