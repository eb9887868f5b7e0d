import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { CloseIcon, MapPinIcon } from '../../../ui/icons';
import type { LatLng } from '../../profile/profile-display';
import { useGeolocation } from '../hooks/useGeolocation';
import { Row, Stack } from '../../../ui/Stack';

const StyledActive = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.375rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentForeground};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const StyledAlert = styled.p`
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  color: ${({ theme }) => theme.colors.foreground};
  background: ${({ theme }) => theme.colors.card};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export type UseMyLocationButtonProps = {
  userLocation: LatLng | null;
  onLocated: (location: LatLng) => void;
  onClear: () => void;
};

/** 'Use my location' (browser geolocation) and, once on, a way to turn it off again. Errors show as an alert. */
export function UseMyLocationButton({ userLocation, onLocated, onClear }: UseMyLocationButtonProps) {
  const { locating, error, locate } = useGeolocation();
  const onClick = async () => {
    const position = await locate();
    if (position) onLocated(position);
  };
  return (
    <Stack $gap={2}>
      <Row>
        {userLocation ? (
          <>
            <StyledActive>
              <MapPinIcon size={16} />
              <FormattedMessage id="location.button.using" defaultMessage="Using your location" description="Shown while her location filters the list." />
            </StyledActive>
            <Button variant="ghost" size="sm" onClick={onClear}>
              <CloseIcon size={16} />
              <FormattedMessage id="location.button.clear" defaultMessage="Clear location" description="Stops using her location." />
            </Button>
          </>
        ) : (
          <Button variant="outline" size="sm" onClick={onClick} disabled={locating} aria-busy={locating}>
            <MapPinIcon size={16} />
            {locating ? (
              <FormattedMessage id="location.button.locating" defaultMessage="Locating..." description="While the browser finds her location." />
            ) : (
              <FormattedMessage id="location.button.use" defaultMessage="Use my location" description="Asks the browser for her location." />
            )}
          </Button>
        )}
      </Row>
      {error && <StyledAlert role="alert">{error}</StyledAlert>}
    </Stack>
  );
}
