import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DeleteAccountMutation } from '../hooks/useDeleteAccount';
import { DATA_EXPORT_PATH, fileNameFrom } from '../hooks/useDataExport';
import { AccountSettingsTab } from './AccountSettingsTab';

type FakeResponse = {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  blob(): Promise<Blob>;
  text(): Promise<string>;
};

function response(status: number, body: string, headers: Record<string, string> = {}): FakeResponse {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 429 ? 'Too Many Requests' : 'OK',
    headers: { get: (name) => lower[name.toLowerCase()] ?? null },
    blob: async () => new Blob([body], { type: 'application/json' }),
    text: async () => body,
  };
}

describe('AccountSettingsTab', () => {
  const realFetch = globalThis.fetch;
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('downloads the export at once with the session cookie, showing a loading state, then a toast', async () => {
    let answer: (r: FakeResponse) => void = () => {};
    const fetchMock = jest.fn(() => new Promise<FakeResponse>((resolve) => (answer = resolve)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const { user } = renderWithProviders(<AccountSettingsTab />, { route: '/settings' });

    await user.click(screen.getByRole('button', { name: 'Request Data Export' }));
    const busy = screen.getByRole('button', { name: 'Preparing Export...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(DATA_EXPORT_PATH, expect.objectContaining({ credentials: 'same-origin' }));

    answer(response(200, '{"format":"tea-data-export"}', { 'Content-Disposition': 'attachment; filename="tea-data-export-2026-11-25.json"' }));
    expect(await screen.findByText('Data export ready')).toBeTruthy();
    expect(screen.getByText('tea-data-export-2026-11-25.json holds everything Tea keeps about your account.')).toBeTruthy();
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('tea-data-export-2026-11-25.json');
    expect(clicked[0].href).toBe('blob:export');
    expect(((await (URL.createObjectURL as jest.Mock).mock.calls[0][0]) as Blob).size).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Request Data Export' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows an error toast with the status and the server message when the export is refused', async () => {
    globalThis.fetch = jest.fn(async () =>
      response(429, JSON.stringify({ message: 'You have requested several data exports in the last hour. Please try again in 12 minutes.' })),
    ) as unknown as typeof fetch;
    const { user } = renderWithProviders(<AccountSettingsTab />, { route: '/settings' });
    await user.click(screen.getByRole('button', { name: 'Request Data Export' }));
    expect(await screen.findByText('Data export failed')).toBeTruthy();
    expect(screen.getByText('429: You have requested several data exports in the last hour. Please try again in 12 minutes.')).toBeTruthy();
    expect(clicked).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Request Data Export' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reads the file name from Content-Disposition, with a fallback', () => {
    expect(fileNameFrom('attachment; filename="tea-data-export-2026-01-02.json"')).toBe('tea-data-export-2026-01-02.json');
    expect(fileNameFrom(null)).toBe('tea-data-export.json');
  });

  it('deletes the account only with a password and DELETE typed, then lands on / with a toast', async () => {
    const deleted = jest.fn(() => ({ data: { deleteAccount: true } }));
    const { user } = renderWithProviders(<AccountSettingsTab />, {
      route: '/settings',
      mocks: [{ request: { query: DeleteAccountMutation, variables: { password: 'my-secret', deletePublishedReports: true } }, result: deleted }],
    });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    await user.type(within(dialog).getByLabelText('Password'), 'my-secret');
    expect(confirm.disabled).toBe(true);
    const word = within(dialog).getByLabelText('Type DELETE to confirm');
    await user.type(word, 'delete');
    expect(confirm.disabled).toBe(true);
    await user.clear(word);
    await user.type(word, 'DELETE');
    expect(confirm.disabled).toBe(false);
    const alsoPublished = within(dialog).getByRole('checkbox', { name: /Also delete my published reports/ }) as HTMLInputElement;
    expect(alsoPublished.checked).toBe(false);
    await user.click(alsoPublished);

    await user.click(confirm);
    expect(await screen.findByText('Account deleted')).toBeTruthy();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps published reports unless the box is ticked, and stays in the dialog with the server message on a wrong password', async () => {
    const { user } = renderWithProviders(<AccountSettingsTab />, {
      route: '/settings',
      mocks: [
        {
          request: { query: DeleteAccountMutation, variables: { password: 'wrong', deletePublishedReports: false } },
          result: { errors: [{ message: 'The password is not correct.' }] },
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('The password is not correct.');
    expect(screen.getByTestId('location').textContent).toBe('/settings');
    expect(screen.queryByText('Account deleted')).toBeNull();
  });

  it('Cancel closes the dialog without deleting anything', async () => {
    const deleted = jest.fn(() => ({ data: { deleteAccount: true } }));
    const { user } = renderWithProviders(<AccountSettingsTab />, {
      route: '/settings',
      mocks: [{ request: { query: DeleteAccountMutation, variables: { password: 'x', deletePublishedReports: false } }, result: deleted }],
    });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/settings');
  });
});
