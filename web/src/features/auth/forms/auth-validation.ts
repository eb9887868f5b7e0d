import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { isReservedUsername, LIMITS } from '@tea/limits';

/** A toast's title and text as messages (formatted where the toast is shown); the client checks of SPEC §5, in the order the SPEC lists them. */
export type ValidationProblem = { title: MessageDescriptor; description: MessageDescriptor };

/** A problem's toast texts in her language. */
export function formatProblem(intl: IntlShape, problem: ValidationProblem): { title: string; description: string } {
  return { title: intl.formatMessage(problem.title), description: intl.formatMessage(problem.description) };
}

export type LoginValues = { username?: string; password?: string };

export type RegisterValues = {
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  confirmPassword?: string;
};

const messages = defineMessages({
  missingTitle: { id: 'auth.validation.missingTitle', defaultMessage: 'Missing information' },
  loginMissing: { id: 'auth.validation.loginMissing', defaultMessage: 'Please enter both username/email and password.' },
  requiredFields: { id: 'auth.validation.requiredFields', defaultMessage: 'Please fill in all required fields.' },
  usernameUnavailable: { id: 'auth.validation.usernameUnavailable', defaultMessage: 'Username not available' },
  // @tea/limits' RESERVED_USERNAME_MESSAGE: the API refuses such names with the same text.
  usernameReserved: { id: 'auth.validation.usernameReserved', defaultMessage: 'This username is reserved. Please choose another.' },
  mismatchTitle: { id: 'auth.validation.mismatchTitle', defaultMessage: "Passwords don't match" },
  mismatch: { id: 'auth.validation.mismatch', defaultMessage: 'Please make sure both passwords are identical.' },
  tooShortTitle: { id: 'auth.validation.tooShortTitle', defaultMessage: 'Password too short' },
  tooShort: { id: 'auth.validation.tooShort', defaultMessage: 'Password must be at least 6 characters long.' },
  forgotMissing: { id: 'auth.validation.forgotMissing', defaultMessage: 'Please enter your e-mail address or username.' },
});

export function checkLogin(values: LoginValues): ValidationProblem | null {
  if (!values.username?.trim() || !values.password) {
    return { title: messages.missingTitle, description: messages.loginMissing };
  }
  return null;
}

export function checkRegister(values: RegisterValues): ValidationProblem | null {
  if (!values.username?.trim() || !values.email?.trim() || !values.password) {
    return { title: messages.missingTitle, description: messages.requiredFields };
  }
  // Names that pass for staff: the API refuses them with the same text.
  if (isReservedUsername(values.username.trim())) return { title: messages.usernameUnavailable, description: messages.usernameReserved };
  return checkNewPassword(values);
}

export type NewPasswordValues = { password?: string; confirmPassword?: string };

/** A new password and its confirmation (sign-up and password reset): the same checks and texts. */
export function checkNewPassword(values: NewPasswordValues): ValidationProblem | null {
  if (!values.password) {
    return { title: messages.missingTitle, description: messages.requiredFields };
  }
  if (values.password !== values.confirmPassword) {
    return { title: messages.mismatchTitle, description: messages.mismatch };
  }
  if (values.password.length < LIMITS.passwordMin) {
    return { title: messages.tooShortTitle, description: messages.tooShort };
  }
  return null;
}

/** The 'Forgot password?' form's check: something typed. */
export const FORGOT_PASSWORD_MISSING = messages.forgotMissing;
