// First: starts the screen's code and data (a separate early script in production, see scripts/boot-entry.mjs).
import './boot';
import type { ApolloClient } from '@apollo/client';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createApolloClient } from './app/apollo-client';
import { preloadSettled } from './app/preload';
import { loadRoute, matchRoute } from './app/routes';
import { readServerState } from './app/server-state';
import { loadPreferences, rendersLikeServer } from './features/preferences/preferences';
import { readI18nState } from './i18n/i18n-state';
import type { Locale } from './i18n/locale';
import { pageLocale } from './i18n/page-locale';
import { loadMessages, messagesIfLoaded, provideMessages } from './i18n/messages';

/**
 * The longest the first render waits for what boot.ts asked for and the screen cannot be drawn without: its code
 * and the user lookup (so the header does not change when the user state arrives). Both usually arrive before this
 * file does. The screen's data is not waited for: the screen paints at once with its loading state and fills in
 * when the answer (already on its way) lands.
 */
const FIRST_RENDER_WAIT_MS = 1500;

function app(client: ApolloClient, locale: Locale, renderedAt?: string) {
  return (
    <StrictMode>
      <App client={client} Router={BrowserRouter} renderedAt={renderedAt} locale={locale} />
    </StrictMode>
  );
}

// The first render runs as a transition: it renders in slices that yield to the browser every few milliseconds, so it
// is not one long task blocking input (Lighthouse's Total Blocking Time on a slow phone); the result is the same.
function render(container: HTMLElement, client: ApolloClient, locale: Locale) {
  const root = createRoot(container);
  startTransition(() => root.render(app(client, locale)));
}

async function start() {
  const container = document.getElementById('root')!;
  const match = matchRoute(window.location.pathname);
  const screen = match ? loadRoute(match.route).catch(() => undefined) : undefined;

  // A visitor's public screen comes rendered by the server (api/src/app/ssr.ts) with the data it was rendered from,
  // in the language it was rendered in (with that language's catalogue: i18n/i18n-state.ts).
  const server = container.firstElementChild ? readServerState() : null;
  const i18n = server ? readI18nState() : null;
  if (i18n) provideMessages(i18n.locale, i18n.messages);
  const locale = server ? (i18n?.locale ?? 'en') : pageLocale();
  if (server) {
    // The screen's code first, fully: hydration then renders what the server did, with the same data and clock.
    await screen;
    const client = createApolloClient({ state: server.cache });
    if (rendersLikeServer(loadPreferences())) {
      startTransition(() => {
        hydrateRoot(container, app(client, locale, server.renderedAt));
      });
    } else {
      // Her saved theme or accessibility settings are not the server's defaults: a render of her own replaces the
      // server's markup (which stays on screen until then). The data is the same.
      render(container, client, locale);
    }
    return;
  }

  // Her language's catalogue (boot.ts asked for it already) is part of the first render: no English flash.
  const messages = loadMessages(locale).catch(() => undefined);
  const ready = Promise.all([screen, preloadSettled('CurrentUser'), messages]);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  // Without its catalogue (offline, slow) the first render is in English; the provider loads it again.
  render(container, createApolloClient(), messagesIfLoaded(locale) ? locale : 'en');
}

void start();

// The service worker (app/service-worker.ts) after the page has loaded, when the browser is idle: never part of the
// first visit's work. Production builds only: in development Vite serves the modules itself.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    const register = () => void import('./app/service-worker').then((sw) => sw.registerServiceWorker());
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  });
}
