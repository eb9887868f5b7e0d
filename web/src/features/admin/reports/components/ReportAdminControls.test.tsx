import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import { buildAdmin, buildUser } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { renderOnceSignedIn } from '../../../../test/signed-in';
import { DeleteReportMutation, UpdateReportMutation } from '../hooks/useModerateReport';
import { ReportAdminControls } from './ReportAdminControls';

/** Stands in for the profile page: the profile's aggregates and its reports, each with the admin controls. */
const TestProfileReportsQuery = gql`
  query TestProfileReports {
    profile(id: "p1") {
      id
      displayName
      reviewCount
    }
    profileReports(profileId: "p1") {
      items {
        id
        title
        content
      }
      nextCursor
    }
  }
`;

type StandInData = {
  profile: { reviewCount: number } | null;
  profileReports: { items: { id: string; title: string; content: string }[] };
};

function ProfilePageStandIn() {
  const { data } = useQuery<StandInData>(TestProfileReportsQuery);
  if (!data?.profile) return null;
  return (
    <>
      <p data-testid="review-count">{data.profile.reviewCount} reports</p>
      {data.profileReports.items.map((report) => (
        <article key={report.id} aria-label={report.title}>
          <p>{report.content}</p>
          <ReportAdminControls reportId={report.id} title={report.title} content={report.content} profileId="p1" />
        </article>
      ))}
    </>
  );
}

const content = 'She was friendly and kept every promise she made to me.';

function pageMock(reports: { id: string; title: string }[], reviewCount: number) {
  return {
    request: { query: TestProfileReportsQuery },
    result: {
      data: {
        profile: { __typename: 'Profile', id: 'p1', displayName: 'Nadia Stone', reviewCount },
        profileReports: {
          __typename: 'ReportPage',
          nextCursor: null,
          items: reports.map((r) => ({ __typename: 'Report', id: r.id, title: r.title, content })),
        },
      },
    },
  };
}

const twoReports = pageMock(
  [
    { id: 'r1', title: 'Kind and honest' },
    { id: 'r2', title: 'Always late' },
  ],
  2,
);

/** The admin tools are a lazy chunk (ReportAdminTools): importing it can take seconds on a busy machine. */
const LAZY_TOOLS = { timeout: 10_000 };
describe('ReportAdminControls', () => {
  beforeEach(() => localStorage.clear());

  it('renders nothing for members who are not admins', async () => {
    await renderOnceSignedIn(<ProfilePageStandIn />, { currentUser: buildUser(), mocks: [twoReports] }, 'member');
    expect(await screen.findByRole('article', { name: 'Kind and honest' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("edits title and content with Save and the card shows the change ('Report Updated')", async () => {
    const { user } = renderWithProviders(<ProfilePageStandIn />, {
      currentUser: buildAdmin(),
      mocks: [
        twoReports,
        {
          request: { query: UpdateReportMutation, variables: { id: 'r1', input: { title: 'Kind and fair', content: `${content} Recommended.` } } },
          result: { data: { updateReport: { __typename: 'Report', id: 'r1', title: 'Kind and fair', content: `${content} Recommended.` } } },
        },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Kind and honest' });
    await user.click(await within(card).findByRole('button', { name: 'Edit' }, LAZY_TOOLS));
    const title = within(card).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Kind and fair');
    await user.type(within(card).getByLabelText('Content'), ' Recommended.');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report Updated')).toBeTruthy();
    const updated = await screen.findByRole('article', { name: 'Kind and fair' });
    expect(within(updated).getByText(`${content} Recommended.`)).toBeTruthy();
    expect(within(updated).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('shows the tools in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const { user } = renderWithProviders(<ProfilePageStandIn />, { currentUser: buildAdmin(), mocks: [twoReports] });
    const card = await screen.findByRole('article', { name: 'Kind and honest' });
    const tools = await within(card).findByRole('region', { name: 'Controles de administración de este reporte' }, LAZY_TOOLS);
    await user.click(within(tools).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('dialog', { name: '¿Eliminar el reporte?' })).toBeTruthy();
    expect(screen.getByText('«Kind and honest» se eliminará de forma permanente. Esto no se puede deshacer.')).toBeTruthy();
  });

  it("Cancel closes the editor; a failed save says 'Update Failed'", async () => {
    const { user } = renderWithProviders(<ProfilePageStandIn />, {
      currentUser: buildAdmin(),
      mocks: [
        twoReports,
        { request: { query: UpdateReportMutation, variables: { id: 'r2', input: { title: 'Always late', content } } }, error: new Error('Network down') },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Always late' });
    await user.click(await within(card).findByRole('button', { name: 'Edit' }, LAZY_TOOLS));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByLabelText('Title')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getByText('Failed to update report: Network down')).toBeTruthy();
  });

  it("deletes after confirmation: the report leaves the page and the profile's counts are refetched", async () => {
    const remove = jest.fn(() => ({ data: { deleteReport: true } }));
    const { user } = renderWithProviders(<ProfilePageStandIn />, {
      currentUser: buildAdmin(),
      mocks: [
        twoReports,
        { request: { query: DeleteReportMutation, variables: { id: 'r2', reason: null, note: null } }, result: remove },
        pageMock([{ id: 'r1', title: 'Kind and honest' }], 1),
      ],
    });
    expect((await screen.findByTestId('review-count')).textContent).toBe('2 reports');
    const card = screen.getByRole('article', { name: 'Always late' });
    await user.click(await within(card).findByRole('button', { name: 'Delete' }, LAZY_TOOLS));
    const dialog = screen.getByRole('dialog', { name: 'Delete report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete report?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Report Deleted')).toBeTruthy();
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Always late' })).toBeNull());
    await waitFor(() => expect(screen.getByTestId('review-count').textContent).toBe('1 reports'));
  });

  it("says 'Delete Failed' when the delete fails", async () => {
    const { user } = renderWithProviders(<ProfilePageStandIn />, {
      currentUser: buildAdmin(),
      mocks: [
        twoReports,
        { request: { query: DeleteReportMutation, variables: { id: 'r1', reason: null, note: null } }, result: { errors: [{ message: 'Report not found' }] } },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Kind and honest' });
    await user.click(await within(card).findByRole('button', { name: 'Delete' }, LAZY_TOOLS));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete report?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Failed')).toBeTruthy();
    expect(screen.getByText('Failed to delete report: Report not found')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Kind and honest' })).toBeTruthy();
  });
});
