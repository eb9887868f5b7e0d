import { screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/preferences';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CreateApiTokenMutation, MyApiTokensQuery, RevokeApiTokenMutation, type ApiToken } from '../hooks/useApiTokens';
import { ApiTokenSettings, tokenDetails } from './ApiTokenSettings';

const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function buildToken(overrides: Partial<ApiToken>): ApiToken & { __typename: 'ApiToken' } {
  return {
    __typename: 'ApiToken',
    id: 'tok-1',
    name: 'Research script',
    scopes: ['READ'],
    prefix: 'tea_pat_AbC1',
    createdAt: '2026-11-02T08:00:00.000Z',
    expiresAt: '2027-02-01T08:00:00.000Z',
    lastUsedAt: ago(2 * HOUR),
    ...overrides,
  };
}

const script = buildToken({});
const poster = buildToken({ id: 'tok-2', name: 'Poster', scopes: ['READ', 'WRITE'], prefix: 'tea_pat_XyZ9', lastUsedAt: null, expiresAt: null });
const listMock = (tokens: ApiToken[]) => ({ request: { query: MyApiTokensQuery }, result: { data: { myApiTokens: tokens } } });
const rows = () => within(screen.getByRole('list', { name: 'Your API tokens' })).getAllByRole('listitem');
const toasts = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('ApiTokenSettings', () => {
  beforeEach(() => localStorage.clear());

  it('lists her tokens with their scopes, prefix, when they were used and when they expire, and links the API guide', async () => {
    renderWithProviders(<ApiTokenSettings adminTools={false} />, { mocks: [listMock([script, poster])] });
    expect(screen.getByRole('status', { name: 'Loading your API tokens' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Your API tokens' });
    const [first, second] = rows();
    expect(first.textContent).toContain('Research script');
    expect(first.textContent).toContain('tea_pat_AbC1… · Created Nov 2, 2026 · Last used 2 hours ago · Expires Feb 1, 2027');
    expect(within(second).getByText('Write')).toBeTruthy();
    expect(second.textContent).toContain('Never used · Does not expire');
    expect(screen.getByRole('link', { name: 'How to use the API' }).getAttribute('href')).toBe('/developers');
    // Members are not offered the admin scope.
    expect(screen.queryByRole('checkbox', { name: /Moderate/ })).toBeNull();
  });

  it('shows an empty state without tokens', async () => {
    renderWithProviders(<ApiTokenSettings adminTools={false} />, { mocks: [listMock([])] });
    expect(await screen.findByText('No API tokens yet')).toBeTruthy();
  });

  it('creates a token and shows its secret once, with a way to copy it; the list gains it', async () => {
    const created = buildToken({ id: 'tok-3', name: 'Dashboard', scopes: ['READ', 'WRITE'], prefix: 'tea_pat_New1', lastUsedAt: null });
    const create = jest.fn(() => ({ data: { createApiToken: { __typename: 'CreatedApiToken', secret: 'tea_pat_New1SecretSecretSecret', token: created } } }));
    const { user } = renderWithProviders(<ApiTokenSettings adminTools={false} />, {
      mocks: [
        listMock([script]),
        {
          request: { query: CreateApiTokenMutation, variables: { input: { name: 'Dashboard', scopes: ['READ', 'WRITE'], expiresInDays: 365 } } },
          result: create,
        },
      ],
    });
    await screen.findByRole('list', { name: 'Your API tokens' });
    const form = screen.getByRole('form', { name: 'Create an API token' });
    // Nothing is sent without a name or a scope.
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(within(form).getByRole('alert').textContent).toBe('Give the token a name, so you can tell it apart later.');
    await user.type(within(form).getByLabelText('Name'), '  Dashboard ');
    await user.click(within(form).getByRole('checkbox', { name: /Read/ }));
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(within(form).getByRole('alert').textContent).toBe('Choose at least one scope.');
    await user.click(within(form).getByRole('checkbox', { name: /Read/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Write/ }));
    await user.selectOptions(within(form).getByLabelText('Expires'), 'In 1 year');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const panel = await screen.findByRole('region', { name: 'Your new token' });
    expect((within(panel).getByRole('textbox', { name: 'New token' }) as HTMLInputElement).value).toBe('tea_pat_New1SecretSecretSecret');
    expect(panel.textContent).toContain('It is shown only this once');
    expect(create).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0].textContent).toContain('Dashboard');
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Your new token' })).toBeNull();
    expect(screen.queryByDisplayValue('tea_pat_New1SecretSecretSecret')).toBeNull();
  });

  it('offers the admin scope to admins', async () => {
    renderWithProviders(<ApiTokenSettings adminTools />, { mocks: [listMock([])] });
    expect(await screen.findByRole('checkbox', { name: /Moderate/ })).toBeTruthy();
  });

  it('revokes a token after confirmation', async () => {
    const revoke = jest.fn(() => ({ data: { revokeApiToken: true } }));
    const { user } = renderWithProviders(<ApiTokenSettings adminTools={false} />, {
      mocks: [listMock([script, poster]), { request: { query: RevokeApiTokenMutation, variables: { id: 'tok-1' } }, result: revoke }],
    });
    await screen.findByRole('list', { name: 'Your API tokens' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await toasts().findByText('“Research script” no longer works.')).toBeTruthy();
    expect(revoke).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0].textContent).toContain('Poster');
  });

  it('describes a token in one line', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    const token = { prefix: 'tea_pat_Q', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: '2026-11-25T09:00:00.000Z', expiresAt: null };
    expect(tokenDetails(createIntl({ locale: 'en', timeZone: 'UTC' }), token, now)).toBe(
      'tea_pat_Q… · Created Nov 20, 2026 · Last used 1 hour ago · Does not expire',
    );
  });

  it('shows the tokens and the form in Spanish, with dates in her time zone, when her language is es', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es', timeZone: 'America/Chicago' }));
    // 03:00 UTC on Nov 2 is still Nov 1 in Chicago.
    const late = buildToken({ createdAt: '2026-11-02T03:00:00.000Z' });
    const { user } = renderWithProviders(<ApiTokenSettings adminTools={false} />, { mocks: [listMock([late, poster])] });
    const list = await screen.findByRole('list', { name: 'Tus tokens de API' }, { timeout: 5_000 });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first.textContent).toContain('tea_pat_AbC1… · Creado el 1 nov 2026 · Último uso: hace 2 horas · Vence el 1 feb 2027');
    expect(within(second).getByText('Escritura')).toBeTruthy();
    expect(second.textContent).toContain('Nunca usado · No vence');
    expect(screen.getByRole('link', { name: 'Cómo usar la API' }).getAttribute('href')).toBe('/developers');
    const form = screen.getByRole('form', { name: 'Crear un token de API' });
    await user.click(within(form).getByRole('button', { name: 'Crear token' }));
    expect(within(form).getByRole('alert').textContent).toBe('Ponle un nombre al token para distinguirlo más adelante.');
    await user.click(within(first).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByRole('dialog', { name: '¿Revocar este token?' })).toBeTruthy();
    expect(
      screen.getByText('«Research script» deja de funcionar al instante. Las herramientas que lo usan recibirán 401 hasta que les des un token nuevo.'),
    ).toBeTruthy();
  });
});
