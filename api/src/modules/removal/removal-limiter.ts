import type pg from 'pg';
import { HourlyLimiter } from '../../shared/hourly-limiter.js';

/** How many removal requests one IP address may send per hour (visitors can submit, so it is per address). */
export class RemovalLimiter extends HourlyLimiter {
  constructor(pool: pg.Pool, perHour: number) {
    super(pool, {
      keyPrefix: 'removal_ip',
      perHour,
      message: (wait) => `Too many removal requests were sent from your network. Please try again in ${wait}.`,
    });
  }
}
