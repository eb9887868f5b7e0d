import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RouteErrorBoundary } from './RouteErrorBoundary';

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>Recovered content</p>;
}

function renderFragile(route = '/broken') {
  return renderWithProviders(
    <RouteErrorBoundary>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/broken" element={<Fragile />} />
      </Routes>
    </RouteErrorBoundary>,
    { route },
  );
}

describe('crash screen', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    shouldThrow = true;
    // React and the boundary log the caught error; keep the test output readable.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the crash texts when a screen throws', () => {
    renderFragile();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('We encountered an unexpected error. Please try refreshing the page or return to the home page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy();
  });

  it('shows the crash texts in Spanish when she chose it (issue 23)', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderFragile();
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir al inicio' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Algo salió mal - Tea'));
  });

  it('Try Again resets the error and renders the screen again', () => {
    renderFragile();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered content')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('Try Again shows the crash screen again when the error persists', () => {
    renderFragile();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });

  it('Go Home navigates to / and clears the error', async () => {
    renderFragile();
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('Go Home on / itself resets the error', () => {
    renderWithProviders(
      <RouteErrorBoundary>
        <Fragile />
      </RouteErrorBoundary>,
      { route: '/' },
    );
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(screen.getByText('Recovered content')).toBeTruthy();
  });
});
