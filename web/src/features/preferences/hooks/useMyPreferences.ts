import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { MyPreferencesFieldsFragment, UpdatePreferencesInput } from '../../../gql/graphql';

export const MyPreferencesFields = graphql(`
  fragment MyPreferencesFields on MyPreferences {
    notifications {
      decisionsInApp
      decisionsEmail
      newReportsInApp
      newReportsEmail
      sounds
      decisionsPush
      newReportsPush
      flagsInApp
      flagsPush
      flagsEmail
      appealsInApp
      appealsPush
      appealsEmail
      accountInApp
      accountPush
      accountEmail
      watchesInApp
      watchesPush
      watchesEmail
      pushDetails
      quietHours {
        enabled
        start
        end
      }
    }
    privacy {
      rememberViewedProfiles
    }
    appearance {
      theme
      fontSize
      highContrast
      reducedMotion
      largeCursor
      soundEffects
      sidebarCollapsed
      language
      timeZone
    }
    updatedAt
  }
`);

export const MyPreferencesQuery = graphql(`
  query MyPreferences {
    myPreferences {
      ...MyPreferencesFields
    }
  }
`);

export const UpdateMyPreferencesMutation = graphql(`
  mutation UpdateMyPreferences($input: UpdatePreferencesInput!) {
    updateMyPreferences(input: $input) {
      ...MyPreferencesFields
    }
  }
`);

export type MyPreferences = MyPreferencesFieldsFragment;
export type PreferencesChange = UpdatePreferencesInput;

/** The signed-in member's saved settings (server side). `skip` for visitors. */
export function useMyPreferences({ skip = false }: { skip?: boolean } = {}) {
  const { data, loading, error, refetch } = useQuery(MyPreferencesQuery, { skip });
  return { preferences: data?.myPreferences ?? null, loading: loading && !data, error, refetch };
}

/** `current` with `change` applied, as the server will answer it (for the optimistic answer). */
function applyChange(current: MyPreferences, change: PreferencesChange): MyPreferences {
  const merge = <T extends object>(base: T, patch: object | null | undefined): T => {
    const next = { ...base } as Record<string, unknown>;
    for (const [key, value] of Object.entries(patch ?? {})) {
      if (value === null || value === undefined) continue;
      // A nested choice (quiet hours) keeps its other fields and its __typename.
      const before = next[key];
      next[key] = typeof value === 'object' && before && typeof before === 'object' ? merge(before, value) : value;
    }
    return next as T;
  };
  return {
    ...current,
    notifications: merge(current.notifications, change.notifications),
    privacy: merge(current.privacy, change.privacy),
    appearance: merge(current.appearance, change.appearance),
  };
}

/**
 * Saves a change to her settings. The answer (and, when `current` is given, an optimistic copy of it at once) is
 * written to `myPreferences` in the cache; a failure rolls the optimistic copy back and throws. Turning off
 * "Remember the profiles I open" drops the cached history and Smart Matches, which the server forgot.
 */
export function useUpdateMyPreferences() {
  const [mutate, { loading }] = useMutation(UpdateMyPreferencesMutation);
  const save = useCallback(
    async (change: PreferencesChange, current?: MyPreferences | null): Promise<MyPreferences> => {
      const { data } = await mutate({
        variables: { input: change },
        // `current` comes from the cache, __typename included.
        optimisticResponse: current ? { updateMyPreferences: applyChange(current, change) } : undefined,
        update(cache, { data: answer }) {
          if (!answer) return;
          cache.writeQuery({ query: MyPreferencesQuery, data: { myPreferences: answer.updateMyPreferences } });
          if (change.privacy?.rememberViewedProfiles === false) {
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'myInteractions' });
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'recommendations' });
            cache.gc();
          }
        },
      });
      // No text of its own: the screen shows its failure message, in her language.
      if (!data) throw new Error('', { cause: 'no data in the answer' });
      return data.updateMyPreferences;
    },
    [mutate],
  );
  return { save, saving: loading };
}
