import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor, Viewer } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { assertSessionRequest, endSession, startSession } from '../../auth/session.js';
import { presentUser, UserType } from '../user/user.type.js';
import { LoginInput, RegisterInput } from './auth.inputs.js';
import { codeNeeded, signIn } from '../two-factor/sign-in.js';
import { AppError } from '../../core/errors.js';
import { SignUpResultType } from './auth.type.js';
import { CONFIRM_TOKEN_TTL_HOURS } from './signup.service.js';
import { requestLocale } from '../../core/i18n.js';
import { AUTH_MESSAGES } from '../../auth/auth.messages.js';

/** The answer of the retired `register` mutation: what to call instead. */
export const REGISTER_RETIRED = AUTH_MESSAGES.registerRetired.defaultMessage;

@Resolver()
export class AuthResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in member, or null for visitors.' })
  @Access('public')
  me(@Viewer() viewer: User | null): UserType | null {
    return viewer ? presentUser(viewer) : null;
  }

  @Mutation(() => SignUpResultType, {
    description: `Creates an account that waits for its e-mail address to be confirmed; no session starts. The answer is the same for a new and a taken e-mail address: a new one gets a link (valid ${CONFIRM_TOKEN_TTL_HOURS} hours) that \`confirmEmail\` takes, the owner of a taken one is told that someone tried. A taken username is CONFLICT "Username already taken"; a username that passes for staff is refused. Limited per IP address (an IPv6 /64 counts as one).`,
  })
  @Access('public')
  async signUp(
    @Arg('input', () => RegisterInput, { description: "The new account's details." }) input: RegisterInput,
    @Ctx() ctx: AppContext,
  ): Promise<SignUpResultType> {
    assertSessionRequest(ctx.req);
    return ctx.services.signup.register(ctx.em, input, ctx.ip, requestLocale(ctx.req));
  }

  @Mutation(() => UserType, {
    description:
      'Deprecated: use `signUp`, then `confirmEmail`. An account now signs in only through the link e-mailed to her (SAFETY 17), which this field, answering the signed-in user, cannot express: it creates nothing and answers FORBIDDEN with `extensions.reason` USE_SIGN_UP and a message naming the new calls.',
    deprecationReason: 'Use `signUp`: a new account signs in through the link e-mailed to her (`confirmEmail`).',
  })
  @Access('public')
  register(@Arg('input', () => RegisterInput, { description: "The new account's details (not used: nothing is created)." }) _input: RegisterInput): UserType {
    const e = new AppError('FORBIDDEN', REGISTER_RETIRED);
    (e.extensions as Record<string, unknown>).reason = 'USE_SIGN_UP';
    throw e;
  }

  @Mutation(() => UserType, {
    description: `Confirms a new account's e-mail address with the token from the link sent at sign-up, and signs her in. The link works once and for ${CONFIRM_TOKEN_TTL_HOURS} hours; signing in with the password before confirming sends a new one. A bad, used or expired token is BAD_USER_INPUT.`,
  })
  @Access('public')
  async confirmEmail(
    @Arg('token', () => String, { description: 'The token from the confirmation link (`/confirm-email?token=...`).' }) token: string,
    @Ctx() ctx: AppContext,
  ): Promise<UserType> {
    assertSessionRequest(ctx.req);
    const user = await ctx.services.signup.confirm(ctx.em, { token });
    await startSession(ctx.req, user);
    return presentUser(user);
  }

  @Mutation(() => UserType, {
    description:
      'Signs in with a username or e-mail. Limited per account and per IP; allowed once per request. For an account with two-step sign-in the answer is an UNAUTHENTICATED error with `extensions.reason` TWO_FACTOR_REQUIRED and a session that waits for `verifySecondFactor`.',
  })
  @Access('public')
  async login(
    @Arg('input', () => LoginInput, { description: 'Username or e-mail address, and password.' }) input: LoginInput,
    @Ctx() ctx: AppContext,
  ): Promise<UserType> {
    assertSessionRequest(ctx.req);
    const user = await ctx.services.auth.login(ctx.em, input, ctx.ip);
    const { twoFactorRequired } = await signIn(ctx, user);
    if (twoFactorRequired) throw codeNeeded();
    return presentUser(user);
  }

  @Mutation(() => Boolean, { description: 'Ends the current session. Always succeeds.' })
  @Access('public')
  async logout(@Ctx() ctx: AppContext): Promise<boolean> {
    await endSession(ctx.req, ctx.res);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'Asks for a password reset link by e-mail. `email` takes an e-mail address or a username. The answer is always true, whether or not the account exists (a banned account gets no link). Limited per address and per IP; allowed once per request.',
  })
  @Access('public')
  async requestPasswordReset(
    @Arg('email', () => String, { description: 'An e-mail address or a username.' }) email: string,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    await ctx.services.passwordReset.request(ctx.em, ctx.ip, { email });
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'Sets a new password (the sign-up rules) with the token from a reset link. The link works once and for 60 minutes; every session of the account ends and a notice is e-mailed. Allowed once per request.',
  })
  @Access('public')
  async resetPassword(
    @Arg('token', () => String, { description: 'The token from the reset link.' }) token: string,
    @Arg('password', () => String, {
      description: 'The new password: 6 to 256 characters; very common or easily guessed ones, or ones containing the username or e-mail, are refused.',
    })
    password: string,
    @Ctx() ctx: AppContext,
    @Viewer() viewer: User | null,
  ): Promise<boolean> {
    const user = await ctx.services.passwordReset.reset(ctx.em, { token, password });
    if (viewer?.id === user.id) await endSession(ctx.req, ctx.res);
    return true;
  }

  @Mutation(() => UserType, { description: 'Changes the username: non-empty, different, unique, at most once every 6 months.' })
  @Access('account:update-username')
  async updateUsername(
    @Arg('username', () => String, { description: 'The new username: 3 to 30 letters, digits, dots, dashes or underscores. CONFLICT when taken.' })
    username: string,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<UserType> {
    return presentUser(await ctx.services.auth.updateUsername(ctx.em, actor, username));
  }
}
