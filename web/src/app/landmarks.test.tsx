import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { ProfileRouteQuery } from '../features/profile/hooks/useProfile';
import { ProfileReportsQuery, REPORTS_PAGE_SIZE } from '../features/reports/hooks/useProfileReports';
import { browseMock, buildProfile, buildProfiles, headerOf, locationsMock } from '../test/mocks/profiles';
import { buildAdmin, buildUser } from '../test/mocks/users';
import { renderWithProviders } from '../test/render-with-providers';
import { AppRoutes } from './router';

const LANDMARK_ROLES = ['banner', 'main', 'contentinfo', 'navigation', 'search', 'region', 'form', 'complementary'] as const;

function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ');
  }
  return element.getAttribute('aria-label') ?? '';
}

/**
 * The landmarks a screen reader lists (elements hidden by CSS excluded, as axe does), as 'role "name"', and the
 * ones that share a role and a name with another (axe's landmark-unique).
 */
function landmarks() {
  const found = LANDMARK_ROLES.flatMap((role) =>
    screen
      .queryAllByRole(role)
      // A section or a form is a landmark only with a name; a header or footer only outside sectioning content
      // and main (HTML-AAM; the page headings' <header> is no banner).
      .filter((element) => !['region', 'form'].includes(role) || nameOf(element) !== '')
      .filter((element) => !['banner', 'contentinfo'].includes(role) || !element.parentElement?.closest('main, article, aside, nav, section'))
      .map((element) => `${role} "${nameOf(element)}"`),
  );
  const duplicates = found.filter((landmark, index) => found.indexOf(landmark) !== index);
  return { found, duplicates };
}

const browseMocks = (): MockLink.MockedResponse[] => [locationsMock(), browseMock({ items: buildProfiles(3), total: 45 })];
const profileMocks = (): MockLink.MockedResponse[] => [
  { request: { query: ProfileRouteQuery, variables: { id: '12' } }, result: { data: { profile: headerOf(buildProfile({ id: '12' })) } } },
  {
    request: { query: ProfileReportsQuery, variables: { profileId: '12', first: REPORTS_PAGE_SIZE } },
    result: { data: { profileReports: { __typename: 'ReportPage', items: [], nextCursor: null } } },
  },
];

describe('landmarks', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['/', 'a visitor', null, browseMocks, 'Browse Profiles'],
    ['/', 'a member', buildUser(), browseMocks, 'Browse Profiles'],
    ['/search', 'a visitor', null, browseMocks, 'Search'],
    ['/profile/12', 'an admin', buildAdmin(), profileMocks, 'Sarah Miller'],
    ['/auth', 'a visitor', null, () => [], 'Tea'],
    ['/privacy', 'a visitor', null, () => [], 'Privacy'],
    ['/admin/users', 'an admin', buildAdmin(), () => [], 'Users'],
  ])('are unique by role and name on %s for %s', async (route, _who, currentUser, mocks, h1) => {
    renderWithProviders(<AppRoutes />, { route, currentUser, mocks: mocks() });
    await screen.findByRole('heading', { level: 1, name: h1 });
    if (route === '/' || route === '/search') await screen.findByRole('heading', { name: 'Person3 Test' });
    const { found, duplicates } = landmarks();
    expect(duplicates).toEqual([]);
    expect(found.filter((landmark) => landmark.startsWith('main'))).toHaveLength(1);
    expect(found.filter((landmark) => landmark.startsWith('banner'))).toHaveLength(1);
  });

  it('names the two search forms of the home page apart', async () => {
    renderWithProviders(<AppRoutes />, { currentUser: null, mocks: browseMocks() });
    await screen.findByRole('heading', { name: 'Person3 Test' });
    expect(screen.getByRole('search', { name: 'Search this list' })).toBeTruthy();
    // The header's box lives in the desktop header (display:none in jsdom, which applies no media queries).
    expect(screen.getByRole('search', { name: 'Site search', hidden: true })).toBeTruthy();
  });
});
