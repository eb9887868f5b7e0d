import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '../../profile/profile-display';

/** SPEC §9: high accuracy, 10 s timeout, a cached position up to 5 minutes old is fine. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

const GEOLOCATION_MESSAGES = defineMessages({
  unsupported: {
    id: 'location.error.unsupported',
    defaultMessage: 'Geolocation is not supported by this browser.',
    description: 'Use my location without geolocation.',
  },
  denied: {
    id: 'location.error.denied',
    defaultMessage: 'Unable to get your location. Please allow location access in your browser settings.',
    description: 'Use my location: permission denied.',
  },
  unavailable: {
    id: 'location.error.unavailable',
    defaultMessage: 'Unable to get your location. Location information is unavailable.',
    description: 'Use my location: position unavailable.',
  },
  timeout: {
    id: 'location.error.timeout',
    defaultMessage: 'Unable to get your location. Location request timed out.',
    description: 'Use my location: timed out.',
  },
  other: {
    id: 'location.error.other',
    defaultMessage: 'Unable to get your location. Please check your browser settings.',
    description: 'Use my location: another failure.',
  },
});

/** The message for a browser without geolocation. */
export const GEOLOCATION_UNSUPPORTED: MessageDescriptor = GEOLOCATION_MESSAGES.unsupported;

/** SPEC §8: 'Unable to get your location. ' followed by the reason (one message each, formatted where shown). */
export function geolocationErrorMessage(error: Pick<GeolocationPositionError, 'code'>): MessageDescriptor {
  switch (error.code) {
    case 1: // PERMISSION_DENIED
      return GEOLOCATION_MESSAGES.denied;
    case 2: // POSITION_UNAVAILABLE
      return GEOLOCATION_MESSAGES.unavailable;
    case 3: // TIMEOUT
      return GEOLOCATION_MESSAGES.timeout;
    default:
      return GEOLOCATION_MESSAGES.other;
  }
}

/**
 * Coordinates are rounded to 2 decimals (about 1 km) before they are used: profiles sit at city centroids, so
 * nothing is lost, and the query carries a coarse position rather than the member's exact one (SAFETY 4).
 */
export function coarsen(position: LatLng): LatLng {
  const round = (value: number) => Math.round(value * 100) / 100;
  return { latitude: round(position.latitude), longitude: round(position.longitude) };
}

export type GeolocationState = {
  locating: boolean;
  error: string | null;
  /** Asks the browser for the position; resolves with it, or with null after an error (see `error`). */
  locate: () => Promise<LatLng | null>;
  clearError: () => void;
};

/** One-shot access to navigator.geolocation with the SPEC's options and messages. */
export function useGeolocation(): GeolocationState {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const intl = useIntl();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(
    () =>
      new Promise<LatLng | null>((resolve) => {
        const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
        if (!geolocation) {
          setError(GEOLOCATION_UNSUPPORTED);
          resolve(null);
          return;
        }
        setError(null);
        setLocating(true);
        geolocation.getCurrentPosition(
          (position) => {
            if (mounted.current) setLocating(false);
            resolve(coarsen({ latitude: position.coords.latitude, longitude: position.coords.longitude }));
          },
          (failure) => {
            if (mounted.current) {
              setLocating(false);
              setError(geolocationErrorMessage(failure));
            }
            resolve(null);
          },
          GEOLOCATION_OPTIONS,
        );
      }),
    [],
  );

  return { locating, error: error ? intl.formatMessage(error) : null, locate, clearError: useCallback(() => setError(null), []) };
}
