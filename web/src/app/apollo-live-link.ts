import { ApolloLink, type ApolloClient } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/**
 * Close codes after which connecting again cannot help (the API's live-server.ts): signed out or session ended (4401),
 * the session cookie and a token together (4400), over the connections limit (4429). graphql-ws retries the others
 * (a restarting server, a lost network) with its backoff.
 */
const FINAL_CLOSE_CODES = new Set([4400, 4401, 4403, 4429]);

/** Queries refetched when the socket is back after it was lost: what was announced meanwhile was not heard. */
const LIVE_QUERIES = [
  'Notifications',
  'UnreadNotificationCount',
  'MyReports',
  // The moderation console's queues (admin/shared/hooks/useModerationQueue.ts), where one is open.
  'AdminQueueCounts',
  'ModerationClaims',
  'ModerationReports',
  'PendingImages',
  'VerificationRequests',
  'AdminFlags',
  'RemovalRequests',
  'AdminAppeals',
];

const closeCode = (event: unknown): number | undefined =>
  typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number' ? event.code : undefined;

const installed = new WeakSet<ApolloClient>();

/**
 * The subscription half of the app's Apollo link (issue 24), added to `client` when a signed-in member's live updates
 * start (after the first paint: the first screen's JavaScript carries none of this, and visitors never load it): a
 * split link sends subscriptions to a GraphQLWsLink, one WebSocket on the same origin's /graphql (graphql-ws; the
 * browser sends the session cookie on the handshake), and everything else down the app's HTTP link as before. The
 * socket opens with the first subscription and closes when the last one ends.
 */
export function installLiveLink(client: ApolloClient): void {
  if (installed.has(client)) return;
  installed.add(client);
  let connectedBefore = false;
  const ws = createClient({
    url: `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/graphql`,
    lazy: true,
    retryAttempts: 10,
    shouldRetry: (event) => !FINAL_CLOSE_CODES.has(closeCode(event) ?? 0),
    on: {
      connected: () => {
        if (connectedBefore) void client.refetchQueries({ include: LIVE_QUERIES });
        connectedBefore = true;
      },
    },
  });
  client.setLink(ApolloLink.split((operation) => operation.operationType === 'subscription', new GraphQLWsLink(ws), client.link));
}
