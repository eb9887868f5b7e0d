import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { isReservedUsername, LIMITS, RESERVED_USERNAME_MESSAGE } from '@tea/limits';
import { AUTH_MESSAGES } from '../../auth/auth.messages.js';
import { textOf } from '../../core/i18n.js';

/** The characters a username may use. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

@InputType({ description: 'Sign-in with a username or an e-mail address.' })
export class LoginInput {
  @Field({ description: 'Username or e-mail address.' })
  username!: string;

  @Field({ description: 'Her password.' })
  password!: string;
}

@InputType({
  description:
    'A new account. A taken username is CONFLICT "Username already taken"; a taken e-mail address gets the same answer as a new one (its owner is told by e-mail).',
})
export class RegisterInput {
  @Field({
    description:
      'Public handle: 3 to 30 letters, digits, dots, dashes or underscores, unique regardless of case. Names that pass for staff (admin, moderator, support, tea_support, ...) are refused.',
  })
  username!: string;

  @Field({ description: 'E-mail address (at most 254 characters); one account per address.' })
  email!: string;

  @Field({ description: `At least ${LIMITS.passwordMin} characters.` })
  password!: string;

  @Field(() => String, { nullable: true, description: 'Optional, at most 60 characters.' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional, at most 60 characters.' })
  lastName?: string | null;
}

/** Shared by GraphQL and REST: unknown keys are dropped (no mass assignment), messages are the SPEC's. */
const optionalName = z
  .string()
  .trim()
  .max(LIMITS.nameMax, textOf(AUTH_MESSAGES.namesMax, { max: LIMITS.nameMax }))
  .nullish()
  .transform((v) => (v ? v : null));

export const loginSchema = z.object({
  username: z.string({ error: AUTH_MESSAGES.loginMissing.defaultMessage }).trim().min(1, AUTH_MESSAGES.loginMissing.defaultMessage),
  password: z.string({ error: AUTH_MESSAGES.loginMissing.defaultMessage }).min(1, AUTH_MESSAGES.loginMissing.defaultMessage),
});

export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameRequired.defaultMessage })
  .trim()
  .min(1, AUTH_MESSAGES.usernameRequired.defaultMessage)
  .min(LIMITS.usernameMin, textOf(AUTH_MESSAGES.usernameMin, { min: LIMITS.usernameMin }))
  .max(LIMITS.usernameMax, textOf(AUTH_MESSAGES.usernameMax, { max: LIMITS.usernameMax }))
  .regex(USERNAME_PATTERN, AUTH_MESSAGES.usernamePattern.defaultMessage)
  // Names that pass for staff ('moderator', 'tea_support', 'jane-admin'): sign-up and username change alike.
  .refine((v) => !isReservedUsername(v), RESERVED_USERNAME_MESSAGE);

/** A new password (sign-up and password reset): the same rules and messages everywhere. */
export function passwordSchema(missing: string) {
  return z
    .string({ error: missing })
    .min(1, missing)
    .min(LIMITS.passwordMin, textOf(AUTH_MESSAGES.passwordMin, { min: LIMITS.passwordMin }))
    .max(LIMITS.passwordMax, textOf(AUTH_MESSAGES.passwordMax, { max: LIMITS.passwordMax }));
}

export const registerSchema = z.object({
  username: z.string({ error: AUTH_MESSAGES.requiredFields.defaultMessage }).trim().min(1, AUTH_MESSAGES.requiredFields.defaultMessage).pipe(usernameSchema),
  email: z
    .string({ error: AUTH_MESSAGES.requiredFields.defaultMessage })
    .trim()
    .min(1, AUTH_MESSAGES.requiredFields.defaultMessage)
    .max(LIMITS.emailMax, AUTH_MESSAGES.validEmail.defaultMessage)
    .pipe(z.email(AUTH_MESSAGES.validEmail.defaultMessage)),
  password: passwordSchema(AUTH_MESSAGES.requiredFields.defaultMessage),
  firstName: optionalName,
  lastName: optionalName,
});

export const FORGOT_PASSWORD_MISSING = AUTH_MESSAGES.forgotMissing.defaultMessage;

/** `POST /api/auth/forgot-password { email }`: an e-mail address or a username (`username` is accepted as the key too). */
export const forgotPasswordSchema = z
  .object({ email: z.unknown().optional(), username: z.unknown().optional() })
  .transform((v) => v.email ?? v.username)
  .pipe(
    z
      .string({ error: FORGOT_PASSWORD_MISSING })
      .trim()
      .min(1, FORGOT_PASSWORD_MISSING)
      .max(LIMITS.emailMax, AUTH_MESSAGES.validEmailOrUsername.defaultMessage)
      .transform((v) => v.toLowerCase()),
  );

export const RESET_LINK_INVALID = AUTH_MESSAGES.resetLinkInvalid.defaultMessage;

/** A reset token is the base64url of 32 random bytes; anything else cannot be one. */
export const resetTokenSchema = z.string({ error: RESET_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID);

export const resetPasswordSchema = z.object({
  token: resetTokenSchema,
  password: passwordSchema(AUTH_MESSAGES.newPassword.defaultMessage),
});

export const CONFIRM_LINK_INVALID = AUTH_MESSAGES.confirmLinkInvalid.defaultMessage;

/** A confirmation token is the base64url of 32 random bytes, as a reset token. */
export const confirmEmailSchema = z.object({
  token: z.string({ error: CONFIRM_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, CONFIRM_LINK_INVALID),
});
