import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { CreateApiTokenInput } from './api-token.inputs.js';
import { ApiTokenType, CreatedApiTokenType } from './api-token.type.js';

/** Settings > API: her personal access tokens. From a browser session only (a token cannot manage tokens). */
@Resolver()
export class ApiTokenResolver {
  @Query(() => [ApiTokenType], { description: 'Her active API tokens (not revoked, not expired), newest first. Never the secrets.' })
  @Access('api-tokens:manage')
  myApiTokens(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<ApiTokenType[]> {
    return ctx.services.apiTokens.list(actor.id);
  }

  @Mutation(() => CreatedApiTokenType, {
    description:
      'Creates an API token and answers its secret, once. At most 20 active tokens (CONFLICT). MODERATE: admins only, within 5 minutes of the second factor (FORBIDDEN with `extensions.reason` otherwise).',
  })
  @Access('api-tokens:manage')
  createApiToken(
    @Arg('input', () => CreateApiTokenInput, { description: 'Name, scopes and optional expiry.' }) input: CreateApiTokenInput,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<CreatedApiTokenType> {
    return ctx.services.apiTokens.create(actor, input);
  }

  @Mutation(() => Boolean, { description: 'Revokes one of her tokens at once (NOT_FOUND for an id that is not one of her active tokens).' })
  @Access('api-tokens:manage')
  async revokeApiToken(
    @Arg('id', () => ID, { description: 'The `id` from myApiTokens.' }) id: string,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<boolean> {
    await ctx.services.apiTokens.revoke(actor.id, id);
    return true;
  }
}
