import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../shared/errors.js';
import { waitText } from '../phone/phone-limiter.js';

/**
 * How much one member may post (reports and added people together) per hour: a brake on floods and on a
 * compromised account, shared by every app instance through the `rate_limits` table.
 */
export class PostingLimiter {
  private readonly limiter: RateLimiterPostgres;

  constructor(pool: pg.Pool, perHour: number) {
    this.limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: 'posts_user',
      points: perHour,
      duration: 60 * 60,
    });
  }

  /** Counts one post for the member, or throws 429 with Retry-After when her hourly budget is used up. */
  async consume(userId: string): Promise<void> {
    try {
      await this.limiter.consume(userId, 1);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const retry = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw tooManyRequests(`You have posted a lot in the last hour. Please try again in ${waitText(retry)}.`, retry);
    }
  }
}
