import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../core/errors.js';

/** "5 minutes", "1 hour", "3 hours": how long to wait, rounded up. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * A per-key hourly budget kept in the shared `rate_limits` table (so it holds across restarts and instances).
 * `consume` counts one use or throws 429 with Retry-After and the caller's message.
 */
export class HourlyLimiter {
  private readonly limiter: RateLimiterPostgres;

  constructor(
    pool: pg.Pool,
    private readonly opts: {
      keyPrefix: string;
      perHour: number;
      message: (wait: string) => string;
      /** The window, when not an hour (`perHour` is then the budget per window). */
      durationSeconds?: number;
    },
  ) {
    this.limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: opts.keyPrefix,
      points: opts.perHour,
      duration: opts.durationSeconds ?? 60 * 60,
    });
  }

  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key, 1);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const retry = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw tooManyRequests(this.opts.message(waitText(retry)), retry);
    }
  }
}
