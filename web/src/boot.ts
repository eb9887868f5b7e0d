// The first script of the page (web/index.html), a few kilobytes: it starts, in parallel with the download of the
// app itself, the code of the screen at this URL and that screen's data (app/routes.ts, app/preload.ts). A page the
// server rendered (app/server-state.ts) already holds that data: only the code is asked for.
import { loadRoute, matchRoute } from './app/routes';
import { startPreloads } from './app/preload';
import { hasServerState } from './app/server-state';
import { pageLocale } from './i18n/page-locale';
import { loadMessages } from './i18n/messages';

const match = matchRoute(window.location.pathname);
if (match) void loadRoute(match.route).catch(() => undefined); // the router shows the failure when it loads it again
if (!hasServerState()) {
  startPreloads(window.location.pathname, window.location.search);
  // Her language's catalogue, in parallel with the app's code (English has none).
  void loadMessages(pageLocale()).catch(() => undefined);
}
