import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { appealed, buildDecision } from '../../../test/mocks/decisions';
import { AppealDecisionMutation } from '../hooks/useAppealDecision';
import { DECISIONS_PAGE_SIZE, MyDecisionsQuery } from '../hooks/useMyDecisions';
import { MyDecisions } from './MyDecisions';

const decision = buildDecision();
const decisionsMock = (items = [decision], nextCursor: string | null = null) => ({
  request: { query: MyDecisionsQuery, variables: { first: DECISIONS_PAGE_SIZE } },
  result: { data: { myDecisions: { __typename: 'DecisionPage', items, nextCursor } } },
});

/** The dialog's code loads on first use: a generous wait on a busy machine. */
const findDialog = () => screen.findByRole('dialog', { name: 'Appeal this decision' }, { timeout: 15_000 });

describe('Appealing a decision from My Reports', () => {
  beforeEach(() => localStorage.clear());

  it('shows the statement of reasons (reason, rule linked to the guidelines, explanation) with an Appeal button', async () => {
    renderWithProviders(<MyDecisions />, { currentUser: buildUser(), mocks: [decisionsMock()] });
    const statement = await screen.findByRole('region', { name: 'Report not published: Report "A bad date" about Ann Lee' });
    expect(within(statement).getByText('It contains personal information.')).toBeTruthy();
    const rule = within(statement).getByRole('link', { name: 'Community guidelines: Keep personal information out' });
    expect(rule.getAttribute('href')).toBe('/guidelines#personal_information');
    expect(within(statement).getByText('It names her office.')).toBeTruthy();
    expect(within(statement).getByText(/You can appeal this decision once, until/)).toBeTruthy();
    expect(within(statement).getByRole('button', { name: 'Appeal: Report not published, Report "A bad date" about Ann Lee' })).toBeTruthy();
  });

  it('checks the text before sending, shows the pending state, and then the appeal as sent', async () => {
    const send = jest.fn(() => ({ data: { appealDecision: appealed(decision) } }));
    const { user } = renderWithProviders(<MyDecisions />, {
      currentUser: buildUser(),
      mocks: [
        decisionsMock(),
        {
          request: { query: AppealDecisionMutation, variables: { input: { decisionId: 'd1', text: 'I only described the date.', token: null } } },
          result: send,
          delay: 1_500,
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: /^Appeal:/ }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(within(dialog).getByText('Please tell us why you think the decision is wrong.')).toBeTruthy();
    // Pasted, not typed: 2,001 keystrokes take longer than the test may on a busy machine.
    await user.click(within(dialog).getByLabelText('Why the decision is wrong'));
    await user.paste('x'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(within(dialog).getByText('Your appeal must be at most 2,000 characters.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Why the decision is wrong'));
    await user.type(within(dialog).getByLabelText('Why the decision is wrong'), '  I only described the date.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(await screen.findByText('Appeal sent')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).toHaveBeenCalledTimes(1);
    // The answer merges into the cache: the statement now says where the appeal stands, and offers no second appeal.
    expect(await screen.findByText('Appeal sent: a different moderator will review it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Appeal:/ })).toBeNull();
  });

  it("shows the API's refusal inside the dialog (a second appeal, or too late) and keeps it open", async () => {
    const { user } = renderWithProviders(<MyDecisions />, {
      currentUser: buildUser(),
      mocks: [
        decisionsMock(),
        {
          request: { query: AppealDecisionMutation, variables: { input: { decisionId: 'd1', text: 'Please look again.', token: null } } },
          result: { errors: [{ message: 'This decision has already been appealed. Each decision can be appealed once.', extensions: { code: 'CONFLICT' } }] },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: /^Appeal:/ }));
    const dialog = await findDialog();
    await user.type(within(dialog).getByLabelText('Why the decision is wrong'), 'Please look again.');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This decision has already been appealed. Each decision can be appealed once.');
    expect(screen.getByRole('dialog', { name: 'Appeal this decision' })).toBeTruthy();
  });

  it('lists decided appeals and decisions past their 6 months without an Appeal button', async () => {
    const upheld = {
      ...appealed(buildDecision({ id: 'd2', kind: 'report.delete', subjectLabel: 'Report "Gone" about Bea' }), 'UPHELD'),
      reversedAt: '2026-11-12T09:00:00.000Z',
    };
    upheld.appeal = { ...upheld.appeal!, outcomeReason: 'It was fair.', notRestored: ['The report was deleted and cannot be restored.'] };
    const late = buildDecision({ id: 'd3', kind: 'user.ban', subjectLabel: 'Account jane', rule: null, ruleTitle: null, viewerCanAppeal: false });
    renderWithProviders(<MyDecisions />, { currentUser: buildUser(), mocks: [decisionsMock([upheld, late])] });
    const first = await screen.findByRole('region', { name: 'Report removed: Report "Gone" about Bea' });
    expect(within(first).getByRole('status').textContent).toBe(
      'Appeal upheld: the decision was undone. Reason: It was fair. The report was deleted and cannot be restored.',
    );
    const second = screen.getByRole('region', { name: 'Account banned: Account jane' });
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(second).getByText('The time to appeal this decision has ended.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Appeal:/ })).toBeNull();
  });

  it('offers no Appeal for an automatic hide that a moderator has since restored or replaced by her own decision', async () => {
    const hide = { kind: 'flags.hide', automatic: true, reasonCode: 'harassment', reasonText: 'it is harassing or abusive', viewerCanAppeal: false };
    const restored = buildDecision({ ...hide, id: 'd4', subjectLabel: 'Report "Restored" about Cy', restoredAt: '2026-11-12T09:00:00.000Z' });
    const replaced = buildDecision({ ...hide, id: 'd5', subjectLabel: 'Report "Upheld" about Di', supersededAt: '2026-11-12T09:00:00.000Z' });
    renderWithProviders(<MyDecisions />, { currentUser: buildUser(), mocks: [decisionsMock([restored, replaced])] });
    expect(await screen.findByText('A moderator has since reviewed the flags and restored it: this decision no longer applies.')).toBeTruthy();
    expect(screen.getByText('A moderator has since upheld the flags: her decision replaces this one and can be appealed on its own.')).toBeTruthy();
    expect(screen.queryByText('The time to appeal this decision has ended.')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Appeal/ })).toBeNull();
  });
});
