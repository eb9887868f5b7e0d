import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** What a token request's answer says about its budget (`RateLimit-*` headers). */
export interface TokenBudget {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/**
 * Requests per API token per minute, counted in PostgreSQL (the `rate_limits` table of the other limiters), so
 * every app instance shares one count per token.
 */
export class TokenRateLimiter {
  private readonly limiter: RateLimiterPostgres;

  constructor(
    pool: pg.Pool,
    readonly perMinute: number,
  ) {
    this.limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: 'api_token',
      points: perMinute,
      duration: 60,
    });
  }

  /** Counts one request of `tokenId`; over the budget it is not allowed (and the count stays where it is). */
  async consume(tokenId: string): Promise<TokenBudget> {
    try {
      return this.budget(await this.limiter.consume(tokenId), true);
    } catch (e) {
      if (e instanceof RateLimiterRes) return this.budget(e, false);
      throw e;
    }
  }

  private budget(res: RateLimiterRes, allowed: boolean): TokenBudget {
    return {
      allowed,
      limit: this.perMinute,
      remaining: Math.max(0, res.remainingPoints),
      resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    };
  }
}
