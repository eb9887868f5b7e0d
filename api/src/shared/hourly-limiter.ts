import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../core/errors.js';
import type { Message } from '../core/i18n.js';
import { addressKey } from './address-key.js';

/**
 * The values of a wait in a limiter's message, rounded up: `count` minutes up to 90, else hours. Each message says it
 * as `{unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}`.
 */
export function waitValues(seconds: number): { unit: 'minute' | 'hour'; count: number } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return { unit: 'minute', count: minutes };
  return { unit: 'hour', count: Math.ceil(minutes / 60) };
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
      /** What a refused caller is told: a message with the wait's `unit` and `count` (`waitValues`). */
      message: Message;
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
      throw tooManyRequests({ message: this.opts.message, values: waitValues(retry) }, retry);
    }
  }
}

/**
 * A budget per client address, for what visitors may do without an account (sign up, ask for a removal): `consume` takes
 * the request's IP, and an IPv6 address counts by its /64 (shared/address-key.ts), so one host cannot walk its prefix.
 */
export class AddressLimiter extends HourlyLimiter {
  override consume(ip: string): Promise<void> {
    return super.consume(addressKey(ip));
  }
}
