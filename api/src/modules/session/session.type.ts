import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('AccountSession', { description: 'One place where she is signed in.' })
export class AccountSessionType {
  @Field(() => ID, { description: 'Opaque id (not the session cookie).' })
  id!: string;

  @Field({ description: "Browser and system, for example 'Chrome on Android'." })
  device!: string;

  @Field(() => Date, { nullable: true, description: 'When she signed in there; null when unknown.' })
  signedInAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Last activity, to within a few minutes.' })
  lastSeenAt!: Date | null;

  @Field({ description: 'When it ends if unused (idle lifetime; the absolute one also applies).' })
  expiresAt!: Date;

  @Field({ description: 'True for the session making this request.' })
  current!: boolean;
}
