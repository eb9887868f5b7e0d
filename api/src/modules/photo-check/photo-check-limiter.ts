import type pg from 'pg';
import { HourlyLimiter } from '../../shared/hourly-limiter.js';
import { PHOTO_CHECK_MESSAGES } from './photo-check.messages.js';

/** How many photos one member may check per day (issue 26 item 2): the cost of probing the published photos. */
export const PHOTO_CHECKS_PER_DAY = 10;

/**
 * The photo check's daily budget, per member id, in the shared `rate_limits` table (so it holds across restarts and
 * instances). The counter is the only thing a check leaves: that she checked, never what.
 */
export class PhotoCheckLimiter extends HourlyLimiter {
  constructor(pool: pg.Pool, perDay: number = PHOTO_CHECKS_PER_DAY) {
    super(pool, { keyPrefix: 'photo_check_user', perHour: perDay, durationSeconds: 24 * 60 * 60, message: PHOTO_CHECK_MESSAGES.dailyLimit });
  }
}
