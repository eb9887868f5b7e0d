import { InMemoryCache } from '@apollo/client';
import { BrowseProfilesQuery } from '../features/home/hooks/useBrowseProfiles';
import { ProfileReportsQuery } from '../features/reports/hooks/useProfileReports';
import { browsePage, buildProfiles, buildReport } from '../test/mocks/profiles';
import { ModerationReportsQuery } from '../features/admin/reports/hooks/useAdminReports';
import { typePolicies } from './type-policies';

const filter = { sortBy: 'REPORTS_HIGH' as const };

describe('cache type policies', () => {
  it('keeps browse pages per filter, merged by page number, and drops them all on eviction', () => {
    const cache = new InMemoryCache({ typePolicies });
    const write = (page: number, f = filter) =>
      cache.writeQuery({
        query: BrowseProfilesQuery,
        variables: { filter: f, page, pageSize: 20 },
        data: { profiles: browsePage({ items: buildProfiles(2, page * 10), page, total: 45 }) },
      });
    const read = (page: number, f = filter) => cache.readQuery({ query: BrowseProfilesQuery, variables: { filter: f, page, pageSize: 20 } });

    write(1);
    write(2);
    write(1, { sortBy: 'NEWEST' } as never);
    expect(read(1)?.profiles.items.map((p) => p.id)).toEqual(['10', '11']);
    expect(read(2)?.profiles.items.map((p) => p.id)).toEqual(['20', '21']);
    expect(read(3)).toBeNull();
    expect(cache.identify({ __typename: 'Profile', id: '10' })).toBe('Profile:{"id":"10"}');

    cache.evict({ id: 'ROOT_QUERY', fieldName: 'profiles' });
    expect(read(1)).toBeNull();
    expect(read(1, { sortBy: 'NEWEST' } as never)).toBeNull();
  });

  it('appends cursor pages of a profile’s reports and replaces them when the first page comes again', () => {
    const cache = new InMemoryCache({ typePolicies });
    const write = (ids: string[], nextCursor: string | null, after?: string) => {
      const profileReports = { __typename: 'ReportPage', items: ids.map((id) => buildReport({ id })), nextCursor };
      cache.writeQuery({
        query: ProfileReportsQuery,
        variables: { profileId: '3', first: 10, ...(after ? { after } : {}) },
        data: { profileReports },
      });
    };
    const read = () => cache.readQuery({ query: ProfileReportsQuery, variables: { profileId: '3', first: 10 } })?.profileReports;

    write(['a', 'b'], 'c1');
    write(['b', 'c'], null, 'c1');
    expect(read()?.items.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(read()?.nextCursor).toBeNull();
    write(['z'], 'c9');
    expect(read()?.items.map((r) => r.id)).toEqual(['z']);
  });

  it('keeps one Report per id for public screens and the moderation list: a public answer updates the moderation list', () => {
    const cache = new InMemoryCache({ typePolicies });
    const variables = { filter: { status: 'PENDING' as const }, page: 1, pageSize: 20 };
    const moderated = {
      ...buildReport({ id: 'r7', title: 'Before the edit' }),
      status: 'APPROVED' as const,
      approved: true,
      profileName: 'Nadia Stone',
      moderatedAt: '2026-11-02T10:00:00.000Z',
      moderationNote: 'Checked',
      rejectionReason: null,
    };
    const moderationReports = { __typename: 'ModerationReportPage', total: 1, totalIsExact: true, page: 1, pageSize: 20, items: [moderated] };
    cache.writeQuery({ query: ModerationReportsQuery, variables, data: { moderationReports } });
    const profileReports = { __typename: 'ReportPage', items: [buildReport({ id: 'r7', title: 'After the edit' })], nextCursor: null };
    cache.writeQuery({ query: ProfileReportsQuery, variables: { profileId: '1', first: 10 }, data: { profileReports } });
    const item = cache.readQuery({ query: ModerationReportsQuery, variables })?.moderationReports.items[0];
    expect(item).toMatchObject({ id: 'r7', title: 'After the edit', moderationNote: 'Checked' });
    expect(Object.keys(cache.extract()).filter((key) => key.startsWith('Report:'))).toEqual(['Report:{"id":"r7"}']);
  });
});
