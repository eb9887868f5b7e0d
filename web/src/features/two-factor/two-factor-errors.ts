import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCode, errorMessage, errorReason } from '../../shared/errors';

/** `login` answered that the password was right and a code is still needed (the session waits for it). */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';
/** An admin whose session has not passed the second factor: every admin tool is refused. */
export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';
/** The most sensitive admin actions need a check within the last 5 minutes. */
export const SECOND_FACTOR_STALE = 'SECOND_FACTOR_STALE';

/** The API's text for a wrong code: the only refusal after which the code step stays open. */
export const WRONG_CODE_MESSAGE = 'That code is not right. Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
/** What the API says after the fifth wrong code of a sign-in (the half-done sign-in has ended). */
export const SIGN_IN_AGAIN_MESSAGE = 'Too many wrong codes. Please sign in again.';
/** The API's step-up question in English (useStepUp has it as a message for an answer that carries none). */
export const STEP_UP_MESSAGE = 'For this, confirm it is you: enter a code from your authenticator app.';
/** The API's message id of WRONG_CODE_MESSAGE: its text follows her language, the id does not. */
const WRONG_CODE_MESSAGE_ID = 'twoFactor.wrongCode';

export const isTwoFactorRequired = (error: unknown) => errorReason(error) === TWO_FACTOR_REQUIRED;
export const isSecondFactorStale = (error: unknown) => errorReason(error) === SECOND_FACTOR_STALE;

/**
 * True when a code was refused in a way that ended the half-done sign-in (too many wrong codes, the waiting session
 * expired, the account was banned): the password step comes back.
 */
export function endsSignIn(error: unknown): boolean {
  const code = errorCode(error);
  if (code === 'FORBIDDEN') return true;
  return code === 'UNAUTHENTICATED' && !isWrongCode(error);
}

/** A wrong code (the code step stays open): by the API's message id, or its English text for an answer without one. */
function isWrongCode(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.messageId === WRONG_CODE_MESSAGE_ID)) return true;
  return errorMessage(error) === WRONG_CODE_MESSAGE;
}
