import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { FlagTargetType } from '../../../gql/graphql';

/*
 * What the flag button needs on a profile page's first load: whether she flagged an item. Sending a flag (useFlag.ts, its
 * mutations) loads with the dialog.
 */

export const MyFlagsQuery = graphql(`
  query MyFlags($profileId: ID!) {
    myFlags(profileId: $profileId) {
      targetType
      targetId
    }
  }
`);

export type FlagTarget = { type: FlagTargetType; id: string; profileId: string };

/** Whether the signed-in member has flagged this item (one query per profile page, shared by its cards). */
export function useHasFlagged(target: FlagTarget, enabled: boolean): boolean {
  const { data } = useQuery(MyFlagsQuery, { variables: { profileId: target.profileId }, skip: !enabled });
  return (data?.myFlags ?? []).some((item) => item.targetType === target.type && item.targetId === target.id);
}
