import { Field, ID, ObjectType } from 'type-graphql';
import { IdVerificationStatus, Role, type User } from './user.entity.js';
import { LIMITS } from '@tea/limits';
import { activeSuspension } from '../../policies/can.js';
import { AccountViewerCan, accountViewerCan } from '../viewer-can/viewer-can.type.js';
import { maskPhone } from '../../shared/mask-phone.js';
import type { Locale } from '@tea/limits';
import { suspensionReasonIn } from './suspension-reason.js';

@ObjectType('User', { description: 'A member account, as seen by the member herself (or by an admin).' })
export class UserType {
  @Field(() => ID, { description: 'The account id (a UUID).' })
  id!: string;

  @Field({ description: 'Public handle, unique regardless of case.' })
  username!: string;

  @Field({ description: 'E-mail address; only ever returned to the account owner and admins.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'First name (at most 60 characters); null when not given.' })
  firstName!: string | null;

  @Field(() => String, { nullable: true, description: 'Last name (at most 60 characters); null when not given.' })
  lastName!: string | null;

  @Field(() => String, { nullable: true, description: 'Her own location, which Smart Matches prefer; null when none is stored.' })
  location!: string | null;

  @Field(() => String, { nullable: true, description: 'URL of the account picture, if any.' })
  profileImageUrl!: string | null;

  @Field(() => Role, { description: 'Member or admin.' })
  role!: Role;

  @Field({
    description: 'True for admins. Derived from `role`; the server enforces every admin right.',
    deprecationReason: 'Use `viewerCan` (`useAdminTools`, `moderate`, ...): what she may do in this session, not her role.',
  })
  isAdmin!: boolean;

  @Field({ description: 'True when the account is banned. A banned account cannot sign in, so a signed-in member sees false.' })
  banned!: boolean;

  @Field(() => Date, {
    nullable: true,
    description: 'Until when her account is suspended (she can read and appeal, not post); null when no suspension runs now.',
  })
  suspendedUntil!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why her account is suspended, as the moderators stated it; null when no suspension runs now.' })
  suspensionReason!: string | null;

  @Field({ description: 'True once an admin approved her ID verification.' })
  idVerified!: boolean;

  @Field(() => IdVerificationStatus, { nullable: true, description: 'State of her latest ID verification request; null when she never submitted one.' })
  idVerificationStatus!: IdVerificationStatus | null;

  @Field({ description: 'True once the member has confirmed a phone number (required to post reports).' })
  phoneVerified!: boolean;

  @Field(() => String, { nullable: true, description: 'The verified phone number, masked (for example +1 ••• ••• 1234).' })
  phoneMasked!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the username may next be changed; null when it may be changed now.' })
  usernameChangeAvailableAt!: Date | null;

  @Field({ description: 'When the account was created.' })
  createdAt!: Date;

  @Field(() => AccountViewerCan, { description: 'What she may do in this session (admin pages, moderation, posting): show links and buttons from it.' })
  viewerCan!: AccountViewerCan;
}

export function usernameChangeAvailableAt(user: User, now = new Date()): Date | null {
  if (!user.usernameChangedAt) return null;
  const next = new Date(user.usernameChangedAt);
  next.setMonth(next.getMonth() + LIMITS.usernameChangeMonths);
  return next > now ? next : null;
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
    viewerCan: accountViewerCan(user),
    banned: user.banned,
    suspendedUntil: activeSuspension(user),
    suspensionReason: activeSuspension(user) ? (user.suspensionReason ?? null) : null,
    idVerified: user.idVerified,
    idVerificationStatus: user.idVerificationStatus ?? null,
    phoneVerified: !!user.phoneVerifiedAt,
    phoneMasked: user.phoneVerifiedAt ? maskPhone(user.phoneE164) : null,
    usernameChangeAvailableAt: usernameChangeAvailableAt(user),
    createdAt: user.createdAt,
  };
}

/** `presentUser` for an answer without field resolvers (REST): her suspension's reason in `locale`, as GraphQL words it. */
export function presentUserIn(user: User, locale: Locale): UserType {
  const presented = presentUser(user);
  return { ...presented, suspensionReason: suspensionReasonIn(presented.suspensionReason, locale) };
}
