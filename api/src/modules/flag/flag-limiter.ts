import type pg from 'pg';
import { HourlyLimiter } from '../../shared/hourly-limiter.js';

/** How many flags one member may send per hour (FLAGS_PER_HOUR), counted in PostgreSQL across instances. */
export class FlagLimiter extends HourlyLimiter {
  constructor(pool: pg.Pool, perHour: number) {
    super(pool, {
      keyPrefix: 'flag_member',
      perHour,
      message: (wait) => `You have sent a lot of flags in the last hour. Please try again in ${wait}.`,
    });
  }
}
