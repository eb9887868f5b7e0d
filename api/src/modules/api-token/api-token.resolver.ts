import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../app/context.js';
import { Access } from '../../auth/access.js';
import { authorize } from '../../policies/can.js';
import { CreateApiTokenInput } from './api-token.inputs.js';
import { ApiTokenType, CreatedApiTokenType } from './api-token.type.js';

/** Settings > API: her personal access tokens. From a browser session only (a token cannot manage tokens). */
@Resolver()
export class ApiTokenResolver {
  @Query(() => [ApiTokenType], { description: 'Her active API tokens (not revoked, not expired), newest first. Never the secrets.' })
  @Access('member')
  myApiTokens(@Ctx() ctx: AppContext): Promise<ApiTokenType[]> {
    const actor = authorize(ctx.user, 'api-tokens:manage');
    return ctx.services.apiTokens.list(actor.id);
  }

  @Mutation(() => CreatedApiTokenType, {
    description:
      'Creates an API token and answers its secret, once. At most 20 active tokens (CONFLICT). MODERATE: admins only, within 5 minutes of the second factor (FORBIDDEN with `extensions.reason` otherwise).',
  })
  @Access('member')
  createApiToken(
    @Arg('input', () => CreateApiTokenInput, { description: 'Name, scopes and optional expiry.' }) input: CreateApiTokenInput,
    @Ctx() ctx: AppContext,
  ): Promise<CreatedApiTokenType> {
    const actor = authorize(ctx.user, 'api-tokens:manage');
    return ctx.services.apiTokens.create(actor, input);
  }

  @Mutation(() => Boolean, { description: 'Revokes one of her tokens at once (NOT_FOUND for an id that is not one of her active tokens).' })
  @Access('member')
  async revokeApiToken(@Arg('id', () => ID, { description: 'The `id` from myApiTokens.' }) id: string, @Ctx() ctx: AppContext): Promise<boolean> {
    const actor = authorize(ctx.user, 'api-tokens:manage');
    await ctx.services.apiTokens.revoke(actor.id, id);
    return true;
  }
}
