import { useMemo, useState, type ReactNode } from 'react';
import type { LatLng } from '../../profile/profile-display';
import { UserLocationContext } from '../location-context';

export type UserLocationProviderProps = { children: ReactNode };

/**
 * Holds the member's browser position for this visit, so it survives moving between the list and a profile.
 * It is kept in memory only: never in the URL (filters there are shareable), never in browser storage, and never
 * sent anywhere but in the browse query itself (SAFETY 4).
 */
export function UserLocationProvider({ children }: UserLocationProviderProps) {
  const [userLocation, setUserLocation] = useState<LatLng | null>(null);
  const value = useMemo(() => ({ userLocation, setUserLocation }), [userLocation]);
  return <UserLocationContext.Provider value={value}>{children}</UserLocationContext.Provider>;
}
