// First: starts the screen's code and data (a separate early script in production, see scripts/boot-entry.mjs).
import './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadsSettled } from './app/preload';
import { loadRoute, matchRoute } from './app/routes';

/**
 * The longest the first render waits for what boot.ts asked for: the screen's code, the user lookup and the
 * screen's data usually arrive before this file does, so the first paint is the finished screen (no spinner, no
 * header that changes when the user state arrives). On a slow answer the app renders with its loading states.
 */
const FIRST_RENDER_WAIT_MS = 2000;

async function start() {
  const match = matchRoute(window.location.pathname);
  const ready = Promise.all([match ? loadRoute(match.route).catch(() => undefined) : undefined, preloadsSettled()]);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
