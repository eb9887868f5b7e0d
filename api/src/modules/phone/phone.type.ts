import { Field, ObjectType } from 'type-graphql';
import { maskPhone } from '../../shared/mask-phone.js';

@ObjectType('PhoneCodeSent', { description: 'A verification code was texted. The code itself is never part of any answer.' })
export class PhoneCodeSentType {
  @Field({ description: 'When the code stops working (10 minutes after sending).' })
  expiresAt!: Date;

  @Field({ description: 'The number the code went to, masked (for example +1 ••• ••• 0123).' })
  maskedPhone!: string;
}

export function presentPhoneCodeSent(sent: { expiresAt: Date; phoneE164: string }): PhoneCodeSentType {
  return { expiresAt: sent.expiresAt, maskedPhone: maskPhone(sent.phoneE164) ?? '' };
}
