import type { MockLink } from '@apollo/client/testing';
import type { ModerationReportFieldsFragment } from '../../../gql/graphql';
import { ModerationReportsQuery } from './hooks/useAdminReports';

/** Test fixtures of the moderation queue's reports (the route's and the live queue's tests). */
export type MockReport = ModerationReportFieldsFragment & { __typename: 'Report' };

export function buildReport(overrides: Partial<MockReport> = {}): MockReport {
  return {
    __typename: 'Report',
    id: 'r1',
    title: 'Kind and honest',
    content: 'She was friendly and kept every promise she made to me.',
    reportType: 'POSITIVE',
    status: 'PENDING',
    approved: null,
    category: 'DATING',
    rating: 5,
    createdAt: '2026-11-01T10:00:00.000Z',
    dateOfInteraction: '2026-10-20',
    location: 'Austin, TX',
    profileId: 'p1',
    profileName: 'Nadia Stone',
    moderatedAt: null,
    moderationNote: null,
    rejectionReason: null,
    ...overrides,
  };
}

/** The queue's default filter: pending reports, oldest first. */
export const queueFilter = { status: 'PENDING', reportType: null, search: null, profileId: null };

/** One page of the queue for `filter`. */
export function reportsMock(filter: Record<string, unknown>, items: MockReport[], page = 1): MockLink.MockedResponse {
  return {
    request: { query: ModerationReportsQuery, variables: { filter, page, pageSize: 20 } },
    result: { data: { moderationReports: { __typename: 'ModerationReportPage', total: items.length, totalIsExact: true, page, pageSize: 20, items } } },
  };
}
