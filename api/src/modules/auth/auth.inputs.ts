import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { LIMITS, USERNAME_PATTERN } from '../../shared/validation.js';

@InputType({ description: 'Sign-in with a username or an e-mail address.' })
export class LoginInput {
  @Field({ description: 'Username or e-mail address.' })
  username!: string;

  @Field()
  password!: string;
}

@InputType()
export class RegisterInput {
  @Field()
  username!: string;

  @Field()
  email!: string;

  @Field({ description: `At least ${LIMITS.passwordMin} characters.` })
  password!: string;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
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
  .regex(USERNAME_PATTERN, 'Username may contain only letters, numbers, dots, dashes and underscores.');

export const registerSchema = z.object({
  username: z.string({ error: 'Please fill in all required fields.' }).trim().min(1, 'Please fill in all required fields.').pipe(usernameSchema),
  email: z
    .string({ error: 'Please fill in all required fields.' })
    .trim()
    .min(1, 'Please fill in all required fields.')
    .max(LIMITS.emailMax, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  password: z
    .string({ error: 'Please fill in all required fields.' })
    .min(1, 'Please fill in all required fields.')
    .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters long.`)
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long.`),
  firstName: optionalName,
  lastName: optionalName,
});
