import { screen, waitFor, within } from '@testing-library/react';
import { buildTwoFactorStatus, twoFactorStatusMock } from '../../../test/mocks/two-factor';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MySessionsQuery } from '../../session/hooks/useMySessions';
import { SecuritySettingsTab } from '../../settings/components/SecuritySettingsTab';
import { WRONG_CODE_MESSAGE } from '../two-factor-errors';
import { DisableTwoFactorMutation, EnableTwoFactorMutation, SetupTwoFactorMutation } from '../hooks/useTwoFactorSetup';
import { RECOVERY_CODES_FILE_NAME } from './RecoveryCodes';
import { TwoFactorSettings } from './TwoFactorSettings';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/preferences';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-fghj${i}`);

const setupMock = {
  request: { query: SetupTwoFactorMutation },
  result: {
    data: {
      setupTwoFactor: { __typename: 'TwoFactorSetup', secret: SECRET, otpauthUrl: `otpauth://totp/Tea:jane?secret=${SECRET}&issuer=Tea`, qrCodeDataUrl: QR },
    },
  },
};

/** jsdom's Blob has no text(): read it as a browser would before that existed. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('TwoFactorSettings', () => {
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    localStorage.clear();
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:codes'), revokeObjectURL: jest.fn() });
  });

  afterEach(() => jest.restoreAllMocks());

  it('sets it up: QR code and key, a first code turns it on, then the recovery codes are shown once', async () => {
    const enabled = jest.fn(() => ({ data: { enableTwoFactor: RECOVERY_CODES } }));
    const { user } = renderWithProviders(<TwoFactorSettings />, {
      route: '/settings',
      mocks: [
        twoFactorStatusMock(buildTwoFactorStatus()),
        setupMock,
        {
          request: { query: EnableTwoFactorMutation, variables: { code: '654321' } },
          result: { errors: [{ message: WRONG_CODE_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] },
        },
        { request: { query: EnableTwoFactorMutation, variables: { code: '123456' } }, result: enabled },
      ],
    });
    expect(await screen.findByText('Off')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up' }));

    const scan = await screen.findByRole('region', { name: 'Add Tea to your authenticator app' });
    await waitFor(() => expect(document.activeElement).toBe(scan));
    expect(within(scan).getByRole('img', { name: 'QR code to add Tea to an authenticator app' }).getAttribute('src')).toBe(QR);
    const key = within(scan).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(key.tagName).toBe('CODE');
    await user.click(within(scan).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    const code = within(scan).getByLabelText('Code from your authenticator app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '654321');
    await user.click(within(scan).getByRole('button', { name: 'Turn on' }));
    expect((await within(scan).findByRole('alert')).textContent).toBe(WRONG_CODE_MESSAGE);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(scan).getByRole('button', { name: 'Turn on' }));
    const saved = await screen.findByRole('region', { name: 'Save your recovery codes' });
    expect(enabled).toHaveBeenCalledTimes(1);
    expect(
      within(within(saved).getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    // Still the set-up on screen (not the 'On' view) until she says she has saved them, but the status says it is on.
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.queryByText('Off')).toBeNull();

    await user.click(within(saved).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(RECOVERY_CODES.join('\n'));
    await user.click(within(saved).getByRole('button', { name: 'Download' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe(RECOVERY_CODES_FILE_NAME);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('text/plain;charset=utf-8');
    expect(await textOf(blob)).toBe(
      `Tea: recovery codes for two-step sign-in\nEach code works once, in place of a code from your authenticator app.\n\n${RECOVERY_CODES.join('\n')}\n`,
    );

    await user.click(within(saved).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.getByText(/Recovery codes left: 10/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Save your recovery codes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('lets a member turn it off with a code', async () => {
    const disabled = jest.fn(() => ({ data: { disableTwoFactor: true } }));
    const { user } = renderWithProviders(<TwoFactorSettings />, {
      mocks: [
        twoFactorStatusMock(buildTwoFactorStatus({ enabled: true, recoveryCodesLeft: 7, passedInThisSession: true })),
        { request: { query: DisableTwoFactorMutation, variables: { code: '123456' } }, result: disabled },
      ],
    });
    expect(await screen.findByText(/Recovery codes left: 7/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const form = screen.getByRole('form', { name: 'Turn off two-step sign-in' });
    await user.type(within(form).getByLabelText('Code from your authenticator app'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-step sign-in is off')).toBeTruthy();
    expect(await screen.findByText('Off')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up' })).toBeTruthy();
    expect(disabled).toHaveBeenCalledTimes(1);
  });

  it('shows the state, the codes left and the turn-off form in Spanish when her language is es', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es' }));
    const { user } = renderWithProviders(<TwoFactorSettings />, {
      mocks: [twoFactorStatusMock(buildTwoFactorStatus({ enabled: true, recoveryCodesLeft: 0, passedInThisSession: true }))],
    });
    expect(await screen.findByText(/Códigos de recuperación restantes: 0\. Sin ellos, cuida bien tu teléfono/, undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Activada')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    const form = screen.getByRole('form', { name: 'Desactivar la verificación en dos pasos' });
    await user.type(within(form).getByLabelText('Código de tu app de autenticación'), '123');
    await user.click(within(form).getByRole('button', { name: 'Desactivar' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'El código tiene 6 dígitos. Ingresa el código que muestra ahora tu app de autenticación.',
    );
    await user.click(within(form).getByRole('button', { name: 'Usar un código de recuperación' }));
    expect(within(form).getByLabelText('Código de recuperación')).toBeTruthy();
  });

  it('does not offer Turn off to admins', async () => {
    renderWithProviders(<TwoFactorSettings />, {
      mocks: [twoFactorStatusMock(buildTwoFactorStatus({ enabled: true, required: true, recoveryCodesLeft: 9, passedInThisSession: true }))],
    });
    expect(await screen.findByText('Admins must keep two-step sign-in on.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('is one of the two sections of Settings > Security', async () => {
    renderWithProviders(<SecuritySettingsTab />, {
      currentUser: buildUser(),
      mocks: [twoFactorStatusMock(buildTwoFactorStatus()), { request: { query: MySessionsQuery }, result: { data: { mySessions: [] } } }],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Two-step sign-in' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: "Where you're signed in" })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Set up' })).toBeTruthy();
    expect(await screen.findByText('No sessions to show')).toBeTruthy();
  });
});
