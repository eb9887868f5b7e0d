import type pg from 'pg';
import { HourlyLimiter } from '../../shared/hourly-limiter.js';
import { REPORT_MESSAGES } from './report.messages.js';

/**
 * How much one member may post (reports and added people together) per hour: a brake on floods and on a
 * compromised account. Keyed by the member id.
 */
export class PostingLimiter extends HourlyLimiter {
  constructor(pool: pg.Pool, perHour: number) {
    super(pool, { keyPrefix: 'posts_user', perHour, message: REPORT_MESSAGES.limit });
  }
}
