import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../app/router';
import { buildTwoFactorStatus, twoFactorStatusMock } from '../../test/mocks/two-factor';
import { buildAdmin, buildUser } from '../../test/mocks/users';
import { renderWithProviders } from '../../test/render-with-providers';
import { EnableTwoFactorMutation, SetupTwoFactorMutation } from '../two-factor/hooks/useTwoFactorSetup';
import { TwoFactorStatusQuery } from '../two-factor/hooks/useTwoFactorStatus';
import { VerifySecondFactorMutation } from '../two-factor/hooks/useVerifySecondFactor';
import { PendingImagesQuery } from './images/hooks/usePendingImages';

/** Through the router (AdminRoutes.tsx): the admin screens, the gate's status and its panel arrive one after the other (each loads lazily). */
// Lazy admin chunks: importing them can take many seconds on a busy machine.
const LAZY = { timeout: 15_000 };

/** A console screen with one query: the images waiting for review (none). */
const noImages = () => ({ data: { pendingImages: [] } });

describe('AdminSecondFactorGate', () => {
  beforeEach(() => localStorage.clear());

  it('asks an admin whose session has not passed two-step sign-in for a code before the console loads', async () => {
    const images = jest.fn(noImages);
    const verified = jest.fn(() => ({ data: { verifySecondFactor: buildAdmin() } }));
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/admin/image-approval',
      currentUser: buildAdmin(),
      mocks: [
        twoFactorStatusMock(buildTwoFactorStatus({ enabled: true, required: true, recoveryCodesLeft: 8 })),
        { request: { query: PendingImagesQuery }, result: images },
        { request: { query: VerifySecondFactorMutation, variables: { code: '123456' } }, result: verified },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code to use the admin tools' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    const input = screen.getByLabelText('Code from your authenticator app');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(images).not.toHaveBeenCalled();

    await user.keyboard('123456{Enter}');
    expect(await screen.findByText('No pending images', {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Image Approval' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Enter your code to use the admin tools' })).toBeNull();
    expect(verified).toHaveBeenCalledTimes(1);
    expect(images).toHaveBeenCalledTimes(1);
  });

  it('makes an admin without two-step sign-in set it up (the portal after her first sign-in), recovery codes included', async () => {
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/admin',
      currentUser: buildAdmin(),
      mocks: [
        twoFactorStatusMock(buildTwoFactorStatus({ required: true })),
        {
          request: { query: SetupTwoFactorMutation },
          result: {
            data: {
              setupTwoFactor: {
                __typename: 'TwoFactorSetup',
                secret: 'JBSWY3DPEHPK3PXP',
                otpauthUrl: 'otpauth://totp/x',
                qrCodeDataUrl: 'data:image/png;base64,AA==',
              },
            },
          },
        },
        { request: { query: EnableTwoFactorMutation, variables: { code: '123456' } }, result: { data: { enableTwoFactor: ['aaaaa-bbbbb', 'ccccc-ddddd'] } } },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-step sign-in to use the admin tools' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Portal' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByRole('img', { name: 'QR code to add Tea to an authenticator app' })).toBeTruthy();
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const saved = await screen.findByRole('region', { name: 'Save your recovery codes' });
    expect(within(saved).getByText('aaaaa-bbbbb')).toBeTruthy();
    // The session has passed it now, but the codes stay until she has saved them.
    expect(screen.queryByRole('heading', { name: 'Admin Portal' })).toBeNull();
    await user.click(within(saved).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Portal' }, LAZY)).toBeTruthy();
  });

  it('leaves members alone (the admin screens send them home) without asking for their status', async () => {
    const status = jest.fn(() => ({ data: { twoFactorStatus: buildTwoFactorStatus() } }));
    renderWithProviders(<AppRoutes />, {
      route: '/admin/users',
      currentUser: buildUser(),
      mocks: [{ request: { query: TwoFactorStatusQuery }, result: status }],
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), LAZY);
    expect(status).not.toHaveBeenCalled();
  });
});

describe('AdminSecondFactorGate in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('asks for the code in her language', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<AppRoutes />, {
      route: '/admin/image-approval',
      currentUser: buildAdmin(),
      mocks: [twoFactorStatusMock(buildTwoFactorStatus({ enabled: true, required: true, recoveryCodesLeft: 8 }))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresa tu código para usar las herramientas de administración' }, LAZY)).toBeTruthy();
    expect(screen.getByText(/Esta sesión aún no confirmó la verificación en dos pasos/)).toBeTruthy();
  });
});
