import { screen, within } from '@testing-library/react';
import { buildProfile, cardOf } from '../../../test/mocks/profiles';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RecommendationsQuery } from '../hooks/useRecommendations';
import { RecentlyViewedQuery, RECENTLY_VIEWED_LIMIT } from '../hooks/useRecentlyViewed';
import { RecommendationsPanel } from './RecommendationsPanel';
import { PILL_TONES, scoreToneOf } from './ScoreBadge';

const recommendation = (id: string, score: number, reasons: string[]) => ({
  __typename: 'Recommendation' as const,
  score,
  reasons,
  profile: cardOf(buildProfile({ id, firstName: `Match${id}`, lastName: null, displayName: `Match${id}` })),
});

const mock = (recommendations: ReturnType<typeof recommendation>[]) => ({
  request: { query: RecommendationsQuery },
  result: { data: { recommendations } },
});

const viewed = (profiles: ReturnType<typeof cardOf>[]) => ({
  request: { query: RecentlyViewedQuery, variables: { limit: RECENTLY_VIEWED_LIMIT } },
  result: {
    data: {
      myInteractions: profiles.map((profile) => ({ __typename: 'Interaction' as const, viewCount: 1, lastViewedAt: '2026-11-20T10:00:00.000Z', profile })),
    },
  },
});

describe('RecommendationsPanel (Smart Matches)', () => {
  it('colours score badges green >= 85, blue >= 70, yellow >= 55, else grey', () => {
    expect([90, 85, 84, 70, 69, 55, 54, 10].map(scoreToneOf)).toEqual(['green', 'green', 'blue', 'blue', 'yellow', 'yellow', 'grey', 'grey']);
    expect(PILL_TONES).toEqual({ green: 'success', blue: 'info', yellow: 'warning', grey: 'neutral' });
  });

  it('lists at most 5 matches with a score of 60 or more, each with up to 3 reasons and a link', async () => {
    renderWithProviders(<RecommendationsPanel />, {
      currentUser: buildUser(),
      mocks: [
        mock([
          recommendation('1', 92, ['In your area', 'Dating', 'Highly rated', 'Complete profile']),
          recommendation('2', 75, ['Dating']),
          recommendation('3', 61, []),
          recommendation('4', 59, ['Too low']),
          recommendation('5', 80, ['Friends']),
          recommendation('6', 70, ['Friends']),
          recommendation('7', 65, ['Sixth above 60']),
        ]),
        viewed([]),
      ],
    });
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/profile/1', '/profile/2', '/profile/3', '/profile/5', '/profile/6']);
    expect(screen.queryByText('Match4')).toBeNull();
    expect(screen.queryByText('Match7')).toBeNull();

    const first = within(links[0]);
    expect(first.getByText('92% match').getAttribute('data-tone')).toBe('success');
    expect(
      within(first.getByRole('list', { name: 'Why this match' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['In your area', 'Dating', 'Highly rated']);
    expect(within(links[1]).getByText('75% match').getAttribute('data-tone')).toBe('info');
    expect(within(links[2]).getByText('61% match').getAttribute('data-tone')).toBe('warning');
  });

  it("shows 'Failed to fetch recommendations' on error", async () => {
    renderWithProviders(<RecommendationsPanel />, {
      currentUser: buildUser(),
      mocks: [{ request: { query: RecommendationsQuery }, result: { errors: [{ message: 'Please sign in.' }] } }],
    });
    expect(await screen.findByText('Failed to fetch recommendations')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please sign in.');
  });

  it('says when there are no matches yet', async () => {
    renderWithProviders(<RecommendationsPanel />, { currentUser: buildUser(), mocks: [mock([recommendation('1', 40, [])]), viewed([])] });
    expect(await screen.findByText('No Smart Matches yet')).toBeTruthy();
  });

  it('lists recently viewed profiles, linking to them', async () => {
    const seen = cardOf(buildProfile({ id: '42', firstName: 'Seen', lastName: 'Before', displayName: 'Seen Before' }));
    renderWithProviders(<RecommendationsPanel />, { currentUser: buildUser(), mocks: [mock([]), viewed([seen])] });
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(
      within(section)
        .getByRole('link', { name: /Seen Before/ })
        .getAttribute('href'),
    ).toBe('/profile/42');
  });

  it("shows 'Failed to fetch interactions' when they cannot be loaded", async () => {
    renderWithProviders(<RecommendationsPanel />, {
      currentUser: buildUser(),
      mocks: [
        mock([]),
        { request: { query: RecentlyViewedQuery, variables: { limit: RECENTLY_VIEWED_LIMIT } }, result: { errors: [{ message: 'Server down' }] } },
      ],
    });
    expect(await screen.findByText('Failed to fetch interactions')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  });

  it('asks visitors to sign in without asking the server', async () => {
    renderWithProviders(<RecommendationsPanel />, { currentUser: null });
    expect(await screen.findByText('Sign in to see your Smart Matches')).toBeTruthy();
  });

  it('speaks Spanish when she chose it: score badges and reasons label (issue 23)', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<RecommendationsPanel />, { currentUser: buildUser(), mocks: [mock([recommendation('1', 92, ['In your area'])]), viewed([])] });
    expect(await screen.findByText('92 % de coincidencia', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Por qué coincide' })).toBeTruthy();
    expect(screen.getByText('Perfiles elegidos para ti según los lugares y las conexiones que miras.')).toBeTruthy();
    localStorage.clear();
  });
});
