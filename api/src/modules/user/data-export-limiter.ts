import type pg from 'pg';
import { HourlyLimiter } from '../../shared/hourly-limiter.js';
import { USER_MESSAGES } from './user.messages.js';

/** How many data exports one member may download per hour (each one reads all her rows). Keyed by the member id. */
export class DataExportLimiter extends HourlyLimiter {
  constructor(pool: pg.Pool, perHour: number) {
    super(pool, {
      keyPrefix: 'data_export_user',
      perHour,
      message: USER_MESSAGES.exportLimit,
    });
  }
}
