import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AppRoutes } from '../../../app/router';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RESET_LINK_SENT } from '../forms/ForgotPasswordForm';
import { LoginMutation } from '../hooks/useLogin';
import { RequestPasswordResetMutation } from '../hooks/usePasswordReset';
import { RESERVED_USERNAME_MESSAGE } from '@tea/limits';
import { SignUpMutation } from '../hooks/useRegister';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/preferences';

const SERVER_TROUBLE = 'The service is briefly unavailable. Please try again in a moment.';
const TOO_COMMON = 'This password is too common. Try a passphrase of three or four unrelated words.';

function renderAuth(mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(<AppRoutes />, { route: '/auth', currentUser: null, mocks });
}

/** The toast viewport (a labelled region). */
const toasts = () => within(screen.getByRole('region', { name: /\(F8\)$/ }));

async function expectToast(title: string, description?: string) {
  // Generous: some answers below are held back on purpose (PENDING_MS) so the pending state can be seen.
  expect(await toasts().findByText(title, undefined, { timeout: 5_000 })).toBeTruthy();
  if (description) expect(toasts().getByText(description)).toBeTruthy();
}

type User = ReturnType<typeof renderWithProviders>['user'];

/** Types her name (or e-mail) and password into the Sign In form and presses Sign In. */
async function submitSignIn(user: User, username: string, password: string) {
  await user.type(await screen.findByLabelText('Username or email'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

type SignUpEntry = { username?: string; email?: string; password: string; confirm?: string };

/** Fills the Sign Up form (as newbie, newbie@example.com, the password confirmed unless said otherwise) and presses Create Account. */
async function submitSignUp(user: User, { username = 'newbie', email = 'newbie@example.com', password, confirm = password }: SignUpEntry) {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

/**
 * How long a mocked answer is held back where a test checks the pending state ('Signing In...'): long enough that a
 * busy machine cannot skip past it before the check (30 ms could), short enough to keep the test quick.
 */
const PENDING_MS = 1_500;

describe('AuthRoute', () => {
  beforeEach(() => localStorage.clear());

  it('shows the brand, the slogan and the Sign In tab by default', async () => {
    renderAuth();
    expect(await screen.findByRole('heading', { name: 'Tea' })).toBeTruthy();
    expect(screen.getByText(/Spill the tea\. Honest feedback/)).toBeTruthy();
    expect(screen.getByText('100% anonymous reporting')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByLabelText('Username or email')).toBeTruthy();
  });

  it('asks for both fields before signing in', async () => {
    const { user } = renderAuth();
    await user.type(await screen.findByLabelText('Username or email'), 'jane');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Missing information', 'Please enter both username/email and password.');
  });

  it('toggles the visibility of the login password', async () => {
    const { user } = renderAuth();
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('signs in with an e-mail, shows the welcome toast and goes home', async () => {
    const jane = buildUser();
    const { user } = renderAuth([
      {
        request: { query: LoginMutation, variables: { input: { username: 'jane@example.com', password: 'secret1' } } },
        result: { data: { login: jane } },
        delay: PENDING_MS,
      },
    ]);
    await submitSignIn(user, ' jane@example.com ', 'secret1');

    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);

    await expectToast('Welcome back!', "You've been successfully logged in.");
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(await screen.findByText('Welcome back, Jane!')).toBeTruthy();
  });

  it.each([
    ['/guidelines#reports', '/guidelines#reports'],
    [encodeURIComponent('//evil.example/x'), '/'],
    [encodeURIComponent('/\\evil.example'), '/'],
    ['http%3A%2F%2Fevil.example', '/'],
  ])('after signing in from ?next=%s, goes to %s (paths on this site only)', async (next, landing) => {
    const jane = buildUser();
    const { user } = renderWithProviders(<AppRoutes />, {
      route: `/auth?next=${next}`,
      currentUser: null,
      mocks: [{ request: { query: LoginMutation, variables: { input: { username: 'jane', password: 'secret1' } } }, result: { data: { login: jane } } }],
    });
    await submitSignIn(user, 'jane', 'secret1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(landing.replace(/#.*/, '')));
  });

  it('shows the server message when signing in fails', async () => {
    const { user } = renderAuth([
      {
        request: { query: LoginMutation, variables: { input: { username: 'jane', password: 'wrong-password' } } },
        result: { errors: [{ message: 'Invalid username/email or password.' }] },
      },
    ]);
    await submitSignIn(user, 'jane', 'wrong-password');

    await expectToast('Login failed', 'Invalid username/email or password.');
    const toast = toasts().getByRole('alert');
    expect(within(toast).getByText('Login failed')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();

    // The failure is about the Sign In form: switching to Sign Up dismisses it.
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await waitFor(() => expect(toasts().queryByText('Login failed')).toBeNull());
  });

  describe('Forgot password?', () => {
    it('asks for an e-mail or username, sends it trimmed and shows the neutral confirmation', async () => {
      const send = jest.fn(() => ({ data: { requestPasswordReset: true } }));
      const { user } = renderAuth([{ request: { query: RequestPasswordResetMutation, variables: { email: 'jane@example.com' } }, result: send, delay: 300 }]);
      await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
      expect(screen.queryByLabelText('Password')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(screen.getByText('Please enter your e-mail address or username.')).toBeTruthy();
      expect(send).not.toHaveBeenCalled();

      await user.type(screen.getByLabelText('Email or username'), ' jane@example.com ');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(((await screen.findByRole('button', { name: 'Sending...' })) as HTMLButtonElement).disabled).toBe(true);
      const sent = await screen.findByRole('status', { name: 'Check your e-mail' });
      expect(within(sent).getByText(RESET_LINK_SENT)).toBeTruthy();
      expect(send).toHaveBeenCalledTimes(1);

      await user.click(within(sent).getByRole('button', { name: 'Back to Sign In' }));
      expect(screen.getByLabelText('Username or email')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
    });

    it('shows the limit message when too many links were asked for', async () => {
      const { user } = renderAuth([
        {
          request: { query: RequestPasswordResetMutation, variables: { email: 'jane' } },
          result: { errors: [{ message: 'Too many password reset requests. Please try again in 42 minutes.', extensions: { code: 'TOO_MANY_REQUESTS' } }] },
        },
      ]);
      await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
      await user.type(screen.getByLabelText('Email or username'), 'jane');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Too many password reset requests. Please try again in 42 minutes.');
      expect(screen.queryByRole('status', { name: 'Check your e-mail' })).toBeNull();
      expect(screen.getByLabelText('Email or username')).toBeTruthy();
    });
  });

  describe('Sign Up', () => {
    async function openSignUp() {
      const rendered = renderAuth(mocksForSignUp);
      await rendered.user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
      return rendered;
    }
    let mocksForSignUp: MockLink.MockedResponse[] = [];
    beforeEach(() => {
      mocksForSignUp = [];
    });

    it('has an e-mail typed e-mail field and a password toggle', async () => {
      await openSignUp();
      expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
      expect(screen.getByLabelText('Confirm password').getAttribute('type')).toBe('password');
      expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(1);
    });

    it('asks for the required fields', async () => {
      const { user } = await openSignUp();
      await user.type(screen.getByLabelText('Username'), 'newbie');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      await expectToast('Missing information', 'Please fill in all required fields.');
    });

    it('requires matching passwords', async () => {
      const { user } = await openSignUp();
      await submitSignUp(user, { password: 'secret1', confirm: 'secret2' });
      await expectToast("Passwords don't match", 'Please make sure both passwords are identical.');
    });

    it('requires at least 6 characters', async () => {
      const { user } = await openSignUp();
      await submitSignUp(user, { password: 'short' });
      await expectToast('Password too short', 'Password must be at least 6 characters long.');
    });

    it('creates the account without sending confirmPassword, then asks her to check her e-mail', async () => {
      mocksForSignUp = [
        {
          request: {
            query: SignUpMutation,
            variables: { input: { username: 'newbie', email: 'newbie@example.com', password: 'quiet-harbor-pebble' } },
          },
          result: { data: { signUp: { __typename: 'SignUpResult', confirmEmail: true } } },
          delay: PENDING_MS,
        },
      ];
      const { user } = await openSignUp();
      await submitSignUp(user, { password: 'quiet-harbor-pebble' });

      expect(((await screen.findByRole('button', { name: 'Creating Account...' })) as HTMLButtonElement).disabled).toBe(true);
      const sent = await screen.findByRole('status', { name: 'Check your e-mail' }, { timeout: 5_000 });
      expect(within(sent).getByText('newbie@example.com')).toBeTruthy();
      expect(sent.textContent).toMatch(/spam/);
      // No session: she stays on the auth screen, signed out.
      expect(screen.getByTestId('location').textContent).toBe('/auth');
      expect(screen.queryByLabelText('Confirm password')).toBeNull();
    });

    it('refuses a username that passes for staff before sending anything', async () => {
      const { user } = await openSignUp();
      await submitSignUp(user, { username: 'tea_support', password: 'quiet-harbor-pebble' });
      await expectToast('Username not available', RESERVED_USERNAME_MESSAGE);
    });

    it('switches to Sign In, prefilled, when the username is taken', async () => {
      mocksForSignUp = [
        {
          request: {
            query: SignUpMutation,
            variables: {
              input: { username: 'jane', email: 'other@example.com', password: 'quiet-harbor-pebble', firstName: 'Janet' },
            },
          },
          result: { errors: [{ message: 'Username already taken' }] },
        },
      ];
      const { user } = await openSignUp();
      await user.type(screen.getByLabelText('First name (optional)'), 'Janet');
      await submitSignUp(user, { username: 'jane', email: 'other@example.com', password: 'quiet-harbor-pebble' });

      await expectToast('Registration failed', 'Username already taken');
      await waitFor(() => expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true'));
      expect((screen.getByLabelText('Username or email') as HTMLInputElement).value).toBe('jane');
      expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    });

    it('stays on Sign Up for other registration errors', async () => {
      mocksForSignUp = [
        {
          request: {
            query: SignUpMutation,
            variables: { input: { username: 'newbie', email: 'jane@example.com', password: 'quiet-harbor-pebble' } },
          },
          result: { errors: [{ message: SERVER_TROUBLE }] },
        },
      ];
      const { user } = await openSignUp();
      await submitSignUp(user, { email: 'jane@example.com', password: 'quiet-harbor-pebble' });

      await expectToast('Registration failed', SERVER_TROUBLE);
      expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
    });

    it('suggests a passphrase, and shows a refused password under the password field until it is changed', async () => {
      mocksForSignUp = [
        {
          request: { query: SignUpMutation, variables: { input: { username: 'newbie', email: 'newbie@example.com', password: 'password1' } } },
          result: { errors: [{ message: TOO_COMMON, extensions: { code: 'BAD_USER_INPUT', field: 'password' } }] },
        },
      ];
      const { user } = await openSignUp();
      const password = screen.getByLabelText('Password');
      const describedBy = () => (password.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(describedBy()).toEqual([expect.stringMatching(/passphrase of three or four unrelated words/)]);
      await user.type(screen.getByLabelText('Username'), 'newbie');
      await user.type(screen.getByLabelText('Email'), 'newbie@example.com');
      await user.type(password, 'password1');
      await user.type(screen.getByLabelText('Confirm password'), 'password1');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));

      await expectToast('Registration failed', TOO_COMMON);
      await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
      expect(describedBy()).toEqual([expect.stringMatching(/passphrase/), TOO_COMMON]);
      expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
      await user.type(password, ' kettle');
      expect(password.getAttribute('aria-invalid')).toBeNull();
      expect(describedBy()).toHaveLength(1);
    });
  });

  describe('in Spanish', () => {
    beforeEach(() => localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es' })));

    it('shows the screen and the sign-in checks in her language', async () => {
      const { user } = renderAuth();
      expect(await screen.findByText('Reportes 100 % anónimos', undefined, { timeout: 5_000 })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Iniciar sesión' }).getAttribute('aria-selected')).toBe('true');
      await waitFor(() => expect(document.title).toBe('Iniciar sesión - Tea'));
      await user.type(screen.getByLabelText('Usuario o correo'), 'jane');
      await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      await expectToast('Falta información', 'Ingresa tu usuario o correo y tu contraseña.');
    });

    it("says in her language when the sign-up's answer does not confirm it was sent", async () => {
      const { user } = renderAuth([
        {
          request: { query: SignUpMutation, variables: { input: { username: 'newbie', email: 'newbie@example.com', password: 'quiet-harbor-pebble' } } },
          result: { data: { signUp: { __typename: 'SignUpResult', confirmEmail: false } } },
        },
      ]);
      await user.click(await screen.findByRole('tab', { name: 'Registrarse' }, { timeout: 5_000 }));
      await user.type(screen.getByLabelText('Nombre de usuario'), 'newbie');
      await user.type(screen.getByLabelText('Correo electrónico'), 'newbie@example.com');
      await user.type(screen.getByLabelText('Contraseña'), 'quiet-harbor-pebble');
      await user.type(screen.getByLabelText('Confirma la contraseña'), 'quiet-harbor-pebble');
      await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
      expect(await toasts().findAllByText('No se pudo completar el registro', undefined, { timeout: 5_000 })).toHaveLength(2);
    });

    it('switches to Sign In when the API says, in Spanish, that the username is taken (its message id)', async () => {
      const taken = 'Ese nombre de usuario ya está en uso';
      const { user } = renderAuth([
        {
          request: { query: SignUpMutation, variables: { input: { username: 'jane', email: 'jane@example.com', password: 'quiet-harbor-pebble' } } },
          result: { errors: [{ message: taken, extensions: { code: 'CONFLICT', messageId: 'auth.usernameTaken' } }] },
        },
      ]);
      await user.click(await screen.findByRole('tab', { name: 'Registrarse' }, { timeout: 5_000 }));
      const terms = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Al unirte, aceptas las Normas y los Términos.');
      expect(within(terms).getByRole('link', { name: 'Normas' }).getAttribute('href')).toBe('/guidelines');
      await user.type(screen.getByLabelText('Nombre de usuario'), 'jane');
      await user.type(screen.getByLabelText('Correo electrónico'), 'jane@example.com');
      await user.type(screen.getByLabelText('Contraseña'), 'quiet-harbor-pebble');
      await user.type(screen.getByLabelText('Confirma la contraseña'), 'quiet-harbor-pebble');
      await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
      await expectToast('No se pudo completar el registro', taken);
      await waitFor(() => expect(screen.getByRole('tab', { name: 'Iniciar sesión' }).getAttribute('aria-selected')).toBe('true'));
      expect((screen.getByLabelText('Usuario o correo') as HTMLInputElement).value).toBe('jane');
    });
  });

  it('sends signed-in members home', async () => {
    renderWithProviders(<AppRoutes />, { route: '/auth', currentUser: buildUser() });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.queryByRole('tab', { name: 'Sign In' })).toBeNull();
  });
});
