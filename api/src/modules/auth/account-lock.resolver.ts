import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access } from '../../auth/access.js';

@Resolver()
export class AccountLockResolver {
  @Mutation(() => Boolean, {
    description:
      "Unlocks sign-in with the token from an unlock link (e-mailed when an account drew the day's bar of failed sign-ins, LOGIN_ACCOUNT_DAILY_FAILURES, and again when the right password meets the lock). Forgets the failed attempts; does not sign in. The link works once and for 24 hours; a bad one is BAD_USER_INPUT. Allowed once per request.",
  })
  @Access('public')
  async unlockAccount(@Arg('token', () => String, { description: 'The token from the unlock link.' }) token: string, @Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.accountLocks.unlock(ctx.em, { token });
    return true;
  }
}
