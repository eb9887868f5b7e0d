import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import { addressKey } from '../shared/address-key.js';
import { tooManyRequests } from '../core/errors.js';
import { textOf } from '../core/i18n.js';
import { AUTH_MESSAGES } from './auth.messages.js';

/** What is being guessed: a password, a 6-digit authenticator code, or a recovery code. */
export type GuessKind = 'password' | 'totp' | 'recovery';

/** One guess: the identifier as typed (sign-in only), the account it names (null: no such account), the client's address. */
export interface Guess {
  /** Username or e-mail address as typed; for second-factor codes, leave it out (the account is known). */
  identifier?: string;
  accountId: string | null;
  ip: string;
}

export interface LoginLimiterOptions {
  /** Guesses one address gets per account per window (LOGIN_MAX_FAILURES); an address gets 3x that across accounts. */
  maxFailures: number;
  windowSeconds: number;
  /** Failed passwords (or authenticator codes) per account per day after which the account locks (NIST SP 800-63B: 100). */
  accountDailyFailures: number;
}

/** How a caller is held back before any hashing: `open`, or `silent` (refuse as a wrong guess; see `check`). */
export type GuessVerdict = 'open' | 'silent';

export const TOO_MANY_FAILED_SIGN_INS = (minutes: number) => textOf(AUTH_MESSAGES.tooManyFailedSignIns, { minutes });

const DAY_SECONDS = 24 * 60 * 60;
/** Recovery codes carry 50 random bits each: they get ten times the guesses of a password or a 6-digit code. */
const RECOVERY_FACTOR = 10;

/** The account lock's row in rate_limits, as rate-limiter-flexible names it (`<prefix>:<key>`). */
const LOCK_PREFIX = 'login_lock';
const lockKey = (accountId: string) => `${LOCK_PREFIX}:${accountId}`;

/**
 * Failed-guess budgets, kept in PostgreSQL (`rate_limits`) so they hold across restarts and every app instance,
 * and checked before the password is hashed, so a blocked caller costs no argon2 work.
 *
 * A guess counts against the account it names, whichever identifier was typed (username or e-mail address; an
 * unknown identifier is counted as its own account, so nothing tells accounts apart), per address and account
 * (`maxFailures` per window), per address across accounts (3x, against password spraying), and per account per day
 * (the lock bar). No budget is per account alone within the window: guesses from other addresses never lock the
 * owner out of her own address; only the daily bar does, and that is lifted by an e-mailed link.
 *
 * Each kind (password, authenticator code, recovery code) has budgets of its own, so a password holder who used up
 * the authenticator-code budget has not touched the recovery codes'. Keys hold the account id last (`…:<id>`, which
 * account deletion clears) and the typed identifier only as a SHA-256.
 */
export class LoginLimiter {
  private readonly kinds: Record<
    GuessKind,
    { byAddressAccount: RateLimiterPostgres; byAddressName: RateLimiterPostgres; byAddress: RateLimiterPostgres; byAccountDay: RateLimiterPostgres }
  >;
  /** Accounts locked at the daily bar: no expiry, lifted by the unlock link or a password reset. */
  private readonly locks: RateLimiterPostgres;

  constructor(
    private readonly pool: pg.Pool,
    readonly opts: LoginLimiterOptions,
  ) {
    const common = { storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true };
    const budgets = (prefix: string, perAddressAccount: number, perDay: number) => ({
      byAddressAccount: new RateLimiterPostgres({ ...common, keyPrefix: `${prefix}_addr_acct`, points: perAddressAccount, duration: opts.windowSeconds }),
      byAddressName: new RateLimiterPostgres({ ...common, keyPrefix: `${prefix}_addr_name`, points: perAddressAccount, duration: opts.windowSeconds }),
      byAddress: new RateLimiterPostgres({ ...common, keyPrefix: `${prefix}_ip`, points: perAddressAccount * 3, duration: opts.windowSeconds }),
      byAccountDay: new RateLimiterPostgres({ ...common, keyPrefix: `${prefix}_acct_day`, points: perDay, duration: DAY_SECONDS }),
    });
    this.kinds = {
      password: budgets('login', opts.maxFailures, opts.accountDailyFailures),
      totp: budgets('2fa_totp', opts.maxFailures, opts.accountDailyFailures),
      // No daily bar for recovery codes: a recovery code always works for the owner.
      recovery: budgets('2fa_recovery', opts.maxFailures * RECOVERY_FACTOR, Number.MAX_SAFE_INTEGER),
    };
    this.locks = new RateLimiterPostgres({ ...common, keyPrefix: LOCK_PREFIX, points: 1, duration: 0 });
  }

  /** The identifier as typed, normalised and hashed (a 10 KB fuzzer "username" fits the key column too). */
  private static nameKey(identifier: string): string {
    return createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex');
  }

  /** LIKE patterns of the counters of her username and e-mail address as typed (account deletion clears them too). */
  static typedKeyPatterns(account: { username: string; email: string }): [string, string] {
    return [`%:${LoginLimiter.nameKey(account.username)}`, `%:${LoginLimiter.nameKey(account.email)}`];
  }

  /** The account's key: its id, or for an identifier no account has, the identifier's hash. */
  private static accountKey(guess: Guess): string {
    return guess.accountId ?? `n-${LoginLimiter.nameKey(guess.identifier ?? '')}`;
  }

  private keys(guess: Guess) {
    const ip = addressKey(guess.ip);
    const account = LoginLimiter.accountKey(guess);
    return {
      ip,
      account,
      addressAccount: `${ip}:${account}`,
      addressName: guess.identifier === undefined ? `${ip}:${account}` : `${ip}:${LoginLimiter.nameKey(guess.identifier)}`,
    };
  }

  /**
   * Before the guess is checked. Throws 429 with Retry-After when the address has used up its budget across accounts
   * or for what it typed. Answers `silent` when the address used up its budget for the account under another
   * identifier of the same account (her username, then her e-mail address): a 429 there would tell that the two
   * name one account, so the caller refuses the guess unchecked with the answer of a wrong one.
   */
  async check(kind: GuessKind, guess: Guess): Promise<GuessVerdict> {
    const k = this.kinds[kind];
    const keys = this.keys(guess);
    const named = keys.addressName !== keys.addressAccount;
    const [ip, account, name] = await Promise.all([
      k.byAddress.get(keys.ip),
      k.byAddressAccount.get(keys.addressAccount),
      named ? k.byAddressName.get(keys.addressName) : null,
    ]);
    const used = (res: RateLimiterRes | null, limiter: RateLimiterPostgres) => !!res && res.consumedPoints >= limiter.points;
    const visible = [
      [ip, k.byAddress],
      // Without an identifier (second-factor codes, her own password when deleting her account) the account's is the visible one.
      named ? [name, k.byAddressName] : [account, k.byAddressAccount],
    ].filter(([res, limiter]) => used(res as RateLimiterRes | null, limiter as RateLimiterPostgres)) as [RateLimiterRes, RateLimiterPostgres][];
    if (visible.length) {
      const retry = Math.max(1, Math.ceil(Math.max(...visible.map(([r]) => r.msBeforeNext)) / 1000));
      throw tooManyRequests(TOO_MANY_FAILED_SIGN_INS(Math.ceil(retry / 60)), retry);
    }
    return used(account, k.byAddressAccount) ? 'silent' : 'open';
  }

  /** Counts a wrong guess; answers the account's failures of this kind today (the notices and the lock go by it). */
  async recordFailure(kind: GuessKind, guess: Guess): Promise<{ accountFailuresToday: number }> {
    const k = this.kinds[kind];
    const keys = this.keys(guess);
    const [, , , day] = await Promise.all([
      k.byAddress.penalty(keys.ip, 1),
      k.byAddressAccount.penalty(keys.addressAccount, 1),
      keys.addressName === keys.addressAccount ? null : k.byAddressName.penalty(keys.addressName, 1),
      k.byAccountDay.penalty(keys.account, 1),
    ]);
    return { accountFailuresToday: day.consumedPoints };
  }

  /**
   * A guess refused unchecked (`check` said `silent`): counted per address and against what was typed, as a wrong
   * guess at an unknown identifier is, so the next answers match that case too; not a guess at the account's day.
   */
  async recordRefusal(kind: GuessKind, guess: Guess): Promise<void> {
    const k = this.kinds[kind];
    const keys = this.keys(guess);
    await Promise.all([k.byAddress.penalty(keys.ip, 1), k.byAddressName.penalty(keys.addressName, 1)]);
  }

  /** A right guess: this address starts afresh for the account (the daily count stays: the bar is for the day). */
  async recordSuccess(kind: GuessKind, guess: Guess): Promise<void> {
    const k = this.kinds[kind];
    const keys = this.keys(guess);
    await Promise.all([k.byAddressAccount.delete(keys.addressAccount), k.byAddressName.delete(keys.addressName)]);
  }

  /** The account's failures of this kind today reached the daily bar (authenticator codes: refused until a recovery code or tomorrow). */
  async overDailyBar(kind: GuessKind, accountId: string): Promise<{ msBeforeNext: number } | null> {
    const k = this.kinds[kind];
    const res = await k.byAccountDay.get(accountId);
    return res && res.consumedPoints >= k.byAccountDay.points ? { msBeforeNext: res.msBeforeNext } : null;
  }

  /** Forgets the account's daily count of this kind (a recovery code lifts the authenticator-code bar). */
  async clearDaily(kind: GuessKind, accountId: string): Promise<void> {
    await this.kinds[kind].byAccountDay.delete(accountId);
  }

  /**
   * Whether sign-in with this identifier is locked for the day: an account locked at the daily bar, or an identifier no
   * account has whose wrong guesses today reached the bar (answered alike, so the lock tells no account apart).
   */
  async signInLocked(guess: Guess): Promise<boolean> {
    if (guess.accountId) return this.isLocked(guess.accountId);
    return (await this.overDailyBar('password', LoginLimiter.accountKey(guess))) !== null;
  }

  async isLocked(accountId: string): Promise<boolean> {
    const res = await this.locks.get(accountId);
    return !!res && res.consumedPoints >= 1;
  }

  /**
   * Locks the account unless it is locked already, in one statement: true only for the call that locked it. Failures
   * still in flight when the bar is reached each ask to lock; only one of them may then e-mail an unlock link (a second
   * link would expire the first, and the mail that arrives last could carry the dead one). The row is the one
   * rate-limiter-flexible keeps for `locks` (`login_lock:<id>`, one point, no expiry), so `isLocked` reads it.
   */
  async lock(accountId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `insert into rate_limits (key, points, expire) values ($1, 1, null)
       on conflict (key) do update set points = 1, expire = null
       where rate_limits.points < 1 or (rate_limits.expire is not null and rate_limits.expire <= $2)`,
      [lockKey(accountId), Date.now()],
    );
    return rowCount === 1;
  }

  /**
   * Lifts the lock and forgets every count against the account (the unlock link, a password reset): her daily count,
   * every address's count for the account and for her username and e-mail address as typed.
   */
  async clearAccount(account: { id: string; username: string; email: string }): Promise<void> {
    const names = LoginLimiter.typedKeyPatterns(account);
    await this.pool.query(`delete from rate_limits where key = any($1) or (key like 'login_%' and (key like $2 or key like $3 or key like $4))`, [
      [lockKey(account.id), `login_acct_day:${account.id}`, `2fa_totp_acct_day:${account.id}`],
      `%:${account.id}`,
      ...names,
    ]);
  }
}
