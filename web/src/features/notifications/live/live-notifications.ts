import type { ApolloClient, Reference } from '@apollo/client';
import { graphql } from '../../../gql';
import { NotificationItem_NotificationFragmentDoc, type NotificationAddedSubscription as NotificationAddedResult } from '../../../gql/graphql';
import { loadPreferences } from '../../preferences/preferences';
import { installLiveLink } from '../../../app/apollo-live-link';
import { MyPreferencesQuery } from '../../preferences/hooks/useMyPreferences';
import { shouldPlayNotificationSound, soundChoice } from './sound-decision';

export const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationItem_notification
    }
  }
`);

type Added = NotificationAddedResult['notificationAdded'];

/** Puts a new notification into the cache: at the top of every loaded list, and one more in the unread count. */
export function addToCache(client: ApolloClient, item: Added): void {
  const { cache } = client;
  // The list item's fragment (hooks/useNotifications.ts), from the generated module: that hook starts this one.
  const ref = cache.writeFragment({ fragment: NotificationItem_NotificationFragmentDoc, fragmentName: 'NotificationItem_notification', data: item });
  if (!ref) return;
  cache.modify({
    fields: {
      notifications(existing: readonly Reference[], { readField }) {
        return existing.some((r) => readField('id', r) === item.id) ? existing : [ref, ...existing];
      },
      unreadNotificationCount(existing: number) {
        return item.read ? existing : existing + 1;
      },
    },
  });
}

const systemReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What happens when a notification arrives: the bell and the panel, her My Reports when it is a decision, the sound. */
function arrived(client: ApolloClient, item: Added): void {
  addToCache(client, item);
  // A moderator decided on one of her reports: My Reports, if open, shows its new status.
  if (item.type === 'REVIEW') void client.refetchQueries({ include: ['MyReports'] });
  // Her preferences on this device (the provider keeps them in storage) and her saved notification settings if loaded.
  const saved = client.cache.readQuery({ query: MyPreferencesQuery })?.myPreferences?.notifications.sounds;
  if (!shouldPlayNotificationSound(soundChoice(loadPreferences(), saved, systemReducedMotion()))) return;
  // The player (and the sound file's address) load with the first sound.
  void import('./notification-sound').then(({ playNotificationSound }) => playNotificationSound()).catch(() => {});
}

/** The subscription starts this long after the bell mounted: the first screen paints and loads first (rule 15). */
const START_AFTER_MS = 1000;

interface Running {
  users: number;
  stop(): void;
}
const running = new WeakMap<ApolloClient, Running>();

function subscribe(client: ApolloClient): Running {
  let subscription: { unsubscribe(): void } | undefined;
  const timer = window.setTimeout(() => {
    installLiveLink(client);
    subscription = client.subscribe({ query: NotificationAddedSubscription }).subscribe({
      next: ({ data }) => {
        if (data?.notificationAdded) arrived(client, data.notificationAdded);
      },
      // Refused or ended (signed out, over the limit): off until the bell mounts again.
      error: () => running.delete(client),
    });
  }, START_AFTER_MS);
  return {
    users: 0,
    stop: () => {
      window.clearTimeout(timer);
      subscription?.unsubscribe();
    },
  };
}

/**
 * Joins the signed-in member's live notifications on `client` (issue 24): one subscription however many parts of the
 * screen join (the bell, the panel), ended when the last one leaves. Answers how to leave. A client that cannot carry
 * subscriptions (a test's mocked one) or a browser without WebSocket joins nothing.
 */
export function joinLiveNotifications(client: ApolloClient): () => void {
  // Only the app's own client (app/apollo-client.ts marks it) carries subscriptions.
  if (client.defaultContext.live !== true || typeof WebSocket === 'undefined') return () => {};
  let entry = running.get(client);
  if (!entry) running.set(client, (entry = subscribe(client)));
  const joined = entry;
  joined.users++;
  return () => {
    if (--joined.users > 0) return;
    joined.stop();
    if (running.get(client) === joined) running.delete(client);
  };
}
