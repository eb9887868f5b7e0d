import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { Pager } from './Pager';

// The admin lists page through their first 1,000 items (LIMITS.adminListMaxItems; the API answers none past them).

const CAPPED = 'Only the first 1,000 can be paged through: search or filter to narrow the list.';

describe('Pager', () => {
  it('stops at the last page the lists can show, and says why', () => {
    renderWithProviders(<Pager label="Users pages" page={50} pageSize={20} total={12345} totalIsExact={false} onPageChange={() => undefined} />);
    expect(screen.getByText('Showing 981-1000 of about 12,345')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(CAPPED)).toBeTruthy();
  });

  it('goes on before that page, and says nothing of the limit on a short list', () => {
    const { unmount } = renderWithProviders(<Pager label="Users pages" page={49} pageSize={20} total={12345} onPageChange={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(CAPPED)).toBeNull();
    unmount();
    renderWithProviders(<Pager label="Users pages" page={3} pageSize={20} total={60} onPageChange={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(CAPPED)).toBeNull();
  });
});
