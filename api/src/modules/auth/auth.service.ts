import argon2 from 'argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';
import { AppError, badInput, conflict, forbidden } from '../../shared/errors.js';
import { parseInput } from '../../shared/parse.js';
import { loginSchema, registerSchema, usernameSchema } from './auth.inputs.js';
import type { LoginLimiter } from '../../auth/login-limiter.js';
import { usernameChangeAvailableAt } from '../user/user.type.js';
import { assertPasswordAllowed } from './password-policy.js';

export const USERNAME_TAKEN = 'Username already taken';
/**
 * A sign-up with an e-mail address that already has an account. SPEC §7 names only 'Username already taken'; this
 * answer does not say that an account uses the address (a sign-up that signs in at once cannot hide that it failed).
 */
export const EMAIL_TAKEN = 'We could not create an account with these details. If you already have an account, sign in or reset your password.';
export const INVALID_LOGIN = 'Invalid username/email or password.';
export const ACCOUNT_BANNED = 'This account has been banned.';

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

  constructor(
    private readonly limiter: LoginLimiter,
    private readonly ipGate: IpGate = async () => {},
  ) {
    // Verifying against a dummy hash for unknown accounts keeps timing equal: no user-enumeration oracle.
    this.dummyHash = argon2.hash('not-a-real-password', HASH_OPTIONS);
  }

  static hashPassword(password: string): Promise<string> {
    return argon2.hash(password, HASH_OPTIONS);
  }

  private async findByUsernameOrEmail(em: EntityManager, login: string): Promise<User | null> {
    const id = await accountIdByLogin(em, login);
    // An unknown login pays the same second lookup (of an id no row has) as it pays an argon2 verify: equal timing.
    return em.findOne(User, id ?? NO_ACCOUNT_ID, { populate: ['passwordHash'] as never });
  }

  async register(em: EntityManager, input: unknown, ip: string): Promise<User> {
    const raw = (input ?? {}) as Record<string, unknown>;
    const present = (k: string) => typeof raw[k] === 'string' && (raw[k] as string).trim() !== '';
    if (!present('username') || !present('email') || !present('password')) throw badInput('Please fill in all required fields.');
    const data = parseInput(registerSchema, input);
    await this.ipGate(em, ip);
    await assertPasswordAllowed(data.password, data);
    const taken = await em.getConnection().execute<{ username_taken: boolean; email_taken: boolean }[]>(
      // A banned member's username stays refused after she deleted her account (banned_identities).
      `select exists(select 1 from users where lower(username) = lower(?)) or exists(select 1 from banned_identities where lower(username) = lower(?)) as username_taken,
              exists(select 1 from users where lower(email) = lower(?)) as email_taken`,
      [data.username, data.username, data.email],
    );
    if (taken[0]?.username_taken) throw conflict(USERNAME_TAKEN);
    if (taken[0]?.email_taken) throw conflict(EMAIL_TAKEN);
    const user = Object.assign(new User(), {
      username: data.username,
      email: data.email.toLowerCase(),
      passwordHash: await AuthService.hashPassword(data.password),
      firstName: data.firstName,
      lastName: data.lastName,
      lastIp: ip,
    });
    try {
      await em.persist(user).flush();
    } catch (e) {
      // Two sign-ups racing for the same name: the unique index decides.
      if (e instanceof UniqueConstraintViolationException) {
        throw conflict(String(e.message).includes('email') ? EMAIL_TAKEN : USERNAME_TAKEN);
      }
      throw e;
    }
    return user;
  }

  async login(em: EntityManager, input: unknown, ip: string): Promise<User> {
    const data = parseInput(loginSchema, input);
    await this.limiter.assertAllowed(data.username, ip);
    await this.ipGate(em, ip);
    const user = await this.findByUsernameOrEmail(em, data.username);
    const ok = await argon2.verify(user?.passwordHash ?? (await this.dummyHash), data.password).catch(() => false);
    if (!user || !ok) {
      await this.limiter.recordFailure(data.username, ip);
      throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
    }
    if (user.banned) throw forbidden(ACCOUNT_BANNED);
    await this.limiter.recordSuccess(data.username);
    user.lastIp = ip;
    await em.flush();
    return user;
  }

  async updateUsername(em: EntityManager, user: User, input: unknown): Promise<User> {
    const username = parseInput(usernameSchema, input);
    if (username === user.username) throw badInput('The new username must be different from the current one.', 'username');
    const nextChange = usernameChangeAvailableAt(user);
    if (nextChange) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `You can change your username once every 6 months. Next change available on ${nextChange.toISOString().slice(0, 10)}.`,
      );
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
