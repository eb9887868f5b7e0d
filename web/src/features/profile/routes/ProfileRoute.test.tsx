import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useApolloClient } from '@apollo/client/react';
import { Link, Route, Routes } from 'react-router-dom';
import { CurrentUserQuery } from '../../auth/hooks/useCurrentUser';
import { buildModeratedReport, buildProfile, buildReport, headerOf, type MockProfile } from '../../../test/mocks/profiles';
import { buildAdmin, buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MyPendingReportsQuery } from '../../reports/hooks/useMyPendingReports';
import { ProfileReportsQuery, REPORTS_PAGE_SIZE } from '../../reports/hooks/useProfileReports';
import { ProfileRouteQuery } from '../hooks/useProfile';
import { FLAG_RULE_MESSAGE, REPORTS_PAUSED_MESSAGE } from '../components/ProfileHeader';
import { RecordProfileViewMutation } from '../hooks/useRecordProfileView';
import { ProfileRoute } from './ProfileRoute';

const page = (ui = <ProfileRoute />) => (
  <Routes>
    <Route path="/profile/:id" element={ui} />
  </Routes>
);

const profileMock = (profile: MockProfile, can = { moderate: false }): MockLink.MockedResponse => ({
  request: { query: ProfileRouteQuery, variables: { id: profile.id } },
  result: { data: { profile: headerOf(profile, can) } },
});

const reportsMock = (
  profileId: string,
  items: ReturnType<typeof buildReport>[],
  nextCursor: string | null = null,
  after?: string,
): MockLink.MockedResponse => ({
  request: {
    query: ProfileReportsQuery,
    variables: { profileId, first: REPORTS_PAGE_SIZE, ...(after ? { after } : {}) },
  },
  result: { data: { profileReports: { __typename: 'ReportPage', items, nextCursor } } },
});

/** Her own reports awaiting review on the profile (asked for signed-in viewers only). */
function pendingMock(profileId: string, items: ReturnType<typeof buildReport>[]) {
  const result = jest.fn(() => ({ data: { myPendingReports: items } }));
  return { result, mock: { request: { query: MyPendingReportsQuery, variables: { profileId } }, result, maxUsageCount: 5 } };
}

function recordViewMock(profileId: string) {
  const result = jest.fn(() => ({ data: { recordProfileView: true } }));
  return { result, mock: { request: { query: RecordProfileViewMutation, variables: { profileId } }, result, maxUsageCount: 5 } };
}

describe('ProfileRoute', () => {
  it("shows 'Profile not found' for the API's NOT_FOUND answer", async () => {
    renderWithProviders(page(), {
      route: '/profile/999',
      currentUser: null,
      mocks: [
        {
          request: { query: ProfileRouteQuery, variables: { id: '999' } },
          result: { errors: [{ message: 'Profile not found', extensions: { code: 'NOT_FOUND' } }], data: { profile: null } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Browse' }).getAttribute('href')).toBe('/');
  });

  it('asks for a missing profile once: a later cache update or a second visit reads the answer, not the network again', async () => {
    const asked = jest.fn(() => ({ errors: [{ message: 'Profile not found', extensions: { code: 'NOT_FOUND' } }], data: { profile: null } }));
    function Elsewhere() {
      const client = useApolloClient();
      return (
        <button type="button" onClick={() => client.writeQuery({ query: CurrentUserQuery, data: { me: null } })}>
          Update the cache
        </button>
      );
    }
    const { user } = renderWithProviders(
      <>
        <Routes>
          <Route path="/profile/:id" element={<ProfileRoute />} />
          <Route path="/" element={<Link to="/profile/404">Back to the missing profile</Link>} />
        </Routes>
        <Elsewhere />
      </>,
      {
        route: '/profile/404',
        currentUser: null,
        mocks: [{ request: { query: ProfileRouteQuery, variables: { id: '404' } }, result: asked, maxUsageCount: Number.POSITIVE_INFINITY }],
      },
    );
    await user.click(await screen.findByRole('link', { name: 'Back to Browse' }));
    await user.click(await screen.findByRole('link', { name: 'Back to the missing profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update the cache' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('heading', { name: 'Profile not found' })).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("shows 'Profile not found' for a null profile", async () => {
    renderWithProviders(page(), {
      route: '/profile/5',
      currentUser: null,
      mocks: [{ request: { query: ProfileRouteQuery, variables: { id: '5' } }, result: { data: { profile: null } } }],
    });
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
  });

  it('shows the profile: name, age, location, flag badge, bio and a banner coloured by rating', async () => {
    const profile = buildProfile({ id: '7', averageRating: '4.50', reviewCount: 2, flagStatus: 'GREEN' });
    renderWithProviders(page(), {
      route: '/profile/7',
      currentUser: null,
      mocks: [profileMock(profile), reportsMock('7', [])],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sarah Miller' })).toBeTruthy();
    expect(screen.getByText('27 years old')).toBeTruthy();
    expect(screen.getByText('Austin, TX')).toBeTruthy();
    expect(screen.getByText('Green Flag')).toBeTruthy();
    expect(screen.getByText('Loves hiking and coffee.')).toBeTruthy();
    expect(screen.getByTestId('profile-banner').getAttribute('data-tone')).toBe('good');
    expect(screen.getByText('SM')).toBeTruthy();
  });

  it('shows the profile in Spanish when she chose it: age, flag, rating with a decimal comma, actions (issue 23)', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const profile = buildProfile({ id: '7', averageRating: '4.50', reviewCount: 2, flagStatus: 'GREEN' });
    renderWithProviders(page(), { route: '/profile/7', currentUser: null, mocks: [profileMock(profile), reportsMock('7', [])] });
    expect(await screen.findByText('27 años', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sarah Miller' })).toBeTruthy();
    expect(screen.getByText('Bandera verde')).toBeTruthy();
    expect(screen.getByText('4,5 · 2 reportes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Regístrate para compartir tu experiencia' })).toBeTruthy();
    localStorage.clear();
  });

  it.each([
    [null, 0, 'NEUTRAL', 'none', 'Neutral'],
    ['3.00', 3, 'NEUTRAL', 'mixed', 'Neutral'],
    ['1.50', 4, 'RED', 'bad', 'Red Flag'],
  ] as const)('colours the banner for average %s (%i reviews)', async (averageRating, reviewCount, flagStatus, tone, flag) => {
    const profile = buildProfile({ id: '8', averageRating, reviewCount, flagStatus });
    renderWithProviders(page(), { route: '/profile/8', currentUser: null, mocks: [profileMock(profile), reportsMock('8', [])] });
    await screen.findByRole('heading', { level: 1, name: 'Sarah Miller' });
    expect(screen.getByTestId('profile-banner').getAttribute('data-tone')).toBe(tone);
    expect(screen.getByText(flag)).toBeTruthy();
  });

  it("below the distinct-member threshold: no flag badge, a grey banner, 'Not enough reports yet' and the count", async () => {
    const profile = buildProfile({ id: '11', averageRating: '1.00', reviewCount: 3, flagStatus: 'NEUTRAL', flagShown: false });
    renderWithProviders(page(), { route: '/profile/11', currentUser: null, mocks: [profileMock(profile), reportsMock('11', [])] });
    await screen.findByRole('heading', { level: 1, name: 'Sarah Miller' });
    expect(screen.getByText('Not enough reports yet')).toBeTruthy();
    expect(screen.getByText(/3 reports/)).toBeTruthy();
    expect(screen.getByTestId('profile-banner').getAttribute('data-tone')).toBe('none');
    for (const badge of ['Red Flag', 'Green Flag', 'Neutral']) expect(screen.queryByText(badge)).toBeNull();
    // The rule is explained, and no average (one member's verdict) stands beside it.
    expect(screen.getByText(FLAG_RULE_MESSAGE.defaultMessage)).toBeTruthy();
    expect(screen.getByText('3 reports').textContent).toBe('3 reports');
    expect(screen.queryByText(/1\.0/)).toBeNull();
  });

  it('shows one status on a new profile: Awaiting review, not also Not enough reports yet', async () => {
    const profile = buildProfile({ id: '12', averageRating: null, reviewCount: 0, flagStatus: 'NEUTRAL', flagShown: false, awaitingReview: true });
    renderWithProviders(page(), { route: '/profile/12', currentUser: null, mocks: [profileMock(profile), reportsMock('12', [])] });
    await screen.findByRole('heading', { level: 1, name: 'Sarah Miller' });
    expect(screen.getByText('Awaiting review')).toBeTruthy();
    expect(screen.queryByText('Not enough reports yet')).toBeNull();
    expect(screen.queryByText(FLAG_RULE_MESSAGE.defaultMessage)).toBeNull();
  });

  it('a profile without reports says only No reviews yet', async () => {
    const profile = buildProfile({ id: '13', averageRating: null, reviewCount: 0, flagStatus: 'NEUTRAL', flagShown: false });
    renderWithProviders(page(), { route: '/profile/13', currentUser: null, mocks: [profileMock(profile), reportsMock('13', [])] });
    await screen.findByRole('heading', { level: 1, name: 'Sarah Miller' });
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByText('Not enough reports yet')).toBeNull();
  });

  it("shows a skeleton while reports load, then 'No reports yet'", async () => {
    const profile = buildProfile({ id: '9' });
    renderWithProviders(page(), {
      route: '/profile/9',
      currentUser: null,
      // Held back long enough that a busy machine cannot skip past the skeleton before it is checked.
      mocks: [profileMock(profile), { ...reportsMock('9', []), delay: 1_500 }],
    });
    const skeleton = await screen.findByRole('status', { name: 'Loading reports' });
    expect(within(skeleton).getAllByTestId('report-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('No reports yet', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading reports' })).toBeNull();
  });

  it("shows 'Unable to load reports' when the reports fail", async () => {
    const profile = buildProfile({ id: '10' });
    renderWithProviders(page(), {
      route: '/profile/10',
      currentUser: null,
      mocks: [
        profileMock(profile),
        {
          request: { query: ProfileReportsQuery, variables: { profileId: '10', first: REPORTS_PAGE_SIZE } },
          result: { errors: [{ message: 'Invalid cursor.' }] },
        },
      ],
    });
    expect(await screen.findByText('Unable to load reports')).toBeTruthy();
  });

  it('shows anonymous report cards and loads more with the cursor', async () => {
    const profile = buildProfile({ id: '11' });
    const { user } = renderWithProviders(page(), {
      route: '/profile/11',
      currentUser: null,
      mocks: [
        profileMock(profile),
        reportsMock(
          '11',
          [
            buildReport({ id: 'a', reportType: 'NEGATIVE', title: 'Cancelled twice', category: 'FRIENDS', rating: 2 }),
            buildReport({ id: 'b', reportType: 'NEUTRAL', title: 'It was fine', dateOfInteraction: null, location: null }),
          ],
          'cursor-1',
        ),
        reportsMock('11', [buildReport({ id: 'c', title: 'Great friend' })], null, 'cursor-1'),
      ],
    });
    const first = (await screen.findByRole('heading', { name: 'Cancelled twice' })).closest('article')!;
    expect(within(first).getByText('Anonymous User')).toBeTruthy();
    expect(within(first).getByText('Concerning Experience')).toBeTruthy();
    expect(within(first).getByText('3 days ago')).toBeTruthy();
    expect(within(first).getByText('Friends/Social')).toBeTruthy();
    expect(within(first).getByText(/Interaction: Mar 14, 2025/)).toBeTruthy();
    expect(within(first).getByRole('img', { name: '2 out of 5 stars' })).toBeTruthy();
    const second = screen.getByRole('heading', { name: 'It was fine' }).closest('article')!;
    expect(within(second).getByText('Neutral Experience')).toBeTruthy();
    expect(within(second).queryByText(/Interaction:/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const third = (await screen.findByRole('heading', { name: 'Great friend' })).closest('article')!;
    expect(within(third).getByText('Positive Experience')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows the admin tools from the server's viewerCan on the profile and on each report, not from a role", async () => {
    const profile = buildProfile({ id: '17' });
    renderWithProviders(page(), {
      route: '/profile/17',
      currentUser: buildAdmin(),
      mocks: [
        profileMock(profile, { moderate: true }),
        reportsMock('17', [
          buildModeratedReport({ id: 'm', profileId: '17', title: 'Moderated here' }),
          buildReport({ id: 'n', profileId: '17', title: 'Not for her tools' }),
        ]),
        recordViewMock('17').mock,
        pendingMock('17', []).mock,
      ],
    });
    expect(await screen.findByRole('button', { name: 'Admin Edit' }, { timeout: 15_000 })).toBeTruthy();
    const moderated = (await screen.findByRole('heading', { name: 'Moderated here' })).closest('article')!;
    expect(await within(moderated).findByRole('button', { name: 'Edit' }, { timeout: 15_000 })).toBeTruthy();
    const other = screen.getByRole('heading', { name: 'Not for her tools' }).closest('article')!;
    expect(within(other).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows no admin tools when the profile and its reports say the viewer may not moderate them (the account is not asked)', async () => {
    const profile = buildProfile({ id: '18' });
    renderWithProviders(page(), {
      route: '/profile/18',
      currentUser: buildAdmin(),
      mocks: [
        profileMock(profile),
        reportsMock('18', [buildReport({ id: 'o', profileId: '18', title: 'Plain report' })]),
        recordViewMock('18').mock,
        pendingMock('18', []).mock,
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Plain report' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Admin Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("offers visitors 'Sign Up to Share Experience' and records no view", async () => {
    const profile = buildProfile({ id: '12' });
    const view = recordViewMock('12');
    renderWithProviders(page(), {
      route: '/profile/12',
      currentUser: null,
      mocks: [profileMock(profile), reportsMock('12', []), view.mock],
    });
    const link = await screen.findByRole('link', { name: 'Sign Up to Share Experience' });
    expect(link.getAttribute('href')).toBe('/auth?tab=signup');
    expect(screen.queryByRole('button', { name: 'Share Your Experience' })).toBeNull();
    await screen.findByText('No reports yet');
    expect(view.result).not.toHaveBeenCalled();
  });

  it('never asks for pending reports for visitors', async () => {
    const profile = buildProfile({ id: '16' });
    const pending = pendingMock('16', [buildReport({ id: 'p', profileId: '16', title: 'Never shown to visitors' })]);
    renderWithProviders(page(), { route: '/profile/16', currentUser: null, mocks: [profileMock(profile), reportsMock('16', []), pending.mock] });
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(pending.result).not.toHaveBeenCalled();
    expect(screen.queryByText('Awaiting review')).toBeNull();
  });

  it("offers members 'Share Your Experience', records the view once, and says 'No reports yet' when there is nothing at all", async () => {
    const profile = buildProfile({ id: '13' });
    const view = recordViewMock('13');
    renderWithProviders(page(), {
      route: '/profile/13',
      currentUser: buildUser({ phoneVerified: true }),
      mocks: [profileMock(profile), reportsMock('13', []), view.mock, pendingMock('13', []).mock],
    });
    expect(await screen.findByRole('button', { name: 'Share Your Experience' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign Up to Share Experience' })).toBeNull();
    await waitFor(() => expect(view.result).toHaveBeenCalledTimes(1));
    await screen.findByText('No reports yet');
    expect(view.result).toHaveBeenCalledTimes(1);
  });
  it("shows the member her own pending reports first, marked 'Awaiting review', above the published ones", async () => {
    const profile = buildProfile({ id: '14' });
    const pending = pendingMock('14', [buildReport({ id: 'p1', profileId: '14', title: 'Mine, still in review', rating: 2, reportType: 'NEGATIVE' })]);
    renderWithProviders(page(), {
      route: '/profile/14',
      currentUser: buildUser({ phoneVerified: true }),
      mocks: [
        profileMock(profile),
        reportsMock('14', [buildReport({ id: 'a', profileId: '14', title: 'Published one' })]),
        pending.mock,
        recordViewMock('14').mock,
      ],
    });
    const mine = (await screen.findByRole('heading', { name: 'Mine, still in review' })).closest('article')!;
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual(['Mine, still in review', 'Published one']);
    expect(within(mine).getByText('Awaiting review').getAttribute('data-tone')).toBe('warning');
    expect(within(mine).getByText('Only you can see your report until a moderator has reviewed it.')).toBeTruthy();
    expect(within(mine).getByText('Concerning Experience')).toBeTruthy();
    expect(within(mine).queryByRole('link', { name: /Request removal/ })).toBeNull();
    expect(within(articles[1]).queryByText('Awaiting review')).toBeNull();
    expect(within(articles[1]).getByRole('link', { name: 'Request removal of the report Published one' })).toBeTruthy();
    // 'Request removal' and 'Flag' sit together in one row of secondary actions, in the report and in the profile's header.
    const removal = within(articles[1]).getByRole('link', { name: 'Request removal of the report Published one' });
    expect(removal.parentElement).toBe(within(articles[1]).getByRole('button', { name: 'Flag the report Published one' }).parentElement);
    const header = screen.getByRole('heading', { level: 1, name: 'Sarah Miller' }).closest('section')!;
    const profileRemoval = within(header).getByRole('link', { name: 'Request removal of this profile' });
    expect(profileRemoval.parentElement).toBe(within(header).getByRole('button', { name: 'Flag this profile' }).parentElement);
    expect(screen.queryByText('No reports yet')).toBeNull();
    expect(pending.result).toHaveBeenCalledTimes(1);
  });

  it("marks a person no moderator has approved anything about yet 'Awaiting review' for the member who added her", async () => {
    const profile = buildProfile({ id: '17', awaitingReview: true, averageRating: null, reviewCount: 0, flagStatus: 'NEUTRAL', flagShown: false });
    renderWithProviders(page(), {
      route: '/profile/17',
      currentUser: buildUser({ phoneVerified: true }),
      mocks: [profileMock(profile), reportsMock('17', []), pendingMock('17', []).mock, recordViewMock('17').mock],
    });
    const header = (await screen.findByRole('heading', { level: 1, name: 'Sarah Miller' })).closest('section')!;
    expect(within(header).getByText('Awaiting review').getAttribute('data-tone')).toBe('warning');
    expect(within(header).getByText('Only you and the moderators can see this profile until a moderator approves a report or a photo about her.')).toBeTruthy();
  });

  it('shows no awaiting-review mark on a published profile', async () => {
    renderWithProviders(page(), { route: '/profile/18', currentUser: null, mocks: [profileMock(buildProfile({ id: '18' })), reportsMock('18', [])] });
    await screen.findByRole('heading', { level: 1, name: 'Sarah Miller' });
    expect(screen.queryByText('Awaiting review')).toBeNull();
    expect(screen.queryByText(REPORTS_PAUSED_MESSAGE.defaultMessage)).toBeNull();
  });

  it('says new reports are paused while the profile receives unusual attention, and offers no report form', async () => {
    const profile = buildProfile({ id: '19', reportsPaused: true });
    renderWithProviders(page(), {
      route: '/profile/19',
      currentUser: buildUser({ phoneVerified: true }),
      mocks: [profileMock(profile), reportsMock('19', []), pendingMock('19', []).mock, recordViewMock('19').mock],
    });
    const notice = await screen.findByText('This profile is receiving unusual attention; new reports are paused while moderators review.');
    expect(notice.getAttribute('role')).toBe('status');
    await screen.findByText('No reports yet');
    expect(screen.queryByRole('button', { name: 'Share Your Experience' })).toBeNull();
  });

  it("shows her pending report instead of 'No reports yet' when nothing is published", async () => {
    const profile = buildProfile({ id: '15' });
    renderWithProviders(page(), {
      route: '/profile/15',
      currentUser: buildUser({ phoneVerified: true }),
      mocks: [
        profileMock(profile),
        reportsMock('15', []),
        pendingMock('15', [buildReport({ id: 'p2', profileId: '15', title: 'Waiting for a moderator' })]).mock,
        recordViewMock('15').mock,
      ],
    });
    const mine = (await screen.findByRole('heading', { name: 'Waiting for a moderator' })).closest('article')!;
    expect(within(mine).getByText('Awaiting review')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('No reports yet')).toBeNull();
    expect(screen.queryByText(/Be the first to share/)).toBeNull();
  });
});
