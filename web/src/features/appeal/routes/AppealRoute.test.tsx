import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { appealed, buildDecision } from '../../../test/mocks/decisions';
import { AppealDecisionMutation, DecisionForAppealQuery } from '../hooks/useAppealDecision';
import { AppealRoute } from './AppealRoute';

const TOKEN = 'link-token-0123456789abcdef';
const dismissal = buildDecision({
  id: 'd9',
  kind: 'removal.dismiss',
  subjectType: 'removal_request',
  subjectLabel: 'Profile of Ann Lee (Boston, MA)',
  reasonCode: 'not_upheld',
  reasonText: 'we found that it does not break the community guidelines or the law',
  rule: null,
  ruleTitle: null,
  text: 'It describes a date fairly.',
});

describe('AppealRoute (/appeal?token=...)', () => {
  beforeEach(() => localStorage.clear());

  it('shows the decision the link is for and appeals it with the token, without an account', async () => {
    const send = jest.fn(() => ({ data: { appealDecision: appealed(dismissal) } }));
    const { user } = renderWithProviders(<AppealRoute />, {
      route: `/appeal?token=${TOKEN}`,
      currentUser: null,
      mocks: [
        { request: { query: DecisionForAppealQuery, variables: { token: TOKEN } }, result: { data: { decisionForAppeal: dismissal } } },
        {
          request: { query: AppealDecisionMutation, variables: { input: { decisionId: 'd9', text: 'It names my street.', token: TOKEN } } },
          result: send,
        },
      ],
    });
    const statement = await screen.findByRole('region', { name: 'Removal request not upheld: Profile of Ann Lee (Boston, MA)' });
    expect(within(statement).getByText('We found that it does not break the community guidelines or the law.')).toBeTruthy();
    await user.click(within(statement).getByRole('button', { name: /^Appeal:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' }, { timeout: 15_000 });
    await user.type(within(dialog).getByLabelText('Why the decision is wrong'), 'It names my street.');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Appeal sent: a different moderator will review it.')).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('says when the link is not valid (unknown token, or none)', async () => {
    renderWithProviders(<AppealRoute />, {
      route: '/appeal?token=wrong-token-0123456789',
      currentUser: null,
      mocks: [
        {
          request: { query: DecisionForAppealQuery, variables: { token: 'wrong-token-0123456789' } },
          result: { errors: [{ message: 'This appeal link is not valid.', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect(await screen.findByText('This appeal link is not valid')).toBeTruthy();
  });

  it('shows the page and the decision in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<AppealRoute />, {
      route: `/appeal?token=${TOKEN}`,
      currentUser: null,
      mocks: [{ request: { query: DecisionForAppealQuery, variables: { token: TOKEN } }, result: { data: { decisionForAppeal: dismissal } } }],
    });
    const statement = await screen.findByRole('region', { name: 'Solicitud de eliminación no aceptada: Profile of Ann Lee (Boston, MA)' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Apelar una decisión' })).toBeTruthy();
    expect(within(statement).getByText('Motivo')).toBeTruthy();
    expect(within(statement).getByRole('button', { name: /^Apelar: Solicitud de eliminación no aceptada, / })).toBeTruthy();
  });
});
