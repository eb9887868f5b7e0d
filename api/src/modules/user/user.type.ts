import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { IdVerificationStatus, Role, type User } from './user.entity.js';
import { LIMITS } from '../../shared/validation.js';

registerEnumType(Role, { name: 'Role', description: 'What an account may do: members use the community, admins moderate it.' });
registerEnumType(IdVerificationStatus, { name: 'IdVerificationStatus', description: 'State of an ID verification request.' });

@ObjectType('User', { description: 'A member account, as seen by the member herself (or by an admin).' })
export class UserType {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Public handle, unique regardless of case.' })
  username!: string;

  @Field({ description: 'E-mail address; only ever returned to the account owner and admins.' })
  email!: string;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { nullable: true })
  location!: string | null;

  @Field(() => String, { nullable: true, description: 'URL of the account picture, if any.' })
  profileImageUrl!: string | null;

  @Field(() => Role)
  role!: Role;

  @Field({ description: 'True for admins. Derived from `role`; the server enforces every admin right.' })
  isAdmin!: boolean;

  @Field()
  banned!: boolean;

  @Field()
  idVerified!: boolean;

  @Field(() => IdVerificationStatus, { nullable: true })
  idVerificationStatus!: IdVerificationStatus | null;

  @Field({ description: 'True once the member has confirmed a phone number (required to post reports).' })
  phoneVerified!: boolean;

  @Field(() => String, { nullable: true, description: 'The verified phone number, masked (for example +1 ••• ••• 1234).' })
  phoneMasked!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the username may next be changed; null when it may be changed now.' })
  usernameChangeAvailableAt!: Date | null;

  @Field()
  createdAt!: Date;
}

export function usernameChangeAvailableAt(user: User, now = new Date()): Date | null {
  if (!user.usernameChangedAt) return null;
  const next = new Date(user.usernameChangedAt);
  next.setMonth(next.getMonth() + LIMITS.usernameChangeMonths);
  return next > now ? next : null;
}

export function maskPhone(e164: string | null | undefined): string | null {
  if (!e164) return null;
  const last4 = e164.slice(-4);
  const country = e164.length > 11 ? e164.slice(0, e164.length - 10) : '+';
  return `${country} ••• ••• ${last4}`;
}

/** The one place a User entity becomes an API shape (GraphQL and REST). */
export function presentUser(user: User): UserType {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    location: user.location ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    role: user.role,
    isAdmin: user.role === Role.ADMIN,
    banned: user.banned,
    idVerified: user.idVerified,
    idVerificationStatus: user.idVerificationStatus ?? null,
    phoneVerified: !!user.phoneVerifiedAt,
    phoneMasked: user.phoneVerifiedAt ? maskPhone(user.phoneE164) : null,
    usernameChangeAvailableAt: usernameChangeAvailableAt(user),
    createdAt: user.createdAt,
  };
}
