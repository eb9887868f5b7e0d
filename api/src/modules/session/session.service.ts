import { createHash } from 'node:crypto';
import type pg from 'pg';
import { badInput, notFound } from '../../core/errors.js';
import { SESSION_MESSAGES } from './session.messages.js';

export interface AccountSession {
  /** An opaque id (a hash of the session id, which never leaves the cookie). */
  id: string;
  device: string;
  signedInAt: Date | null;
  lastSeenAt: Date | null;
  expiresAt: Date;
  current: boolean;
}

const ID_SQL = `left(encode(sha256(convert_to(sid, 'UTF8')), 'hex'), 24)`;
export const publicSessionId = (sid: string) => createHash('sha256').update(sid, 'utf8').digest('hex').slice(0, 24);

const dateOf = (ms: unknown) => (typeof ms === 'number' ? new Date(ms) : null);

/** Her signed-in sessions (Settings > Security): list them, end one, end every other one. */
export class SessionService {
  constructor(private readonly pool: pg.Pool) {}

  async list(userId: string, currentSid: string): Promise<AccountSession[]> {
    const { rows } = await this.pool.query<{ sid: string; sess: Record<string, unknown>; expire: Date }>(
      `select sid, sess, expire from session where user_id = $1 and expire > now() order by (sess->>'seenAt')::bigint desc nulls last limit 100`,
      [userId],
    );
    return rows.map((r) => ({
      id: publicSessionId(r.sid),
      device: typeof r.sess.device === 'string' ? r.sess.device : SESSION_MESSAGES.unknownDevice.defaultMessage,
      signedInAt: dateOf(r.sess.createdAt),
      lastSeenAt: dateOf(r.sess.seenAt),
      expiresAt: r.expire,
      current: r.sid === currentSid,
    }));
  }

  /** Ends one of her other sessions; the current one ends with Sign out. */
  async end(userId: string, currentSid: string, idRaw: unknown): Promise<void> {
    const id = typeof idRaw === 'string' ? idRaw : '';
    if (!/^[0-9a-f]{24}$/.test(id)) throw notFound(SESSION_MESSAGES.notFound);
    if (id === publicSessionId(currentSid)) throw badInput(SESSION_MESSAGES.current);
    const res = await this.pool.query(`delete from session where user_id = $1 and ${ID_SQL} = $2`, [userId, id]);
    if (!res.rowCount) throw notFound(SESSION_MESSAGES.notFound);
  }

  /** Ends every session of hers but this one; answers how many ended. */
  async endOthers(userId: string, currentSid: string): Promise<number> {
    const res = await this.pool.query('delete from session where user_id = $1 and sid <> $2', [userId, currentSid]);
    return res.rowCount ?? 0;
  }
}
