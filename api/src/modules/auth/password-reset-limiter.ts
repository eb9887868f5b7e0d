import type pg from 'pg';
import { HourlyLimiter } from '../../shared/hourly-limiter.js';
import { AUTH_MESSAGES } from '../../auth/auth.messages.js';

/**
 * How many reset links may be asked for per hour: per address (what was typed, e-mail or username, so the answer
 * says nothing about whether an account exists) and per IP. Counters live in the shared `rate_limits` table, keyed
 * by the address's HMAC, never the address itself.
 */
export class PasswordResetLimiter {
  private readonly byAddress: HourlyLimiter;
  private readonly byIp: HourlyLimiter;

  constructor(pool: pg.Pool, opts: { perAddressPerHour: number; perIpPerHour: number }) {
    const message = AUTH_MESSAGES.passwordResetLimit;
    this.byAddress = new HourlyLimiter(pool, { keyPrefix: 'password_reset_address', perHour: opts.perAddressPerHour, message });
    this.byIp = new HourlyLimiter(pool, { keyPrefix: 'password_reset_ip', perHour: opts.perIpPerHour, message });
  }

  /** Counts one request; throws 429 with Retry-After when the address or the IP has used up its hour. */
  async consume(addressHash: string, ip: string): Promise<void> {
    await this.byIp.consume(ip);
    await this.byAddress.consume(addressHash);
  }
}
