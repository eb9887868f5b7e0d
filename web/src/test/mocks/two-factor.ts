import type { MockLink } from '@apollo/client/testing';
import { TwoFactorStatusQuery, type TwoFactorStatus } from '../../features/two-factor/hooks/useTwoFactorStatus';

export function buildTwoFactorStatus(overrides: Partial<TwoFactorStatus> = {}): TwoFactorStatus & { __typename: 'TwoFactorStatus' } {
  return { __typename: 'TwoFactorStatus', enabled: false, required: false, recoveryCodesLeft: 0, passedInThisSession: false, ...overrides };
}

/** An admin whose session has passed two-step sign-in: the admin screens open at once. */
export const PASSED_ADMIN_STATUS = buildTwoFactorStatus({ enabled: true, required: true, recoveryCodesLeft: 10, passedInThisSession: true });

/** The `twoFactorStatus` lookup answering with this status; reusable for refetches. */
export function twoFactorStatusMock(status: TwoFactorStatus): MockLink.MockedResponse {
  return { request: { query: TwoFactorStatusQuery }, result: { data: { twoFactorStatus: status } }, maxUsageCount: Number.POSITIVE_INFINITY };
}
