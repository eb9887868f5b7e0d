import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** What a token request's answer says about its budget (`RateLimit-*` headers). */
export interface TokenBudget {
  allowed: boolean;
  /** Which budget refused it (or, when allowed, which one is nearer its end): the token's own or its owner's across her tokens. */
  scope: 'token' | 'member';
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/**
 * Requests per API token per minute, and per member across all her tokens (a member may hold 20 tokens: without the
 * second budget she would get 20 times the first), counted in PostgreSQL (the `rate_limits` table of the other
 * limiters), so every app instance shares one count per token and per member.
 */
export class TokenRateLimiter {
  private readonly perToken: RateLimiterPostgres;
  private readonly perMember: RateLimiterPostgres;

  constructor(
    pool: pg.Pool,
    readonly perMinute: number,
    readonly memberPerMinute: number = perMinute,
  ) {
    const common = { storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, duration: 60 } as const;
    this.perToken = new RateLimiterPostgres({ ...common, keyPrefix: 'api_token', points: perMinute });
    this.perMember = new RateLimiterPostgres({ ...common, keyPrefix: 'api_token_member', points: memberPerMinute });
  }

  /**
   * Counts one request of `tokenId`, owned by `userId`: first against the token's budget, then against hers; over
   * either it is not allowed. A request the token's budget refuses costs hers nothing, and one hers refuses gives the
   * token its point back. The answer describes the refusing budget, or else the one nearer its end.
   */
  async consume(tokenId: string, userId: string): Promise<TokenBudget> {
    const token = await this.take(this.perToken, tokenId);
    const own = this.budget(token.res, token.allowed, 'token', this.perMinute);
    if (!token.allowed) return own;
    const member = await this.take(this.perMember, userId);
    const hers = this.budget(member.res, member.allowed, 'member', this.memberPerMinute);
    if (!member.allowed) {
      await this.perToken.reward(tokenId, 1);
      return hers;
    }
    return hers.remaining < own.remaining ? hers : own;
  }

  private async take(limiter: RateLimiterPostgres, key: string): Promise<{ res: RateLimiterRes; allowed: boolean }> {
    try {
      return { res: await limiter.consume(key), allowed: true };
    } catch (e) {
      if (e instanceof RateLimiterRes) return { res: e, allowed: false };
      throw e;
    }
  }

  private budget(res: RateLimiterRes, allowed: boolean, scope: TokenBudget['scope'], limit: number): TokenBudget {
    return {
      allowed,
      scope,
      limit,
      remaining: Math.max(0, res.remainingPoints),
      resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    };
  }
}
