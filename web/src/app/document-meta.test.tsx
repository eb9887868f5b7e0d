import { screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { CrashScreen } from '../features/errors/components/CrashScreen';
import { ProfileRouteQuery } from '../features/profile/hooks/useProfile';
import { ProfileReportsQuery, REPORTS_PAGE_SIZE } from '../features/reports/hooks/useProfileReports';
import { browseMock, buildProfile, buildProfiles, buildReport, headerOf, locationsMock } from '../test/mocks/profiles';
import { buildAdmin, buildUser } from '../test/mocks/users';
import { renderWithProviders } from '../test/render-with-providers';
import { AppRoutes } from './router';

/** What index.html ships with; screens without a description of their own get it back. */
const DEFAULT_DESCRIPTION = 'Spill the tea: honest, anonymous, moderated reports from a women-only community.';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

const browseMocks = (count = 0): MockLink.MockedResponse[] => [locationsMock(), browseMock({ items: buildProfiles(count) })];

const profileMocks = (options: { delay?: number } = {}): MockLink.MockedResponse[] => [
  {
    request: { query: ProfileRouteQuery, variables: { id: '12' } },
    result: { data: { profile: headerOf(buildProfile({ id: '12', firstName: 'Tessa', lastName: 'Q.', displayName: 'Tessa Q.' })) } },
    delay: options.delay,
  },
  {
    request: { query: ProfileReportsQuery, variables: { profileId: '12', first: REPORTS_PAGE_SIZE } },
    result: {
      data: {
        profileReports: {
          __typename: 'ReportPage',
          items: [buildReport({ id: 'r1', profileId: '12', title: 'Kind and honest' }), buildReport({ id: 'r2', profileId: '12', title: 'Always on time' })],
          nextCursor: null,
        },
      },
    },
  },
];

/**
 * The page's headings in document order ('h2 Community Reports'), and every place where the outline breaks: a first
 * heading that is not the h1, a second h1, or a level deeper than one below the heading before it.
 */
function headingOutline() {
  const headings = [...document.body.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({
    level: Number(heading.tagName[1]),
    text: `${heading.tagName.toLowerCase()} ${heading.textContent?.trim()}`,
  }));
  const problems: string[] = [];
  headings.forEach(({ level, text }, index) => {
    if (index === 0 && level !== 1) problems.push(`${text}: the first heading must be the h1`);
    if (level === 1 && headings.slice(0, index).some((before) => before.level === 1)) problems.push(`${text}: a second h1`);
    if (index > 0 && level > headings[index - 1].level + 1) problems.push(`${text}: skips a level after ${headings[index - 1].text}`);
  });
  if (!headings.some(({ level }) => level === 1)) problems.push('no h1');
  return { headings: headings.map(({ text }) => text), problems };
}

describe('document title and description per route', () => {
  beforeAll(() => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = DEFAULT_DESCRIPTION;
    document.head.append(meta);
  });

  beforeEach(() => {
    localStorage.clear();
    document.title = '';
  });

  it.each([
    ['/', browseMocks, 'Tea - Browse profiles'],
    ['/auth', () => [], 'Sign in - Tea'],
    ['/search', browseMocks, 'Search - Tea'],
    ['/removal-request', () => [], 'Request a removal - Tea'],
    ['/no-such-page', () => [], 'Page not found - Tea'],
  ])('titles %s for visitors', async (route, mocks, title) => {
    renderWithProviders(<AppRoutes />, { route, currentUser: null, mocks: mocks() });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("titles a profile by the name it shows: 'Profile - Tea' while loading, then 'Tessa Q. - Tea'", async () => {
    // Held back long enough that a busy machine cannot skip past the loading state before it is checked.
    renderWithProviders(<AppRoutes />, { route: '/profile/12', currentUser: null, mocks: profileMocks({ delay: 1_500 }) });
    await screen.findByRole('status', { name: 'Loading profile' });
    expect(document.title).toBe('Profile - Tea');
    await screen.findByRole('heading', { level: 1, name: 'Tessa Q.' }, { timeout: 5_000 });
    expect(document.title).toBe('Tessa Q. - Tea');
  });

  it("titles a missing profile 'Profile not found - Tea'", async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/profile/404',
      currentUser: null,
      mocks: [{ request: { query: ProfileRouteQuery, variables: { id: '404' } }, result: { data: { profile: null } } }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Profile not found' });
    expect(document.title).toBe('Profile not found - Tea');
  });

  it.each([
    ['/settings', 'Settings - Tea'],
    ['/reviews', 'My reports - Tea'],
    ['/add-person', 'Add a person - Tea'],
    ['/my-profile', 'My profile - Tea'],
  ])('titles %s by the screen, also while it asks visitors to sign in', async (route, title) => {
    renderWithProviders(<AppRoutes />, { route, currentUser: null });
    await screen.findByRole('heading', { level: 1, name: 'Authentication Required' });
    expect(document.title).toBe(title);
  });

  it("titles admin screens 'Admin - <screen> - Tea'", async () => {
    renderWithProviders(<AppRoutes />, { route: '/admin/users', currentUser: buildAdmin() });
    // The admin screens are lazy chunks: importing them is slow on a busy machine.
    await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 10_000 });
    expect(document.title).toBe('Admin - Users - Tea');
  });

  it("titles the crash screen 'Something went wrong - Tea'", () => {
    renderWithProviders(<CrashScreen onTryAgain={() => undefined} onGoHome={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(document.title).toBe('Something went wrong - Tea');
  });

  it.each([
    ['/', browseMocks, 'Browse profiles and read honest, anonymous, moderated reports about dating and friendship from a women-only community.'],
    [
      '/profile/12',
      profileMocks,
      'A profile on Tea with honest, anonymous reports from a women-only community, each one reviewed by a moderator before it is published.',
    ],
    ['/auth', () => [], 'Sign in or join Tea, a women-only community sharing honest, anonymous reports about dating and friendship.'],
    ['/search', browseMocks, 'Search the profiles on Tea by name or location, and narrow the results by rating, distance and place.'],
    [
      '/removal-request',
      () => [],
      'Ask Tea to remove a profile, a report or a photo. Anyone can send a request, signed in or not; requests about a minor or an intimate image hide the content once confirmed by e-mail.',
    ],
  ])('describes the public page %s in a sentence of its own', async (route, mocks, text) => {
    renderWithProviders(<AppRoutes />, { route, currentUser: null, mocks: mocks() });
    await waitFor(() => expect(description()).toBe(text));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('keeps the report text out of the profile description', async () => {
    renderWithProviders(<AppRoutes />, { route: '/profile/12', currentUser: null, mocks: profileMocks() });
    await screen.findByRole('heading', { name: 'Kind and honest' });
    expect(description()).not.toMatch(/Kind and honest|Tessa|She was kind/);
  });

  it("gives screens without a description of their own index.html's default back", async () => {
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/auth', currentUser: null });
    await waitFor(() => expect(description()).not.toBe(DEFAULT_DESCRIPTION));
    unmount();
    renderWithProviders(<AppRoutes />, { route: '/settings', currentUser: null });
    await waitFor(() => expect(document.title).toBe('Settings - Tea'));
    expect(description()).toBe(DEFAULT_DESCRIPTION);
  });
});

describe('heading order', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['a visitor', null],
    ['a member', buildUser()],
  ])('runs h1 > h2 results > h3 cards on the home page, for %s', async (_who, currentUser) => {
    renderWithProviders(<AppRoutes />, { currentUser, mocks: browseMocks(3) });
    await screen.findByRole('heading', { name: 'Person3 Test' });
    const { headings, problems } = headingOutline();
    expect(problems).toEqual([]);
    expect(headings).toEqual(['h1 Browse Profiles', 'h2 3 profiles', 'h3 Person1 Test', 'h3 Person2 Test', 'h3 Person3 Test']);
  });

  it.each([
    ['a visitor', null],
    ['an admin', buildAdmin()],
  ])('runs h1 > h2 > h3 on a profile page with reports, for %s', async (_who, currentUser) => {
    renderWithProviders(<AppRoutes />, { route: '/profile/12', currentUser, mocks: profileMocks() });
    await screen.findByRole('heading', { name: 'Always on time' });
    const { headings, problems } = headingOutline();
    expect(problems).toEqual([]);
    expect(headings.slice(0, 1)).toEqual(['h1 Tessa Q.']);
    expect(headings).toContain('h2 Community Reports');
    expect(headings).toContain('h3 Kind and honest');
  });

  it.each([
    ['/auth', 'Tea', () => []],
    ['/search', 'Search', () => browseMocks(2)],
    ['/removal-request', 'Request removal', () => []],
    ['/guidelines', 'Community guidelines', () => []],
    ['/moderation', 'How moderation works', () => []],
    ['/privacy', 'Privacy', () => []],
    ['/terms', 'Terms of use', () => []],
    ['/contact', 'Contact', () => []],
    ['/developers', 'API for developers', () => []],
    ['/no-such-page', '404 Page Not Found', () => []],
    ['/settings', 'Authentication Required', () => []],
  ])('has one h1 and no skipped level on %s', async (route, h1, mocks) => {
    renderWithProviders(<AppRoutes />, { route, currentUser: null, mocks: mocks() });
    await screen.findByRole('heading', { level: 1, name: h1 });
    if (route === '/search') await screen.findByRole('heading', { name: 'Person2 Test' });
    expect(headingOutline().problems).toEqual([]);
  });
});
