import type { MockLink } from '@apollo/client/testing';
import { CurrentUserQuery, NO_ABILITIES, type AccountAbilities, type CurrentUser } from '../../features/auth/hooks/useCurrentUser';

export type MockUser = CurrentUser & { __typename: 'User' };

type Abilities = AccountAbilities;

/** A member's abilities (`me.viewerCan`): she posts and flags, no admin tools. */
export function memberCan(overrides: Partial<Abilities> = {}): Abilities & { __typename: 'AccountViewerCan' } {
  return { __typename: 'AccountViewerCan', ...NO_ABILITIES, createProfile: true, createReport: true, flag: true, ...overrides };
}

/** An admin's abilities once her session has passed the second factor: all of them. */
export function adminCan(overrides: Partial<Abilities> = {}): Abilities & { __typename: 'AccountViewerCan' } {
  return memberCan({
    useAdminTools: true,
    moderate: true,
    manageUsers: true,
    viewAuditLog: true,
    reviewIdDocuments: true,
    reviewBlockedUploads: true,
    generateSampleData: true,
    ...overrides,
  });
}

export function buildUser(overrides: Partial<CurrentUser> = {}): MockUser {
  return {
    __typename: 'User',
    id: '1',
    username: 'jane',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    viewerCan: memberCan(),
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
  return buildUser({ id: '99', username: 'moderator', email: 'mod@example.com', firstName: 'Mia', viewerCan: adminCan(), ...overrides });
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
