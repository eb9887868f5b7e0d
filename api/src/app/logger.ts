import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Env } from './env.js';

/**
 * Structured logs; secrets never reach them (passwords, cookies, tokens, phone numbers, codes). Lines go to stdout
 * unless a `destination` is given (tests capture them there).
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
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
  };
  return destination ? pino(options, destination) : pino(options);
}
