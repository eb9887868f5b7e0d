import { formatDate } from '../../core/i18n.js';
import type { Locale } from '@tea/limits';
import argon2 from 'argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';
import { AppError, badInput, conflict, forbidden } from '../../core/errors.js';
import { parseInput } from '../../shared/parse.js';
import { loginSchema, usernameSchema } from './auth.inputs.js';
import type { Guess, LoginLimiter } from '../../auth/login-limiter.js';
import { lockedError, type AccountLockService } from './account-lock.service.js';
import { usernameChangeAvailableAt } from '../user/user.type.js';
import { AUTH_MESSAGES } from '../../auth/auth.messages.js';

export const USERNAME_TAKEN = AUTH_MESSAGES.usernameTaken.defaultMessage;
export const INVALID_LOGIN = AUTH_MESSAGES.invalidLogin.defaultMessage;
export const ACCOUNT_BANNED = AUTH_MESSAGES.accountBanned.defaultMessage;

/** A well-formed id no account has (ids are random v4 UUIDs). */
const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The id of the account a sign-in name points at: an e-mail address (it has an @) or a username, any case. */
export async function accountIdByLogin(em: EntityManager, login: string): Promise<string | null> {
  const value = login.trim().toLowerCase();
  const column = value.includes('@') ? 'email' : 'username';
  const rows = await em.getConnection().execute<{ id: string }[]>(`select id from users where lower(${column}) = ? limit 1`, [value]);
  return rows[0]?.id ?? null;
}

/** Checks that an IP may register or sign in (IP bans); provided by the moderation module. */
export type IpGate = (em: EntityManager, ip: string) => Promise<void>;

export class AuthService {
  private dummyHash: Promise<string>;

  /** How long a password check takes here (a moving average): a guess refused unchecked waits as long. */
  private verifyMs = 50;

  constructor(
    private readonly limiter: LoginLimiter,
    private readonly ipGate: IpGate = async () => {},
    private readonly locks?: AccountLockService,
  ) {
    // Verifying against a dummy hash for unknown accounts keeps timing equal: no user-enumeration oracle.
    this.dummyHash = argon2.hash('not-a-real-password', HASH_OPTIONS);
  }

  static hashPassword(password: string): Promise<string> {
    return argon2.hash(password, HASH_OPTIONS);
  }

  async login(em: EntityManager, input: unknown, ip: string): Promise<User> {
    const data = parseInput(loginSchema, input);
    // Counted per account whichever identifier was typed (an unknown one as itself), per address and per day.
    const accountId = await accountIdByLogin(em, data.username);
    const guess: Guess = { identifier: data.username, accountId, ip };
    const verdict = await this.limiter.check('password', guess);
    await this.ipGate(em, ip);
    if (verdict === 'silent') {
      // This address used up its guesses at the account under her other identifier: refused unchecked (no argon2
      // work), answered as a wrong password after as long as a check takes (a 429 would link the two identifiers).
      await Promise.all([this.limiter.recordRefusal('password', guess), new Promise((resolve) => setTimeout(resolve, this.verifyMs))]);
      throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
    }
    // An unknown login pays the same second lookup (of an id no row has) as it pays an argon2 verify: equal timing.
    const user = await em.findOne(User, accountId ?? NO_ACCOUNT_ID, { populate: ['passwordHash'] as never });
    // Locked at the day's bar: refused before any password check, right or wrong alike (a check here would tell a
    // guesser which guess was right). The owner gets the unlock link; an unknown identifier over the bar answers the same.
    if (await this.limiter.signInLocked(guess)) {
      if (user && this.locks) await this.locks.assertNotLocked(em, user);
      throw lockedError();
    }
    const started = performance.now();
    const ok = await argon2.verify(user?.passwordHash ?? (await this.dummyHash), data.password).catch(() => false);
    this.verifyMs = this.verifyMs * 0.9 + (performance.now() - started) * 0.1;
    if (!user || !ok) {
      const { accountFailuresToday } = await this.limiter.recordFailure('password', guess);
      // Notices and the day's lock run after the answer: a wrong password takes as long for an account as for none.
      if (user) this.locks?.passwordFailed(em, user, accountFailuresToday);
      throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
    }
    if (user.banned) throw forbidden(ACCOUNT_BANNED);
    await this.limiter.recordSuccess('password', guess);
    user.lastIp = ip;
    await em.flush();
    return user;
  }

  async updateUsername(em: EntityManager, user: User, input: unknown): Promise<User> {
    const username = parseInput(usernameSchema, input);
    if (username === user.username) throw badInput(AUTH_MESSAGES.sameUsername, 'username');
    const nextChange = usernameChangeAvailableAt(user);
    if (nextChange) {
      throw new AppError('TOO_MANY_REQUESTS', {
        message: AUTH_MESSAGES.usernameOnceIn6Months,
        values: { date: (locale: Locale) => formatDate(nextChange, locale) },
      });
    }
    const taken = await em
      .getConnection()
      .execute(`select 1 from users where lower(username) = lower(?) and id <> ? union all select 1 from banned_identities where lower(username) = lower(?)`, [
        username,
        user.id,
        username,
      ]);
    if (taken.length) throw conflict(USERNAME_TAKEN);
    user.username = username;
    user.usernameChangedAt = new Date();
    try {
      await em.flush();
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) throw conflict(USERNAME_TAKEN);
      throw e;
    }
    return user;
  }
}
