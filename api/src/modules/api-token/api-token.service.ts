import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../core/db.js';
import { requireRecentSecondFactor } from '../../auth/second-factor.js';
import { clock } from '../../shared/clock.js';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import { parseInput } from '../../shared/parse.js';
import { Role, type User } from '../user/user.entity.js';
import { ApiTokenScope } from './api-token.entity.js';
import { API_TOKEN_LIMITS, API_TOKEN_MESSAGES, createApiTokenSchema } from './api-token.inputs.js';
import { presentApiToken, type ApiTokenView } from './api-token.type.js';
import { UUID } from '../../core/sql.js';
import { API_TOKEN_TEXTS } from './api-token.messages.js';

/** Every secret starts with this (so secret scanners and people recognise it). */
export const API_TOKEN_PREFIX = 'tea_pat_';
/** `lastUsedAt` is written at most this often per token (no write per request). */
export const LAST_USED_EVERY_MS = 60 * 1000;
const PREFIX_LENGTH = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashApiToken = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** A token presented as `Authorization: Bearer ...` that is live (not revoked, not expired). */
export interface LiveApiToken {
  id: string;
  userId: string;
  scopes: ReadonlySet<ApiTokenScope>;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const COLUMNS = 'id, name, scopes, prefix, created_at, expires_at, last_used_at';

/** Her personal access tokens (Settings > API): create (the secret once), list, revoke; and the Bearer lookup. */
export class ApiTokenService {
  constructor(private readonly db: Db) {}

  async create(actor: User, input: unknown): Promise<{ token: ApiTokenView; secret: string }> {
    const { name, scopes, expiresInDays } = parseInput(createApiTokenSchema, input);
    if (scopes.includes(ApiTokenScope.MODERATE)) {
      if (actor.role !== Role.ADMIN) throw forbidden(API_TOKEN_MESSAGES.moderateAdminsOnly);
      // The same step-up as opening an ID document: a second-factor check in this session within 5 minutes.
      requireRecentSecondFactor(actor);
    }
    const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = expiresInDays ? new Date(now + expiresInDays * DAY_MS) : null;
    return this.db.transaction(async (client) => {
      // One creation at a time per member, so two at once cannot both pass the count.
      await client.query(`select pg_advisory_xact_lock(hashtext('api_tokens:' || $1))`, [actor.id]);
      const { rows: counted } = await client.query<{ n: number }>(
        'select count(*)::int as n from api_tokens where user_id = $1 and revoked_at is null and (expires_at is null or expires_at > $2)',
        [actor.id, new Date(now)],
      );
      if (counted[0].n >= API_TOKEN_LIMITS.maxActive) throw conflict(API_TOKEN_MESSAGES.tooMany);
      const { rows } = await client.query(
        `insert into api_tokens (id, user_id, name, scopes, token_hash, prefix, created_at, expires_at)
         values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
        [actor.id, name, scopes, hashApiToken(secret), secret.slice(0, PREFIX_LENGTH), new Date(now), expiresAt],
      );
      return { token: presentApiToken(rows[0]), secret };
    });
  }

  /** Her live tokens, newest first (at most 20 exist). */
  async list(userId: string): Promise<ApiTokenView[]> {
    const rows = await this.db.query<Parameters<typeof presentApiToken>[0]>(
      `select ${COLUMNS} from api_tokens where user_id = $1 and revoked_at is null and (expires_at is null or expires_at > $2)
       order by created_at desc, id desc`,
      [userId, new Date(clock.now())],
    );
    return rows.map(presentApiToken);
  }

  /** Revokes one of her live tokens; any other id (someone else's, revoked, expired, malformed) is NOT_FOUND. */
  async revoke(userId: string, idRaw: unknown): Promise<void> {
    const id = typeof idRaw === 'string' ? idRaw : '';
    if (!UUID.test(id)) throw notFound(API_TOKEN_TEXTS.notFound);
    const rows = await this.db.query(
      `update api_tokens set revoked_at = $3 where id = $1 and user_id = $2 and revoked_at is null and (expires_at is null or expires_at > $3) returning id`,
      [id, userId, new Date(clock.now())],
    );
    if (!rows.length) throw notFound(API_TOKEN_TEXTS.notFound);
  }

  /** The live token for a presented secret, or null (unknown, revoked or expired). */
  async authenticate(secret: string): Promise<LiveApiToken | null> {
    if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > 200) return null;
    const row = await this.db.one<{
      id: string;
      user_id: string;
      scopes: string[];
      created_at: Date;
      expires_at: Date | null;
      last_used_at: Date | null;
      revoked_at: Date | null;
    }>('select id, user_id, scopes, created_at, expires_at, last_used_at, revoked_at from api_tokens where token_hash = $1', [hashApiToken(secret)]);
    if (!row || row.revoked_at || (row.expires_at && row.expires_at.getTime() <= clock.now())) return null;
    return {
      id: row.id,
      userId: row.user_id,
      scopes: new Set(row.scopes as ApiTokenScope[]),
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    };
  }

  /** Records a use, at most once a minute per token (the condition also holds between instances). */
  async touch(token: LiveApiToken): Promise<void> {
    const now = clock.now();
    if (token.lastUsedAt && now - token.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
    await this.db.query('update api_tokens set last_used_at = $2 where id = $1 and (last_used_at is null or last_used_at <= $3)', [
      token.id,
      new Date(now),
      new Date(now - LAST_USED_EVERY_MS),
    ]);
  }
}
