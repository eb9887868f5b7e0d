import type { Principal } from './principal.js';
import { AppError } from '../core/errors.js';
import { clock } from '../shared/clock.js';
import { AUTH_MESSAGES } from './auth.messages.js';

/** How recent a second-factor check must be to open an ID document or reveal a report's author. */
export const STEP_UP_WINDOW_MS = 5 * 60 * 1000;

export const SECOND_FACTOR_REQUIRED = AUTH_MESSAGES.secondFactorRequired.defaultMessage;
export const SECOND_FACTOR_STALE = AUTH_MESSAGES.secondFactorStale.defaultMessage;

function withReason(message: string, reason: string): AppError {
  const e = new AppError('FORBIDDEN', message);
  (e.extensions as Record<string, unknown>).reason = reason;
  return e;
}

/** An admin whose session has not passed the second factor: every admin right is refused with this. */
export const secondFactorRequired = () => withReason(SECOND_FACTOR_REQUIRED, 'SECOND_FACTOR_REQUIRED');
export const secondFactorStale = () => withReason(SECOND_FACTOR_STALE, 'SECOND_FACTOR_STALE');

/**
 * True when the actor came through a session that has not passed its second factor. Users loaded outside a
 * request (jobs, start-up) have `sessionSecondFactorAt` undefined and are not held back by this rule.
 */
export function lacksSecondFactor(actor: Pick<Principal, 'sessionSecondFactorAt'>): boolean {
  return actor.sessionSecondFactorAt === null;
}

export const STEP_UP_NOT_WITH_TOKEN = AUTH_MESSAGES.stepUpNotWithToken.defaultMessage;

/**
 * For the most sensitive admin actions: a second-factor check within the last five minutes. Never through an API
 * token (a MODERATE token counts as past the admin gate, not as a fresh check).
 */
export function requireRecentSecondFactor(actor: Pick<Principal, 'apiToken' | 'sessionSecondFactorAt'>): void {
  if (actor.apiToken) throw new AppError('FORBIDDEN', STEP_UP_NOT_WITH_TOKEN);
  const at = actor.sessionSecondFactorAt;
  if (at === null) throw secondFactorRequired();
  if (at === undefined) return;
  if (clock.now() - at > STEP_UP_WINDOW_MS) throw secondFactorStale();
}
