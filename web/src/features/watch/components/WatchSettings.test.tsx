import { screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/preferences';
import { locationsMock } from '../../../test/mocks/profiles';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CreateWatchMutation, DeleteWatchMutation, MyWatchesQuery, RenewWatchMutation, type Watch } from '../hooks/useWatches';
import { WatchSettings, watchDetails } from './WatchSettings';
import { WatchThisNameButton } from './WatchThisNameButton';

const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function buildWatch(overrides: Partial<Watch>): Watch & { __typename: 'Watch' } {
  return {
    __typename: 'Watch',
    id: 'w-1',
    firstName: 'Jordan',
    lastName: 'K',
    location: 'Austin, TX',
    radius: 25,
    status: 'ACTIVE',
    createdAt: '2026-11-20T08:00:00.000Z',
    expiresAt: '2026-12-20T08:00:00.000Z',
    lastMatchedAt: ago(2 * HOUR),
    ...overrides,
  };
}

const jordan = buildWatch({});
const sam = buildWatch({
  id: 'w-2',
  firstName: 'Sam',
  lastName: null,
  location: 'New York, NY',
  radius: 5,
  status: 'EXPIRED',
  lastMatchedAt: null,
  expiresAt: '2026-11-01T08:00:00.000Z',
});
const listMock = (watches: Watch[]) => ({ request: { query: MyWatchesQuery }, result: { data: { myWatches: watches } } });
const rows = () => within(screen.getByRole('list', { name: 'Your watches' })).getAllByRole('listitem');
const toasts = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('WatchSettings (Settings > Watches)', () => {
  beforeEach(() => localStorage.clear());

  it('lists her watches with their place, radius, state and when each last matched', async () => {
    renderWithProviders(<WatchSettings />, { mocks: [locationsMock(), listMock([jordan, sam])] });
    expect(screen.getByRole('status', { name: 'Loading your watches' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Your watches' });
    const [first, second] = rows();
    expect(first.textContent).toContain('Jordan K, within 25 miles of Austin, TX');
    expect(first.textContent).toContain('Active');
    expect(first.textContent).toContain('Last matched 2 hours ago · Until Dec 20, 2026');
    expect(second.textContent).toContain('Sam, within 5 miles of New York, NY');
    expect(second.textContent).toContain('No match yet · Expired Nov 1, 2026');
  });

  it('shows an empty state without watches', async () => {
    renderWithProviders(<WatchSettings />, { mocks: [locationsMock(), listMock([])] });
    expect(await screen.findByText('No watches yet')).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    renderWithProviders(<WatchSettings />, { mocks: [locationsMock(), { request: { query: MyWatchesQuery }, error: new Error('offline') }] });
    expect(await screen.findByText('Could not load your watches')).toBeTruthy();
  });

  it('starts a watch from the form: nothing is sent without a name and a city; the list gains it', async () => {
    const created = buildWatch({ id: 'w-3', firstName: 'Avery', lastName: null, location: 'New York, NY', radius: 50, lastMatchedAt: null });
    const create = jest.fn(() => ({ data: { createWatch: created } }));
    const { user } = renderWithProviders(<WatchSettings />, {
      mocks: [
        locationsMock(),
        listMock([jordan]),
        {
          request: { query: CreateWatchMutation, variables: { input: { firstName: 'Avery', lastName: null, location: 'New York, NY', radius: 50 } } },
          result: create,
        },
      ],
    });
    await screen.findByRole('list', { name: 'Your watches' });
    const form = screen.getByRole('form', { name: 'Watch a name' });
    await user.click(within(form).getByRole('button', { name: 'Watch this name' }));
    expect(await within(form).findByText('Enter a first name.')).toBeTruthy();
    expect(within(form).getByText('Choose a city.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText(/First name/), ' Avery ');
    await user.selectOptions(within(form).getByLabelText(/Near/), 'New York, NY');
    await user.selectOptions(within(form).getByLabelText('Distance'), 'Within 50 miles');
    await user.click(within(form).getByRole('button', { name: 'Watch this name' }));
    expect(await toasts().findByText('Watch started')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0].textContent).toContain('Avery, within 50 miles of New York, NY');
    // Empty again for the next one.
    expect((within(form).getByLabelText(/First name/) as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal (the 3-watch limit) and keeps what she typed', async () => {
    const { user } = renderWithProviders(<WatchSettings />, {
      mocks: [
        locationsMock(),
        listMock([jordan]),
        {
          request: { query: CreateWatchMutation, variables: { input: { firstName: 'Riley', lastName: 'B', location: 'Austin, TX', radius: 25 } } },
          result: { errors: [{ message: 'You already watch 3 names. Delete one before watching another.', extensions: { code: 'CONFLICT' } }] },
        },
      ],
    });
    await screen.findByRole('list', { name: 'Your watches' });
    const form = screen.getByRole('form', { name: 'Watch a name' });
    await user.type(within(form).getByLabelText(/First name/), 'Riley');
    await user.type(within(form).getByLabelText(/Last name or initial/), 'B');
    await user.selectOptions(within(form).getByLabelText(/Near/), 'Austin, TX');
    await user.click(within(form).getByRole('button', { name: 'Watch this name' }));
    expect(await toasts().findByText('You already watch 3 names. Delete one before watching another.')).toBeTruthy();
    expect((within(form).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Riley');
    expect(rows()).toHaveLength(1);
  });

  it('renews a watch, and deletes one after confirmation', async () => {
    const renew = jest.fn(() => ({ data: { renewWatch: { ...sam, status: 'ACTIVE', expiresAt: '2026-12-31T08:00:00.000Z' } } }));
    const remove = jest.fn(() => ({ data: { deleteWatch: true } }));
    const { user } = renderWithProviders(<WatchSettings />, {
      mocks: [
        locationsMock(),
        listMock([jordan, sam]),
        { request: { query: RenewWatchMutation, variables: { id: 'w-2' } }, result: renew },
        { request: { query: DeleteWatchMutation, variables: { id: 'w-1' } }, result: remove },
      ],
    });
    await screen.findByRole('list', { name: 'Your watches' });
    await user.click(within(rows()[1]).getByRole('button', { name: 'Renew' }));
    expect(await toasts().findByText('Watch renewed for 30 days')).toBeTruthy();
    await waitFor(() => expect(rows()[1].textContent).toContain('Until Dec 31, 2026'));
    await user.click(within(rows()[0]).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this watch?' });
    expect(dialog.textContent).toContain('You will no longer hear of profiles named Jordan K.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(rows()[0].textContent).toContain('Sam');
  });

  it('describes an ended watch without renewing it', () => {
    const intl = createIntl({ locale: 'en', timeZone: 'UTC' });
    expect(watchDetails(intl, { status: 'ENDED', lastMatchedAt: null, expiresAt: '2026-12-20T08:00:00.000Z' }, new Date())).toBe(
      'No match yet · Ended by the moderators',
    );
  });

  it('shows the list in Spanish when her language is es', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es' }));
    renderWithProviders(<WatchSettings />, { mocks: [locationsMock(), listMock([jordan])] });
    const list = await screen.findByRole('list', { name: 'Tus vigilancias' }, { timeout: 5_000 });
    expect(list.textContent).toContain('Jordan K, a menos de 25 millas de Austin, TX');
  });
});

describe('WatchThisNameButton (a profile page)', () => {
  beforeEach(() => localStorage.clear());

  it('opens the form filled in with the profile’s name and city', async () => {
    const { user } = renderWithProviders(<WatchThisNameButton start={{ firstName: 'Jordan', lastName: 'Kim', location: 'Austin, TX' }} />, {
      mocks: [locationsMock()],
    });
    await user.click(screen.getByRole('button', { name: 'Watch this name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Watch this name' }, { timeout: 5_000 });
    const form = within(dialog).getByRole('form', { name: 'Watch a name' });
    expect((within(form).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Jordan');
    expect((within(form).getByLabelText(/Last name or initial/) as HTMLInputElement).value).toBe('Kim');
    await waitFor(() => expect((within(form).getByLabelText(/Near/) as HTMLSelectElement).value).toBe('Austin, TX'));
    expect(within(dialog).getByRole('link', { name: 'Settings > Watches' }).getAttribute('href')).toBe('/settings/watches');
  });
});
