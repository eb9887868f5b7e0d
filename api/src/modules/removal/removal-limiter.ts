import { createHash } from 'node:crypto';
import type pg from 'pg';
import { AddressLimiter, HourlyLimiter } from '../../shared/hourly-limiter.js';
import { REMOVAL_MESSAGES } from './removal.messages.js';

/** How many removal requests one IP address may send per hour (visitors can submit, so it is per address, IPv6 by its /64). */
export class RemovalLimiter extends AddressLimiter {
  constructor(pool: pg.Pool, perHour: number) {
    super(pool, {
      keyPrefix: 'removal_ip',
      perHour,
      message: REMOVAL_MESSAGES.networkLimit,
    });
  }
}

const DAY = 24 * 60 * 60;

/** Removal requests per contact e-mail address per day (REMOVAL_REQUESTS_PER_EMAIL_PER_DAY): one inbox, a few requests. */
export class RemovalEmailLimiter extends HourlyLimiter {
  constructor(pool: pg.Pool, perDay: number) {
    super(pool, {
      keyPrefix: 'removal_email',
      perHour: perDay,
      durationSeconds: DAY,
      message: REMOVAL_MESSAGES.emailLimit,
    });
  }

  /** Counts a request from `email`, keyed by the address's SHA-256: no e-mail address is stored in `rate_limits`. */
  override consume(email: string): Promise<void> {
    return super.consume(createHash('sha256').update(email.trim().toLowerCase()).digest('hex'));
  }
}

/** Removal requests about one item per day, from anyone (REMOVAL_REQUESTS_PER_TARGET_PER_DAY). */
export class RemovalTargetLimiter extends HourlyLimiter {
  constructor(pool: pg.Pool, perDay: number) {
    super(pool, {
      keyPrefix: 'removal_target',
      perHour: perDay,
      durationSeconds: DAY,
      message: REMOVAL_MESSAGES.itemLimit,
    });
  }
}
