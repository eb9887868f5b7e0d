import { useContext } from 'react';
import { UserLocationContext, type UserLocationContextValue } from '../location-context';

export function useUserLocation(): UserLocationContextValue {
  const value = useContext(UserLocationContext);
  if (!value) throw new Error('useUserLocation must be used inside <UserLocationProvider>');
  return value;
}
