import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { Reference } from '@apollo/client';
import { graphql } from '../../../../gql';
import { useToast } from '../../../../ui/toast/useToast';
import { DASHBOARD_FIELDS, evictProfileFields, evictRootFields } from '../../shared/hooks/admin-cache';
import { failureDescription } from '../../shared/hooks/failure';

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
  const { toast } = useToast();
  const [liftMutation] = useMutation(LiftReportPauseMutation);
  const [extendMutation] = useMutation(ExtendReportPauseMutation);

  const lift = useCallback(
    async (profileId: string) => {
      try {
        await liftMutation({
          variables: { profileId },
          update(cache, { data }) {
            const lifted = data?.liftReportPause.id;
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
        });
        toast({ title: 'Pause Lifted', description: 'Members can report on this profile again.' });
        return true;
      } catch (error) {
        toast({ title: 'Action Failed', description: failureDescription('Failed to lift the pause', error), variant: 'destructive' });
        return false;
      }
    },
    [liftMutation, toast],
  );

  const extend = useCallback(
    async (profileId: string, hours: number) => {
      try {
        await extendMutation({ variables: { profileId, hours } });
        toast({ title: 'Pause Extended', description: `New reports stay paused for ${hours} more hours.` });
        return true;
      } catch (error) {
        toast({ title: 'Action Failed', description: failureDescription('Failed to extend the pause', error), variant: 'destructive' });
        return false;
      }
    },
    [extendMutation, toast],
  );

  return { lift, extend };
}
