import { act, screen } from '@testing-library/react';
import { watchedFetch } from '../../../app/connectivity';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AppStatus } from './AppStatus';

describe('AppStatus', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('says nothing while the app reaches the API, says offline when a request gets no answer, and clears on the next answer', async () => {
    renderWithProviders(<AppStatus />);
    const OFFLINE = 'You are offline. Profiles and reports will load again when you are back online.';
    expect(screen.queryByText(OFFLINE)).toBeNull();

    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await act(() => watchedFetch('/graphql').catch(() => undefined));
    expect(screen.getByText(OFFLINE).getAttribute('role')).toBe('status');

    // A cancelled request says nothing either way.
    globalThis.fetch = () => Promise.reject(new DOMException('left the screen', 'AbortError'));
    await act(() => watchedFetch('/graphql').catch(() => undefined));
    expect(screen.getByText(OFFLINE)).toBeTruthy();

    // Any answer, an error status included, means the API is reachable again.
    globalThis.fetch = () => Promise.resolve({ ok: false, status: 503 } as Response);
    await act(() => watchedFetch('/graphql'));
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it('offers the new version when the service worker says one is waiting', () => {
    renderWithProviders(<AppStatus />);
    act(() => {
      window.dispatchEvent(new CustomEvent('tea:update-ready'));
    });
    const banner = screen.getByRole('button', { name: 'Reload' }).closest('[role="status"]');
    expect(banner?.textContent).toBe('A new version of Tea is ready.Reload');
  });
});
