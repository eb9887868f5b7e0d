import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';

/** Says when the `me` lookup has answered: 'member' or 'visitor' ('loading' until then). */
function SignedInProbe() {
  const { user, loading } = useCurrentUser();
  return <p>{loading ? 'loading' : user ? 'member' : 'visitor'}</p>;
}

/**
 * Renders `ui` and waits until the `me` lookup has answered as `expected`, so that a test may assert what `ui` leaves
 * out for a member or a visitor (tools that render nothing until they know who she is).
 */
export async function renderOnceSignedIn(ui: ReactElement, options: RenderWithProvidersOptions, expected: 'member' | 'visitor') {
  const rendered = renderWithProviders(
    <>
      <SignedInProbe />
      {ui}
    </>,
    options,
  );
  await screen.findByText(expected);
  return rendered;
}
