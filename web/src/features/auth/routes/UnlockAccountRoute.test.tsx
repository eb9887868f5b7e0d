import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/preferences';
import { UnlockAccountMutation } from '../hooks/useUnlockAccount';

const TOKEN = 'uNl0cK_-abcdefghijklmnopqrstuvwxyz0123456789';

function renderUnlock(mocks: MockLink.MockedResponse[] = [], route = `/unlock-account?token=${TOKEN}`) {
  return renderWithProviders(<AppRoutes />, { route, currentUser: null, mocks });
}

describe('UnlockAccountRoute', () => {
  beforeEach(() => localStorage.clear());

  it('unlocks with one button, then offers to sign in', async () => {
    const send = jest.fn(() => ({ data: { unlockAccount: true } }));
    const { user } = renderUnlock([{ request: { query: UnlockAccountMutation, variables: { token: TOKEN } }, result: send }]);
    await user.click(await screen.findByRole('button', { name: 'Unlock my account' }, { timeout: 10_000 }));
    const done = await screen.findByRole('status', { name: 'Your account is unlocked' }, { timeout: 5_000 });
    expect(within(done).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("puts the API's refusal of the link before how to get a new one", async () => {
    const refusal = 'This unlock link is invalid, has expired or was already used. Sign in with your password to get a new one.';
    const { user } = renderUnlock([
      {
        request: { query: UnlockAccountMutation, variables: { token: TOKEN } },
        result: { errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', field: 'token' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Unlock my account' }, { timeout: 10_000 }));
    const problem = await screen.findByRole('alert', { name: 'This link has expired or was already used' }, { timeout: 5_000 });
    expect(within(problem).getByText(`${refusal} Signing in with your password e-mails you a new one while your account is locked.`)).toBeTruthy();
  });

  it('says a link without a token is unusable in Spanish when her language is es', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es' }));
    renderUnlock([], '/unlock-account');
    const problem = await screen.findByRole('alert', { name: 'Este enlace venció o ya se usó' }, { timeout: 10_000 });
    expect(
      within(problem).getByText(
        'Un enlace de desbloqueo funciona una sola vez y durante 24 horas. Si inicias sesión con tu contraseña mientras tu cuenta está bloqueada, te enviaremos uno nuevo por correo.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Desbloquea tu cuenta - Tea'));
  });
});
