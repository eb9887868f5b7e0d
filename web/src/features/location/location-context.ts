import { createContext } from 'react';
import type { LatLng } from '../profile/profile-display';

export type UserLocationContextValue = {
  /** The member's position from 'Use my location', or null. Lives in memory only (SAFETY 4). */
  userLocation: LatLng | null;
  setUserLocation: (location: LatLng | null) => void;
};

export const UserLocationContext = createContext<UserLocationContextValue | null>(null);
