import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AppRoutes } from '../../../app/router';
import { matchRoute } from '../../../app/routes';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TransparencyReportQuery } from '../hooks/useTransparencyReport';

const PENDING_MS = 1_500;
const CHUNK = { timeout: 15_000 };

const count = (reason: string, n: number) => ({ __typename: 'TransparencyReasonCount' as const, reason, count: n });
const outcome = (reason: string, o: string, n: number) => ({ __typename: 'TransparencyReasonOutcomeCount' as const, reason, outcome: o, count: n });

const baseReport = () => ({
  __typename: 'TransparencyReport',
  quarter: '2026-Q4',
  startsAt: '2026-10-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  final: false,
  computedAt: '2026-11-25T12:00:00.000Z',
  hasActivity: true,
  availableQuarters: ['2026-Q4', '2026-Q3'],
  reports: { __typename: 'TransparencyReports', received: 1234, approved: 900, rejected: 3, rejectedByReason: [count('harassment', 2), count('spam', 1)] },
  removed: {
    __typename: 'TransparencyRemovals',
    profiles: 2,
    profilesByReason: [count('personal_information', 2)],
    images: 1,
    imagesByReason: [count('intimate_image', 1)],
  },
  removalRequests: {
    __typename: 'TransparencyRemovalRequests',
    received: 4,
    byReasonAndOutcome: [outcome('harassment', 'upheld', 3), outcome('minor', 'pending', 1)],
    decided: 3,
    medianHoursToDecision: 6,
  },
  flags: { __typename: 'TransparencyFlags', received: 5, byReasonAndOutcome: [outcome('spam', 'dismissed', 5)] },
  appeals: { __typename: 'TransparencyAppeals', received: 2, upheld: 1, rejected: 1, decisionsReversed: 1 },
  sanctions: [
    { __typename: 'TransparencySanctionCount', kind: 'user.ban', count: 2 },
    { __typename: 'TransparencySanctionCount', kind: 'user.timeout', count: 1 },
  ],
  idDocuments: { __typename: 'TransparencyIdDocuments', due: 7, deletedOnTime: 7, onTimeShare: 1 },
});
type ReportMock = ReturnType<typeof baseReport>;
const buildReport = (overrides: Partial<ReportMock> = {}): ReportMock => ({ ...baseReport(), ...overrides });

const reportMock = (quarter: string | null, report: ReportMock, delay?: number): MockLink.MockedResponse => ({
  request: { query: TransparencyReportQuery, variables: { quarter } },
  result: { data: { transparencyReport: report } },
  delay,
});

/** The rows of the table captioned `caption`, each as its cells' texts. */
const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('TransparencyRoute (/transparency)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.title = '';
  });

  it('is a lazy public screen with its own title, loading while the figures are on their way', async () => {
    expect(matchRoute('/transparency')).toEqual({ route: 'transparency', params: {} });
    renderWithProviders(<AppRoutes />, { route: '/transparency', currentUser: null, mocks: [reportMock(null, buildReport(), PENDING_MS)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transparency report' }, CHUNK)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the transparency report' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Transparency report - Tea'));
    expect(await screen.findByRole('table', { name: 'Reports received and decided' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the transparency report' })).toBeNull();
  });

  it('shows every figure in accessible tables, with what it counts', async () => {
    renderWithProviders(<AppRoutes />, { route: '/transparency', currentUser: null, mocks: [reportMock(null, buildReport())] });
    const table = await screen.findByRole('table', { name: 'Reports received and decided' }, CHUNK);
    expect(screen.getByRole('heading', { level: 2, name: '2026-Q4: October to December 2026 (so far)' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => [th.textContent, th.getAttribute('scope')]),
    ).toEqual([
      ['Figure', 'col'],
      ['Reports', 'col'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .every((th) => th.getAttribute('scope') === 'row'),
    ).toBe(true);
    expect(table.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(table.getAttribute('aria-describedby')!)?.textContent).toMatch(/Every report is read by a moderator/);
    expect(rowsOf('Reports received and decided')).toEqual([
      ['Received', '1,234'],
      ['Approved (published)', '900'],
      ['Rejected (not published)', '3'],
    ]);
    expect(rowsOf('Reports rejected, by reason')).toEqual([
      ['Harassment or hate', '2'],
      ['Spam', '1'],
    ]);
    expect(rowsOf('Profiles removed, by reason')).toEqual([['Personal information', '2']]);
    expect(rowsOf('Photos rejected or removed, by reason')).toEqual([['Intimate image', '1']]);
    expect(rowsOf('Removal requests received and decided')).toEqual([
      ['Received', '4'],
      ['Decided', '3'],
      ['Median time to decision', '6 hours'],
    ]);
    expect(rowsOf('Removal requests, by reason and outcome')).toEqual([
      ['Harassment or hate', 'Upheld (removed)', '3'],
      ['Involves a minor', 'Waiting for a decision', '1'],
    ]);
    expect(rowsOf('Flags, by reason and outcome')).toEqual([['Spam', 'Dismissed (stayed)', '5']]);
    expect(rowsOf('Appeals')).toEqual([
      ['Received', '2'],
      ['Upheld', '1'],
      ['Rejected (the decision stands)', '1'],
      ['Decisions reversed', '1'],
    ]);
    // A kind of sanction the page has no label for still shows.
    expect(rowsOf('Sanctions on accounts, by kind')).toEqual([
      ['Permanent bans', '2'],
      ['Timeout', '1'],
    ]);
    expect(rowsOf('ID documents deleted on time')).toEqual([
      ['Documents due for deletion', '7'],
      ['Deleted on time', '7'],
      ['Share deleted on time', '100%'],
    ]);
  });

  it('shows the report in Spanish when her language is es: labels, periods, numbers and durations', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const report = buildReport({ removalRequests: { ...baseReport().removalRequests, medianHoursToDecision: 50.5 } });
    renderWithProviders(<AppRoutes />, { route: '/transparency', currentUser: null, mocks: [reportMock(null, report)] });
    expect(await screen.findByRole('table', { name: 'Reportes recibidos y decididos' }, CHUNK)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Informe de transparencia' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2026-Q4: octubre a diciembre de 2026 (hasta ahora)' })).toBeTruthy();
    // The page's own link (the footer has one with the same words).
    expect(screen.getAllByRole('link', { name: 'Cómo funciona la moderación' }).map((link) => link.getAttribute('href'))).toContain('/moderation');
    expect(rowsOf('Reportes recibidos y decididos')).toEqual([
      ['Recibidos', '1234'],
      ['Aprobados (publicados)', '900'],
      ['Rechazados (no publicados)', '3'],
    ]);
    expect(rowsOf('Solicitudes de eliminación recibidas y decididas')).toEqual([
      ['Recibidas', '4'],
      ['Decididas', '3'],
      ['Tiempo mediano hasta la decisión', '2,1 días'],
    ]);
    expect(rowsOf('Denuncias, por motivo y resultado')).toEqual([['Spam', 'Desestimada (se mantuvo)', '5']]);
    expect(screen.getByText(/denunciaron reportes y perfiles publicados 5 veces este trimestre/)).toBeTruthy();
    // A kind of sanction the page has no label for still reads as the API's own word.
    expect(rowsOf('Sanciones a cuentas, por tipo')).toEqual([
      ['Suspensiones permanentes', '2'],
      ['Timeout', '1'],
    ]);
    expect(rowsOf('Documentos de identidad eliminados a tiempo')[2]).toEqual(['Porcentaje eliminado a tiempo', '100\u00a0%']);
    await waitFor(() => expect(document.title).toBe('Informe de transparencia - Tea'));
  });

  it('says so when a quarter had no activity, and switches quarters with the picker', async () => {
    const empty = buildReport({
      quarter: '2026-Q3',
      final: true,
      hasActivity: false,
      reports: { __typename: 'TransparencyReports', received: 0, approved: 0, rejected: 0, rejectedByReason: [] },
    });
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/transparency',
      currentUser: null,
      mocks: [reportMock(null, buildReport()), reportMock('2026-Q3', empty, PENDING_MS)],
    });
    const picker = await screen.findByRole('combobox', { name: 'Quarter' }, CHUNK);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026-Q4 (October to December 2026)', '2026-Q3 (July to September 2026)']);
    await user.selectOptions(picker, '2026-Q3');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/transparency?quarter=2026-Q3'));
    expect(await screen.findByRole('heading', { name: 'No moderation activity this quarter' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2026-Q3: July to September 2026' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error with Try Again when the report cannot be loaded', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/transparency?quarter=2019-Q1',
      currentUser: null,
      mocks: [
        {
          request: { query: TransparencyReportQuery, variables: { quarter: '2019-Q1' } },
          result: { errors: [{ message: 'There is no transparency report for 2019-Q1.', extensions: { code: 'BAD_USER_INPUT' } }] },
        },
      ],
    });
    const alert = await screen.findByRole('alert', {}, CHUNK);
    expect(within(alert).getByText('Could not load the transparency report')).toBeTruthy();
    expect(within(alert).getByText('There is no transparency report for 2019-Q1.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
