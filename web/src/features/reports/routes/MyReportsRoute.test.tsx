import { screen, within } from '@testing-library/react';
import { buildMyReport } from '../../../test/mocks/profiles';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MyReportsQuery } from '../hooks/useMyReports';
import { MyAddedProfilesQuery } from '../../profile/hooks/useMyAddedProfiles';
import { MyReportsRoute } from './MyReportsRoute';

const mock = (reports: ReturnType<typeof buildMyReport>[], delay?: number) => ({
  request: { query: MyReportsQuery },
  result: { data: { myReports: reports } },
  ...(delay ? { delay } : {}),
});

describe("MyReportsRoute ('Honest Reports')", () => {
  it('lists own reports with title, stars, status, content, date, location, category and a profile link', async () => {
    renderWithProviders(<MyReportsRoute />, {
      currentUser: buildUser(),
      mocks: [
        mock([
          buildMyReport({ id: 'a', title: 'Approved one', status: 'APPROVED', approved: true, rating: 5 }),
          buildMyReport({
            id: 'b',
            title: 'Rejected one',
            status: 'REJECTED',
            approved: false,
            rating: 2,
            reportType: 'NEGATIVE',
            category: 'FRIENDS',
            profileId: '9',
            profileName: 'Jo Park',
            location: null,
          }),
          buildMyReport({ id: 'c', title: 'Pending one', status: 'PENDING', approved: null, rating: 3 }),
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Honest Reports' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Approved one' });
    const card = (title: string) => within(screen.getByRole('heading', { name: title }).closest('article')!);

    const approved = card('Approved one');
    expect(approved.getByText('Approved').getAttribute('data-tone')).toBe('success');
    expect(approved.getByText('5/5')).toBeTruthy();
    expect(approved.getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(approved.getByText('She was kind, honest and always on time for our plans.')).toBeTruthy();
    expect(approved.getByText(/Submitted Apr 2, 2025/)).toBeTruthy();
    expect(approved.getByText('Austin, TX')).toBeTruthy();
    expect(approved.getByText('Dating/Romantic')).toBeTruthy();
    expect(approved.getByRole('link', { name: 'View profile: Sarah Miller' }).getAttribute('href')).toBe('/profile/1');

    const rejected = card('Rejected one');
    expect(rejected.getByText('Rejected').getAttribute('data-tone')).toBe('destructive');
    expect(rejected.getByText('2/5')).toBeTruthy();
    expect(rejected.getByText('Friends/Social')).toBeTruthy();
    expect(rejected.getByText('Concerning Experience')).toBeTruthy();
    expect(rejected.getByRole('link', { name: 'View profile: Jo Park' }).getAttribute('href')).toBe('/profile/9');

    expect(card('Pending one').getByText('Pending').getAttribute('data-tone')).toBe('warning');
  });

  it('lists her reports in Spanish when she chose it: status, dates, category, links (issue 23)', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<MyReportsRoute />, {
      currentUser: buildUser(),
      mocks: [mock([buildMyReport({ id: 'a', title: 'Approved one', status: 'APPROVED', approved: true, rating: 5 })])],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reportes sinceros' }, { timeout: 5000 })).toBeTruthy();
    const card = within((await screen.findByRole('heading', { name: 'Approved one' })).closest('article')!);
    expect(card.getByText('Aprobado')).toBeTruthy();
    expect(card.getByText('Experiencia positiva')).toBeTruthy();
    expect(card.getByText(/Enviado el 2 abr 2025/)).toBeTruthy();
    expect(card.getByText('Citas/Romance')).toBeTruthy();
    expect(card.getByRole('img', { name: '5 de 5 estrellas' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Ver perfil: Sarah Miller' })).toBeTruthy();
    localStorage.clear();
  });

  it("tells her why a report was rejected: the moderator's reason and note, on that report only", async () => {
    renderWithProviders(<MyReportsRoute />, {
      currentUser: buildUser(),
      mocks: [
        mock([
          buildMyReport({
            id: 'r',
            title: 'Rejected with reasons',
            status: 'REJECTED',
            approved: false,
            rejectionReason: 'PERSONAL_INFORMATION',
            rejectionReasonText: 'it contains personal information',
            moderationNote: 'Please leave out where she works.',
          }),
          buildMyReport({
            id: 'n',
            title: 'Rejected, no note',
            status: 'REJECTED',
            approved: false,
            rejectionReason: 'SPAM',
            rejectionReasonText: 'it looks like spam',
          }),
          buildMyReport({ id: 'a', title: 'Approved one', status: 'APPROVED', approved: true }),
          buildMyReport({ id: 'p', title: 'Pending one', status: 'PENDING', approved: null }),
        ]),
      ],
    });
    const card = async (title: string) => within((await screen.findByRole('heading', { name: title })).closest('article')!);

    const rejected = await card('Rejected with reasons');
    const decision = rejected.getByRole('note', { name: 'Why it was not published' });
    expect(within(decision).getByText('Reason: It contains personal information.')).toBeTruthy();
    expect(within(decision).getByText("Moderator's note: Please leave out where she works.")).toBeTruthy();

    const noNote = within((await card('Rejected, no note')).getByRole('note', { name: 'Why it was not published' }));
    expect(noNote.getByText('Reason: It looks like spam.')).toBeTruthy();
    expect(noNote.queryByText(/Moderator's note/)).toBeNull();

    expect((await card('Approved one')).queryByRole('note')).toBeNull();
    expect((await card('Pending one')).queryByRole('note')).toBeNull();
  });

  it('shows a loading state, then the empty state', async () => {
    renderWithProviders(<MyReportsRoute />, { currentUser: buildUser(), mocks: [mock([], 100)] });
    expect(await screen.findByRole('status', { name: 'Loading your reports' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Profiles' }).getAttribute('href')).toBe('/');
  });

  it('shows an error with a way to retry', async () => {
    renderWithProviders(<MyReportsRoute />, {
      currentUser: buildUser(),
      mocks: [{ request: { query: MyReportsQuery }, result: { errors: [{ message: 'Please sign in.' }] } }],
    });
    expect(await screen.findByText('Unable to load your reports')).toBeTruthy();
    expect(screen.getByText('Please sign in.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe("MyReportsRoute: 'People you added'", () => {
  const added = (profiles: { id: string; displayName: string; location: string | null; awaitingReview: boolean }[]) => ({
    request: { query: MyAddedProfilesQuery },
    result: { data: { myAddedProfiles: profiles.map((p) => ({ __typename: 'Profile', ...p })) } },
  });

  it("lists the people she added, those no moderator has approved anything about yet marked 'Awaiting review'", async () => {
    renderWithProviders(<MyReportsRoute />, {
      currentUser: buildUser(),
      mocks: [
        mock([buildMyReport({ id: 'a', title: 'About Nova', status: 'PENDING', approved: null })]),
        added([
          { id: '31', displayName: 'Nova Reyes', location: 'Austin, TX', awaitingReview: true },
          { id: '30', displayName: 'Iris Bloom', location: null, awaitingReview: false },
        ]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'People you added' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]).getByRole('link', { name: 'Nova Reyes' }).getAttribute('href')).toBe('/profile/31');
    expect(within(rows[0]).getByText('Awaiting review').getAttribute('data-tone')).toBe('warning');
    expect(within(rows[1]).getByRole('link', { name: 'Iris Bloom' }).getAttribute('href')).toBe('/profile/30');
    expect(within(rows[1]).queryByText('Awaiting review')).toBeNull();
    expect(screen.getByText('A person you added is shown to others once a moderator has approved a report or a photo about her.')).toBeTruthy();
  });

  it('shows no such section when she added nobody', async () => {
    renderWithProviders(<MyReportsRoute />, {
      currentUser: buildUser(),
      mocks: [mock([buildMyReport({ id: 'a', title: 'Only a report' })]), added([])],
    });
    await screen.findByRole('heading', { name: 'Only a report' });
    expect(screen.queryByRole('heading', { name: 'People you added' })).toBeNull();
  });
});
