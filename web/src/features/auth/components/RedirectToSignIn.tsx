import { Navigate, useLocation } from 'react-router-dom';
import { signInPathFor } from '../return-path';

/** The page she is on, as a path to return to after signing in. */
export function useHerePath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

/**
 * For screens that exist for signed-in members only (the admin console): a visitor goes straight to the sign-in, which
 * brings her back. Its own small module: the router imports it on the first screen, the guard card's code it does not.
 */
export function RedirectToSignIn() {
  return <Navigate to={signInPathFor(useHerePath())} replace />;
}
