import type pg from 'pg';
import { AddressLimiter, HourlyLimiter } from '../../shared/hourly-limiter.js';
import { AUTH_MESSAGES } from '../../auth/auth.messages.js';

/**
 * Sign-up attempts per client address per hour (SIGNUPS_PER_IP_PER_HOUR), counted in PostgreSQL across instances:
 * every attempt that passes input validation counts, whether its e-mail address is taken or not, so the limit also
 * bounds probing for members. An IPv6 address counts by its /64 (`AddressLimiter`).
 */
export class SignupLimiter extends AddressLimiter {
  constructor(pool: pg.Pool, perHour: number) {
    super(pool, {
      keyPrefix: 'signup_ip',
      perHour,
      message: AUTH_MESSAGES.signupNetworkLimit,
    });
  }
}

/**
 * Fresh confirmation links sent to one account per hour when she signs in before confirming: more sign-ins still get
 * the same answer, without another e-mail.
 */
export const CONFIRM_LINKS_PER_ACCOUNT_PER_HOUR = 3;

export class ConfirmLinkLimiter extends HourlyLimiter {
  constructor(pool: pg.Pool) {
    super(pool, {
      keyPrefix: 'confirm_link_account',
      perHour: CONFIRM_LINKS_PER_ACCOUNT_PER_HOUR,
      message: AUTH_MESSAGES.signupLinksLimit,
    });
  }

  /** Counts one link for the account; false (nothing thrown) when her hour is used up. */
  async tryConsume(userId: string): Promise<boolean> {
    try {
      await this.consume(userId);
      return true;
    } catch (e) {
      if ((e as { code?: string }).code === 'TOO_MANY_REQUESTS') return false;
      throw e;
    }
  }
}
