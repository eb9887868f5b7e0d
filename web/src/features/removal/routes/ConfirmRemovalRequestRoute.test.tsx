import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { StrictMode } from 'react';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ConfirmRemovalRequestMutation } from '../hooks/useConfirmRemovalRequest';

const TOKEN = 'rEm0v4l_-abcdefghijklmnopqrstuvwxyz0123456789';
const USED = 'This confirmation link is invalid or was already used.';

/** Held back so the pending state can be seen on a busy machine (AGENTS rule 19). */
const PENDING_MS = 1_500;

const receipt = (contentHidden: boolean) => ({
  data: { confirmRemovalRequest: { __typename: 'RemovalRequestReceipt', id: 'r1', contentHidden, confirmationSent: false } },
});

/** Answers up to twice, so a second sending of the token would be counted rather than fail unseen. */
const confirmMock = (result: MockLink.MockedResponse['result'], delay?: number): MockLink.MockedResponse => ({
  request: { query: ConfirmRemovalRequestMutation, variables: { token: TOKEN } },
  result,
  delay,
  maxUsageCount: 2,
});

function renderConfirm(mocks: MockLink.MockedResponse[], route = `/removal-request/confirm?token=${TOKEN}`) {
  // StrictMode runs the effect twice in development: the token must still be sent once.
  return renderWithProviders(
    <StrictMode>
      <AppRoutes />
    </StrictMode>,
    { route, currentUser: null, mocks },
  );
}

describe('ConfirmRemovalRequestRoute', () => {
  beforeEach(() => localStorage.clear());

  it('sends the token once, shows that it is working, then says the content is hidden until a moderator decides', async () => {
    const send = jest.fn(() => receipt(true));
    renderConfirm([confirmMock(send, PENDING_MS)]);
    expect(await screen.findByRole('status', { name: 'Confirming your request...' }, { timeout: 10_000 })).toBeTruthy();
    const done = await screen.findByRole('status', { name: 'Your request is confirmed' }, { timeout: 10_000 });
    expect(within(done).getByText('The content is hidden until a moderator has decided.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your removal request' })).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('says moderators will review a request that hides nothing', async () => {
    renderConfirm([confirmMock(receipt(false))]);
    const done = await screen.findByRole('status', { name: 'Your request is confirmed' }, { timeout: 10_000 });
    expect(within(done).getByText('Our moderators will review it and e-mail you the decision.')).toBeTruthy();
    expect(within(done).queryByText(/hidden/)).toBeNull();
  });

  it("shows the server's message for a used link, with a way back to the form", async () => {
    const send = jest.fn(() => ({ errors: [{ message: USED, extensions: { code: 'BAD_USER_INPUT' } }] }));
    renderConfirm([confirmMock(send)]);
    const problem = await screen.findByRole('alert', { name: 'We could not confirm your request' }, { timeout: 10_000 });
    expect(within(problem).getByText(USED)).toBeTruthy();
    expect(within(problem).getByRole('link', { name: 'Back to the removal request form' }).getAttribute('href')).toBe('/removal-request');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a link without a token sends nothing', async () => {
    const send = jest.fn(() => receipt(true));
    renderConfirm([confirmMock(send)], '/removal-request/confirm');
    const problem = await screen.findByRole('alert', { name: 'We could not confirm your request' }, { timeout: 10_000 });
    expect(within(problem).getByText(/link is incomplete/)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('says it in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderConfirm([], '/removal-request/confirm');
    const problem = await screen.findByRole('alert', { name: 'No pudimos confirmar tu solicitud' }, { timeout: 10_000 });
    expect(within(problem).getByRole('link', { name: 'Volver al formulario de solicitud de eliminación' })).toBeTruthy();
  });
});
