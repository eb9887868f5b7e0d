import type { DecisionFieldsFragment } from '../../gql/graphql';

export type MockDecision = DecisionFieldsFragment & { __typename: 'Decision' };

/** A decision as the API answers it (with __typename for the cache); a rejected report by default. */
export function buildDecision(overrides: Partial<MockDecision> = {}): MockDecision {
  return {
    __typename: 'Decision',
    id: 'd1',
    kind: 'report.reject',
    subjectType: 'report',
    subjectId: '12',
    subjectLabel: 'Report "A bad date" about Ann Lee',
    reasonCode: 'personal_information',
    reasonText: 'it contains personal information',
    rule: 'PERSONAL_INFORMATION',
    ruleTitle: 'Keep personal information out',
    text: 'It names her office.',
    automatic: false,
    decidedAt: '2026-11-10T09:00:00.000Z',
    appealableUntil: '2027-05-10T09:00:00.000Z',
    reversedAt: null,
    restoredAt: null,
    supersededAt: null,
    viewerCanAppeal: true,
    appeal: null,
    ...overrides,
  };
}

/** The same decision once appealed (what appealDecision answers). */
export function appealed(decision: MockDecision, status: 'PENDING' | 'UPHELD' | 'REJECTED' = 'PENDING'): MockDecision {
  return {
    ...decision,
    viewerCanAppeal: false,
    appeal: { __typename: 'AppealSummary', status, submittedAt: '2026-11-11T09:00:00.000Z', decidedAt: null, outcomeReason: null, notRestored: [] },
  } as MockDecision;
}
