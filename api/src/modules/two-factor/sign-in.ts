import type { AppContext } from '../../core/context.js';
import { assertSessionRequest, endSession, startPendingSession, startSession } from '../../auth/session.js';
import { AppError, forbidden, unauthenticated } from '../../core/errors.js';
import { User } from '../user/user.entity.js';
import { ACCOUNT_BANNED } from '../auth/auth.service.js';
import { AUTH_MESSAGES } from '../../auth/auth.messages.js';

/** Wrong codes one half-signed-in session may give before it ends (the account and IP limits apply as well). */
export const MAX_CODE_ATTEMPTS_PER_SESSION = 5;
export const CODE_NEEDED = AUTH_MESSAGES.codeNeeded.defaultMessage;
export const START_AGAIN = AUTH_MESSAGES.startAgain.defaultMessage;

/**
 * After the password: a 403 for an account whose e-mail address is not confirmed yet, else a full session, or (when the account has a second factor) a session that waits for the
 * code and can do nothing else. Answers whether the code is needed.
 */
export async function signIn(ctx: AppContext, user: User): Promise<{ twoFactorRequired: boolean }> {
  // Her password checked out: an unconfirmed address is refused now (with a fresh link), never before.
  await ctx.services.signup.assertConfirmed(ctx.em, user);
  if (await ctx.services.twoFactor.isEnabled(ctx.em, user.id)) {
    await startPendingSession(ctx.req, user);
    return { twoFactorRequired: true };
  }
  await startSession(ctx.req, user);
  return { twoFactorRequired: false };
}

/**
 * The second step: finishes a half-done sign-in, or (signed in already) renews the session's second-factor time
 * for the actions that need a recent one. Either way the session id changes (a privilege change).
 */
export async function verifySecondFactor(ctx: AppContext, code: unknown): Promise<User> {
  assertSessionRequest(ctx.req);
  const pendingId = ctx.req.session?.pendingUserId;
  const user = ctx.user ?? (pendingId ? await ctx.em.findOne(User, pendingId) : null);
  if (!user) throw unauthenticated();
  if (user.banned) {
    await endSession(ctx.req, ctx.res);
    throw forbidden(ACCOUNT_BANNED);
  }
  try {
    await ctx.services.twoFactor.verify(ctx.em, user, code, ctx.ip);
  } catch (e) {
    if (!ctx.user && e instanceof AppError && e.code === 'UNAUTHENTICATED') {
      const failures = (ctx.req.session.secondFactorFailures ?? 0) + 1;
      if (failures >= MAX_CODE_ATTEMPTS_PER_SESSION) {
        await endSession(ctx.req, ctx.res);
        throw new AppError('UNAUTHENTICATED', START_AGAIN);
      }
      ctx.req.session.secondFactorFailures = failures;
    }
    throw e;
  }
  await startSession(ctx.req, user, { secondFactor: true });
  return user;
}

/** The GraphQL `login` answer for an account whose second factor is still to come. */
export function codeNeeded(): AppError {
  const e = new AppError('UNAUTHENTICATED', CODE_NEEDED);
  (e.extensions as Record<string, unknown>).reason = 'TWO_FACTOR_REQUIRED';
  return e;
}
