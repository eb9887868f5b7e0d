import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createCache } from '../app/apollo-client';
import { AppProviders } from '../app/AppProviders';
import { myPreferencesMock } from './mocks/preferences';
import { PASSED_ADMIN_STATUS, twoFactorStatusMock } from './mocks/two-factor';
import { currentUserMock, pendingCurrentUserMock, type MockUser } from './mocks/users';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** Initial URL of the in-memory router. */
  route?: string;
  /** Apollo mocks (include __typename in the data). */
  mocks?: MockLink.MockedResponse[];
  /** Adds the `me` mock: a user, null for a visitor, 'loading' for a lookup that never answers. */
  currentUser?: MockUser | null | 'loading';
};

/** Shows the router's current location, so tests can check navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` with everything the app provides: Apollo (MockedProvider with the app's cache policies), the
 * preferences and theme, toasts, and a MemoryRouter at `route` (plus a LocationProbe).
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', mocks = [], currentUser, ...renderOptions } = options;
  const allMocks = [...mocks];
  if (currentUser === 'loading') allMocks.push(pendingCurrentUserMock());
  else if (currentUser !== undefined) allMocks.push(currentUserMock(currentUser));
  // A signed-in member's saved settings (read by the preferences provider): defaults, unless a test mocks them first.
  allMocks.push(myPreferencesMock());
  // An admin's session has passed two-step sign-in (the admin screens' gate), unless a test mocks it first.
  if (currentUser && currentUser !== 'loading' && currentUser.viewerCan.useAdminTools) allMocks.push(twoFactorStatusMock(PASSED_ADMIN_STATUS));

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MockedProvider mocks={allMocks} cache={createCache()}>
        <AppProviders>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </AppProviders>
      </MockedProvider>
    );
  }

  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
