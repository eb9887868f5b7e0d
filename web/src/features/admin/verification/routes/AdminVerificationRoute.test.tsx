import { screen, waitFor, within } from '@testing-library/react';
import type { VerificationRequestFieldsFragment } from '../../../../gql/graphql';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ApproveVerificationMutation, OpenIdDocumentMutation, RejectVerificationMutation, VerificationRequestsQuery } from '../hooks/useVerificationRequests';
import { AdminVerificationRoute } from './AdminVerificationRoute';

type MockRequest = VerificationRequestFieldsFragment & { __typename: 'VerificationRequest' };

function buildRequest(overrides: Partial<MockRequest> = {}): MockRequest {
  return {
    __typename: 'VerificationRequest',
    id: 'v1',
    userId: 'u1',
    username: 'amy',
    email: 'amy@example.com',
    idType: 'PASSPORT',
    status: 'PENDING',
    submittedAt: '2026-11-10T09:00:00.000Z',
    decidedAt: null,
    reviewerLabel: null,
    notes: null,
    hasDocument: true,
    ...overrides,
  };
}

const amy = buildRequest();
const bea = buildRequest({ id: 'v2', userId: 'u2', username: 'bea', email: 'bea@example.com', idType: 'DRIVERS_LICENSE' });
const decided = buildRequest({
  id: 'v3',
  userId: 'u3',
  username: 'cat',
  status: 'APPROVED',
  decidedAt: '2026-11-11T09:00:00.000Z',
  reviewerLabel: 'moderator',
  notes: 'Clear photo',
  hasDocument: false,
});

function listMock(filter: 'PENDING' | 'ALL', items: MockRequest[], counts = { pending: 2, all: 5 }) {
  return {
    request: { query: VerificationRequestsQuery, variables: { filter } },
    result: { data: { verificationRequests: { __typename: 'VerificationRequestList', ...counts, items } } },
  };
}

/** Amy's ID document as openIdDocument answers it. */
const amyId = {
  __typename: 'IdDocument',
  idType: 'PASSPORT',
  fullName: 'Amy Lee',
  idNumber: 'X1234567',
  dateOfBirth: '1995-04-02',
  url: '/api/id-documents/v1?token=abc',
  expiresAt: '2026-11-12T10:02:00.000Z',
};

const card = (username: string) => screen.getByRole('article', { name: `@${username}` });

describe('AdminVerificationRoute', () => {
  beforeEach(() => localStorage.clear());

  it('has Pending and All tabs with counts; only pending requests offer Approve and Reject', async () => {
    const { user } = renderWithProviders(<AdminVerificationRoute />, {
      currentUser: buildAdmin(),
      mocks: [listMock('PENDING', [amy, bea]), listMock('ALL', [amy, bea, decided])],
    });
    expect(await screen.findByRole('tab', { name: 'Pending (2)' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pending (2)', 'All (5)']);
    expect(screen.getByRole('tab', { name: 'Pending (2)' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('article', { name: '@amy' });
    expect(within(card('bea')).getByText("Driver's License")).toBeTruthy();
    expect(within(card('amy')).getByRole('button', { name: 'Approve' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'All (5)' }));
    await screen.findByRole('article', { name: '@cat' });
    expect(within(card('cat')).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(card('cat')).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(card('cat')).queryByRole('button', { name: 'View ID' })).toBeNull();
    expect(within(card('cat')).getByText('Notes: Clear photo')).toBeTruthy();
    expect(within(card('cat')).getByText('The ID document has been deleted.')).toBeTruthy();
  });

  it('opens an ID (an audited view) and shows its image and details at once', async () => {
    const open = jest.fn(() => ({ data: { openIdDocument: amyId } }));
    const { user } = renderWithProviders(<AdminVerificationRoute />, {
      currentUser: buildAdmin(),
      mocks: [listMock('PENDING', [amy]), { request: { query: OpenIdDocumentMutation, variables: { requestId: 'v1' } }, result: open }],
    });
    await screen.findByRole('article', { name: '@amy' });
    expect(within(card('amy')).getByText('Viewing an ID is recorded in the audit log.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    await user.click(within(card('amy')).getByRole('button', { name: 'View ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'ID of @amy' });
    expect(within(dialog).getByRole('img', { name: 'Passport of Amy Lee' }).getAttribute('src')).toBe('/api/id-documents/v1?token=abc');
    expect(within(dialog).getByText('X1234567')).toBeTruthy();
    expect(within(dialog).getByText(/This view has been recorded in the audit log/)).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("approves with notes: 'Verification Approved' and the lists are refetched", async () => {
    const approve = jest.fn(() => ({ data: { approveVerification: true } }));
    const { user } = renderWithProviders(<AdminVerificationRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        listMock('PENDING', [amy, bea]),
        { request: { query: ApproveVerificationMutation, variables: { requestId: 'v1', notes: 'Matches the photo' } }, result: approve },
        listMock('PENDING', [bea], { pending: 1, all: 5 }),
      ],
    });
    await screen.findByRole('article', { name: '@amy' });
    await user.click(within(card('amy')).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: "Approve @amy's ID?" });
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Matches the photo');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Verification Approved')).toBeTruthy();
    expect(approve).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('tab', { name: 'Pending (1)' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: '@amy' })).toBeNull());
  });

  it('rejects without notes, and says so when rejecting fails', async () => {
    const { user } = renderWithProviders(<AdminVerificationRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        listMock('PENDING', [amy]),
        { request: { query: RejectVerificationMutation, variables: { requestId: 'v1', notes: null } }, result: { errors: [{ message: 'Already decided' }] } },
        { request: { query: RejectVerificationMutation, variables: { requestId: 'v1', notes: null } }, result: { data: { rejectVerification: true } } },
        listMock('PENDING', [], { pending: 0, all: 5 }),
      ],
    });
    await screen.findByRole('article', { name: '@amy' });
    await user.click(within(card('amy')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: "Reject @amy's ID?" });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Failed to reject verification. Already decided')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: "Reject @amy's ID?" })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Verification Rejected')).toBeTruthy();
    expect(await screen.findByText('No pending requests')).toBeTruthy();
  });
});

describe('AdminVerificationRoute in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('shows the tabs, the requests and an opened ID in her language and time zone', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es', timeZone: 'America/New_York' }));
    const open = () => ({ data: { openIdDocument: amyId } });
    const { user } = renderWithProviders(<AdminVerificationRoute />, {
      currentUser: buildAdmin(),
      mocks: [listMock('PENDING', [amy, bea]), { request: { query: OpenIdDocumentMutation, variables: { requestId: 'v1' } }, result: open }],
    });
    expect(await screen.findByRole('tab', { name: 'Pendientes (2)' }, { timeout: 5000 })).toBeTruthy();
    await screen.findByRole('article', { name: '@amy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Panel de verificación' })).toBeTruthy();
    expect(within(card('bea')).getByText('Licencia de conducir')).toBeTruthy();
    // 09:00 UTC is 04:00 in New York.
    expect(within(card('amy')).getByText((text) => text.replace(/\s/g, ' ') === 'amy@example.com · Enviada el 10 nov 2026, 4:00')).toBeTruthy();
    await user.click(within(card('amy')).getByRole('button', { name: 'Ver identificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identificación de @amy' });
    expect(within(dialog).getByRole('img', { name: 'Pasaporte de Amy Lee' })).toBeTruthy();
    expect(within(dialog).getByText('2 abr 1995')).toBeTruthy();
    expect(within(dialog).getByText(/El enlace de la imagen vence a las 5:02;/)).toBeTruthy();
  });
});
