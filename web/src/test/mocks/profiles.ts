import type { MockLink } from '@apollo/client/testing';
import type {
  MyReportCard_ReportFragment,
  ProfileCard_ProfileFragment,
  ProfileFilter,
  ProfileHeader_ProfileFragment,
  ReportCard_ReportFragment,
} from '../../gql/graphql';
import { BrowseProfilesQuery } from '../../features/home/hooks/useBrowseProfiles';
import { LocationsQuery } from '../../features/location/hooks/useLocations';

export type MockProfile = ProfileCard_ProfileFragment & ProfileHeader_ProfileFragment & { __typename: 'Profile' };

export function buildProfile(overrides: Partial<MockProfile> = {}): MockProfile {
  return {
    __typename: 'Profile',
    id: '1',
    firstName: 'Sarah',
    lastName: 'Miller',
    displayName: 'Sarah Miller',
    age: 27,
    bio: 'Loves hiking and coffee.',
    location: 'Austin, TX',
    latitude: '30.2672',
    longitude: '-97.7431',
    category: 'DATING',
    profileImageUrl: null,
    profileImage: null,
    imageApprovalStatus: null,
    flagStatus: 'GREEN',
    flagShown: true,
    averageRating: '4.50',
    reviewCount: 2,
    awaitingReview: false,
    reportsPaused: false,
    ...overrides,
  };
}

/** An approved image with its smaller WebP/JPEG copies, as the API lists them (`Profile.profileImage`). */
export function buildProfileImage(id: string, widths: number[] = [160, 320, 640]): NonNullable<MockProfile['profileImage']> & { __typename: 'ProfileImage' } {
  const url = `/api/images/profiles/${id}?v=k1`;
  return {
    __typename: 'ProfileImage',
    url,
    width: 1200,
    height: 900,
    variants: widths.map((width) => ({
      __typename: 'ProfileImageVariant' as const,
      width,
      webpUrl: `${url}&w=${width}&fmt=webp`,
      jpegUrl: `${url}&w=${width}&fmt=jpeg`,
    })),
  };
}

/** A profile whose approved image has copies. */
export function withApprovedImage(profile: MockProfile): MockProfile {
  const image = buildProfileImage(profile.id);
  return { ...profile, profileImageUrl: image.url, profileImage: image, imageApprovalStatus: 'APPROVED' };
}

/** Profile card fields only (what browse lists and recommendations return). */
export function cardOf(profile: MockProfile): ProfileCard_ProfileFragment & { __typename: 'Profile' } {
  const { age: _age, bio: _bio, category: _category, awaitingReview: _awaiting, reportsPaused: _paused, ...card } = profile;
  return card;
}

/** What the profile page query returns: the header fields and the viewer's abilities (a member's by default). */
export function headerOf(
  profile: MockProfile,
  can: { moderate: boolean } = { moderate: false },
): ProfileHeader_ProfileFragment & { __typename: 'Profile'; viewerCan: { __typename: 'ProfileViewerCan'; moderate: boolean } } {
  const { latitude: _lat, longitude: _lng, ...header } = profile;
  return { ...header, viewerCan: { __typename: 'ProfileViewerCan', ...can } };
}

export function buildProfiles(count: number, startId = 1): MockProfile[] {
  return Array.from({ length: count }, (_, index) =>
    buildProfile({
      id: String(startId + index),
      firstName: `Person${startId + index}`,
      lastName: 'Test',
      displayName: `Person${startId + index} Test`,
    }),
  );
}

export type BrowsePageOptions = {
  items: MockProfile[];
  page?: number;
  total?: number;
  totalIsExact?: boolean;
  pageCount?: number;
  hasNextPage?: boolean;
};

export function browsePage({ items, page = 1, total, totalIsExact = true, pageCount, hasNextPage }: BrowsePageOptions) {
  const count = total ?? items.length;
  const pages = pageCount ?? Math.max(1, Math.ceil(count / 20));
  return {
    __typename: 'ProfilePage' as const,
    items: items.map(cardOf),
    total: count,
    totalIsExact,
    page,
    pageSize: 20,
    pageCount: pages,
    hasNextPage: hasNextPage ?? page < pages,
  };
}

export const DEFAULT_BROWSE_FILTER: ProfileFilter = { sortBy: 'REPORTS_HIGH' };

/** A browse query answer for one filter and page. */
export function browseMock(options: BrowsePageOptions & { filter?: ProfileFilter }, extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  const { filter = DEFAULT_BROWSE_FILTER, ...page } = options;
  return {
    request: { query: BrowseProfilesQuery, variables: { filter, page: page.page ?? 1, pageSize: 20 } },
    result: { data: { profiles: browsePage(page) } },
    ...extra,
  };
}

export const MOCK_LOCATIONS = [
  { __typename: 'LocationOption' as const, name: 'New York, NY', latitude: 40.7128, longitude: -74.006 },
  { __typename: 'LocationOption' as const, name: 'Austin, TX', latitude: 30.2672, longitude: -97.7431 },
];

export function locationsMock(): MockLink.MockedResponse {
  return {
    request: { query: LocationsQuery },
    result: { data: { locations: MOCK_LOCATIONS } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** `Report.viewerCan` as the API answers it. */
function reportCan(moderate: boolean): ReportCard_ReportFragment['viewerCan'] {
  const can: ReportCard_ReportFragment['viewerCan'] & { __typename: 'ReportViewerCan' } = { __typename: 'ReportViewerCan', moderate };
  return can;
}

export function buildReport(overrides: Partial<ReportCard_ReportFragment> = {}): ReportCard_ReportFragment & {
  __typename: 'Report';
} {
  return {
    __typename: 'Report',
    id: 'r1',
    profileId: '1',
    reportType: 'POSITIVE',
    title: 'Kind and honest',
    content: 'She was kind, honest and always on time for our plans.',
    category: 'DATING',
    rating: 5,
    dateOfInteraction: '2025-03-14',
    location: 'Austin, TX',
    createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
    viewerCan: reportCan(false),
    ...overrides,
  };
}

/** A report as a moderator reads it (`viewerCan.moderate`: the admin tools show on its card). */
export function buildModeratedReport(overrides: Partial<ReportCard_ReportFragment> = {}): ReturnType<typeof buildReport> {
  return buildReport({ viewerCan: reportCan(true), ...overrides });
}

export function buildMyReport(overrides: Partial<MyReportCard_ReportFragment> = {}): MyReportCard_ReportFragment & {
  __typename: 'MyReport';
} {
  return {
    __typename: 'MyReport',
    id: 'm1',
    profileId: '1',
    profileName: 'Sarah Miller',
    reportType: 'POSITIVE',
    title: 'Kind and honest',
    content: 'She was kind, honest and always on time for our plans.',
    category: 'DATING',
    rating: 4,
    status: 'PENDING',
    approved: null,
    dateOfInteraction: null,
    location: 'Austin, TX',
    createdAt: '2025-04-02T10:00:00.000Z',
    rejectionReason: null,
    rejectionReasonText: null,
    moderationNote: null,
    ...overrides,
  };
}
