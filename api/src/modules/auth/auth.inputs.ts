import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { isReservedUsername, LIMITS, RESERVED_USERNAME_MESSAGE } from '@tea/limits';

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
  .max(LIMITS.nameMax, `Names must be at most ${LIMITS.nameMax} characters.`)
  .nullish()
  .transform((v) => (v ? v : null));

export const loginSchema = z.object({
  username: z.string({ error: 'Please enter both username/email and password.' }).trim().min(1, 'Please enter both username/email and password.'),
  password: z.string({ error: 'Please enter both username/email and password.' }).min(1, 'Please enter both username/email and password.'),
});

export const usernameSchema = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(1, 'Username is required.')
  .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters.`)
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters.`)
  .regex(USERNAME_PATTERN, 'Username may contain only letters, numbers, dots, dashes and underscores.')
  // Names that pass for staff ('moderator', 'tea_support', 'jane-admin'): sign-up and username change alike.
  .refine((v) => !isReservedUsername(v), RESERVED_USERNAME_MESSAGE);

/** A new password (sign-up and password reset): the same rules and messages everywhere. */
export function passwordSchema(missing: string) {
  return z
    .string({ error: missing })
    .min(1, missing)
    .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters long.`)
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long.`);
}

export const registerSchema = z.object({
  username: z.string({ error: 'Please fill in all required fields.' }).trim().min(1, 'Please fill in all required fields.').pipe(usernameSchema),
  email: z
    .string({ error: 'Please fill in all required fields.' })
    .trim()
    .min(1, 'Please fill in all required fields.')
    .max(LIMITS.emailMax, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  password: passwordSchema('Please fill in all required fields.'),
  firstName: optionalName,
  lastName: optionalName,
});

export const FORGOT_PASSWORD_MISSING = 'Please enter your e-mail address or username.';

/** `POST /api/auth/forgot-password { email }`: an e-mail address or a username (`username` is accepted as the key too). */
export const forgotPasswordSchema = z
  .object({ email: z.unknown().optional(), username: z.unknown().optional() })
  .transform((v) => v.email ?? v.username)
  .pipe(
    z
      .string({ error: FORGOT_PASSWORD_MISSING })
      .trim()
      .min(1, FORGOT_PASSWORD_MISSING)
      .max(LIMITS.emailMax, 'Please enter a valid email address or username.')
      .transform((v) => v.toLowerCase()),
  );

export const RESET_LINK_INVALID = 'This password reset link is invalid, has expired or was already used. Please ask for a new one.';

/** A reset token is the base64url of 32 random bytes; anything else cannot be one. */
export const resetTokenSchema = z.string({ error: RESET_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID);

export const resetPasswordSchema = z.object({
  token: resetTokenSchema,
  password: passwordSchema('Please enter a new password.'),
});

export const CONFIRM_LINK_INVALID = 'This confirmation link is invalid, has expired or was already used. Sign in with your password to get a new one.';

/** A confirmation token is the base64url of 32 random bytes, as a reset token. */
export const confirmEmailSchema = z.object({
  token: z.string({ error: CONFIRM_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, CONFIRM_LINK_INVALID),
});
