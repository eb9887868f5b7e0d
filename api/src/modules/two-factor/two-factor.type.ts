import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('TwoFactorStatus', { description: "The signed-in member's two-step sign-in (TOTP)." })
export class TwoFactorStatusType {
  @Field({ description: 'True once set up with a first code.' })
  enabled!: boolean;

  @Field({ description: 'True for admins: their admin rights wait until it is set up and passed in the session.' })
  required!: boolean;

  @Field(() => Int, { description: 'One-time recovery codes not used yet.' })
  recoveryCodesLeft!: number;

  @Field({ description: 'True when this session has passed the second factor.' })
  passedInThisSession!: boolean;
}

@ObjectType('TwoFactorSetup', { description: 'A new TOTP secret to add to an authenticator app; shown once.' })
export class TwoFactorSetupType {
  @Field({ description: 'The secret in base32, for typing it in by hand.' })
  secret!: string;

  @Field({ description: 'The otpauth:// URL the QR code holds.' })
  otpauthUrl!: string;

  @Field({ description: 'The QR code as a PNG data URL.' })
  qrCodeDataUrl!: string;
}
