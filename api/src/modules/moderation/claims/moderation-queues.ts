/** The moderation queues (the admin console's pages), by the names events and claims use. */
export const MODERATION_QUEUES = ['reports', 'images', 'verifications', 'flags', 'removalRequests', 'appeals'] as const;
export type ModerationQueueName = (typeof MODERATION_QUEUES)[number];

/** What happened to an item of a queue: it came in, changed, left (decided, withdrawn), or was claimed or let go. */
export const QUEUE_CHANGES = ['added', 'changed', 'removed', 'claimed', 'released'] as const;
export type QueueChange = (typeof QUEUE_CHANGES)[number];

/** Each queue's table, its id's kind and what "waiting for a decision" means there (one index-served statement each). */
export const QUEUE_TABLES: Record<ModerationQueueName, { table: string; id: 'int' | 'bigint' | 'uuid'; pending: string }> = {
  reports: { table: 'reports', id: 'int', pending: 'approved is null' },
  images: { table: 'profiles', id: 'int', pending: "image_approval_status = 'pending'" },
  verifications: { table: 'id_verifications', id: 'uuid', pending: "status = 'pending'" },
  flags: { table: 'flag_cases', id: 'bigint', pending: "status = 'pending'" },
  removalRequests: { table: 'removal_requests', id: 'uuid', pending: "status = 'pending'" },
  appeals: { table: 'appeals', id: 'uuid', pending: "status = 'pending'" },
};

const ID_FORMAT = {
  int: /^[1-9]\d{0,9}$/,
  bigint: /^[1-9]\d{0,17}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
} as const;

/** True when `id` has the form of an id of `queue` (an int within range, a UUID): anything else names no item. */
export function isQueueItemId(queue: ModerationQueueName, id: string): boolean {
  const kind = QUEUE_TABLES[queue].id;
  return ID_FORMAT[kind].test(id) && (kind !== 'int' || Number(id) <= 2_147_483_647);
}

/**
 * The decisions that take an item out of a queue, by command name (core/run-command.ts runs them): which item each
 * decides. The runner asks `ModerationClaims.settle` about these, the one place a claim is enforced.
 */
export const DECIDED_ITEM: Record<string, (input: Record<string, unknown>) => { queue: ModerationQueueName; id: unknown }> = {
  'report.approve': (input) => ({ queue: 'reports', id: input.id }),
  'report.reject': (input) => ({ queue: 'reports', id: input.id }),
  'image.approve': (input) => ({ queue: 'images', id: input.profileId }),
  'image.reject': (input) => ({ queue: 'images', id: input.profileId }),
  'id.decide': (input) => ({ queue: 'verifications', id: input.requestId }),
  'flags.dismiss': (input) => ({ queue: 'flags', id: input.id }),
  'flags.uphold': (input) => ({ queue: 'flags', id: input.id }),
  'removal.decide': (input) => ({ queue: 'removalRequests', id: input.id }),
  'appeal.decide': (input) => ({ queue: 'appeals', id: input.id }),
};

/** The PostgreSQL channel the queues' changes are announced on (by the triggers of Migration20261127181548). */
export const MODERATION_QUEUE_CHANNEL = 'moderation_queue';

/** One announcement: a queue's name, an item's id and what happened; nothing about the item's content or its people. */
export interface QueueEvent {
  queue: ModerationQueueName;
  itemId: string;
  change: QueueChange;
}

function parseQueueEvent(payload: string | undefined): QueueEvent | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<QueueEvent>;
    const queue = MODERATION_QUEUES.find((q) => q === value.queue);
    const change = QUEUE_CHANGES.find((c) => c === value.change);
    if (!queue || !change || typeof value.itemId !== 'string' || !isQueueItemId(queue, value.itemId)) return null;
    return { queue, itemId: value.itemId, change };
  } catch {
    return null;
  }
}

/**
 * What the live queues need of the instance's LISTEN connection: notification/notification-hub.ts's `NotificationHub`
 * (its `HubChannel`), which app/services.ts hands in; named here so that this module does not import that one.
 */
export interface QueueChannel<E> {
  name: string;
  parse(payload: string | undefined): E | null;
  keyOf(event: E): string | null;
}
export interface QueueHub {
  listenOn<E>(channel: QueueChannel<E>, key: string, listener: (event: E) => void): Promise<() => void>;
}

/** The queues' channel on the hub: every moderator listening hears every announcement. */
export const MODERATION_QUEUE_EVENTS: QueueChannel<QueueEvent> = { name: MODERATION_QUEUE_CHANNEL, parse: parseQueueEvent, keyOf: () => null };
