import { EventEmitter, on } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../../core/db.js';
import { defineMessages } from '../../../core/i18n.js';
import { conflict, notFound } from '../../../core/errors.js';
import {
  DECIDED_ITEM,
  isQueueItemId,
  MODERATION_QUEUE_EVENTS,
  MODERATION_QUEUES,
  QUEUE_TABLES,
  type ModerationQueueName,
  type QueueEvent,
  type QueueHub,
} from './moderation-queues.js';

export const CLAIM_MESSAGES = defineMessages({
  heldByAnother: {
    id: 'moderation.claimHeld',
    defaultMessage: 'Another moderator is reviewing this item. Try again when they are done, or take it over.',
  },
  itemNotWaiting: { id: 'moderation.claimItemNotWaiting', defaultMessage: 'This item is not waiting for a decision.' },
});

/** How long a claim holds without being renewed: the console renews it while the item stays open. */
export const CLAIM_SECONDS = 300;

/** An admin's live claim on one item, with her name (shown to admins only). */
export interface ClaimView {
  queue: ModerationQueueName;
  itemId: string;
  adminId: string;
  adminName: string;
  claimedAt: Date;
  expiresAt: Date;
}

/** How many items wait in each queue. */
export type QueueCounts = Record<ModerationQueueName, number>;

/** One queue event as a moderator's subscription delivers it: with the queues' counts and the item's claim now. */
export interface QueueEventView extends QueueEvent {
  counts: QueueCounts;
  claim: ClaimView | null;
}

const CLAIM_SELECT = `select c.queue, c.item_id as "itemId", c.admin_id as "adminId", u.username as "adminName", c.claimed_at as "claimedAt", c.expires_at as "expiresAt"
  from moderation_claims c join users u on u.id = c.admin_id`;

const COUNTS_SQL = `select ${MODERATION_QUEUES.map((q) => `(select count(*)::int from ${QUEUE_TABLES[q].table} where ${QUEUE_TABLES[q].pending}) as "${q}"`).join(', ')}`;

/**
 * Moderators' claims on queue items (issue 24): an admin who opens an item claims it for `CLAIM_SECONDS`, renewed while
 * it stays open; another admin's decision on it is refused with CONFLICT while the claim is live (`settle`, called by
 * the command runner for every decision, the one place it is enforced), unless she takes it over. An expired claim
 * blocks nothing. Every claim taken, renewed, moved or let go is announced to the moderators by the table's trigger.
 */
export class ModerationClaims {
  /** Counts and claim of an announcement, loaded once per instance whoever listens (the hub hands every listener the same event). */
  private readonly presented = new WeakMap<QueueEvent, Promise<QueueEventView>>();

  constructor(
    private readonly db: Db,
    private readonly hub: QueueHub,
  ) {}

  /** The live claims in `queue` (the console marks those items "being reviewed"). */
  list(queue: ModerationQueueName): Promise<ClaimView[]> {
    return this.db.query<ClaimView>(`${CLAIM_SELECT} where c.queue = $1 and c.expires_at > now() order by c.claimed_at`, [queue]);
  }

  /** The item's live claim, or null. */
  async of(queue: ModerationQueueName, itemId: string): Promise<ClaimView | null> {
    return this.db.one<ClaimView>(`${CLAIM_SELECT} where c.queue = $1 and c.item_id = $2 and c.expires_at > now()`, [queue, itemId]);
  }

  /** How many items wait in each queue. */
  async counts(): Promise<QueueCounts> {
    return (await this.db.one<QueueCounts>(COUNTS_SQL))!;
  }

  /**
   * Claims (or renews) the item for `adminId` unless another admin's claim on it is live: answers the item's claim
   * after the attempt (hers, or the other admin's). NOT_FOUND for an id that names nothing waiting.
   */
  async claim(adminId: string, queue: ModerationQueueName, itemId: string): Promise<ClaimView> {
    return this.take(adminId, queue, itemId, false);
  }

  /** Moves the item's claim to `adminId`, whoever held it (the console's "Take over"). */
  async takeOver(adminId: string, queue: ModerationQueueName, itemId: string): Promise<ClaimView> {
    return this.take(adminId, queue, itemId, true);
  }

  /** Lets go of her claim on the item (she closed it); true when she held one. */
  async release(adminId: string, queue: ModerationQueueName, itemId: string): Promise<boolean> {
    const rows = await this.db.query('delete from moderation_claims where queue = $1 and item_id = $2 and admin_id = $3 returning 1', [queue, itemId, adminId]);
    return rows.length > 0;
  }

  private async take(adminId: string, queue: ModerationQueueName, itemId: string, force: boolean): Promise<ClaimView> {
    const { table, id, pending } = QUEUE_TABLES[queue];
    if (!isQueueItemId(queue, itemId)) throw notFound(CLAIM_MESSAGES.itemNotWaiting);
    // One statement: the item waiting, then the claim inserted, renewed or (taken over, or expired) moved; the
    // primary key makes two admins' claims on one item take turns.
    const [row] = await this.db.query<{ ok: boolean }>(
      `with item as (select 1 from ${table} where id = $6::${id} and ${pending})
       insert into moderation_claims (queue, item_id, admin_id, claimed_at, expires_at)
       select $1, $2, $3, now(), now() + make_interval(secs => $4) from item
       on conflict (queue, item_id) do update
         set admin_id = excluded.admin_id, expires_at = excluded.expires_at,
             claimed_at = case when moderation_claims.admin_id = excluded.admin_id and moderation_claims.expires_at > now() then moderation_claims.claimed_at else now() end
         where $5::boolean or moderation_claims.admin_id = excluded.admin_id or moderation_claims.expires_at <= now()
       returning true as ok`,
      [queue, itemId, adminId, CLAIM_SECONDS, force, itemId],
    );
    const claim = await this.of(queue, itemId);
    if (!row && !claim) throw notFound(CLAIM_MESSAGES.itemNotWaiting);
    return claim!;
  }

  /**
   * The claim check of a decision, inside its transaction (core/run-command.ts, after the command's own change, so
   * that deciding an already-decided item keeps its own answer): CONFLICT while another admin's claim on the item is
   * live (the row locked, so a take-over in flight is waited for), and otherwise the item's claim is let go (decided).
   */
  async settle(em: EntityManager, actor: { id: string }, command: string, input: unknown): Promise<void> {
    const target = DECIDED_ITEM[command]?.(input as Record<string, unknown>);
    if (!target || (typeof target.id !== 'string' && typeof target.id !== 'number')) return;
    const itemId = String(target.id);
    const run = (sql: string, params: unknown[]) => em.getConnection().execute<{ admin_id: string }[]>(sql, params, 'all', em.getTransactionContext());
    const held = await run('select admin_id from moderation_claims where queue = ? and item_id = ? and admin_id <> ? and expires_at > now() for update', [
      target.queue,
      itemId,
      actor.id,
    ]);
    if (held.length) throw conflict(CLAIM_MESSAGES.heldByAnother);
    await run('delete from moderation_claims where queue = ? and item_id = ?', [target.queue, itemId]);
  }

  /**
   * The queues' changes as they happen on any instance (`moderationQueueChanged`), each with the counts and the item's
   * claim, after `stillAllowed` says her session or token still holds (false ends the stream). Ends when its consumer
   * calls `return()`.
   */
  live(adminId: string, stillAllowed: () => Promise<boolean>): AsyncIterableIterator<QueueEventView> {
    const ended = new AbortController();
    const heard = new EventEmitter();
    // Created before listening, so that nothing heard is lost; buffered until read.
    const events = on(heard, 'event', { signal: ended.signal }) as AsyncIterableIterator<[QueueEvent]>;
    const listening = this.hub.listenOn(MODERATION_QUEUE_EVENTS, adminId, (event) => heard.emit('event', event));
    listening.then(
      (stop) => (ended.signal.aborted ? stop() : ended.signal.addEventListener('abort', stop, { once: true })),
      () => {},
    );
    const present = (event: QueueEvent) => {
      let view = this.presented.get(event);
      if (!view) this.presented.set(event, (view = this.present(event)));
      return view;
    };
    async function* stream(): AsyncGenerator<QueueEventView> {
      try {
        await listening;
        for await (const [event] of events) {
          if (!(await stillAllowed())) return;
          yield await present(event);
        }
      } catch (err) {
        if (!ended.signal.aborted) throw err;
      } finally {
        ended.abort();
      }
    }
    const iterator = stream();
    const stop = iterator.return.bind(iterator);
    iterator.return = (value) => {
      ended.abort();
      return stop(value);
    };
    return iterator;
  }

  private async present(event: QueueEvent): Promise<QueueEventView> {
    const [counts, claim] = await Promise.all([this.counts(), this.of(event.queue, event.itemId)]);
    return { ...event, counts, claim };
  }
}
