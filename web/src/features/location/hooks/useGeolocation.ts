import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '../../profile/profile-display';

/** SPEC §9: high accuracy, 10 s timeout, a cached position up to 5 minutes old is fine. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by this browser.';

/** SPEC §8: 'Unable to get your location. ' followed by the reason. */
export function geolocationErrorMessage(error: Pick<GeolocationPositionError, 'code'>): string {
  const prefix = 'Unable to get your location. ';
  switch (error.code) {
    case 1: // PERMISSION_DENIED
      return `${prefix}Please allow location access in your browser settings.`;
    case 2: // POSITION_UNAVAILABLE
      return `${prefix}Location information is unavailable.`;
    case 3: // TIMEOUT
      return `${prefix}Location request timed out.`;
    default:
      return `${prefix}Please check your browser settings.`;
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
  const [error, setError] = useState<string | null>(null);
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

  return { locating, error, locate, clearError: useCallback(() => setError(null), []) };
}
