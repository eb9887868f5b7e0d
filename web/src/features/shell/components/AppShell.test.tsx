import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AppShell } from './AppShell';

describe('AppShell', () => {
  it('starts a new page at its top, but not when only the query string changes', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderWithProviders(
      <AppShell>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Link to="/?page=2">Page 2</Link>
                <Link to="/reviews">Reports page</Link>
              </>
            }
          />
        </Routes>
      </AppShell>,
      { route: '/', currentUser: null },
    );
    await screen.findByRole('link', { name: 'Page 2' });
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Reports page' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    scrollTo.mockRestore();
  });
});
