import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import { countOf } from '../../../../shared/plural';
import { useToast } from '../../../../ui/toast/useToast';
import { DASHBOARD_FIELDS, evictRootFields, type RootField } from '../../shared/hooks/admin-cache';
import { failureDescription } from '../../shared/hooks/failure';

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
  'adminProfiles',
  'adminReports',
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
  const { toast } = useToast();
  const update = { update: (cache: Parameters<typeof evictRootFields>[0]) => evictRootFields(cache, SAMPLE_FIELDS) };
  const [generateMutation, { loading: generating }] = useMutation(GenerateSampleDataMutation, update);
  const [removeMutation, { loading: removing }] = useMutation(RemoveSampleDataMutation, update);

  const generate = useCallback(
    async (count: number): Promise<SampleDataOutcome | null> => {
      try {
        const { data } = await generateMutation({ variables: { count } });
        if (!data) throw new Error('No answer from the server.');
        const { profilesCreated, reviewsCreated } = data.generateSampleData;
        toast({ title: 'Sample Data Generated!', description: sampleDataMessage({ kind: 'generated', profiles: profilesCreated, reports: reviewsCreated }) });
        return { kind: 'generated', profiles: profilesCreated, reports: reviewsCreated };
      } catch (error) {
        toast({ title: 'Generation Failed', description: failureDescription('Failed to generate sample data.', error), variant: 'destructive' });
        return null;
      }
    },
    [generateMutation, toast],
  );

  const remove = useCallback(async (): Promise<SampleDataOutcome | null> => {
    try {
      const { data } = await removeMutation();
      if (!data) throw new Error('No answer from the server.');
      const { profilesRemoved, reviewsRemoved } = data.removeSampleData;
      toast({ title: 'Sample Data Removed', description: `Removed ${countOf(profilesRemoved, 'profile')} and ${countOf(reviewsRemoved, 'report')}.` });
      return { kind: 'removed', profiles: profilesRemoved, reports: reviewsRemoved };
    } catch (error) {
      toast({ title: 'Removal Failed', description: failureDescription('Failed to remove sample data.', error), variant: 'destructive' });
      return null;
    }
  }, [removeMutation, toast]);

  return { generate, remove, generating, removing };
}
