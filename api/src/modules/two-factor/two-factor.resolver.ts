import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { startSession } from '../../auth/session.js';
import { presentUser, UserType } from '../user/user.type.js';
import { verifySecondFactor } from './sign-in.js';
import { TwoFactorSetupType, TwoFactorStatusType } from './two-factor.type.js';

@Resolver()
export class TwoFactorResolver {
  @Query(() => TwoFactorStatusType, { description: 'Her two-step sign-in: on or off, required (admins), recovery codes left.' })
  @Access('member')
  async twoFactorStatus(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<TwoFactorStatusType> {
    const status = await ctx.services.twoFactor.status(ctx.em, actor);
    return { ...status, passedInThisSession: typeof actor.sessionSecondFactorAt === 'number' };
  }

  @Mutation(() => TwoFactorSetupType, {
    description: 'Starts setting up two-step sign-in: a new secret and its QR code. Finish with `enableTwoFactor`. CONFLICT when it is on already.',
  })
  @Access('account:update-security')
  setupTwoFactor(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<TwoFactorSetupType> {
    return ctx.services.twoFactor.setup(ctx.em, actor);
  }

  @Mutation(() => [String], {
    description:
      'Turns two-step sign-in on with a first code from the app; answers ten one-time recovery codes (shown once). The session counts as having passed the second factor (its id changes).',
  })
  @Access('account:update-security')
  async enableTwoFactor(
    @Arg('code', () => String, { description: 'The 6-digit code the authenticator app shows.' }) code: string,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<string[]> {
    const codes = await ctx.services.twoFactor.enable(ctx.em, actor, code, ctx.ip);
    await startSession(ctx.req, actor, { secondFactor: true });
    return codes;
  }

  @Mutation(() => UserType, {
    description:
      'The second step of signing in (after `login` answered TWO_FACTOR_REQUIRED), or, signed in, a fresh check for actions that need one within 5 minutes (opening an ID document, revealing an author). Takes a 6-digit code or a recovery code. Limited like sign-in.',
  })
  @Access('public')
  async verifySecondFactor(
    @Arg('code', () => String, { description: 'A 6-digit code from the authenticator app or an unused recovery code (spaces and dashes are ignored).' })
    code: string,
    @Ctx() ctx: AppContext,
  ): Promise<UserType> {
    return presentUser(await verifySecondFactor(ctx, code));
  }

  @Mutation(() => Boolean, { description: 'Turns two-step sign-in off with a current code. Members only: admins must keep it.' })
  @Access('account:update-security')
  async disableTwoFactor(
    @Arg('code', () => String, { description: 'A current 6-digit code or an unused recovery code.' }) code: string,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<boolean> {
    await ctx.services.twoFactor.disable(ctx.em, actor, code, ctx.ip);
    return true;
  }
}
