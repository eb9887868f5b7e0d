import { graphql } from '../../../../gql';
import { countOf } from '../../../../shared/plural';
import { useMutationAction } from '../../../../shared/useMutationAction';
import { DASHBOARD_FIELDS, evictRootFields, type RootField } from '../../shared/hooks/admin-cache';

export const GenerateSampleDataMutation = graphql(`
  mutation GenerateSampleData($count: Int!) {
    generateSampleData(count: $count) {
      profilesCreated
      reviewsCreated
    }
  }
`);

export const RemoveSampleDataMutation = graphql(`
  mutation RemoveSampleData {
    removeSampleData {
      profilesRemoved
      reviewsRemoved
    }
  }
`);

/** Every list and count sample data shows up in. */
const SAMPLE_FIELDS: readonly RootField[] = [
  'profiles',
  'profileCount',
  'profileReports',
  'recommendations',
  'moderationProfiles',
  'moderationReports',
  'pendingImages',
  ...DASHBOARD_FIELDS,
];

export type SampleDataOutcome = { kind: 'generated'; profiles: number; reports: number } | { kind: 'removed'; profiles: number; reports: number };

/** 'Created 1 profile and 3 reports.', 'Removed 50 sample profiles and 97 reports.' */
export function sampleDataMessage({ kind, profiles, reports }: SampleDataOutcome): string {
  return kind === 'generated'
    ? `Created ${countOf(profiles, 'profile')} and ${countOf(reports, 'report')}.`
    : `Removed ${countOf(profiles, 'sample profile')} and ${countOf(reports, 'report')}.`;
}

/** Generate and remove sample data; every list that shows profiles or reports is refetched afterwards. */
export function useSampleData() {
  const update = (cache: Parameters<typeof evictRootFields>[0]) => evictRootFields(cache, SAMPLE_FIELDS);
  const [generate, { pending: generating }] = useMutationAction(GenerateSampleDataMutation, {
    variables: (count: number) => ({ count }),
    update,
    result: ({ generateSampleData: { profilesCreated, reviewsCreated } }): SampleDataOutcome => ({
      kind: 'generated',
      profiles: profilesCreated,
      reports: reviewsCreated,
    }),
    success: (outcome) => ({ title: 'Sample Data Generated!', description: sampleDataMessage(outcome) }),
    failure: { title: 'Generation Failed', description: 'Failed to generate sample data.' },
  });

  const [remove, { pending: removing }] = useMutationAction(RemoveSampleDataMutation, {
    variables: () => ({}),
    update,
    result: ({ removeSampleData: { profilesRemoved, reviewsRemoved } }): SampleDataOutcome => ({
      kind: 'removed',
      profiles: profilesRemoved,
      reports: reviewsRemoved,
    }),
    success: ({ profiles, reports }) => ({
      title: 'Sample Data Removed',
      description: `Removed ${countOf(profiles, 'profile')} and ${countOf(reports, 'report')}.`,
    }),
    failure: { title: 'Removal Failed', description: 'Failed to remove sample data.' },
  });

  return { generate, remove, generating, removing };
}
