import { screen, waitFor, within } from '@testing-library/react';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { DecideRemovalRequestMutation, RemovalRequestsQuery } from '../hooks/useRemovalRequests';
import { EndWatchMutation, WatchesMatchingProfileQuery } from '../hooks/useRemovalWatches';
import { AdminRemovalRequestsRoute } from './AdminRemovalRequestsRoute';

const item = (id: string, targetLabel: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'RemovalRequest',
  id,
  targetType: 'PROFILE',
  targetId: '7',
  targetLabel,
  profileId: '7',
  reason: 'MINOR',
  explanation: 'She is only sixteen years old.',
  contactEmail: 'sender@example.org',
  contactConfirmed: false,
  senderDismissedCount: 0,
  status: 'PENDING',
  contentHidden: true,
  decisionReason: null,
  decidedAt: null,
  decidedBy: null,
  createdAt: '2026-11-10T09:00:00.000Z',
  ...overrides,
});

const listMock = {
  request: { query: RemovalRequestsQuery },
  result: { data: { removalRequests: [item('a', 'Profile of Ann Lee', { contactConfirmed: true, senderDismissedCount: 2 }), item('b', 'Profile of Bo Kim')] } },
};

const decided = (id: string, status: string, reason: string) => ({
  data: {
    decideRemovalRequest: { __typename: 'RemovalRequest', id, status, decisionReason: reason, decidedAt: '2026-11-11T09:00:00.000Z', decidedBy: 'admin' },
  },
});

describe('AdminRemovalRequestsRoute', () => {
  beforeEach(() => localStorage.clear());

  it("lists target, reason, explanation, contact (confirmed or not) and the sender's dismissed requests; upholding needs a reason", async () => {
    const decide = jest.fn(() => decided('a', 'UPHELD', 'Confirmed a minor.'));
    const { user } = renderWithProviders(<AdminRemovalRequestsRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        listMock,
        { request: { query: DecideRemovalRequestMutation, variables: { id: 'a', decision: 'UPHOLD', reason: 'Confirmed a minor.' } }, result: decide },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Profile: Profile of Ann Lee' });
    expect(within(card).getByText('It concerns a minor')).toBeTruthy();
    expect(within(card).getByText('She is only sixteen years old.')).toBeTruthy();
    expect(within(card).getByText('sender@example.org (Contact e-mail confirmed)')).toBeTruthy();
    expect(within(card).getByText('2 earlier requests from this sender were dismissed')).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Profile: Profile of Bo Kim' });
    expect(within(other).getByText('sender@example.org (Not confirmed yet)')).toBeTruthy();
    expect(within(other).queryByText(/earlier request/)).toBeNull();
    expect(within(card).getByText('Pending (hidden until decided)')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Uphold' }));
    const dialog = screen.getByRole('dialog', { name: 'Uphold request' });
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(within(dialog).getByText('Please give a reason for the decision.')).toBeTruthy();
    expect(decide).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason for the decision'), 'Confirmed a minor.');
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(await screen.findByText('Request Upheld')).toBeTruthy();
    expect(decide).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(card).getByText('Upheld')).toBeTruthy());
    expect(within(card).queryByRole('button', { name: 'Uphold' })).toBeNull();
  });

  it('dismisses with a reason', async () => {
    const decide = jest.fn(() => decided('b', 'DISMISSED', 'She is an adult.'));
    const { user } = renderWithProviders(<AdminRemovalRequestsRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        listMock,
        { request: { query: DecideRemovalRequestMutation, variables: { id: 'b', decision: 'DISMISS', reason: 'She is an adult.' } }, result: decide },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Profile: Profile of Bo Kim' });
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss request' });
    await user.type(within(dialog).getByLabelText('Reason for the decision'), 'She is an adult.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Request Dismissed')).toBeTruthy();
    expect(decide).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(card).getByText('Dismissed')).toBeTruthy());
  });
});

describe('AdminRemovalRequestsRoute: the name watches of the person who asked', () => {
  beforeEach(() => localStorage.clear());

  const watch = (id: string, firstName: string, status = 'ACTIVE') => ({
    __typename: 'Watch',
    id,
    firstName,
    lastName: 'L',
    location: 'Austin, TX',
    radius: 25,
    status,
  });

  it('loads them on demand, ends one, and lists what is left (no member is named)', async () => {
    const end = jest.fn(() => ({ data: { endWatch: { __typename: 'Watch', id: 'w1', status: 'ENDED' } } }));
    const { user } = renderWithProviders(<AdminRemovalRequestsRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        { request: { query: RemovalRequestsQuery }, result: { data: { removalRequests: [item('a', 'Profile of Ann Lee')] } } },
        { request: { query: WatchesMatchingProfileQuery, variables: { profileId: '7' } }, result: { data: { watchesMatchingProfile: [watch('w1', 'Ann')] } } },
        { request: { query: EndWatchMutation, variables: { id: 'w1', note: 'The person asked for removal.' } }, result: end },
        { request: { query: WatchesMatchingProfileQuery, variables: { profileId: '7' } }, result: { data: { watchesMatchingProfile: [] } } },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Profile: Profile of Ann Lee' });
    await user.click(within(card).getByRole('button', { name: 'Name watches of this person' }));
    const watches = await within(card).findByRole('region', { name: 'Name watches of this person' });
    expect(await within(watches).findByText('Ann L within 25 miles of Austin, TX')).toBeTruthy();
    await user.click(within(watches).getByRole('button', { name: 'End the watch: Ann L within 25 miles of Austin, TX' }));
    expect(await screen.findByText('Watch ended')).toBeTruthy();
    expect(end).toHaveBeenCalledTimes(1);
    expect(await within(watches).findByText('No member watches this name.')).toBeTruthy();
  });
});

describe('AdminRemovalRequestsRoute in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('shows the requests and the decision dialog in her language', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const { user } = renderWithProviders(<AdminRemovalRequestsRoute />, { currentUser: buildAdmin(), mocks: [listMock] });
    const card = await screen.findByRole('article', { name: 'Perfil: Profile of Ann Lee' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitudes de eliminación' })).toBeTruthy();
    expect(within(card).getByText('Pendiente (oculto hasta que se decida)')).toBeTruthy();
    expect(within(card).getByText('Se refiere a una menor')).toBeTruthy();
    expect(within(card).getByText('sender@example.org (correo de contacto confirmado)')).toBeTruthy();
    expect(within(card).getByText('2 solicitudes anteriores de esta persona fueron desestimadas')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Desestimar' }));
    const dialog = screen.getByRole('dialog', { name: 'Desestimar la solicitud' });
    await user.click(within(dialog).getByRole('button', { name: 'Desestimar' }));
    expect(within(dialog).getByText('Indica un motivo para la decisión.')).toBeTruthy();
  });
});
