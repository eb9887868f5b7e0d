import { screen, waitFor, within } from '@testing-library/react';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { buildDecision } from '../../../../test/mocks/decisions';
import { AdminAppealsQuery, APPEALS_PAGE_SIZE, DecideAppealMutation } from '../hooks/useAdminAppeals';
import { APPEAL_DECISION_MESSAGES } from '../components/AppealDecisionDialog';
import { AdminAppealsRoute } from './AdminAppealsRoute';

const appeal = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Appeal',
  id,
  text: `I only described the date (${id}).`,
  viaLink: false,
  submittedAt: '2026-11-11T09:00:00.000Z',
  status: 'PENDING',
  decidedAt: null,
  decidedBy: null,
  outcomeReason: null,
  notRestored: [],
  viewerCanDecide: true,
  needsSecondLook: false,
  decision: { ...buildDecision({ id: `d-${id}`, subjectLabel: `Report "Date ${id}" about Ann Lee` }), viewerCanAppeal: false, decidedBy: 'firstmod' },
  ...overrides,
});

const page = (items: ReturnType<typeof appeal>[], nextCursor: string | null) => ({
  data: { adminAppeals: { __typename: 'AppealPage', items, nextCursor } },
});

describe('AdminAppealsRoute', () => {
  beforeEach(() => localStorage.clear());

  it('lists appeals with the decision and who made it; upholding needs a reason, and the card shows the outcome', async () => {
    const reason = 'The report describes her own experience fairly.';
    const uphold = jest.fn(() => ({
      data: {
        decideAppeal: appeal('a', {
          status: 'UPHELD',
          decidedAt: '2026-11-12T09:00:00.000Z',
          decidedBy: 'moderator',
          outcomeReason: reason,
          viewerCanDecide: false,
          decision: { ...appeal('a').decision, reversedAt: '2026-11-12T09:00:00.000Z' },
        }),
      },
    }));
    const { user } = renderWithProviders(<AdminAppealsRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        { request: { query: AdminAppealsQuery, variables: { first: APPEALS_PAGE_SIZE } }, result: page([appeal('a')], null) },
        { request: { query: DecideAppealMutation, variables: { appealId: 'a', input: { outcome: 'UPHOLD', reason } } }, result: uphold },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Report not published: Report "Date a" about Ann Lee' }, { timeout: 15_000 });
    expect(within(card).getByText('It contains personal information, Keep personal information out: It names her office.')).toBeTruthy();
    expect(within(card).getByText(/^firstmod,/)).toBeTruthy();
    expect(within(card).getByText('I only described the date (a).')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Uphold' }));
    const dialog = screen.getByRole('dialog', { name: 'Uphold appeal' });
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(within(dialog).getByText('Please give a reason for your decision on the appeal.')).toBeTruthy();
    expect(uphold).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason to the member'), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(await screen.findByText('Appeal Upheld')).toBeTruthy();
    expect(uphold).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(card).getByText('Upheld')).toBeTruthy());
    expect(within(card).queryByRole('button', { name: 'Uphold' })).toBeNull();
  });

  it("the moderator who decided cannot decide the appeal; 'Load more' asks for the next page with the cursor", async () => {
    const { user } = renderWithProviders(<AdminAppealsRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        { request: { query: AdminAppealsQuery, variables: { first: APPEALS_PAGE_SIZE } }, result: page([appeal('a', { viewerCanDecide: false })], 'cursor-1') },
        {
          request: { query: AdminAppealsQuery, variables: { first: APPEALS_PAGE_SIZE, after: 'cursor-1' } },
          result: page([appeal('b', { viaLink: true })], null),
        },
      ],
    });
    const first = await screen.findByRole('article', { name: /Date a/ }, { timeout: 15_000 });
    expect(within(first).getByText('You made this decision: a different moderator must decide the appeal.')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Uphold' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const second = await screen.findByRole('article', { name: /Date b/ });
    expect(within(second).getByText(/\(with the e-mail link\)/)).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('the only moderator decides an appeal against her own decision with a second look: the note is required and sent', async () => {
    const reason = 'It stands: it names no one.';
    const secondLookNote = 'Read it again next to the rules.';
    const reject = jest.fn(() => ({
      data: {
        decideAppeal: appeal('a', {
          status: 'REJECTED',
          decidedAt: '2026-11-12T09:00:00.000Z',
          decidedBy: 'firstmod',
          outcomeReason: reason,
          viewerCanDecide: false,
        }),
      },
    }));
    const { user } = renderWithProviders(<AdminAppealsRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        { request: { query: AdminAppealsQuery, variables: { first: APPEALS_PAGE_SIZE } }, result: page([appeal('a', { needsSecondLook: true })], null) },
        { request: { query: DecideAppealMutation, variables: { appealId: 'a', input: { outcome: 'REJECT', reason, secondLookNote } } }, result: reject },
      ],
    });
    const card = await screen.findByRole('article', { name: /Date a/ }, { timeout: 15_000 });
    expect(within(card).getByText(/no other moderator can decide the appeal: decide it with a second look/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject appeal' });
    await user.type(within(dialog).getByLabelText('Reason to the member'), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(APPEAL_DECISION_MESSAGES.secondLookRequired.defaultMessage)).toBeTruthy();
    expect(reject).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Your second look/), secondLookNote);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Appeal Rejected')).toBeTruthy();
    expect(reject).toHaveBeenCalledTimes(1);
  });

  it("a moderator deciding someone else's decision gets no second-look field", async () => {
    const { user } = renderWithProviders(<AdminAppealsRoute />, {
      currentUser: buildAdmin(),
      mocks: [{ request: { query: AdminAppealsQuery, variables: { first: APPEALS_PAGE_SIZE } }, result: page([appeal('a')], null) }],
    });
    const card = await screen.findByRole('article', { name: /Date a/ }, { timeout: 15_000 });
    expect(within(card).queryByText(/second look/)).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(within(screen.getByRole('dialog', { name: 'Reject appeal' })).queryByLabelText(/Your second look/)).toBeNull();
  });
});

describe('AdminAppealsRoute in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('shows the queue, the card and the decision dialog in her language, dates in her time zone', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es', timeZone: 'America/Chicago' }));
    const { user } = renderWithProviders(<AdminAppealsRoute />, {
      currentUser: buildAdmin(),
      mocks: [{ request: { query: AdminAppealsQuery, variables: { first: APPEALS_PAGE_SIZE } }, result: page([appeal('a', { viaLink: true })], null) }],
    });
    const card = await screen.findByRole('article', { name: 'Reporte no publicado: Report "Date a" about Ann Lee' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Apelaciones' })).toBeTruthy();
    expect(within(card).getByText('Pendiente')).toBeTruthy();
    // 09:00 UTC is 03:00 in Chicago.
    expect(within(card).getByText((text) => text.replace(/\s/g, ' ') === '11 nov 2026, 3:00 (con el enlace del correo)')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar la apelación' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialog).getByText('Indica un motivo para tu decisión sobre la apelación.')).toBeTruthy();
  });
});
