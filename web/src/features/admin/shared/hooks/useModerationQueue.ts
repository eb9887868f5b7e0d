import { CombinedGraphQLErrors, type ApolloCache, type ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql } from '../../../../gql';
import type { ModerationClaimFieldsFragment, ModerationQueue, ModerationQueueChangedSubscription as QueueChanged } from '../../../../gql/graphql';
import { installLiveLink } from '../../../../app/apollo-live-link';
import { errorMessage } from '../../../../shared/errors';
import { CurrentUserQuery, useCurrentUser } from '../../../auth/hooks/useCurrentUser';
import { evictRootFields, type RootField } from './admin-cache';

export const ModerationClaimFields = graphql(`
  fragment ModerationClaimFields on ModerationClaim {
    queue
    itemId
    adminId
    adminName
    expiresAt
  }
`);

export const ModerationClaimsQuery = graphql(`
  query ModerationClaims($queue: ModerationQueue!) {
    moderationClaims(queue: $queue) {
      ...ModerationClaimFields
    }
  }
`);

export const ModerationQueueChangedSubscription = graphql(`
  subscription ModerationQueueChanged {
    moderationQueueChanged {
      queue
      itemId
      change
      counts {
        reports
        images
        verifications
        flags
        removalRequests
        appeals
      }
      claim {
        ...ModerationClaimFields
      }
    }
  }
`);

export const ClaimModerationItemMutation = graphql(`
  mutation ClaimModerationItem($queue: ModerationQueue!, $id: ID!) {
    claimModerationItem(queue: $queue, id: $id) {
      ...ModerationClaimFields
    }
  }
`);

export const TakeOverModerationItemMutation = graphql(`
  mutation TakeOverModerationItem($queue: ModerationQueue!, $id: ID!) {
    takeOverModerationItem(queue: $queue, id: $id) {
      ...ModerationClaimFields
    }
  }
`);

export const ReleaseModerationItemMutation = graphql(`
  mutation ReleaseModerationItem($queue: ModerationQueue!, $id: ID!) {
    releaseModerationItem(queue: $queue, id: $id)
  }
`);

export type ModerationClaim = ModerationClaimFieldsFragment;
export type QueueEvent = QueueChanged['moderationQueueChanged'];

/** The root fields each queue's screen reads: evicted (and so refetched by a mounted screen) when an item comes, changes or goes. */
const QUEUE_FIELDS: Record<ModerationQueue, readonly RootField[]> = {
  REPORTS: ['moderationReports'],
  IMAGES: ['pendingImages'],
  VERIFICATIONS: ['verificationRequests'],
  FLAGS: ['adminFlags'],
  REMOVAL_REQUESTS: ['removalRequests'],
  APPEALS: ['adminAppeals'],
};

/** The item's claim in the cached claims of its queue: replaced by `claim`, or dropped when null. */
export function storeClaim(cache: ApolloCache, queue: ModerationQueue, itemId: string, claim: ModerationClaim | null): void {
  cache.updateQuery({ query: ModerationClaimsQuery, variables: { queue } }, (data) =>
    data ? { moderationClaims: [...data.moderationClaims.filter((c) => c.itemId !== itemId), ...(claim ? [claim] : [])] } : data,
  );
}

/**
 * What one queue event changes in the cache: the sidebar's and dashboard's counts in place; the item's claim in its
 * queue's claims; and for an item that came, changed or went, its queue's list, which a mounted screen then refetches
 * (only ids travel, never an item's content).
 */
export function applyQueueEvent(cache: ApolloCache, event: QueueEvent): void {
  const { counts } = event;
  // The dashboard's numbers are one object (AdminStats, a singleton in the cache): the sidebar's badges read these.
  cache.modify({
    id: cache.identify({ __typename: 'AdminStats' }),
    fields: {
      pendingReports: () => counts.reports,
      pendingImages: () => counts.images,
      pendingVerifications: () => counts.verifications,
      pendingFlagCases: () => counts.flags,
      pendingRemovalRequests: () => counts.removalRequests,
      pendingAppeals: () => counts.appeals,
    },
  });
  // Decided by her, here (she held it: the claim goes with the decision, after this): her decision's own answer shows
  // its outcome in place until the queue is read again, as before live updates.
  const decidedHere = event.change === 'REMOVED' && heldByMe(cache, event.queue, event.itemId);
  storeClaim(cache, event.queue, event.itemId, event.claim ?? null);
  if ((event.change === 'ADDED' || event.change === 'CHANGED' || event.change === 'REMOVED') && !decidedHere) evictRootFields(cache, QUEUE_FIELDS[event.queue]);
}

/** True when the cached claims of `queue` give the item to the signed-in moderator. */
function heldByMe(cache: ApolloCache, queue: ModerationQueue, itemId: string): boolean {
  const me = cache.readQuery({ query: CurrentUserQuery })?.me?.id;
  const claims = cache.readQuery({ query: ModerationClaimsQuery, variables: { queue } })?.moderationClaims;
  return !!me && !!claims?.some((c) => c.itemId === itemId && c.adminId === me);
}

/** A client that carries subscriptions: the app's own (app/apollo-client.ts marks it) in a browser with WebSocket. */
const carriesSubscriptions = (client: ApolloClient) => client.defaultContext.live === true && typeof WebSocket !== 'undefined';

/**
 * The moderation queues, live, while an admin screen is open (issue 24): counts, lists and claims follow what every
 * moderator and member does, on any instance, without a reload.
 */
export function useModerationQueueLive(): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!carriesSubscriptions(client)) return;
    installLiveLink(client);
    const subscription = client.subscribe({ query: ModerationQueueChangedSubscription }).subscribe({
      next: ({ data }) => {
        if (data?.moderationQueueChanged) applyQueueEvent(client.cache, data.moderationQueueChanged);
      },
      // Refused or ended (signed out): the screens still work, without live updates.
      error: () => {},
    });
    return () => subscription.unsubscribe();
  }, [client]);
}

/** Another moderator's live claim on each item of `queue` (hers are left out): what the list marks "being reviewed". */
export function useModerationClaims(queue: ModerationQueue): (itemId: string) => ModerationClaim | null {
  const { user } = useCurrentUser();
  const { data } = useQuery(ModerationClaimsQuery, { variables: { queue }, fetchPolicy: 'cache-and-network' });
  const claims = data?.moderationClaims;
  return useCallback(
    (itemId: string) => claims?.find((c) => c.itemId === itemId && c.adminId !== user?.id && Date.parse(c.expiresAt) > Date.now()) ?? null,
    [claims, user?.id],
  );
}

/** The shortest wait between two renewals of a claim (ms). */
const MIN_RENEW_MS = 5_000;

/**
 * Claims the item while `open` (the moderator opened it), renews the claim before it lapses and lets it go on close;
 * `takeOver` moves another moderator's claim to her.
 */
export function useItemClaim(queue: ModerationQueue, itemId: string, open: boolean) {
  const client = useApolloClient();
  const [claim] = useMutation(ClaimModerationItemMutation);
  const [release] = useMutation(ReleaseModerationItemMutation);
  const [takeOverMutation] = useMutation(TakeOverModerationItemMutation);

  useEffect(() => {
    if (!open) return;
    let timer: number | undefined;
    let stopped = false;
    const renew = async () => {
      const { data } = await claim({ variables: { queue, id: itemId } }).catch(() => ({ data: undefined }));
      const held = data?.claimModerationItem;
      if (stopped || !held) return;
      storeClaim(client.cache, queue, itemId, held);
      // Renewed at half its remaining time (the server decides how long a claim holds).
      timer = window.setTimeout(() => void renew(), Math.max(MIN_RENEW_MS, (Date.parse(held.expiresAt) - Date.now()) / 2));
    };
    void renew();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      void release({ variables: { queue, id: itemId } }).then(
        ({ data }) => data?.releaseModerationItem && storeClaim(client.cache, queue, itemId, null),
        () => {},
      );
    };
  }, [open, queue, itemId, claim, release, client]);

  const takeOver = useCallback(async () => {
    const { data } = await takeOverMutation({ variables: { queue, id: itemId } });
    if (data) storeClaim(client.cache, queue, itemId, data.takeOverModerationItem);
  }, [takeOverMutation, queue, itemId, client]);

  return { takeOver };
}

/** What a decision hook takes from its screen: the refusals the screen says itself, not in a toast. */
export type DecisionOptions = { quiet?: (error: unknown) => boolean };

/** The API's message id of a decision refused because another moderator reviews the item (CONFLICT, 409). */
const CLAIM_HELD = 'moderation.claimHeld';

/** True for a decision refused because another moderator's claim holds the item (not any other CONFLICT). */
export const isClaimConflict = (error: unknown): boolean => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.messageId === CLAIM_HELD);

/**
 * A decision refused because another moderator reviews the item (CONFLICT, 409): `quiet` tells an action's toasts to
 * stay silent for it and keeps its message for an inline notice with "Take over" instead.
 */
export function useClaimConflict() {
  const [conflict, setConflict] = useState<string | null>(null);
  const seen = useRef(false);
  const quiet = useCallback((error: unknown) => {
    if (!isClaimConflict(error)) return false;
    seen.current = true;
    setConflict(errorMessage(error) ?? null);
    return true;
  }, []);
  /** True once a decision was refused since the last `clear` (read right after the action, before a re-render). */
  const refused = useCallback(() => seen.current, []);
  const clear = useCallback(() => {
    seen.current = false;
    setConflict(null);
  }, []);
  return { conflict, quiet, refused, clear };
}
