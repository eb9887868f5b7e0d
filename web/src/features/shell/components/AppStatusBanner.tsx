import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

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

export type AppStatusBannerProps = { online: boolean };

/** AppStatus's banner, loaded only when there is something to say (offline, or a new version ready). */
export function AppStatusBanner({ online }: AppStatusBannerProps) {
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
