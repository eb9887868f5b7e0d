import { graphql } from '../../../../gql';
import { useIntl, type IntlShape } from 'react-intl';
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

/** 'Created 1 profile and 3 reports.', 'Removed 50 sample profiles and 97 reports.', in her language. */
export function sampleDataMessage(intl: IntlShape, { kind, profiles, reports }: SampleDataOutcome): string {
  return kind === 'generated'
    ? intl.formatMessage(
        {
          id: 'admin.sampleData.created',
          defaultMessage: 'Created {profiles, plural, one {# profile} other {# profiles}} and {reports, plural, one {# report} other {# reports}}.',
        },
        { profiles, reports },
      )
    : intl.formatMessage(
        {
          id: 'admin.sampleData.removed',
          defaultMessage:
            'Removed {profiles, plural, one {# sample profile} other {# sample profiles}} and {reports, plural, one {# report} other {# reports}}.',
        },
        { profiles, reports },
      );
}

/** Generate and remove sample data; every list that shows profiles or reports is refetched afterwards. */
export function useSampleData() {
  const intl = useIntl();
  const update = (cache: Parameters<typeof evictRootFields>[0]) => evictRootFields(cache, SAMPLE_FIELDS);
  const [generate, { pending: generating }] = useMutationAction(GenerateSampleDataMutation, {
    variables: (count: number) => ({ count }),
    update,
    result: ({ generateSampleData: { profilesCreated, reviewsCreated } }): SampleDataOutcome => ({
      kind: 'generated',
      profiles: profilesCreated,
      reports: reviewsCreated,
    }),
    success: (outcome) => ({
      title: intl.formatMessage({ id: 'admin.sampleData.generatedToast', defaultMessage: 'Sample Data Generated!' }),
      description: sampleDataMessage(intl, outcome),
    }),
    failure: {
      title: intl.formatMessage({ id: 'admin.sampleData.generateFailedToast', defaultMessage: 'Generation Failed' }),
      description: intl.formatMessage({ id: 'admin.sampleData.generateFailedToastDescription', defaultMessage: 'Failed to generate sample data.' }),
    },
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
      title: intl.formatMessage({ id: 'admin.sampleData.removedToast', defaultMessage: 'Sample Data Removed' }),
      description: intl.formatMessage(
        {
          id: 'admin.sampleData.removedToastDescription',
          defaultMessage: 'Removed {profiles, plural, one {# profile} other {# profiles}} and {reports, plural, one {# report} other {# reports}}.',
        },
        { profiles, reports },
      ),
    }),
    failure: {
      title: intl.formatMessage({ id: 'admin.sampleData.removeFailedToast', defaultMessage: 'Removal Failed' }),
      description: intl.formatMessage({ id: 'admin.sampleData.removeFailedToastDescription', defaultMessage: 'Failed to remove sample data.' }),
    },
  });

  return { generate, remove, generating, removing };
}
