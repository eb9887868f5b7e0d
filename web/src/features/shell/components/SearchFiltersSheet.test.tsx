import { screen, within } from '@testing-library/react';
import { locationsMock } from '../../../test/mocks/profiles';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SearchFiltersSheet } from './SearchFiltersSheet';

const location = () => screen.getByTestId('location').textContent;

describe("SearchFiltersSheet ('Search Filters')", () => {
  it('starts from the filters in the URL and applies changes to the same URL state with Done', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<SearchFiltersSheet open onClose={onClose} />, {
      route: '/?search=Ann&sort=newest',
      mocks: [locationsMock()],
    });
    const sheet = screen.getByRole('dialog', { name: 'Search Filters' });
    expect((within(sheet).getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('newest');
    await within(sheet).findByRole('option', { name: 'Austin, TX' });
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Location' }), 'Austin, TX');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Minimum rating' }), '3');
    expect(location()).toBe('/?search=Ann&sort=newest');
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(location()).toBe('/?search=Ann&location=Austin%2C+TX&minRating=3&sort=newest');
    expect(onClose).toHaveBeenCalled();
  });

  it('opens the home list with the filters when used from another page, and Reset restores the defaults', async () => {
    const { user } = renderWithProviders(<SearchFiltersSheet open onClose={() => undefined} />, {
      route: '/settings',
      mocks: [locationsMock()],
    });
    const sheet = screen.getByRole('dialog', { name: 'Search Filters' });
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Sort by' }), 'rating');
    await user.click(within(sheet).getByRole('button', { name: 'Reset' }));
    expect((within(sheet).getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('reports_high');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Minimum rating' }), '4');
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(location()).toBe('/?minRating=4');
  });
});
