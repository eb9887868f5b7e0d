import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { VerifySecondFactorMutation } from '../../../two-factor/hooks/useVerifySecondFactor';
import { STEP_UP_MESSAGE, WRONG_CODE_MESSAGE } from '../../../two-factor/two-factor-errors';
import { OpenIdDocumentMutation } from '../hooks/useVerificationRequests';
import { VerificationRequestCard } from './VerificationRequestCard';

const request = {
  __typename: 'VerificationRequest' as const,
  id: 'v1',
  userId: 'u1',
  username: 'amy',
  email: 'amy@example.com',
  idType: 'PASSPORT' as const,
  status: 'PENDING' as const,
  submittedAt: '2026-11-10T09:00:00.000Z',
  decidedAt: null,
  reviewerLabel: null,
  notes: null,
  hasDocument: true,
};

const idDocument = {
  __typename: 'IdDocument',
  idType: 'PASSPORT',
  fullName: 'Amy Lee',
  idNumber: 'X1234567',
  dateOfBirth: '1990-04-02',
  url: '/api/id-documents/v1?token=abc',
  expiresAt: '2026-11-25T12:02:00.000Z',
};

const stale = { errors: [{ message: STEP_UP_MESSAGE, extensions: { code: 'FORBIDDEN', reason: 'SECOND_FACTOR_STALE' } }] };

function openMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: OpenIdDocumentMutation, variables: { requestId: 'v1' } }, result };
}

const verifyMock = (code: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: VerifySecondFactorMutation, variables: { code } },
  result,
});

describe('Opening an ID document with a stale second factor (step-up)', () => {
  beforeEach(() => localStorage.clear());

  it('asks for a code, renews the check, then opens the document (one retry)', async () => {
    const opened = jest.fn(() => ({ data: { openIdDocument: idDocument } }));
    const verified = jest.fn(() => ({ data: { verifySecondFactor: buildAdmin() } }));
    const { user } = renderWithProviders(<VerificationRequestCard request={request} />, {
      currentUser: buildAdmin(),
      mocks: [
        openMock(stale),
        verifyMock('000000', { errors: [{ message: WRONG_CODE_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] }),
        verifyMock('123456', verified),
        openMock(opened),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'View ID' }));

    const ask = await screen.findByRole('dialog', { name: 'Confirm it is you' }, { timeout: 5000 });
    expect(within(ask).getByText(`Confirming: Open the ID document. ${STEP_UP_MESSAGE}`)).toBeTruthy();
    const input = within(ask).getByLabelText('Code from your authenticator app');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(opened).not.toHaveBeenCalled();

    await user.keyboard('000000{Enter}');
    expect((await within(ask).findByRole('alert')).textContent).toBe(WRONG_CODE_MESSAGE);
    expect(opened).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '123456');
    await user.click(within(ask).getByRole('button', { name: 'Verify' }));
    const shown = await screen.findByRole('dialog', { name: 'ID of @amy' });
    expect(within(shown).getByText('X1234567')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    expect(verified).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('does nothing more when she cancels the code', async () => {
    const { user } = renderWithProviders(<VerificationRequestCard request={request} />, { currentUser: buildAdmin(), mocks: [openMock(stale)] });
    await user.click(screen.getByRole('button', { name: 'View ID' }));
    const ask = await screen.findByRole('dialog', { name: 'Confirm it is you' }, { timeout: 5000 });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Error')).toBeNull();
    expect((screen.getByRole('button', { name: 'View ID' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
