import { isReservedUsername, LIMITS, RESERVED_USERNAME_MESSAGE } from '@tea/limits';

/** A toast's title and text; the client checks of SPEC §5, in the order the SPEC lists them. */
export type ValidationProblem = { title: string; description: string };

export type LoginValues = { username?: string; password?: string };

export type RegisterValues = {
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  confirmPassword?: string;
};

export function checkLogin(values: LoginValues): ValidationProblem | null {
  if (!values.username?.trim() || !values.password) {
    return { title: 'Missing information', description: 'Please enter both username/email and password.' };
  }
  return null;
}

export function checkRegister(values: RegisterValues): ValidationProblem | null {
  if (!values.username?.trim() || !values.email?.trim() || !values.password) {
    return { title: 'Missing information', description: 'Please fill in all required fields.' };
  }
  // Names that pass for staff: the API refuses them with the same text.
  if (isReservedUsername(values.username.trim())) return { title: 'Username not available', description: RESERVED_USERNAME_MESSAGE };
  return checkNewPassword(values);
}

export type NewPasswordValues = { password?: string; confirmPassword?: string };

/** A new password and its confirmation (sign-up and password reset): the same checks and texts. */
export function checkNewPassword(values: NewPasswordValues): ValidationProblem | null {
  if (!values.password) {
    return { title: 'Missing information', description: 'Please fill in all required fields.' };
  }
  if (values.password !== values.confirmPassword) {
    return { title: "Passwords don't match", description: 'Please make sure both passwords are identical.' };
  }
  if (values.password.length < LIMITS.passwordMin) {
    return { title: 'Password too short', description: 'Password must be at least 6 characters long.' };
  }
  return null;
}

export const FORGOT_PASSWORD_MISSING = 'Please enter your e-mail address or username.';
