import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AppRoutes } from '../../../app/router';
import { buildTwoFactorStatus, twoFactorStatusMock } from '../../../test/mocks/two-factor';
import { buildAdmin, buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SIGN_IN_AGAIN_MESSAGE, WRONG_CODE_MESSAGE } from '../../two-factor/two-factor-errors';
import { VerifySecondFactorMutation } from '../../two-factor/hooks/useVerifySecondFactor';
import { LoginMutation } from '../hooks/useLogin';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/preferences';
import { browseMock, locationsMock } from '../../../test/mocks/profiles';

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app to finish signing in.';
const CODE_LABEL = 'Code from your authenticator app';

const loginNeedsCode: MockLink.MockedResponse = {
  request: { query: LoginMutation, variables: { input: { username: 'jane', password: 'correct-horse' } } },
  result: { errors: [{ message: CODE_NEEDED, extensions: { code: 'UNAUTHENTICATED', reason: 'TWO_FACTOR_REQUIRED' } }] },
};

function verifyMock(code: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: VerifySecondFactorMutation, variables: { code } }, result };
}

const refused = (message: string) => ({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });

const toasts = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

async function signInWithPassword(mocks: MockLink.MockedResponse[], route = '/auth') {
  const rendered = renderWithProviders(<AppRoutes />, { route, currentUser: null, mocks: [loginNeedsCode, ...mocks] });
  const { user } = rendered;
  await user.type(await screen.findByLabelText('Username or email'), 'jane');
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return rendered;
}

describe('Sign in with two-step sign-in', () => {
  beforeEach(() => localStorage.clear());

  it('asks for the code in the same card, with focus in a one-time-code field, then signs in and goes home', async () => {
    const verified = jest.fn(() => ({ data: { verifySecondFactor: buildUser() } }));
    // Home answers (an empty list), so its own error toast does not replace "Welcome back!".
    const { user } = await signInWithPassword([verifyMock('123456', verified), locationsMock(), browseMock({ items: [] })]);

    const step = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(within(step).getByText(CODE_NEEDED)).toBeTruthy();
    const input = within(step).getByLabelText(CODE_LABEL);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/auth');

    await user.keyboard('123456{Enter}');
    expect(await toasts().findByText('Welcome back!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(verified).toHaveBeenCalledTimes(1);
  });

  it('returns her, after the code, to the page that sent her to the sign-in', async () => {
    const { user } = await signInWithPassword([verifyMock('123456', { data: { verifySecondFactor: buildUser() } })], '/auth?next=%2Fguidelines');
    await user.type(await screen.findByLabelText(CODE_LABEL), '123456{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/guidelines'));
  });

  it('keeps the step open after a wrong code the API says in Spanish (known by its message id)', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es' }));
    const wrong = 'Ese código no es correcto. Ingresa el código de 6 dígitos de tu app de autenticación o uno de tus códigos de recuperación.';
    const rendered = renderWithProviders(<AppRoutes />, {
      route: '/auth',
      currentUser: null,
      mocks: [
        loginNeedsCode,
        verifyMock('000000', { errors: [{ message: wrong, extensions: { code: 'UNAUTHENTICATED', messageId: 'twoFactor.wrongCode' } }] }),
      ],
    });
    const { user } = rendered;
    await user.type(await screen.findByLabelText('Usuario o correo', undefined, { timeout: 5_000 }), 'jane');
    await user.type(screen.getByLabelText('Contraseña'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const step = await screen.findByRole('region', { name: 'Verificación en dos pasos' }, { timeout: 5_000 });
    await user.type(within(step).getByLabelText('Código de tu app de autenticación'), '000000');
    await user.click(within(step).getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(within(step).getByRole('alert').textContent).toBe(wrong));
    expect(screen.queryByLabelText('Contraseña')).toBeNull();
    expect(within(step).getByRole('button', { name: 'Atrás' })).toBeTruthy();
  });

  it('shows a wrong code under the field and keeps the step open; a short code is caught before sending', async () => {
    const { user } = await signInWithPassword([verifyMock('000000', refused(WRONG_CODE_MESSAGE))]);
    const input = await screen.findByLabelText(CODE_LABEL);

    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code has 6 digits. Enter the code your authenticator app shows now.');

    await user.clear(input);
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(WRONG_CODE_MESSAGE));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.getByTestId('location').textContent).toBe('/auth');
  });

  it('takes a recovery code instead', async () => {
    const verified = jest.fn(() => ({ data: { verifySecondFactor: buildUser() } }));
    const { user } = await signInWithPassword([verifyMock('abcde-fghjk', verified)]);
    await screen.findByLabelText(CODE_LABEL);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const input = screen.getByLabelText('Recovery code');
    expect(input.getAttribute('inputmode')).toBe('text');
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.type(input, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(verified).toHaveBeenCalledTimes(1);
  });

  it('Back returns to the password step with the username kept', async () => {
    const { user } = await signInWithPassword([]);
    await screen.findByLabelText(CODE_LABEL);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Username or email') as HTMLInputElement).value).toBe('jane');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    expect(screen.queryByLabelText(CODE_LABEL)).toBeNull();
  });

  it('goes back to the password step with the reason when too many wrong codes ended the sign-in', async () => {
    const { user } = await signInWithPassword([verifyMock('111111', refused(SIGN_IN_AGAIN_MESSAGE))]);
    await user.type(await screen.findByLabelText(CODE_LABEL), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_AGAIN_MESSAGE);
    expect(screen.queryByLabelText(CODE_LABEL)).toBeNull();
    expect((screen.getByLabelText('Username or email') as HTMLInputElement).value).toBe('jane');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('sends an admin who signed in with her password alone to the admin area, which asks her to set it up', async () => {
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/auth',
      currentUser: null,
      mocks: [
        {
          request: { query: LoginMutation, variables: { input: { username: 'moderator', password: 'correct-horse' } } },
          result: { data: { login: buildAdmin() } },
        },
        twoFactorStatusMock(buildTwoFactorStatus({ required: true })),
      ],
    });
    await user.type(await screen.findByLabelText('Username or email'), 'moderator');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
    // The portal, the gate's status and its panel arrive one after the other (each loads lazily).
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-step sign-in to use the admin tools' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up' })).toBeTruthy();
  });
});
