import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../../gql';

export const RecordProfileViewMutation = graphql(`
  mutation RecordProfileView($profileId: ID!) {
    recordProfileView(profileId: $profileId)
  }
`);

/**
 * Records once per opened profile that a signed-in member viewed it (Smart Matches use it). Visitors record
 * nothing. A failure is silent: it only affects suggestions. Cached Smart Matches are dropped afterwards, since
 * "not yet interacted" is part of their score.
 */
export function useRecordProfileView(profileId: string | null, enabled: boolean) {
  const [record] = useMutation(RecordProfileViewMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'recommendations' });
      cache.gc();
    },
  });
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !profileId || recorded.current === profileId) return;
    recorded.current = profileId;
    record({ variables: { profileId } }).catch(() => undefined);
  }, [enabled, profileId, record]);
}
