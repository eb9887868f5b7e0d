import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SubmitRemovalRequestMutation } from '../hooks/useSubmitRemovalRequest';
import { RemovalRequestRoute } from './RemovalRequestRoute';

const input = {
  targetType: 'REPORT',
  targetId: '42',
  reason: 'MINOR',
  explanation: 'This report is about my daughter, who is sixteen.',
  contactEmail: 'parent@example.org',
  goodFaith: true,
};

describe('RemovalRequestRoute', () => {
  afterEach(() => localStorage.removeItem('userPreferences'));

  it('shows every validation message and sends nothing while the form is incomplete', async () => {
    const send = jest.fn(() => ({ data: { submitRemovalRequest: { __typename: 'RemovalRequestReceipt', id: 'r1', contentHidden: false } } }));
    const { user } = renderWithProviders(<RemovalRequestRoute />, {
      route: '/removal-request?profile=7',
      mocks: [{ request: { query: SubmitRemovalRequestMutation, variables: { input } }, result: send }],
    });
    expect((screen.getByLabelText('Its number') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('What should be removed?') as HTMLSelectElement).value).toBe('PROFILE');
    await user.type(screen.getByLabelText('Explanation'), 'Too short');
    await user.type(screen.getByLabelText('Your e-mail address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Please choose a reason.')).toBeTruthy();
    expect(screen.getByText('Please explain your request in at least 20 characters.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please confirm the good-faith statement.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('prefills a report target and says to open the link e-mailed to confirm the request', async () => {
    const send = jest.fn(() => ({ data: { submitRemovalRequest: { __typename: 'RemovalRequestReceipt', id: 'r1', contentHidden: false } } }));
    const { user } = renderWithProviders(<RemovalRequestRoute />, {
      route: '/removal-request?report=42',
      mocks: [{ request: { query: SubmitRemovalRequestMutation, variables: { input } }, result: send }],
    });
    expect((screen.getByLabelText('What should be removed?') as HTMLSelectElement).value).toBe('REPORT');
    await user.selectOptions(screen.getByLabelText('Reason'), 'MINOR');
    await user.type(screen.getByLabelText('Explanation'), input.explanation);
    await user.type(screen.getByLabelText('Your e-mail address'), input.contactEmail);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your request was received')).toBeTruthy();
    expect(screen.getByText(/Check your e-mail: we sent a link to parent@example\.org\. Please open it to confirm your request\./)).toBeTruthy();
    expect(screen.getByText('The content is hidden as soon as you confirm.')).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows the form and its checks in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const { user } = renderWithProviders(<RemovalRequestRoute />, { route: '/removal-request?profile=7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitar eliminación' }, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText('Su número') as HTMLInputElement).value).toBe('7');
    expect(screen.getByRole('option', { name: 'Un perfil completo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.getByText('Elige un motivo.')).toBeTruthy();
    expect(screen.getByText('Confirma la declaración de buena fe.')).toBeTruthy();
  });
});
