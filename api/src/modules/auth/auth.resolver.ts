import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../app/context.js';
import { Access } from '../../auth/access.js';
import { endSession, startSession } from '../../auth/session.js';
import { authorize } from '../../policies/can.js';
import { presentUser, UserType } from '../user/user.type.js';
import { LoginInput, RegisterInput } from './auth.inputs.js';

@Resolver()
export class AuthResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in member, or null for visitors.' })
  @Access('public')
  me(@Ctx() ctx: AppContext): UserType | null {
    return ctx.user ? presentUser(ctx.user) : null;
  }

  @Mutation(() => UserType, { description: 'Creates an account and signs it in.' })
  @Access('public')
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: AppContext): Promise<UserType> {
    const user = await ctx.services.auth.register(ctx.em, input, ctx.ip);
    await startSession(ctx.req, user);
    return presentUser(user);
  }

  @Mutation(() => UserType, { description: 'Signs in with a username or e-mail. Limited per account and per IP; allowed once per request.' })
  @Access('public')
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: AppContext): Promise<UserType> {
    const user = await ctx.services.auth.login(ctx.em, input, ctx.ip);
    await startSession(ctx.req, user);
    return presentUser(user);
  }

  @Mutation(() => Boolean, { description: 'Ends the current session. Always succeeds.' })
  @Access('public')
  async logout(@Ctx() ctx: AppContext): Promise<boolean> {
    await endSession(ctx.req, ctx.res);
    return true;
  }

  @Mutation(() => UserType, { description: 'Changes the username: non-empty, different, unique, at most once every 6 months.' })
  @Access('member')
  async updateUsername(@Arg('username', () => String) username: string, @Ctx() ctx: AppContext): Promise<UserType> {
    const actor = authorize(ctx.user, 'account:update-username');
    return presentUser(await ctx.services.auth.updateUsername(ctx.em, actor, username));
  }
}
