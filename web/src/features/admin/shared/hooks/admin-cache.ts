import type { ApolloCache } from '@apollo/client';

/** Root fields whose cached answers moderation changes. Evicting one makes a mounted query refetch it. */
export type RootField =
  | 'adminStats'
  | 'adminRecentActivity'
  | 'adminAnalytics'
  | 'auditLog'
  | 'moderationReports'
  | 'moderationProfiles'
  | 'adminUsers'
  | 'pendingImages'
  | 'verificationRequests'
  | 'adminFlags'
  | 'adminAppeals'
  | 'removalRequests'
  | 'profiles'
  | 'profileCount'
  | 'profileReports'
  | 'recommendations';

/** Everything the dashboard and the audit log show: every moderation action changes them. */
export const DASHBOARD_FIELDS: readonly RootField[] = ['adminStats', 'adminRecentActivity', 'adminAnalytics', 'auditLog'];

/** Drops cached root fields (every argument variant); mounted queries reading them go back to the server. */
export function evictRootFields(cache: ApolloCache, fields: readonly RootField[]): void {
  for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Drops the cached entities (e.g. a deleted report; a deleted profile and its pending image) of these type names. */
export function evictEntity(cache: ApolloCache, typenames: readonly string[], id: string): void {
  for (const __typename of typenames) cache.evict({ id: cache.identify({ __typename, id }) });
}

/** Profile fields that depend on its approved reports (SAFETY 8, 15): refetched after a report decision. */
const AGGREGATE_FIELDS = ['averageRating', 'reviewCount', 'flagStatus', 'flagShown', 'awaitingReview'];

/**
 * Drops fields of a profile (by default its aggregates), so open screens refetch them. Public screens and the moderation
 * screens share the one normalised `Profile`.
 */
export function evictProfileFields(cache: ApolloCache, profileId: string, fields: readonly string[] = AGGREGATE_FIELDS): void {
  const id = cache.identify({ __typename: 'Profile', id: profileId });
  for (const fieldName of fields) cache.evict({ id, fieldName });
}
