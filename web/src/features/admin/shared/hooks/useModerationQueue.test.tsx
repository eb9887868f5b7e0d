import { act, screen, waitFor, within } from '@testing-library/react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { buildReport, queueFilter, reportsMock, type MockReport } from '../../reports/report-mocks';
import { ApproveReportMutation } from '../../reports/hooks/useModerateReport';
import { AdminReportsRoute } from '../../reports/routes/AdminReportsRoute';
import { AdminQueueCountsQuery } from '../components/AdminNav';
import { applyQueueEvent, ModerationClaimsQuery, TakeOverModerationItemMutation, type QueueEvent } from './useModerationQueue';

const first = buildReport({ dateOfInteraction: null, location: null });
const second = buildReport({ id: 'r2', title: 'Not great at all', dateOfInteraction: null, location: null });
const reportsPage = (items: MockReport[]) => reportsMock(queueFilter, items);
const claimsMock = (): MockLink.MockedResponse => ({
  request: { query: ModerationClaimsQuery, variables: { queue: 'REPORTS' } },
  result: { data: { moderationClaims: [] } },
});
const countsMock = (reports: number): MockLink.MockedResponse => ({
  request: { query: AdminQueueCountsQuery },
  result: {
    data: {
      adminStats: {
        __typename: 'AdminStats',
        pendingReports: reports,
        pendingImages: 0,
        pendingVerifications: 0,
        pendingFlagCases: 0,
        pendingRemovalRequests: 0,
        pendingAppeals: 0,
      },
    },
  },
});

const otherAdmin = { __typename: 'ModerationClaim' as const, queue: 'REPORTS' as const, adminId: 'admin-2', adminName: 'dana' };
const event = (change: QueueEvent['change'], itemId: string, reports: number, claim: QueueEvent['claim'] = null): QueueEvent => ({
  queue: 'REPORTS',
  itemId,
  change,
  counts: { reports, images: 0, verifications: 0, flags: 0, removalRequests: 0, appeals: 0 },
  claim,
});

let client: ApolloClient | undefined;
function ClientProbe() {
  client = useApolloClient();
  return null;
}

const waitingText = () => {
  const link = within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Reports' });
  return document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
};

describe('the moderation queue, live (issue 24)', () => {
  beforeEach(() => localStorage.clear());

  it('updates the count, the list and the claim badges from queue events, without a reload', async () => {
    renderWithProviders(
      <>
        <ClientProbe />
        <AdminReportsRoute />
      </>,
      {
        route: '/admin/reports',
        currentUser: buildAdmin(),
        mocks: [reportsPage([first]), claimsMock(), claimsMock(), countsMock(1), reportsPage([first, second]), reportsPage([second])],
      },
    );
    await screen.findByRole('article', { name: 'Kind and honest' });
    await waitFor(() => expect(waitingText()).toBe('1 waiting'));

    // A member submitted a report: the count and the list follow.
    act(() => applyQueueEvent(client!.cache, event('ADDED', 'r2', 2)));
    expect(await screen.findByRole('article', { name: 'Not great at all' })).toBeTruthy();
    await waitFor(() => expect(waitingText()).toBe('2 waiting'));

    // Another moderator opened it.
    const expiresAt = new Date(Date.now() + 300_000).toISOString();
    act(() => applyQueueEvent(client!.cache, event('CLAIMED', 'r2', 2, { ...otherAdmin, itemId: 'r2', expiresAt })));
    const claimed = screen.getByRole('article', { name: 'Not great at all' });
    expect(await within(claimed).findByText('Being reviewed by dana')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Kind and honest' })).queryByText(/Being reviewed/)).toBeNull();

    // Another moderator decided the first one: it leaves the list.
    act(() => applyQueueEvent(client!.cache, event('REMOVED', 'r1', 1)));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kind and honest' })).toBeNull());
    await waitFor(() => expect(waitingText()).toBe('1 waiting'));

    // Her claim let go: no badge.
    act(() => applyQueueEvent(client!.cache, event('RELEASED', 'r2', 1)));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Not great at all' })).queryByText(/Being reviewed/)).toBeNull());
  });

  it("keeps an item she decided herself in view (her decision's answer shows its outcome) and refetches for anyone else's", async () => {
    renderWithProviders(
      <>
        <ClientProbe />
        <AdminReportsRoute />
      </>,
      { route: '/admin/reports', currentUser: buildAdmin(), mocks: [reportsPage([first, second]), claimsMock()] },
    );
    await screen.findByRole('article', { name: 'Kind and honest' });
    const cached = () =>
      Object.keys((client!.cache.extract() as Record<string, object | undefined>).ROOT_QUERY ?? {}).some((field) => field.startsWith('moderationReports'));
    const expiresAt = new Date(Date.now() + 300_000).toISOString();
    // She (buildAdmin: id 99) has r1 open; another moderator has r2.
    await waitFor(() => expect(client!.cache.readQuery({ query: ModerationClaimsQuery, variables: { queue: 'REPORTS' } })).toBeTruthy());
    act(() => applyQueueEvent(client!.cache, event('CLAIMED', 'r1', 2, { ...otherAdmin, adminId: '99', adminName: 'moderator', itemId: 'r1', expiresAt })));
    act(() => applyQueueEvent(client!.cache, event('CLAIMED', 'r2', 2, { ...otherAdmin, itemId: 'r2', expiresAt })));
    act(() => applyQueueEvent(client!.cache, event('REMOVED', 'r1', 1)));
    expect(cached()).toBe(true);
    act(() => applyQueueEvent(client!.cache, event('REMOVED', 'r2', 0)));
    expect(cached()).toBe(false);
  });

  it('says inline that another moderator reviews the item when a decision is refused (409), with "Take over"', async () => {
    const conflict = {
      message: 'Another moderator is reviewing this item. Try again when they are done, or take it over.',
      extensions: { code: 'CONFLICT', messageId: 'moderation.claimHeld' },
    };
    const expiresAt = new Date(Date.now() + 300_000).toISOString();
    const { user } = renderWithProviders(<AdminReportsRoute />, {
      route: '/admin/reports',
      currentUser: buildAdmin(),
      mocks: [
        reportsPage([first]),
        claimsMock(),
        { request: { query: ApproveReportMutation, variables: { id: 'r1', note: null } }, result: { errors: [conflict] } },
        {
          request: { query: TakeOverModerationItemMutation, variables: { queue: 'REPORTS', id: 'r1' } },
          result: { data: { takeOverModerationItem: { ...otherAdmin, adminId: 'admin-1', adminName: 'me', itemId: 'r1', expiresAt } } },
        },
      ],
    });
    const item = await screen.findByRole('article', { name: 'Kind and honest' });
    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    const alert = await within(item).findByRole('alert');
    expect(alert.textContent).toContain(conflict.message);
    // No toast: the answer is where she asked.
    expect(screen.queryByText('Action Failed')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(within(item).queryByRole('alert')).toBeNull());
  });
});
