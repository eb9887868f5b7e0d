import { screen, waitFor, within } from '@testing-library/react';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { AdminReportsProfileQuery, RevealReportAuthorMutation } from '../hooks/useAdminReports';
import { buildReport, queueFilter, reportsMock } from '../report-mocks';
import { ApproveReportMutation, DeleteReportMutation, RejectReportMutation, UpdateReportMutation } from '../hooks/useModerateReport';
import { AdminReportsRoute } from './AdminReportsRoute';

const second = buildReport({ id: 'r2', title: 'Not great at all', reportType: 'NEGATIVE', rating: 1, profileId: 'p2', profileName: 'Lena Fox' });

function queueItem(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('AdminReportsRoute (moderation queue)', () => {
  beforeEach(() => localStorage.clear());

  it('opens on the Pending tab with the queue, and switches status tabs', async () => {
    const { user } = renderWithProviders(<AdminReportsRoute />, {
      route: '/admin/reports',
      currentUser: buildAdmin(),
      mocks: [
        reportsMock(queueFilter, [buildReport(), second]),
        reportsMock({ ...queueFilter, status: 'APPROVED' }, [buildReport({ id: 'r9', title: 'Published one', status: 'APPROVED', approved: true })]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pending', 'Approved', 'Rejected', 'All']);
    expect(screen.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('article', { name: 'Kind and honest' })).toBeTruthy();
    expect(within(queueItem('Not great at all')).getByText('Concerning Experience')).toBeTruthy();
    expect(within(queueItem('Kind and honest')).getByRole('link', { name: 'Nadia Stone' }).getAttribute('href')).toBe('/profile/p1');

    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByRole('article', { name: 'Published one' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/reports?status=APPROVED');
    // An approved report offers no Approve button.
    expect(within(queueItem('Published one')).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the queue in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const rejected = buildReport({
      id: 'r3',
      title: 'Gone',
      status: 'REJECTED',
      approved: false,
      rejectionReason: 'DUPLICATE',
      moderationNote: 'Duplicate of r1',
    });
    renderWithProviders(<AdminReportsRoute />, {
      route: '/admin/reports',
      currentUser: buildAdmin(),
      mocks: [reportsMock(queueFilter, [buildReport(), second, rejected])],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reportes' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pendientes', 'Aprobados', 'Rechazados', 'Todos']);
    const item = await screen.findByRole('article', { name: 'Kind and honest' });
    expect(within(item).getByText('Experiencia positiva')).toBeTruthy();
    expect(within(item).getByText('Pendiente')).toBeTruthy();
    expect(within(item).getByText((_, el) => el?.tagName === 'P' && /^Sobre Nadia Stone · Enviado el /.test(el.textContent ?? ''))).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Aprobar' })).toBeTruthy();
    // The reason code reads as a label in her language, the moderator's note as written.
    expect(within(queueItem('Gone')).getByText('Rechazado: Duplicado — Duplicate of r1')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Tipo de reporte' })).toBeTruthy();
  });

  it('approves a report: the mutation runs, a toast confirms and the queue is refetched', async () => {
    const approve = jest.fn(() => ({ data: { approveReport: { __typename: 'Report', id: 'r1', status: 'APPROVED', approved: true } } }));
    const { user } = renderWithProviders(<AdminReportsRoute />, {
      route: '/admin/reports',
      currentUser: buildAdmin(),
      mocks: [
        reportsMock(queueFilter, [buildReport(), second]),
        { request: { query: ApproveReportMutation, variables: { id: 'r1', note: null } }, result: approve },
        reportsMock(queueFilter, [second]),
      ],
    });
    await screen.findByRole('article', { name: 'Kind and honest' });
    await user.click(within(queueItem('Kind and honest')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Report Approved')).toBeTruthy();
    expect(approve).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kind and honest' })).toBeNull());
    expect(queueItem('Not great at all')).toBeTruthy();
  });

  it('rejects only with a reason code, and sends the reason and note', async () => {
    const reject = jest.fn(() => ({ data: { rejectReport: { __typename: 'Report', id: 'r2', status: 'REJECTED', approved: false } } }));
    const { user } = renderWithProviders(<AdminReportsRoute />, {
      route: '/admin/reports',
      currentUser: buildAdmin(),
      mocks: [
        reportsMock(queueFilter, [buildReport(), second]),
        { request: { query: RejectReportMutation, variables: { id: 'r2', reason: 'PERSONAL_INFORMATION', note: 'Names a street' } }, result: reject },
        reportsMock(queueFilter, [buildReport()]),
      ],
    });
    await screen.findByRole('article', { name: 'Not great at all' });
    await user.click(within(queueItem('Not great at all')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject report' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a reason.');
    expect(reject).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'PERSONAL_INFORMATION');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Names a street');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Report Rejected')).toBeTruthy();
    expect(reject).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Not great at all' })).toBeNull());
  });

  it('deletes a report only after confirmation', async () => {
    const remove = jest.fn(() => ({ data: { deleteReport: true } }));
    const { user } = renderWithProviders(<AdminReportsRoute />, {
      route: '/admin/reports',
      currentUser: buildAdmin(),
      mocks: [
        reportsMock(queueFilter, [buildReport(), second]),
        { request: { query: DeleteReportMutation, variables: { id: 'r1', reason: null, note: null } }, result: remove },
        reportsMock(queueFilter, [second]),
      ],
    });
    await screen.findByRole('article', { name: 'Kind and honest' });
    await user.click(within(queueItem('Kind and honest')).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(queueItem('Kind and honest')).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Report Deleted')).toBeTruthy();
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kind and honest' })).toBeNull());
  });

  it("edits title and content with the SPEC's length rules, and shows 'Update Failed' when the server refuses", async () => {
    const content = 'She was friendly and kept every promise she made to me.';
    const { user } = renderWithProviders(<AdminReportsRoute />, {
      route: '/admin/reports',
      currentUser: buildAdmin(),
      mocks: [
        reportsMock(queueFilter, [buildReport()]),
        {
          request: { query: UpdateReportMutation, variables: { id: 'r1', input: { title: 'Kind!', content } } },
          result: { errors: [{ message: 'Report not found' }] },
        },
        {
          request: { query: UpdateReportMutation, variables: { id: 'r1', input: { title: 'Kind and fair', content } } },
          result: { data: { updateReport: { __typename: 'Report', id: 'r1', title: 'Kind and fair', content } } },
        },
      ],
    });
    await screen.findByRole('article', { name: 'Kind and honest' });
    await user.click(within(queueItem('Kind and honest')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit report' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Kin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Title must be at least 5 characters');

    await user.clear(title);
    await user.type(title, 'Kind!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getByText('Failed to update report: Report not found')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit report' })).toBeTruthy();

    await user.clear(title);
    await user.type(title, 'Kind and fair');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report Updated')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Kind and fair' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('filters by ?profile=, names the profile and offers a clear-filter link', async () => {
    renderWithProviders(<AdminReportsRoute />, {
      route: '/admin/reports?profile=p1&status=ALL',
      currentUser: buildAdmin(),
      mocks: [
        reportsMock({ ...queueFilter, status: 'ALL', profileId: 'p1' }, [buildReport()]),
        {
          request: { query: AdminReportsProfileQuery, variables: { id: 'p1' } },
          result: { data: { profile: { __typename: 'Profile', id: 'p1', displayName: 'Nadia Stone' } } },
        },
      ],
    });
    expect(await screen.findByRole('article', { name: 'Kind and honest' })).toBeTruthy();
    const notice = await screen.findByText((_, el) => el?.textContent === 'Showing reports about Nadia Stone');
    expect(notice).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear filter' }).getAttribute('href')).toBe('/admin/reports?status=ALL');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it("shows a report's author only when asked, with one audited request", async () => {
    const author = jest.fn(() => ({ data: { revealReportAuthor: 'sara_k' } }));
    const { user } = renderWithProviders(<AdminReportsRoute />, {
      route: '/admin/reports',
      currentUser: buildAdmin(),
      mocks: [
        reportsMock(queueFilter, [buildReport()]),
        {
          request: { query: RevealReportAuthorMutation, variables: { reportId: 'r1' } },
          result: author,
        },
      ],
    });
    await screen.findByRole('article', { name: 'Kind and honest' });
    await user.click(within(queueItem('Kind and honest')).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Kind and honest' });
    expect(within(dialog).getByText('Reports are anonymous. Showing the author is recorded in the audit log.')).toBeTruthy();
    expect(author).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Show author' }));
    expect(await within(dialog).findByText('Written by @sara_k')).toBeTruthy();
    expect(author).toHaveBeenCalledTimes(1);
  });
});
