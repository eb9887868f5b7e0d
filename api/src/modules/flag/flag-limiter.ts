import type pg from 'pg';
import { HourlyLimiter } from '../../shared/hourly-limiter.js';
import { FLAG_MESSAGES } from './flag.messages.js';

/** How many flags one member may send per hour (FLAGS_PER_HOUR), counted in PostgreSQL across instances. */
export class FlagLimiter extends HourlyLimiter {
  constructor(pool: pg.Pool, perHour: number) {
    super(pool, {
      keyPrefix: 'flag_member',
      perHour,
      message: FLAG_MESSAGES.limit,
    });
  }
}
