import { pino, type Logger } from 'pino';
import type { Env } from './env.js';

/** Structured logs; secrets never reach them (passwords, cookies, tokens, phone numbers, codes). */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  return pino({
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.code',
        '*.phone',
        '*.token',
        'password',
        'code',
        'phone',
      ],
      censor: '[redacted]',
    },
  });
}
