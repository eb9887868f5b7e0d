import { screen, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import es from '../../../i18n/messages/es.json';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PaginationFooter, pageWindow, resultsHeadingText, showingText } from './PaginationFooter';

const en = createIntl({ locale: 'en', defaultLocale: 'en' });
const spanish = createIntl({ locale: 'es', defaultLocale: 'en', messages: es });

describe('pagination', () => {
  it('shows at most 5 page numbers centred on the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("words the range, with 'about' for estimated totals", () => {
    expect(showingText(en, 1, 20, 20, 95, true)).toBe('Showing 1-20 of 95 profiles');
    expect(showingText(en, 5, 20, 15, 95, true)).toBe('Showing 81-95 of 95 profiles');
    expect(showingText(en, 2, 20, 20, 25000, false)).toBe('Showing 21-40 of about 25,000 profiles');
  });

  it("words the results heading: '1 profile', 'N profiles', the page when there are several", () => {
    expect(resultsHeadingText(en, 1, 1, 1, true)).toBe('1 profile');
    expect(resultsHeadingText(en, 1, 1, 7, true)).toBe('7 profiles');
    expect(resultsHeadingText(en, 2, 3, 45, true)).toBe('45 profiles, page 2 of 3');
    expect(resultsHeadingText(en, 3, 600, 12000, false)).toBe('about 12,000 profiles, page 3 of about 600');
  });

  it('words the range and the heading in Spanish, with Spanish numbers (issue 23)', () => {
    expect(showingText(spanish, 2, 20, 20, 25000, false)).toBe('Mostrando 21-40 de unos 25.000 perfiles');
    expect(resultsHeadingText(spanish, 1, 1, 1, true)).toBe('1 perfil');
    expect(resultsHeadingText(spanish, 2, 3, 45, true)).toBe('45 perfiles, página 2 de 3');
  });

  it('calls back with the page chosen and disables Previous on the first page and Next on the last', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithProviders(
      <PaginationFooter page={1} pageSize={20} pageCount={2} itemCount={20} total={30} totalIsExact hasNextPage onPageChange={onPageChange} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect((within(nav).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 1' }));
    expect(onPageChange.mock.calls).toEqual([[2], [2]]);
  });
});
