import type { Reference } from '@apollo/client';
import { graphql } from '../../../../gql';
import { useMutationAction } from '../../../../shared/useMutationAction';
import { DASHBOARD_FIELDS, evictProfileFields, evictRootFields } from '../../shared/hooks/admin-cache';

export const LiftReportPauseMutation = graphql(`
  mutation LiftReportPause($profileId: ID!) {
    liftReportPause(profileId: $profileId) {
      id
      liftedAt
    }
  }
`);

export const ExtendReportPauseMutation = graphql(`
  mutation ExtendReportPause($profileId: ID!, $hours: Int!) {
    extendReportPause(profileId: $profileId, input: { hours: $hours }) {
      id
      endsAt
    }
  }
`);

/**
 * Lift or extend the pause of new reports on a profile (pile-on protection). A lifted pause leaves the dashboard's alert at
 * once and the profile's notice is refetched; an extended one shows its new end (the cache updates the pause by its id).
 */
export function useReportPauseActions() {
  const [lift] = useMutationAction(LiftReportPauseMutation, {
    variables: (profileId: string) => ({ profileId }),
    update: (cache, data, [profileId]) => {
      const lifted = data.liftReportPause.id;
      if (!lifted) return;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          adminReportPauses: (existing: readonly Reference[] = [], { readField }) => existing.filter((item) => readField<string>('id', item) !== lifted),
        },
      });
      evictProfileFields(cache, profileId, ['reportsPaused']);
      evictRootFields(cache, DASHBOARD_FIELDS);
    },
    success: { title: 'Pause Lifted', description: 'Members can report on this profile again.' },
    failure: { title: 'Action Failed', description: 'Failed to lift the pause' },
  });

  const [extend] = useMutationAction(ExtendReportPauseMutation, {
    variables: (profileId: string, hours: number) => ({ profileId, hours }),
    success: (_done, [, hours]) => ({ title: 'Pause Extended', description: `New reports stay paused for ${hours} more hours.` }),
    failure: { title: 'Action Failed', description: 'Failed to extend the pause' },
  });

  return { lift, extend };
}
