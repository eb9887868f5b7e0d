import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { MySessionsQuery as MySessionsData } from '../../../gql/graphql';

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      device
      signedInAt
      lastSeenAt
      expiresAt
      current
    }
  }
`);

export const EndSessionMutation = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const EndOtherSessionsMutation = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);

export type AccountSession = MySessionsData['mySessions'][number];

/** Where she is signed in, most recently used first; asked again each time the list is shown. */
export function useMySessions() {
  const { data, loading, error, refetch } = useQuery(MySessionsQuery, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  return {
    sessions: data?.mySessions ?? [],
    loading: loading && !data,
    error,
    refetch: () => void refetch(),
  };
}

/**
 * Signing out elsewhere: one of her other sessions, or all of them at once (answers how many ended). The cached list
 * drops what ended, so the screen follows without asking again.
 */
export function useEndSessions() {
  const [endOne] = useMutation(EndSessionMutation, {
    update(cache, { data }, { variables }) {
      if (!data?.endSession || !variables) return;
      cache.updateQuery({ query: MySessionsQuery }, (previous) =>
        previous ? { mySessions: previous.mySessions.filter((session) => session.id !== variables.id) } : previous,
      );
      cache.evict({ id: cache.identify({ __typename: 'AccountSession', id: variables.id }) });
      cache.gc();
    },
  });
  const [endOthers] = useMutation(EndOtherSessionsMutation, {
    update(cache, { data }) {
      if (data?.endOtherSessions === undefined) return;
      cache.updateQuery({ query: MySessionsQuery }, (previous) =>
        previous ? { mySessions: previous.mySessions.filter((session) => session.current) } : previous,
      );
      cache.gc();
    },
  });

  const endSession = useCallback(
    async (id: string): Promise<void> => {
      await endOne({ variables: { id } });
    },
    [endOne],
  );

  const endOtherSessions = useCallback(async (): Promise<number> => {
    const { data } = await endOthers();
    return data?.endOtherSessions ?? 0;
  }, [endOthers]);

  return { endSession, endOtherSessions };
}
