import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { Express, NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Role, User } from '../modules/user/user.entity.js';
import { clock } from '../shared/clock.js';
import { describeDevice } from './device.js';
import type { AppConfig } from '../core/config.js';
import type { Logger } from 'pino';
import { forbidden } from '../core/errors.js';
import { principalColumns, principalOfRow, type Principal } from './principal.js';
import { AUTH_MESSAGES } from './auth.messages.js';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in account. */
    userId?: string;
    /** Password accepted, second factor still to give: the session can do nothing else. */
    pendingUserId?: string;
    /** When the sign-in happened (ms): the absolute lifetime counts from here. */
    createdAt?: number;
    /** Last request seen (ms, refreshed at most every few minutes): the idle lifetime counts from here. */
    seenAt?: number;
    /** Last second-factor check in this session (ms). */
    secondFactorAt?: number;
    /** Wrong second-factor codes given in this session. */
    secondFactorFailures?: number;
    /** A short description of the browser and system, for the sessions list ('Chrome on Android'). */
    device?: string;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      em: import('@mikro-orm/postgresql').EntityManager;
      /** This request's EntityManager once forked (`em` forks it on first use). */
      forkedEm?: import('@mikro-orm/postgresql').EntityManager;
      /**
       * The signed-in user, a managed entity of `req.em`, or null. For a session whose account was read with it, the
       * entity is mapped on first read (`currentUserMiddleware`); setting it also sets `principal`.
       */
      user: User | null;
      /** What the access checks read of the signed-in user (auth/principal.ts), without mapping her; null for a visitor. */
      principal: Principal | null;
      /** Maps the session's account into `req.em` when `user` is first read. */
      userLoader?: () => User;
      /** `user` once set or mapped (the accessor's storage). */
      loadedUser?: User | null;
      /** express-session, for a request that came without a session cookie and signs in (`ensureSession`). */
      startSessionWith?: import('express').RequestHandler;
      /** The signed-in user's row, read in the same statement as her session (`SessionStore`), for `currentUserMiddleware`. */
      sessionUserRow?: Record<string, unknown>;
    }
  }
}

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Session lifetimes (SECURITY-PLAN): members 14 days idle / 30 days absolute, admins 30 minutes / 8 hours. */
export const SESSION_LIFETIMES = {
  member: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
  admin: { idleMs: 30 * MINUTE, absoluteMs: 8 * 60 * MINUTE },
  /** Between the password and the second factor. */
  pending: { idleMs: 10 * MINUTE, absoluteMs: 10 * MINUTE },
} as const;
export const SESSION_MAX_AGE_MS = SESSION_LIFETIMES.member.idleMs;

function lifetimeOf(user: Pick<Principal, 'role'> | null) {
  if (!user) return SESSION_LIFETIMES.pending;
  return user.role === Role.ADMIN ? SESSION_LIFETIMES.admin : SESSION_LIFETIMES.member;
}

/**
 * The idle clock is written back at most this often (a 20th of the idle lifetime: 90 s for admins, 17 h for
 * members), so a read costs no session write.
 */
const refreshEvery = (idleMs: number) => idleMs / 20;

export function sessionCookieName(env: AppConfig) {
  // The __Host- prefix pins the cookie to this origin; browsers accept it only with Secure.
  return env.isProduction ? '__Host-sid' : 'sid';
}

const USER_ROW = Symbol('userRow');
type LoadedSession = session.SessionData & { [USER_ROW]?: Record<string, unknown> };

/**
 * The user columns an EntityManager loads for `findOne(User, id)` (every persisted scalar, not the lazy password hash),
 * as `u.<column>`: the session store reads them beside the session.
 */
function userColumns(orm: MikroORM): string {
  const meta = orm.getMetadata().get(User);
  return meta.props
    .filter((p) => p.persist !== false && !p.lazy && p.fieldNames?.length === 1 && p.kind === 'scalar')
    .map((p) => `u.${p.fieldNames[0]}`)
    .join(', ');
}

/**
 * The session store's read ($1 the session id, $2 now in seconds): her session and, beside it, her account's `columns`
 * (`u.<column>, ...`). As connect-pg-simple's own `get` (same expiry test); `user_id` is the session's generated column
 * of `sess.userId`. Also what `pnpm bench`'s raw baseline runs for a signed-in request (bench/lib/routes.ts).
 */
export function sessionReadSql(columns: string): string {
  return `select s.sess, ${columns} from session s left join users u on u.id = s.user_id where s.sid = $1 and s.expire >= to_timestamp($2)`;
}

/**
 * connect-pg-simple's store, whose `get` also reads the session's user in the same statement (one round trip for a
 * signed-in request instead of two: the session, then `findOne(User)`). The row rides on the loaded session under a
 * symbol (never saved: express-session copies and hashes only its own enumerable keys) and is handed to the request
 * by `createSession`; `currentUserMiddleware` maps it into the request's EntityManager. The query runs on the ORM's
 * connection, so the row's values are parsed as the EntityManager expects them.
 */
function sessionStore(orm: MikroORM, options: ConstructorParameters<ReturnType<typeof connectPgSimple>>[0]) {
  const Base = connectPgSimple(session);
  const sql = sessionReadSql(userColumns(orm));
  // The ORM's own pg pool, straight: the same connections and type parsers as `execute` (so the row maps as a
  // `findOne` would), without its query builder and logging layers (~15 us of a signed-in read). Until the pool is
  // made (at the first query), through `execute`.
  const connection = orm.em.getConnection();
  let native: pg.Pool | undefined;
  connection
    .getNativeClient()
    .then((p) => (native = p))
    .catch(() => {});
  const read = async (sid: string): Promise<Record<string, unknown>[]> => {
    const params = [sid, Math.ceil(Date.now() / 1000)];
    if (native) return (await native.query<Record<string, unknown>>(sql, params)).rows;
    return connection.execute<Record<string, unknown>[]>(sql.replace(/\$\d/g, '?'), params, 'all');
  };
  class SessionStore extends Base {
    override get(sid: string, fn: (err: unknown, sess?: session.SessionData | null) => void): void {
      read(sid)
        .then(([row]) => {
          if (!row) return fn(null, null);
          const { sess, ...user } = row;
          const data = (typeof sess === 'string' ? JSON.parse(sess) : sess) as LoadedSession;
          if (user.id) data[USER_ROW] = user;
          fn(null, data);
        })
        .catch((err: unknown) => fn(err));
    }
    override createSession(req: Request, sess: LoadedSession) {
      const row = sess[USER_ROW];
      delete sess[USER_ROW];
      req.sessionUserRow = row;
      return super.createSession(req, sess);
    }
  }
  return new SessionStore(options);
}

/** Server-side sessions in PostgreSQL; httpOnly, SameSite=Lax, Secure in production. */
export function sessionMiddleware(env: AppConfig, pool: pg.Pool, orm: MikroORM, logger: Pick<Logger, 'warn'>) {
  const store = sessionStore(orm, {
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    // Idle time is tracked in the session itself (seenAt), written only when it moves on; no write per request.
    disableTouch: true,
    errorLog: (...args: unknown[]) => logger.warn({ err: args.find((a) => a instanceof Error) ?? String(args[0]) }, 'session store error'),
  });
  const middleware = session({
    name: sessionCookieName(env),
    secret: env.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: env.TRUST_PROXY !== false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: env.isProduction, path: '/', maxAge: SESSION_MAX_AGE_MS },
  });
  const cookieName = sessionCookieName(env);
  /**
   * A request without the session cookie gets no session object: a visitor's read costs no session id, hash or
   * cookie work. The session is made on demand when she signs in (`ensureSession`, from `startSession`).
   */
  const forRequest = (req: Request, res: Response, next: NextFunction) => {
    if (!hasCookie(req, cookieName)) {
      req.startSessionWith = middleware;
      return next();
    }
    return middleware(req, res, next);
  };
  return { middleware: forRequest, close: () => store.close() };
}

/** Whether the request carries a cookie of this name (a cheap test: the value is checked by express-session). */
export function hasCookie(req: Pick<Request, 'headers'>, name: string): boolean {
  const header = req.headers.cookie;
  if (!header) return false;
  const at = header.indexOf(`${name}=`);
  return at === 0 || (at > 0 && (header[at - 1] === ' ' || header[at - 1] === ';'));
}

/** Runs express-session for a request that came without a session cookie, so that a session can be started. */
function ensureSession(req: Request): Promise<void> {
  if (req.sessionStore) return Promise.resolve();
  const middleware = req.startSessionWith;
  if (!middleware || !req.res) return Promise.reject(new Error('session middleware not installed'));
  return new Promise<void>((resolve, reject) => middleware(req, req.res!, (err?: unknown) => (err ? reject(err) : resolve())));
}

/**
 * Forks an EntityManager per request and loads the session's user. A banned (or deleted) user's session is
 * destroyed here, so a ban takes effect on her very next request; so is a session past its idle or absolute
 * lifetime (by role). The user carries this session's second-factor time for the policy module.
 */
export function currentUserMiddleware(app: Express, orm: MikroORM) {
  // `req.em` is forked on first use (a getter on Express's request prototype, so requests keep one shape): a read
  // that runs plain SQL (browse, reports) never pays for an EntityManager.
  Object.defineProperty(app.request, 'em', {
    configurable: true,
    get(this: Request) {
      return (this.forkedEm ??= orm.em.fork());
    },
    set(this: Request, value: EntityManager) {
      this.forkedEm = value;
    },
  });
  // `req.user` is her account mapped into `req.em` on first read: the access checks read `req.principal`, so a
  // signed-in read that needs no entity (the admin queue: plain SQL) forks and maps nothing. Setting it (sign-in, an
  // API token) sets the principal too: a managed User is one.
  Object.defineProperty(app.request, 'user', {
    configurable: true,
    get(this: Request): User | null {
      const load = this.userLoader;
      if (load) {
        this.userLoader = undefined;
        this.loadedUser = load();
      }
      return this.loadedUser ?? null;
    },
    set(this: Request, value: User | null) {
      this.userLoader = undefined;
      this.loadedUser = value;
      this.principal = value;
    },
  });
  const columns = principalColumns(orm);
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.forkedEm = undefined;
    req.user = null;
    const row = req.sessionUserRow;
    req.sessionUserRow = undefined;
    const sess = req.session;
    const userId = sess?.userId;
    if (!userId) {
      if (sess?.pendingUserId && expired(sess, SESSION_LIFETIMES.pending)) await destroy(req);
      return next();
    }
    try {
      const secondFactorAt = sess.secondFactorAt ?? null;
      // Read with the session (SessionStore) in the common case: her principal now, the entity when first asked for.
      // Looked up when the session was just made or reloaded.
      let principal: Principal | null;
      if (row?.id === userId) {
        principal = principalOfRow(row, columns, secondFactorAt);
      } else {
        const user = await req.em.findOne(User, userId);
        if (user) user.sessionSecondFactorAt = secondFactorAt;
        req.user = user;
        principal = user;
      }
      const lifetime = lifetimeOf(principal);
      if (!principal || principal.banned || expired(sess, lifetime)) {
        req.user = null;
        await destroy(req);
        return next();
      }
      if (row?.id === userId) {
        req.principal = principal;
        req.userLoader = () => {
          const user = req.em.map(User, row);
          user.sessionSecondFactorAt = secondFactorAt;
          return user;
        };
      }
      const now = clock.now();
      // Sessions from before lifetimes were tracked start their clocks now.
      if (sess.createdAt === undefined) sess.createdAt = now;
      if (sess.seenAt === undefined || now - sess.seenAt >= refreshEvery(lifetime.idleMs)) {
        sess.seenAt = now;
        sess.cookie.maxAge = Math.max(1000, Math.min(lifetime.idleMs, sess.createdAt + lifetime.absoluteMs - now));
      }
      next();
    } catch (e) {
      next(e);
    }
  };
}

function expired(sess: { createdAt?: number; seenAt?: number }, lifetime: { idleMs: number; absoluteMs: number }): boolean {
  const now = clock.now();
  if (sess.createdAt !== undefined && now - sess.createdAt > lifetime.absoluteMs) return true;
  return sess.seenAt !== undefined && now - sess.seenAt > lifetime.idleMs;
}

function destroy(req: Request): Promise<void> {
  return new Promise<void>((resolve) => req.session.destroy(() => resolve()));
}

function regenerate(req: Request): Promise<void> {
  // Works even when the middleware destroyed a banned user's session earlier in this request.
  return new Promise<void>((resolve, reject) => req.sessionStore.regenerate(req, (err: unknown) => (err ? reject(err) : resolve())));
}

function save(req: Request): Promise<void> {
  return new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

export const TOKEN_CANNOT_SIGN_IN = AUTH_MESSAGES.tokenCannotSignIn.defaultMessage;

/** A request with an API token has no session (express-session is skipped for it) and may not start one. */
export function assertSessionRequest(req: Request): void {
  if (req.apiToken) throw forbidden(TOKEN_CANNOT_SIGN_IN);
}

/**
 * Signs the user in on a fresh session id (no fixation). `secondFactor` says she has just passed it; otherwise
 * the session keeps the second-factor time of the session it replaces (a re-sign-in does not downgrade it).
 */
export async function startSession(req: Request, user: User, opts: { secondFactor?: boolean } = {}): Promise<void> {
  assertSessionRequest(req);
  const now = clock.now();
  const previous = req.session?.userId === user.id ? req.session.secondFactorAt : undefined;
  await ensureSession(req);
  await regenerate(req);
  const lifetime = lifetimeOf(user);
  req.session.userId = user.id;
  req.session.createdAt = now;
  req.session.seenAt = now;
  req.session.device = describeDevice(req.get('user-agent'));
  const secondFactorAt = opts.secondFactor ? now : previous;
  if (secondFactorAt !== undefined) req.session.secondFactorAt = secondFactorAt;
  req.session.cookie.maxAge = lifetime.idleMs;
  user.sessionSecondFactorAt = secondFactorAt ?? null;
  req.user = user;
  await save(req);
}

/** Password accepted, second factor to come: a fresh session that names the account and can do nothing else. */
export async function startPendingSession(req: Request, user: User): Promise<void> {
  assertSessionRequest(req);
  const now = clock.now();
  await ensureSession(req);
  await regenerate(req);
  req.session.pendingUserId = user.id;
  req.session.createdAt = now;
  req.session.seenAt = now;
  req.session.cookie.maxAge = SESSION_LIFETIMES.pending.idleMs;
  req.user = null;
  await save(req);
}

export async function endSession(req: Request, res: Response): Promise<void> {
  req.user = null;
  if (req.session) await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  res.clearCookie(String(req.app.get('sessionCookieName') ?? 'sid'), { path: '/' });
}

/** Ends every session of a user at once (bans, deletions). */
export async function endAllSessionsOf(pool: pg.Pool, userId: string): Promise<number> {
  const res = await pool.query('delete from session where user_id = $1', [userId]);
  return res.rowCount ?? 0;
}
