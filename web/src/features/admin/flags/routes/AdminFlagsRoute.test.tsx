import { screen, waitFor, within } from '@testing-library/react';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { AdminFlagsQuery, DismissFlagsMutation, FLAGS_PAGE_SIZE, UpholdFlagsMutation } from '../hooks/useAdminFlags';
import { AdminFlagsRoute } from './AdminFlagsRoute';
import { ModerationClaimsQuery, TakeOverModerationItemMutation } from '../../shared/hooks/useModerationQueue';

const flagCase = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'FlagCase',
  id,
  targetType: 'REPORT',
  targetId: `1${id}`,
  profileId: '7',
  profileName: 'Ann Lee',
  reportTitle: `Report ${id}`,
  excerpt: 'She was rude to the waiter all evening.',
  flagCount: 3,
  countedFlags: 2,
  urgent: false,
  dueAt: null,
  reasons: [
    { __typename: 'FlagReasonCount', reason: 'HARASSMENT', count: 2 },
    { __typename: 'FlagReasonCount', reason: 'SPAM', count: 1 },
  ],
  notes: ['Name-calling.'],
  openedAt: '2026-11-10T09:00:00.000Z',
  hidden: true,
  status: 'PENDING',
  decidedAt: null,
  decisionReason: null,
  decisionRule: null,
  decisionText: null,
  ...overrides,
});

const page = (items: ReturnType<typeof flagCase>[], nextCursor: string | null) => ({
  data: { adminFlags: { __typename: 'FlagCasePage', items, nextCursor } },
});

describe('AdminFlagsRoute', () => {
  beforeEach(() => localStorage.clear());

  it('lists flagged items with their reasons and notes; upholding needs a reason, a guideline and an explanation', async () => {
    const text = 'Insults instead of an experience.';
    const uphold = jest.fn(() => ({
      data: {
        upholdFlags: flagCase('a', { status: 'UPHELD', hidden: false, decisionReason: 'HARASSMENT', decisionRule: 'FAIR_AND_KIND', decisionText: text }),
      },
    }));
    const { user } = renderWithProviders(<AdminFlagsRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        { request: { query: AdminFlagsQuery, variables: { first: FLAGS_PAGE_SIZE } }, result: page([flagCase('a')], null) },
        {
          request: { query: UpholdFlagsMutation, variables: { caseId: 'a', input: { reason: 'HARASSMENT', rule: 'FAIR_AND_KIND', text } } },
          result: uphold,
        },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Report "Report a" about Ann Lee' });
    expect(within(card).getByText('3: Harassment or hate (2), Spam (1)')).toBeTruthy();
    expect(within(card).getByText('Name-calling.')).toBeTruthy();
    expect(within(card).getByText('Pending (hidden until decided)')).toBeTruthy();
    expect(within(card).getByText('2 of 3 flags count toward hiding')).toBeTruthy();
    expect(within(card).queryByText('Urgent')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Uphold' }));
    const dialog = screen.getByRole('dialog', { name: 'Uphold flags' });
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(within(dialog).getByText('Please choose a reason.')).toBeTruthy();
    expect(within(dialog).getByText('Please choose the guideline the item breaks.')).toBeTruthy();
    expect(within(dialog).getByText('Please explain the decision to the author.')).toBeTruthy();
    expect(uphold).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'HARASSMENT');
    await user.selectOptions(within(dialog).getByLabelText('Guideline'), 'FAIR_AND_KIND');
    await user.type(within(dialog).getByLabelText('Explanation to the author'), text);
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(await screen.findByText('Flags Upheld')).toBeTruthy();
    expect(uphold).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(card).getByText('Upheld')).toBeTruthy());
    expect(within(card).getByText(`Harassment, Be fair and kind: ${text}`)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Uphold' })).toBeNull();
  });

  it('marks an urgent case with a badge and its deadline, in her time zone', async () => {
    const dueAt = '2026-11-10T21:00:00.000Z';
    localStorage.setItem('userPreferences', JSON.stringify({ timeZone: 'America/New_York' }));
    renderWithProviders(<AdminFlagsRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        {
          request: { query: AdminFlagsQuery, variables: { first: FLAGS_PAGE_SIZE } },
          result: page([flagCase('u', { urgent: true, dueAt, hidden: false, countedFlags: 1, flagCount: 1 })], null),
        },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Report "Report u" about Ann Lee' });
    expect(within(card).getByText('Urgent')).toBeTruthy();
    expect(within(card).getByText((text) => text.replace(/\s/g, ' ') === 'Decide by Nov 10, 2026, 4:00 PM')).toBeTruthy();
    expect(within(card).getByText('1 of 1 flag counts toward hiding')).toBeTruthy();
  });

  it("dismisses with an optional note, and 'Load more' asks for the next page with the cursor", async () => {
    const dismiss = jest.fn(() => ({ data: { dismissFlags: flagCase('b', { status: 'DISMISSED', hidden: false, decisionText: null }) } }));
    const { user } = renderWithProviders(<AdminFlagsRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        { request: { query: AdminFlagsQuery, variables: { first: FLAGS_PAGE_SIZE } }, result: page([flagCase('a')], 'cursor-1') },
        {
          request: { query: AdminFlagsQuery, variables: { first: FLAGS_PAGE_SIZE, after: 'cursor-1' } },
          result: page([flagCase('b', { targetType: 'PROFILE', reportTitle: null, excerpt: null, hidden: false })], null),
        },
        { request: { query: DismissFlagsMutation, variables: { caseId: 'b', note: null } }, result: dismiss },
      ],
    });
    await screen.findByRole('article', { name: 'Report "Report a" about Ann Lee' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const second = await screen.findByRole('article', { name: 'Profile of Ann Lee' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(within(second).getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss flags' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Flags Dismissed')).toBeTruthy();
    expect(dismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(second).getByText('Dismissed')).toBeTruthy());
  });
});

describe('AdminFlagsRoute in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('shows the queue, a case and the uphold dialog in her language', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const { user } = renderWithProviders(<AdminFlagsRoute />, {
      currentUser: buildAdmin(),
      mocks: [{ request: { query: AdminFlagsQuery, variables: { first: FLAGS_PAGE_SIZE } }, result: page([flagCase('a')], null) }],
    });
    const card = await screen.findByRole('article', { name: 'Reporte «Report a» sobre Ann Lee' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Denuncias' })).toBeTruthy();
    expect(within(card).getByText('Pendientes (oculto hasta que se decida)')).toBeTruthy();
    expect(within(card).getByText('3: Acoso u odio (2) y Spam (1)')).toBeTruthy();
    expect(within(card).getByText('2 de 3 denuncias cuentan para ocultar')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Aceptar' }));
    const dialog = screen.getByRole('dialog', { name: 'Aceptar las denuncias' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(within(dialog).getByText('Elige la norma que incumple el contenido.')).toBeTruthy();
    // The guidelines are named as /guidelines titles them in Spanish.
    expect(within(dialog).getByRole('option', { name: 'Sé justa y amable' })).toBeTruthy();
  });
});

describe('AdminFlagsRoute, with another moderator on a case (issue 24)', () => {
  beforeEach(() => localStorage.clear());

  it('marks the case she has open, and says a refused decision (409) on its card with "Take over"', async () => {
    const expiresAt = new Date(Date.now() + 300_000).toISOString();
    const claim = { __typename: 'ModerationClaim', queue: 'FLAGS', itemId: 'a', adminId: 'admin-2', adminName: 'dana', expiresAt };
    const conflict = {
      message: 'Another moderator is reviewing this item. Try again when they are done, or take it over.',
      extensions: { code: 'CONFLICT', messageId: 'moderation.claimHeld' },
    };
    const takeOver = jest.fn(() => ({ data: { takeOverModerationItem: { ...claim, adminId: '99', adminName: 'moderator' } } }));
    const { user } = renderWithProviders(<AdminFlagsRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        { request: { query: AdminFlagsQuery, variables: { first: FLAGS_PAGE_SIZE } }, result: page([flagCase('a')], null) },
        { request: { query: ModerationClaimsQuery, variables: { queue: 'FLAGS' } }, result: { data: { moderationClaims: [claim] } } },
        { request: { query: DismissFlagsMutation, variables: { caseId: 'a', note: null } }, result: { errors: [conflict] } },
        { request: { query: TakeOverModerationItemMutation, variables: { queue: 'FLAGS', id: 'a' } }, result: takeOver },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Report "Report a" about Ann Lee' });
    expect(await within(card).findByText('Being reviewed by dana')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Dismiss flags' })).getByRole('button', { name: 'Dismiss' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain(conflict.message);
    expect(screen.queryByText('Action Failed')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(takeOver).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(card).queryByRole('alert')).toBeNull());
    // Hers now: no badge.
    expect(within(card).queryByText(/Being reviewed/)).toBeNull();
  });
});
