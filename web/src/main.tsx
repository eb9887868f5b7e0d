// First: starts the screen's code and data (a separate early script in production, see scripts/boot-entry.mjs).
import './boot';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadSettled } from './app/preload';
import { loadRoute, matchRoute } from './app/routes';

/**
 * The longest the first render waits for what boot.ts asked for and the screen cannot be drawn without: its code
 * and the user lookup (so the header does not change when the user state arrives). Both usually arrive before this
 * file does. The screen's data is not waited for: the screen paints at once with its loading state and fills in
 * when the answer (already on its way) lands.
 */
const FIRST_RENDER_WAIT_MS = 1500;

async function start() {
  const match = matchRoute(window.location.pathname);
  const ready = Promise.all([match ? loadRoute(match.route).catch(() => undefined) : undefined, preloadSettled('CurrentUser')]);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser every few milliseconds, so the first render is not one
  // long task blocking input (Lighthouse's Total Blocking Time on a slow phone); the result on screen is the same.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
