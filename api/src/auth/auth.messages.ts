import { defineMessages } from '../core/i18n.js';

export const AUTH_MESSAGES = defineMessages({
  usernameTaken: { id: 'auth.usernameTaken', defaultMessage: 'Username already taken' },
  invalidLogin: { id: 'auth.invalidLogin', defaultMessage: 'Invalid username/email or password.' },
  accountBanned: { id: 'auth.accountBanned', defaultMessage: 'This account has been banned.' },
  sameUsername: { id: 'auth.sameUsername', defaultMessage: 'The new username must be different from the current one.' },
  usernameOnceIn6Months: {
    id: 'auth.usernameOnceIn6Months',
    defaultMessage: 'You can change your username once every 6 months. Next change available on {date}.',
    description: 'date is a date, written out in the language (UTC).',
  },
  loginMissing: { id: 'auth.loginMissing', defaultMessage: 'Please enter both username/email and password.' },
  usernameRequired: { id: 'auth.usernameRequired', defaultMessage: 'Username is required.' },
  usernameMin: { id: 'auth.usernameMin', defaultMessage: 'Username must be at least {min} characters.' },
  usernameMax: { id: 'auth.usernameMax', defaultMessage: 'Username must be at most {max} characters.' },
  usernamePattern: { id: 'auth.usernamePattern', defaultMessage: 'Username may contain only letters, numbers, dots, dashes and underscores.' },
  namesMax: { id: 'auth.namesMax', defaultMessage: 'Names must be at most {max} characters.' },
  passwordMin: { id: 'auth.passwordMin', defaultMessage: 'Password must be at least {min} characters long.' },
  passwordMax: { id: 'auth.passwordMax', defaultMessage: 'Password must be at most {max} characters long.' },
  requiredFields: { id: 'auth.requiredFields', defaultMessage: 'Please fill in all required fields.' },
  validEmail: { id: 'auth.validEmail', defaultMessage: 'Please enter a valid email address.' },
  forgotMissing: { id: 'auth.forgotMissing', defaultMessage: 'Please enter your e-mail address or username.' },
  validEmailOrUsername: { id: 'auth.validEmailOrUsername', defaultMessage: 'Please enter a valid email address or username.' },
  resetLinkInvalid: {
    id: 'auth.resetLinkInvalid',
    defaultMessage: 'This password reset link is invalid, has expired or was already used. Please ask for a new one.',
  },
  newPassword: { id: 'auth.newPassword', defaultMessage: 'Please enter a new password.' },
  confirmLinkInvalid: {
    id: 'auth.confirmLinkInvalid',
    defaultMessage: 'This confirmation link is invalid, has expired or was already used. Sign in with your password to get a new one.',
  },
  confirmEmailFirst: {
    id: 'auth.confirmEmailFirst',
    defaultMessage:
      'Please confirm your e-mail address first: we sent you a link. Open it to finish signing up (it works for {hours} hours; check your spam folder too).',
  },
  resetRequested: {
    id: 'auth.resetRequested',
    defaultMessage: 'If an account exists for that address, we have sent a link to reset your password. It is valid for {minutes} minutes.',
  },
  passwordChanged: {
    id: 'auth.passwordChanged',
    defaultMessage: 'Your password was changed and every session of your account was signed out. Please sign in with your new password.',
  },
  unlockLinkInvalid: {
    id: 'auth.unlockLinkInvalid',
    defaultMessage: 'This unlock link is invalid, has expired or was already used. Sign in with your password to get a new one.',
  },
  accountUnlocked: { id: 'auth.accountUnlocked', defaultMessage: 'Your account is unlocked. You can sign in with your password now.' },
  accountLocked: {
    id: 'auth.accountLocked',
    defaultMessage:
      'Your account is locked after many failed sign-in attempts by someone else. We have e-mailed you a link to unlock it: open it, then sign in again.',
  },
  passwordTooCommon: { id: 'auth.passwordTooCommon', defaultMessage: 'This password is too common. Try a passphrase of three or four unrelated words.' },
  passwordHasUsername: {
    id: 'auth.passwordHasUsername',
    defaultMessage: 'This password contains your username. Try a passphrase of three or four unrelated words.',
  },
  passwordHasEmail: {
    id: 'auth.passwordHasEmail',
    defaultMessage: 'This password contains the part of your e-mail address before the @. Try a passphrase of three or four unrelated words.',
  },
  passwordTooGuessable: {
    id: 'auth.passwordTooGuessable',
    defaultMessage: 'This password is too easy to guess. Try a passphrase of three or four unrelated words.',
  },
  tokenCannotSignIn: { id: 'auth.tokenCannotSignIn', defaultMessage: 'Sign in from a browser: a request with an API token never starts a session.' },
  secondFactorRequired: {
    id: 'auth.secondFactorRequired',
    defaultMessage: 'Admin tools need two-step sign-in. Set it up in Settings > Security (or enter your code) to continue.',
  },
  secondFactorStale: { id: 'auth.secondFactorStale', defaultMessage: 'For this, confirm it is you: enter a code from your authenticator app.' },
  stepUpNotWithToken: {
    id: 'auth.stepUpNotWithToken',
    defaultMessage: 'This needs a signed-in session with a recent second-factor check: an API token cannot do it.',
  },
  tokenBoth: { id: 'auth.apiTokenBoth', defaultMessage: 'Use either an API token or a session cookie, not both.' },
  tokenInvalid: { id: 'auth.apiTokenInvalid', defaultMessage: 'Invalid or expired API token.' },
  tokenTooMany: { id: 'auth.apiTokenTooMany', defaultMessage: 'Too many requests with this API token. Please slow down.' },
  tokensTooMany: {
    id: 'auth.apiTokensTooMany',
    defaultMessage:
      'Too many requests with your API tokens: together they may make {perMinute} requests per minute, however many tokens you use. Please slow down.',
  },
  tooManyFailedSignIns: {
    id: 'auth.tooManyFailedSignIns',
    defaultMessage: 'Too many failed sign-in attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  wrongCode: {
    id: 'twoFactor.wrongCode',
    defaultMessage: 'That code is not right. Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  },
  notEnrolled: { id: 'twoFactor.notEnrolled', defaultMessage: 'Two-step sign-in is not set up for this account.' },
  alreadyEnabled: { id: 'twoFactor.alreadyEnabled', defaultMessage: 'Two-step sign-in is already on.' },
  adminsKeepIt: { id: 'twoFactor.adminsKeepIt', defaultMessage: 'Admins must keep two-step sign-in on.' },
  startSetUp: { id: 'twoFactor.startSetUp', defaultMessage: 'Start the set-up first: scan the QR code, then enter the code it shows.' },
  codeNeeded: { id: 'twoFactor.codeNeeded', defaultMessage: 'Enter the 6-digit code from your authenticator app to finish signing in.' },
  startAgain: { id: 'twoFactor.startAgain', defaultMessage: 'Too many wrong codes. Please sign in again.' },
  useRecoveryCode: {
    id: 'twoFactor.useRecoveryCode',
    defaultMessage: 'Too many wrong codes for this account today, so codes from the authenticator app are paused. Enter one of your recovery codes instead.',
  },
  registerRetired: {
    id: 'auth.registerRetired',
    defaultMessage:
      'register no longer creates accounts: a new account confirms its e-mail address first. Call signUp with the same input, then confirmEmail with the token of the e-mailed link, which signs her in.',
  },
  reservedUsername: { id: 'auth.reservedUsername', defaultMessage: 'This username is reserved. Please choose another.' },
  passwordResetLimit: {
    id: 'auth.passwordResetLimit',
    defaultMessage:
      'Too many password reset requests. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
    description: 'The wait is in minutes up to 90, else in hours.',
  },
  signupNetworkLimit: {
    id: 'auth.signupNetworkLimit',
    defaultMessage:
      'Too many sign-ups from your network. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  },
  signupLinksLimit: {
    id: 'auth.signupLinksLimit',
    defaultMessage:
      'We sent you several links in the last hour. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  },
});
