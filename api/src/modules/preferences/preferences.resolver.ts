import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { UpdatePreferencesInput } from './preferences.inputs.js';
import { MyPreferencesType } from './preferences.type.js';

@Resolver()
export class PreferencesResolver {
  @Query(() => MyPreferencesType, {
    description: "The signed-in member's saved settings (notifications, privacy, appearance), with defaults for anything she never changed.",
  })
  @Access('member')
  myPreferences(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<MyPreferencesType> {
    return ctx.services.preferences.get(actor);
  }

  @Mutation(() => MyPreferencesType, {
    description:
      'Saves any subset of her settings and answers all of them. A bad value (BAD_USER_INPUT) changes nothing. Turning off `privacy.rememberViewedProfiles` also forgets the profiles she opened.',
  })
  @Access('account:update-preferences')
  updateMyPreferences(
    @Arg('input', () => UpdatePreferencesInput, { description: 'The settings to change.' }) input: UpdatePreferencesInput,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<MyPreferencesType> {
    return ctx.services.preferences.update(ctx.em, actor, input);
  }
}
