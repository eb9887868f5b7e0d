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

/**
 * The longest the first render waits for what boot.ts asked for and the screen cannot be drawn without: its code
 * and the user lookup (so the header does not change when the user state arrives). Both usually arrive before this
 * file does. The screen's data is not waited for: the screen paints at once with its loading state and fills in
 * when the answer (already on its way) lands.
 */
const FIRST_RENDER_WAIT_MS = 1500;

function app(client: ApolloClient, renderedAt?: string) {
  return (
    <StrictMode>
      <App client={client} Router={BrowserRouter} renderedAt={renderedAt} />
    </StrictMode>
  );
}

// The first render runs as a transition: it renders in slices that yield to the browser every few milliseconds, so it
// is not one long task blocking input (Lighthouse's Total Blocking Time on a slow phone); the result is the same.
function render(container: HTMLElement, client: ApolloClient) {
  const root = createRoot(container);
  startTransition(() => root.render(app(client)));
}

async function start() {
  const container = document.getElementById('root')!;
  const match = matchRoute(window.location.pathname);
  const screen = match ? loadRoute(match.route).catch(() => undefined) : undefined;

  // A visitor's public screen comes rendered by the server (api/src/app/ssr.ts) with the data it was rendered from.
  const server = container.firstElementChild ? readServerState() : null;
  if (server) {
    // The screen's code first, fully: hydration then renders what the server did, with the same data and clock.
    await screen;
    const client = createApolloClient({ state: server.cache });
    if (rendersLikeServer(loadPreferences())) {
      startTransition(() => {
        hydrateRoot(container, app(client, server.renderedAt));
      });
    } else {
      // Her saved theme or accessibility settings are not the server's defaults: a render of her own replaces the
      // server's markup (which stays on screen until then). The data is the same.
      render(container, client);
    }
    return;
  }

  const ready = Promise.all([screen, preloadSettled('CurrentUser')]);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  render(container, createApolloClient());
}

void start();
