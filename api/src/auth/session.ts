import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { User } from '../modules/user/user.entity.js';
import type { Env } from '../app/env.js';
import type { Logger } from 'pino';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      em: import('@mikro-orm/postgresql').EntityManager;
      user: User | null;
    }
  }
}

export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export function sessionCookieName(env: Env) {
  // The __Host- prefix pins the cookie to this origin; browsers accept it only with Secure.
  return env.isProduction ? '__Host-sid' : 'sid';
}

/** Server-side sessions in PostgreSQL; httpOnly, SameSite=Lax, Secure in production. */
export function sessionMiddleware(env: Env, pool: pg.Pool, logger: Pick<Logger, 'warn'>) {
  const Store = connectPgSimple(session);
  const store = new Store({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    errorLog: (...args: unknown[]) => logger.warn({ err: args.find((a) => a instanceof Error) ?? String(args[0]) }, 'session store error'),
  });
  const middleware = session({
    name: sessionCookieName(env),
    secret: env.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: env.TRUST_PROXY !== false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: env.isProduction, path: '/', maxAge: SESSION_MAX_AGE_MS },
  });
  return { middleware, close: () => store.close() };
}

/**
 * Forks an EntityManager per request and loads the session's user. A banned (or deleted) user's session is
 * destroyed here, so a ban takes effect on her very next request.
 */
export function currentUserMiddleware(orm: MikroORM) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.em = orm.em.fork();
    req.user = null;
    const userId = req.session?.userId;
    if (!userId) return next();
    try {
      const user = await req.em.findOne(User, userId);
      if (user && !user.banned) {
        req.user = user;
      } else {
        await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      }
      next();
    } catch (e) {
      next(e);
    }
  };
}

/** Rotates the session id (no fixation) and binds it to the user. */
export async function startSession(req: Request, user: User): Promise<void> {
  // Works even when the middleware destroyed a banned user's session earlier in this request.
  await new Promise<void>((resolve, reject) => req.sessionStore.regenerate(req, (err: unknown) => (err ? reject(err) : resolve())));
  req.session.userId = user.id;
  req.user = user;
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
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
