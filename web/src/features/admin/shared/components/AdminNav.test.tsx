import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../../../app/router';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { scrollEdgesOf } from '../../../../ui/useScrollEdges';
import { AdminNav, AdminQueueCountsQuery } from './AdminNav';

/** jsdom has no layout: give the strip the sizes a phone would (920px of links in a 360px strip). */
function layOut(list: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
}

function setScrollLeft(list: HTMLElement, scrollLeft: number) {
  Object.defineProperty(list, 'scrollLeft', { configurable: true, writable: true, value: scrollLeft });
}

function scrollTo(list: HTMLElement, scrollLeft: number) {
  setScrollLeft(list, scrollLeft);
  fireEvent.scroll(list);
}

describe('AdminNav', () => {
  beforeEach(() => localStorage.clear());

  it('shows that the mobile strip scrolls: a fade at each edge with more links behind it', () => {
    renderWithProviders(<AdminNav />, { route: '/admin/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const list = within(nav).getByRole('list');
    expect(nav.hasAttribute('data-more-before')).toBe(false);
    expect(nav.hasAttribute('data-more-after')).toBe(false);

    layOut(list, { scrollWidth: 920, clientWidth: 360 });
    scrollTo(list, 0);
    expect(nav.hasAttribute('data-more-before')).toBe(false);
    expect(nav.hasAttribute('data-more-after')).toBe(true);

    scrollTo(list, 200);
    expect(nav.hasAttribute('data-more-before')).toBe(true);
    expect(nav.hasAttribute('data-more-after')).toBe(true);

    scrollTo(list, 560);
    expect(nav.hasAttribute('data-more-before')).toBe(true);
    expect(nav.hasAttribute('data-more-after')).toBe(false);

    // The fades are drawn by these rules (their opacity follows the attributes).
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/\[data-more-before\]::before,\s*\.[\w-]+\[data-more-after\]::after\s*\{\s*opacity:\s*1;?\s*\}/);
  });

  it('measures edges in right-to-left layouts too, and ignores sub-pixel rounding', () => {
    const list = document.createElement('ul');
    layOut(list, { scrollWidth: 400.5, clientWidth: 400 });
    expect(scrollEdgesOf(list)).toEqual({ start: false, end: false });
    layOut(list, { scrollWidth: 900, clientWidth: 400 });
    setScrollLeft(list, -250);
    expect(scrollEdgesOf(list)).toEqual({ start: true, end: true });
  });

  it("lines up with the header's content column: the admin page uses the same max width", async () => {
    renderWithProviders(<AppRoutes />, { route: '/admin/users', currentUser: buildAdmin() });
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const page = nav.parentElement!.parentElement!;
    const headerColumn = screen.getByRole('search', { name: 'Site search', hidden: true }).parentElement!;
    expect(getComputedStyle(page).maxWidth).toBe('72rem');
    expect(getComputedStyle(page).maxWidth).toBe(getComputedStyle(headerColumn).maxWidth);
    expect(getComputedStyle(page).marginLeft).toBe(getComputedStyle(headerColumn).marginLeft);
  });
});

describe('AdminNav badges', () => {
  it("shows each queue's waiting work beside its link, describing the link without renaming it", async () => {
    const counts = {
      request: { query: AdminQueueCountsQuery },
      result: {
        data: {
          adminStats: {
            __typename: 'AdminStats',
            pendingReports: 9,
            pendingImages: 0,
            pendingVerifications: 2,
            pendingFlagCases: 140,
            pendingRemovalRequests: 1,
            pendingAppeals: 0,
          },
        },
      },
    };
    renderWithProviders(<AdminNav />, { route: '/admin/dashboard', mocks: [counts] });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const reports = within(nav).getByRole('link', { name: 'Reports' });
    await waitFor(() => expect(reports.getAttribute('aria-describedby')).toBeTruthy());
    expect(document.getElementById(reports.getAttribute('aria-describedby')!)?.textContent).toBe('9 waiting');
    expect(within(nav).getByRole('link', { name: 'Flags' }).textContent).toBe('Flags99+ waiting');
    expect(within(nav).getByRole('link', { name: 'Removal Requests' }).textContent).toBe('Removal Requests1 waiting');
    // Nothing waiting: no badge.
    expect(within(nav).getByRole('link', { name: 'Image Approval' }).hasAttribute('aria-describedby')).toBe(false);
    expect(within(nav).getByRole('link', { name: 'Appeals' }).textContent).toBe('Appeals');
    // No queue behind it: never a badge.
    expect(within(nav).getByRole('link', { name: 'Audit Log' }).hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('AdminNav collapsed (SPEC sidebarCollapsed)', () => {
  beforeEach(() => localStorage.clear());

  it('collapses to its icons and back, keeping each link its name and the choice in her preferences', async () => {
    const { user } = renderWithProviders(<AdminNav />, { route: '/admin/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    // A desktop control (jsdom matches no media query: the phone layout, where it is not shown).
    const button = () => nav.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    const collapse = button();
    expect(collapse.getAttribute('aria-label')).toBe('Collapse sidebar');
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await user.click(collapse);
    const expand = button();
    expect([expand.getAttribute('aria-label'), expand.getAttribute('aria-expanded')]).toEqual(['Expand sidebar', 'false']);
    expect(JSON.parse(localStorage.getItem('userPreferences')!).sidebarCollapsed).toBe(true);
    // The names stay (screen readers, the tooltips): only their look changes.
    expect(within(nav).getByRole('link', { name: 'Reports' })).toBeTruthy();
    await user.hover(within(nav).getByRole('link', { name: 'Reports' }));
    expect(await screen.findByRole('tooltip', { hidden: true }, { timeout: 3000 })).toBeTruthy();
    await user.click(expand);
    expect(JSON.parse(localStorage.getItem('userPreferences')!).sidebarCollapsed).toBe(false);
  });
});

describe('AdminNav in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('names the navigation, its links and the collapse button in her language', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<AdminNav />, { route: '/admin/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Administración' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'Denuncias' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Solicitudes de eliminación' })).toBeTruthy();
    expect(nav.querySelector('button[aria-expanded]')!.getAttribute('aria-label')).toBe('Contraer la barra lateral');
  });
});
