import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/preferences';
import { SendPhoneCodeMutation, VerifyPhoneMutation } from '../hooks/usePhoneVerification';
import { PhoneVerificationDialog } from './PhoneVerificationDialog';

const PHONE = '(201) 555-0123';

const sendMock: MockLink.MockedResponse = {
  request: { query: SendPhoneCodeMutation, variables: { phone: PHONE } },
  result: { data: { sendPhoneCode: { __typename: 'PhoneCodeSent', expiresAt: '2030-01-01T00:10:00.000Z', maskedPhone: '+1 ••• ••• 0123' } } },
};

function renderDialog(mocks: MockLink.MockedResponse[], onVerified = jest.fn()) {
  const rendered = renderWithProviders(<PhoneVerificationDialog open onClose={() => undefined} onVerified={onVerified} />, {
    currentUser: buildUser({ phoneVerified: false }),
    mocks,
  });
  return { ...rendered, onVerified };
}

describe('PhoneVerificationDialog', () => {
  beforeEach(() => localStorage.clear());

  it('asks for the number, then the code, and hands over the verified member', async () => {
    const verified = buildUser({ phoneVerified: true });
    const { user, onVerified } = renderDialog([
      sendMock,
      { request: { query: VerifyPhoneMutation, variables: { phone: PHONE, code: '123456' } }, result: { data: { verifyPhone: verified } } },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your phone number' });
    await user.type(within(dialog).getByLabelText('Phone number'), PHONE);
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText('We sent a 6-digit code to +1 ••• ••• 0123. It works for 10 minutes.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('6-digit code'), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Phone' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ id: verified.id, phoneVerified: true })));
  });

  it('speaks Spanish when her language is es: the texts, the checks and the masked number in its sentence', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es' }));
    const { user } = renderDialog([sendMock]);
    const dialog = await screen.findByRole('dialog', { name: 'Verifica tu número de teléfono' }, { timeout: 5_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Ingresa tu número de teléfono.');
    await user.type(within(dialog).getByLabelText('Número de teléfono'), PHONE);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(await within(dialog).findByText('Enviamos un código de 6 dígitos a +1 ••• ••• 0123. Funciona durante 10 minutos.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Código de 6 dígitos'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Verificar teléfono' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Ingresa el código de 6 dígitos del mensaje de texto.');
    expect(within(dialog).getByRole('button', { name: 'Usar otro número' })).toBeTruthy();
  });
});
