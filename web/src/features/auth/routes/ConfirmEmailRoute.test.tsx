import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AppRoutes } from '../../../app/router';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ConfirmEmailMutation } from '../hooks/useConfirmEmail';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/preferences';

const TOKEN = 'c0Nf_-abcdefghijklmnopqrstuvwxyz0123456789AB';
const LINK_INVALID = 'This confirmation link is invalid, has expired or was already used. Sign in with your password to get a new one.';

/** Held back so the pending state can be seen on a busy machine (AGENTS rule 19). */
const PENDING_MS = 1_500;

function renderConfirm(mocks: MockLink.MockedResponse[] = [], route = `/confirm-email?token=${TOKEN}`) {
  return renderWithProviders(<AppRoutes />, { route, currentUser: null, mocks });
}

const confirmMock = (result: MockLink.MockedResponse['result'], delay?: number): MockLink.MockedResponse => ({
  request: { query: ConfirmEmailMutation, variables: { token: TOKEN } },
  result,
  delay,
});

describe('ConfirmEmailRoute', () => {
  beforeEach(() => localStorage.clear());

  it('sends the token once, shows that it is working, then lands her signed in on /', async () => {
    const newbie = buildUser({ id: '7', username: 'newbie', email: 'newbie@example.com', firstName: null, lastName: null });
    const send = jest.fn(() => ({ data: { confirmEmail: newbie } }));
    renderConfirm([confirmMock(send, PENDING_MS)]);
    expect(await screen.findByRole('status', { name: 'Confirming your e-mail address...' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), { timeout: 10_000 });
    // Signed in: the cache's `me` is her (the home screen greets her).
    expect(await screen.findByText('Welcome, newbie!', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a used or expired link says so and sends her to sign in for a new one', async () => {
    renderConfirm([confirmMock({ errors: [{ message: LINK_INVALID, extensions: { code: 'BAD_USER_INPUT', field: 'token' } }] })]);
    const problem = await screen.findByRole('alert', { name: 'This link has expired or was already used' }, { timeout: 10_000 });
    expect(within(problem).getByText(/e-mail you a new link/)).toBeTruthy();
    expect(within(problem).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByTestId('location').textContent).toMatch(/^\/confirm-email/);
  });

  it('says a used link is used in Spanish when her language is es', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es' }));
    renderConfirm([], '/confirm-email');
    const problem = await screen.findByRole('alert', { name: 'Este enlace venció o ya se usó' }, { timeout: 10_000 });
    expect(within(problem).getByText(/te enviaremos un enlace nuevo por correo/)).toBeTruthy();
    expect(within(problem).getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Confirma tu correo - Tea'));
  });

  it('a link without a token sends nothing', async () => {
    const send = jest.fn(() => ({ data: { confirmEmail: buildUser() } }));
    renderConfirm([confirmMock(send)], '/confirm-email');
    expect(await screen.findByRole('alert', { name: 'This link has expired or was already used' }, { timeout: 10_000 })).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('another failure offers to try again, which sends the token again', async () => {
    const newbie = buildUser({ id: '8', username: 'retry', firstName: 'Rita' });
    const { user } = renderConfirm([
      confirmMock({ errors: [{ message: 'The service is briefly unavailable. Please try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }),
      confirmMock({ data: { confirmEmail: newbie } }),
    ]);
    const failed = await screen.findByRole('alert', { name: 'We could not confirm your e-mail address' }, { timeout: 10_000 });
    expect(within(failed).getByText(/briefly unavailable/)).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), { timeout: 10_000 });
  });
});
