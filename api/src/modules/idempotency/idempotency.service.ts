import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../core/db.js';
import type { User } from '../user/user.entity.js';
import { badInput, conflict, unprocessable } from '../../core/errors.js';
import { IdempotencyStatus } from './idempotency-key.entity.js';
import { IDEMPOTENCY_TEXTS } from './idempotency.messages.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key is remembered. Older keys count as unused: ignored when read, overwritten when claimed again. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** Retry-After of the 409 for a duplicate that arrives while the first request is still being processed. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

export const IDEMPOTENCY_MESSAGES = {
  badKey: IDEMPOTENCY_TEXTS.badKey.defaultMessage,
  oneKey: IDEMPOTENCY_TEXTS.oneKey.defaultMessage,
  reused: IDEMPOTENCY_TEXTS.reused.defaultMessage,
  inFlight: IDEMPOTENCY_TEXTS.inFlight.defaultMessage,
} as const;

const PRINTABLE_ASCII = /^[\x20-\x7e]{1,255}$/;
const TTL = `interval '${IDEMPOTENCY_TTL_HOURS} hours'`;

/** The request's `Idempotency-Key`, or null when it has none; 400 when it is malformed or sent twice. */
export function idempotencyKeyOf(req: IncomingMessage): string | null {
  const values = req.headersDistinct?.['idempotency-key'];
  if (!values || values.length === 0) return null;
  if (values.length > 1) throw badInput(IDEMPOTENCY_MESSAGES.oneKey);
  if (!PRINTABLE_ASCII.test(values[0])) throw badInput(IDEMPOTENCY_MESSAGES.badKey);
  return values[0];
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** JSON with sorted keys and no `undefined`; bytes (an uploaded image) stand in as their SHA-256. */
function canonical(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return { sha256: sha256(value) };
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== undefined) out[k] = canonical(v);
    }
    return out;
  }
  return value;
}

/** What makes two requests "the same": the operation (transport included) and its payload. */
export function requestHash(operation: string, payload: unknown): string {
  return sha256(`${operation}\n${JSON.stringify(canonical(payload) ?? null)}`);
}

/**
 * Handed to a service's write: `claim` is the first statement of its transaction, `complete` the last one (with the
 * answer), so the key and the write commit together or not at all.
 */
export interface IdempotencyGuard {
  claim(em: EntityManager): Promise<void>;
  complete(em: EntityManager, body: unknown): Promise<void>;
}

export interface IdempotentRequest {
  /** `POST /api/profiles/:id/reports`, `Mutation.createReport`, ...: the same key on another operation is another request. */
  operation: string;
  /** Everything that defines the request (path parameters, body or arguments, uploaded bytes). */
  payload: unknown;
  /** The status of a successful answer (201 for REST creations, 200 for GraphQL). */
  status: number;
}

interface StoredAnswer {
  request_hash: string;
  response_status: number;
  response_body: unknown;
}

/**
 * The part of a request's context (an AppContext has it) the service reads: the key header, and the answer to mark
 * as replayed. Named here so that this module does not depend on the app layer (app/context.ts, services.ts).
 */
export interface IdempotentExchange {
  req: IncomingMessage;
  res: Pick<ServerResponse, 'setHeader'>;
}

/** A committed key turned up between the lookup and the claim (another instance won): roll back and replay it. */
class KeyTaken extends Error {}

/**
 * Idempotent writes (issue 9 item 7). A member may send `Idempotency-Key` with a write; the key is stored with the
 * write's answer in the write's own transaction (`idempotency_keys`, unique per member and key), so:
 * - a retry of the same request gets the stored answer (same status and body, `Idempotent-Replayed: true`) and
 *   writes nothing; the same key with a different request is refused (422);
 * - a duplicate arriving while the first is still being processed gets 409 with Retry-After: 1 (tracked in this
 *   process; a duplicate in another instance waits on the unique key and then gets the winner's answer);
 * - failures are not stored: a refused or failed request can be retried with the same key;
 * - a crash loses the key together with the write, or keeps both.
 * Keys expire after 24 hours: expired rows are ignored and overwritten at once, and the hourly job deletes them.
 */
export class IdempotencyService {
  private readonly inFlight = new Set<string>();

  constructor(private readonly db: Db) {}

  async run<T>(ctx: IdempotentExchange, actor: User, request: IdempotentRequest, write: (guard: IdempotencyGuard | null) => Promise<T>): Promise<T> {
    const key = idempotencyKeyOf(ctx.req);
    if (key === null) return write(null);
    const slot = `${actor.id}\n${key}`;
    if (this.inFlight.has(slot)) throw conflict(IDEMPOTENCY_MESSAGES.inFlight, IN_FLIGHT_RETRY_AFTER_SECONDS);
    this.inFlight.add(slot);
    try {
      const hash = requestHash(request.operation, request.payload);
      const stored = await this.lookup(actor.id, key);
      if (stored) return this.replay<T>(ctx, stored, hash);
      try {
        return await write(this.guard(actor.id, key, hash, request.status));
      } catch (e) {
        if (!(e instanceof KeyTaken)) throw e;
        const winner = await this.lookup(actor.id, key);
        if (!winner) throw conflict(IDEMPOTENCY_MESSAGES.inFlight, IN_FLIGHT_RETRY_AFTER_SECONDS);
        return this.replay<T>(ctx, winner, hash);
      }
    } finally {
      this.inFlight.delete(slot);
    }
  }

  /** Deletes expired keys (the hourly job); returns how many. */
  async purgeExpired(): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      `with gone as (delete from idempotency_keys where created_at <= now() - ${TTL} returning 1) select count(*)::int as n from gone`,
    );
    return rows[0]?.n ?? 0;
  }

  private lookup(userId: string, key: string): Promise<StoredAnswer | null> {
    return this.db.one<StoredAnswer>(
      `select request_hash, response_status, response_body from idempotency_keys
       where user_id = $1 and key = $2 and status = $3 and created_at > now() - ${TTL}`,
      [userId, key, IdempotencyStatus.COMPLETED],
    );
  }

  private replay<T>(ctx: IdempotentExchange, stored: StoredAnswer, hash: string): T {
    const [a, b] = [Buffer.from(stored.request_hash, 'hex'), Buffer.from(hash, 'hex')];
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw unprocessable(IDEMPOTENCY_MESSAGES.reused);
    ctx.res.setHeader(REPLAYED_HEADER, 'true');
    return stored.response_body as T;
  }

  private guard(userId: string, key: string, hash: string, status: number): IdempotencyGuard {
    return {
      async claim(em) {
        // Waits on an uncommitted claim of the same key (another instance), then finds it committed (KeyTaken) or gone.
        const rows = await em.getConnection().execute<{ claimed: number }[]>(
          `insert into idempotency_keys (user_id, key, request_hash, status) values (?, ?, ?, ?)
           on conflict (user_id, key) do update set request_hash = excluded.request_hash, status = excluded.status,
             response_status = null, response_body = null, created_at = now()
           where idempotency_keys.created_at <= now() - ${TTL}
           returning 1 as claimed`,
          [userId, key, hash, IdempotencyStatus.IN_FLIGHT],
          'all',
          em.getTransactionContext(),
        );
        if (rows.length === 0) throw new KeyTaken('idempotency key taken');
      },
      async complete(em, body) {
        await em
          .getConnection()
          .execute(
            'update idempotency_keys set status = ?, response_status = ?, response_body = ?::jsonb where user_id = ? and key = ?',
            [IdempotencyStatus.COMPLETED, status, JSON.stringify(body ?? null), userId, key],
            'run',
            em.getTransactionContext(),
          );
      },
    };
  }
}
