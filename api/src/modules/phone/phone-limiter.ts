import type pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../core/errors.js';
import { waitValues } from '../../shared/hourly-limiter.js';
import { PHONE_TEXTS } from './phone.messages.js';

/**
 * How many verification texts may go out: per number per hour (no SMS bombing of someone else's phone)
 * and per member per day (SMS cost, and a cap on probing which numbers are taken). Counters live in the
 * shared `rate_limits` table, keyed by the member id and by the number's HMAC, never the number itself.
 */
export class PhoneSendLimiter {
  private readonly byNumber: RateLimiterPostgres;
  private readonly byUser: RateLimiterPostgres;

  constructor(pool: pg.Pool, opts: { perNumberPerHour: number; perUserPerDay: number }) {
    const common = { storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true };
    this.byNumber = new RateLimiterPostgres({ ...common, keyPrefix: 'phone_send_number', points: opts.perNumberPerHour, duration: 60 * 60 });
    this.byUser = new RateLimiterPostgres({ ...common, keyPrefix: 'phone_send_user', points: opts.perUserPerDay, duration: 24 * 60 * 60 });
  }

  private static retryAfter(res: RateLimiterRes): number {
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  /** Throws 429 (with Retry-After) when either budget is used up. */
  async assertAllowed(userId: string, phoneHash: string): Promise<void> {
    const [user, number] = await Promise.all([this.byUser.get(userId), this.byNumber.get(phoneHash)]);
    if (user && user.consumedPoints >= this.byUser.points) {
      const retry = PhoneSendLimiter.retryAfter(user);
      throw tooManyRequests({ message: PHONE_TEXTS.userLimit, values: waitValues(retry) }, retry);
    }
    if (number && number.consumedPoints >= this.byNumber.points) {
      const retry = PhoneSendLimiter.retryAfter(number);
      throw tooManyRequests({ message: PHONE_TEXTS.numberLimit, values: waitValues(retry) }, retry);
    }
  }

  /** Counts a request against the member (every well-formed request, including refused ones). */
  async countForUser(userId: string): Promise<void> {
    await this.byUser.penalty(userId, 1);
  }

  /** Counts a text actually sent to the number. */
  async countForNumber(phoneHash: string): Promise<void> {
    await this.byNumber.penalty(phoneHash, 1);
  }

  /** Gives one send back (the text could not be delivered). */
  async giveBack(userId: string, phoneHash: string): Promise<void> {
    await Promise.all([this.byUser.reward(userId, 1), this.byNumber.reward(phoneHash, 1)]);
  }
}
