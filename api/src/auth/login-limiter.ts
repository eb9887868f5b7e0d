import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../shared/errors.js';

/**
 * Failed-login limits per account and per IP, kept in PostgreSQL so they survive restarts and are shared by
 * every app instance. Checked before the password is hashed, so a blocked caller costs no argon2 work.
 */
export class LoginLimiter {
  private readonly byAccount: RateLimiterPostgres;
  private readonly byIp: RateLimiterPostgres;

  constructor(pool: pg.Pool, opts: { maxFailures: number; windowSeconds: number }) {
    const common = { storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, duration: opts.windowSeconds };
    this.byAccount = new RateLimiterPostgres({ ...common, keyPrefix: 'login_account', points: opts.maxFailures });
    // An IP may fail for several accounts (a shared network), so it gets three times the account budget.
    this.byIp = new RateLimiterPostgres({ ...common, keyPrefix: 'login_ip', points: opts.maxFailures * 3 });
  }

  /**
   * The account as typed, normalised. Keys live in a varchar(255) with their prefix: text longer than any username
   * or e-mail address (a fuzzer's 10 KB "username") is counted under its SHA-256 instead of failing the insert.
   */
  private static key(account: string) {
    const key = account.trim().toLowerCase();
    return key.length > 200 ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key;
  }

  /** Throws 429 when either budget is used up. */
  async assertAllowed(account: string, ip: string): Promise<void> {
    const [a, i] = await Promise.all([this.byAccount.get(LoginLimiter.key(account)), this.byIp.get(ip)]);
    const blocked = [
      [a, this.byAccount.points],
      [i, this.byIp.points],
    ].filter(([res, points]) => res && (res as RateLimiterRes).consumedPoints >= (points as number)) as [RateLimiterRes, number][];
    if (blocked.length) {
      const retry = Math.max(1, Math.ceil(Math.max(...blocked.map(([r]) => r.msBeforeNext)) / 1000));
      const minutes = Math.ceil(retry / 60);
      throw tooManyRequests(`Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retry);
    }
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    await Promise.all([this.byAccount.penalty(LoginLimiter.key(account), 1), this.byIp.penalty(ip, 1)]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.byAccount.delete(LoginLimiter.key(account));
  }
}
