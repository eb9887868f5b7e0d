import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { apiReachable, CONNECTION_EVENT } from '../../../app/connectivity';

/** app/service-worker.ts's event, named here so the first screen does not load that module. */
const UPDATE_READY_EVENT = 'tea:update-ready';

const StyledStatus = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 1rem;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.foreground};
  border-bottom: ${({ theme }) => theme.borders.hairline};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const StyledReload = styled.button`
  padding: 0.25rem 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

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
    <StyledStatus role="status">
      {!online ? (
        <FormattedMessage
          id="shell.appStatus.offline"
          defaultMessage="You are offline. Profiles and reports will load again when you are back online."
          description="Banner while the device has no connection."
        />
      ) : (
        <>
          <FormattedMessage
            id="shell.appStatus.updateReady"
            defaultMessage="A new version of Tea is ready."
            description="Banner after a new build was deployed."
          />
          <StyledReload type="button" onClick={() => void import('../../../app/service-worker').then((sw) => sw.applyUpdate())}>
            <FormattedMessage id="shell.appStatus.reload" defaultMessage="Reload" description="Button: load the new version." />
          </StyledReload>
        </>
      )}
    </StyledStatus>
  );
}
