import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { presentUser, UserType } from '../user/user.type.js';
import { PhoneCodeSentType, presentPhoneCodeSent } from './phone.type.js';

@Resolver()
export class PhoneResolver {
  @Mutation(() => PhoneCodeSentType, {
    description:
      'Texts a six-digit code to the number (US format unless it starts with +). The code works for 10 minutes and 5 tries. ' +
      'Limited per number and per member; allowed once per request.',
  })
  @Access('phone:verify')
  async sendPhoneCode(
    @Arg('phone', () => String, { description: 'The phone number in any common format; without a leading + it is read as a US number.' }) phone: string,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<PhoneCodeSentType> {
    return presentPhoneCodeSent(await ctx.services.phone.sendCode(ctx.em, actor, { phone }));
  }

  @Mutation(() => UserType, { description: 'Confirms the number with the texted code; the member is then phone-verified. Allowed once per request.' })
  @Access('phone:verify')
  async verifyPhone(
    @Arg('phone', () => String, { description: 'The number the code was sent to.' }) phone: string,
    @Arg('code', () => String, { description: 'The 6-digit code from the text message (spaces and dashes are ignored).' }) code: string,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<UserType> {
    return presentUser(await ctx.services.phone.verify(ctx.em, actor, { phone, code }));
  }
}
