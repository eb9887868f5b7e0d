import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { badInput } from '../../core/errors.js';
import { AUTH_MESSAGES } from '../../auth/auth.messages.js';

/**
 * Screening of a new password (sign-up and password reset; SECURITY-PLAN §6.4, ASVS 6.2.4): the SPEC's minimum
 * length is checked by the zod schemas, there are no composition rules, and on top a password is refused when it
 * is one of the 10,000 most common passwords, when it contains the account's username or the local part of its
 * e-mail address, or when zxcvbn (offline, common + English dictionaries) scores it below 2.
 *
 * The dictionaries (some 60 MB of memory once built, up to a second or two of CPU) load on the first screening, not at
 * start-up, and once.
 * An operator's ADMIN_PASSWORD (bootstrap-admin.ts) is not screened: it is the operator's choice.
 */

export const PASSWORD_TOO_COMMON = AUTH_MESSAGES.passwordTooCommon.defaultMessage;
export const PASSWORD_HAS_USERNAME = AUTH_MESSAGES.passwordHasUsername.defaultMessage;
/** The check looks for the e-mail's local part (before the @), so the text names that part, not the whole address. */
export const PASSWORD_HAS_EMAIL = AUTH_MESSAGES.passwordHasEmail.defaultMessage;
export const PASSWORD_TOO_GUESSABLE = AUTH_MESSAGES.passwordTooGuessable.defaultMessage;

/** How many entries of the frequency-ordered list count as "too common". */
export const COMMON_PASSWORDS = 10_000;
/** zxcvbn scores 0-4; 2 means an estimated 10^6 guesses or more ("protection from unthrottled online attacks"). */
export const MIN_SCORE = 2;
/** Shorter names or e-mail local parts are not looked for inside the password (too many false alarms). */
const MIN_PERSONAL_LENGTH = 3;
/**
 * zxcvbn's cost grows fast with length and with l33t look-alike characters (its defaults, 256 characters and 100
 * substitutions, take seconds of CPU on a random 64-character string). Only the first 64 characters are scored and
 * at most 4 l33t substitutions are tried: a few tens of milliseconds at worst, the same scores for ordinary passwords.
 */
const ZXCVBN_LIMITS = { maxLength: 64, l33tMaxSubstitutions: 4 } as const;

interface Screener {
  common: Set<string>;
  zxcvbn: ZxcvbnFactory;
}

let loading: Promise<Screener> | null = null;

async function load(): Promise<Screener> {
  const [core, common, en] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]);
  const list = common.dictionary['passwords-common'];
  return {
    common: new Set(list.slice(0, COMMON_PASSWORDS).map((p) => p.toLowerCase())),
    zxcvbn: new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      ...ZXCVBN_LIMITS,
    }),
  };
}

/** Loads the dictionaries once; a failed load is retried by the next call. */
function screener(): Promise<Screener> {
  loading ??= load().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** What the account is called: the password may not contain these, and zxcvbn treats them as known words. */
export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The reason a new password is refused (one of the messages above), or null when it may be used. */
export async function passwordProblem(password: string, owner: PasswordOwner = {}): Promise<string | null> {
  const { common, zxcvbn } = await screener();
  const lower = password.toLowerCase();
  if (common.has(lower)) return PASSWORD_TOO_COMMON;
  const username = owner.username?.trim().toLowerCase() ?? '';
  if (username.length >= MIN_PERSONAL_LENGTH && lower.includes(username)) return PASSWORD_HAS_USERNAME;
  const local = owner.email?.trim().toLowerCase().split('@')[0] ?? '';
  if (local.length >= MIN_PERSONAL_LENGTH && lower.includes(local)) return PASSWORD_HAS_EMAIL;
  const userInputs = [username, local, owner.email?.trim().toLowerCase(), owner.firstName?.trim(), owner.lastName?.trim()].filter(
    (v): v is string => !!v && v.length >= MIN_PERSONAL_LENGTH,
  );
  const { score } = zxcvbn.check(password, userInputs);
  return score < MIN_SCORE ? PASSWORD_TOO_GUESSABLE : null;
}

/** Throws a 400 on the `password` field with the reason and a passphrase suggestion. */
export async function assertPasswordAllowed(password: string, owner: PasswordOwner = {}): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw badInput(problem, 'password');
}
