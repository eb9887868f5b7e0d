import type pg from 'pg';
import type { Logger } from 'pino';
import { LoginLimiter } from '../auth/login-limiter.js';
import { AuthService } from '../modules/auth/auth.service.js';
import type { Env } from './env.js';

/** Long-lived services, built once per app and handed to resolvers and REST handlers through the context. */
export function createServices(deps: { env: Env; pool: pg.Pool; logger: Logger }) {
  const loginLimiter = new LoginLimiter(deps.pool, {
    maxFailures: deps.env.LOGIN_MAX_FAILURES,
    windowSeconds: deps.env.LOGIN_WINDOW_SECONDS,
  });
  return {
    env: deps.env,
    pool: deps.pool,
    logger: deps.logger,
    auth: new AuthService(loginLimiter),
  };
}

export type Services = ReturnType<typeof createServices>;
