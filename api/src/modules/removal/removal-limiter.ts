import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../shared/errors.js';
import { waitText } from '../phone/phone-limiter.js';

/** How many removal requests one IP address may send per hour (visitors can submit, so it is per address). */
export class RemovalLimiter {
  private readonly limiter: RateLimiterPostgres;

  constructor(pool: pg.Pool, perHour: number) {
    this.limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: 'removal_ip',
      points: perHour,
      duration: 60 * 60,
    });
  }

  async consume(ip: string): Promise<void> {
    try {
      await this.limiter.consume(ip, 1);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const retry = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw tooManyRequests(`Too many removal requests were sent from your network. Please try again in ${waitText(retry)}.`, retry);
    }
  }
}
