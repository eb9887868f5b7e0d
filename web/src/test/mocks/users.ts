import type { MockLink } from '@apollo/client/testing';
import { CurrentUserQuery, type CurrentUser } from '../../features/auth/hooks/useCurrentUser';

export type MockUser = CurrentUser & { __typename: 'User' };

export function buildUser(overrides: Partial<CurrentUser> = {}): MockUser {
  return {
    __typename: 'User',
    id: '1',
    username: 'jane',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    isAdmin: false,
    idVerificationStatus: null,
    profileImageUrl: null,
    phoneVerified: false,
    usernameChangeAvailableAt: null,
    suspendedUntil: null,
    suspensionReason: null,
    ...overrides,
  };
}

export function buildAdmin(overrides: Partial<CurrentUser> = {}): MockUser {
  return buildUser({ id: '99', username: 'moderator', email: 'mod@example.com', firstName: 'Mia', isAdmin: true, ...overrides });
}

/** The `me` lookup answering with this user (or null for a visitor); reusable for refetches. */
export function currentUserMock(user: MockUser | null): MockLink.MockedResponse {
  return {
    request: { query: CurrentUserQuery },
    result: { data: { me: user } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A `me` lookup that never answers (auth state stays loading). */
export function pendingCurrentUserMock(): MockLink.MockedResponse {
  return { request: { query: CurrentUserQuery }, delay: Number.POSITIVE_INFINITY, maxUsageCount: Number.POSITIVE_INFINITY };
}
