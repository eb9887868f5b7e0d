import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RESET_LINK_SENT } from '../forms/ForgotPasswordForm';
import { RequestPasswordResetMutation, ResetPasswordMutation } from '../hooks/usePasswordReset';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/preferences';

const TOKEN = 'k3Y_-abcdefghijklmnopqrstuvwxyz0123456789AB';

function renderReset(mocks: MockLink.MockedResponse[] = [], route = `/reset-password?token=${TOKEN}`) {
  return renderWithProviders(<AppRoutes />, { route, currentUser: null, mocks });
}

const toasts = () => within(screen.getByRole('region', { name: /\(F8\)$/ }));

async function choosePassword(user: ReturnType<typeof renderReset>['user'], password: string, confirm = password) {
  if (password) await user.type(await screen.findByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

const resetMock = (result: MockLink.MockedResponse['result'], password = 'new-secret', delay?: number): MockLink.MockedResponse => ({
  request: { query: ResetPasswordMutation, variables: { token: TOKEN, password } },
  result,
  delay,
});

describe('ResetPasswordRoute', () => {
  beforeEach(() => localStorage.clear());

  it("is titled 'Reset password - Tea' with its own heading", async () => {
    renderReset();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Reset password - Tea'));
    expect(screen.getByLabelText('New password').getAttribute('type')).toBe('password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(1);
  });

  it.each([
    ['', '', 'Missing information', 'Please fill in all required fields.'],
    ['new-secret', 'new-secreT', "Passwords don't match", 'Please make sure both passwords are identical.'],
    ['short', 'short', 'Password too short', 'Password must be at least 6 characters long.'],
  ])('applies the sign-up rules to %j / %j and sends nothing', async (password, confirm, title, description) => {
    const send = jest.fn(() => ({ data: { resetPassword: true } }));
    const { user } = renderReset([resetMock(send, password)]);
    await choosePassword(user, password, confirm);
    expect(await toasts().findByText(title)).toBeTruthy();
    expect(toasts().getByText(description)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sets the new password (confirmation not sent) and asks the member to sign in again', async () => {
    const send = jest.fn(() => ({ data: { resetPassword: true } }));
    const { user } = renderReset([resetMock(send, 'new-secret', 300)]);
    await choosePassword(user, 'new-secret');
    expect(((await screen.findByRole('button', { name: 'Saving...' })) as HTMLButtonElement).disabled).toBe(true);
    const done = await screen.findByRole('status', { name: 'Your password was changed' });
    expect(within(done).getByText(/signed out on every device/)).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
    await user.click(within(done).getByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth'));
  });

  it('says clearly when the link is expired or used, and offers a new one right there', async () => {
    const { user } = renderReset([
      resetMock({
        errors: [
          {
            message: 'This password reset link is invalid, has expired or was already used. Please ask for a new one.',
            extensions: { code: 'BAD_USER_INPUT', field: 'token' },
          },
        ],
      }),
      { request: { query: RequestPasswordResetMutation, variables: { email: 'jane' } }, result: { data: { requestPasswordReset: true } } },
    ]);
    await choosePassword(user, 'new-secret');
    const problem = await screen.findByRole('alert', { name: 'This link has expired or was already used' });
    expect(within(problem).getByText(/works once and for 60 minutes/)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await user.type(screen.getByLabelText('Email or username'), 'jane');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(within(await screen.findByRole('status', { name: 'Check your e-mail' })).getByText(RESET_LINK_SENT)).toBeTruthy();
  });

  it('shows the form and its checks in Spanish when her language is es', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es' }));
    const send = jest.fn(() => ({ data: { resetPassword: true } }));
    const { user } = renderReset([resetMock(send, 'new-secret')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Restablecer contraseña' }, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Restablecer contraseña - Tea'));
    expect(screen.getByText(/Al menos 6 caracteres, sin tu nombre de usuario/)).toBeTruthy();
    await user.type(screen.getByLabelText('Contraseña nueva'), 'new-secret');
    await user.type(screen.getByLabelText('Confirma la contraseña nueva'), 'new-secreT');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña nueva' }));
    expect(await toasts().findByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(toasts().getByText('Asegúrate de que las dos contraseñas sean iguales.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('treats a link without a token as unusable', async () => {
    renderReset([], '/reset-password');
    expect(await screen.findByRole('alert', { name: 'This link has expired or was already used' })).toBeTruthy();
    expect(screen.getByLabelText('Email or username')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('shows a refused password (too easy to guess) under the field, suggesting a passphrase, and keeps the form', async () => {
    const message = 'This password is too easy to guess. Try a passphrase of three or four unrelated words.';
    const { user } = renderReset([resetMock({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'password' } }] })]);
    const field = await screen.findByLabelText('New password');
    const describedBy = () => (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(describedBy()).toEqual([expect.stringMatching(/passphrase of three or four unrelated words/)]);
    await choosePassword(user, 'new-secret');
    expect(await toasts().findByText('Password reset failed')).toBeTruthy();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy()).toEqual([expect.stringMatching(/passphrase/), message]);
    expect(screen.queryByRole('status', { name: 'Your password was changed' })).toBeNull();
  });

  it('shows other refusals (a banned account) and keeps the form', async () => {
    const { user } = renderReset([resetMock({ errors: [{ message: 'This account has been banned.', extensions: { code: 'FORBIDDEN' } }] })]);
    await choosePassword(user, 'new-secret');
    expect(await toasts().findByText('Password reset failed')).toBeTruthy();
    expect(toasts().getByText('This account has been banned.')).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});
