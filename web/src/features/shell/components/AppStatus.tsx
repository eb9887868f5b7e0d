import { lazy, Suspense, useEffect, useState } from 'react';
import { UPDATE_READY_EVENT } from '../../../app/app-events';
import { apiReachable, CONNECTION_EVENT } from '../../../app/connectivity';

/** The banner itself, loaded only when it has something to say: the first screen carries only these few hooks. */
const AppStatusBanner = lazy(() => import('./AppStatusBanner').then((m) => ({ default: m.AppStatusBanner })));

/**
 * Whether the app is online: the browser says so (its online/offline events) and the app's last request reached the
 * API (app/connectivity.ts: a service worker's offline shell leaves `navigator.onLine` true). True on the server.
 */
function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine && apiReachable());
    update();
    for (const event of ['online', 'offline', CONNECTION_EVENT]) window.addEventListener(event, update);
    return () => {
      for (const event of ['online', 'offline', CONNECTION_EVENT]) window.removeEventListener(event, update);
    };
  }, []);
  return online;
}

/** Whether a new build is installed and waiting (app/service-worker.ts says so). */
function useUpdateReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const onReady = () => setReady(true);
    window.addEventListener(UPDATE_READY_EVENT, onReady);
    return () => window.removeEventListener(UPDATE_READY_EVENT, onReady);
  }, []);
  return ready;
}

/**
 * The app's own state, on every screen (issue 24, "Installable"): offline (the shell came from the service worker's
 * cache, or the connection dropped), and a new version ready with a button that loads it.
 */
export function AppStatus() {
  const online = useOnline();
  const updateReady = useUpdateReady();
  if (online && !updateReady) return null;
  return (
    <Suspense fallback={null}>
      <AppStatusBanner online={online} />
    </Suspense>
  );
}
