import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Logger } from 'pino';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { LoginLimiter } from '../../auth/login-limiter.js';
import { AppError, badInput, forbidden } from '../../core/errors.js';
import type { EmailSender } from '../../shared/outbox.js';
import { parseInput } from '../../shared/parse.js';
import type { User } from '../user/user.entity.js';
import { AccountUnlockToken } from './account-unlock-token.entity.js';
import { errorKind, expireLiveLinkTokens, findLiveLinkToken, issueLinkToken } from './link-token.js';
import { AUTH_MESSAGES } from '../../auth/auth.messages.js';
import { defineMessages, translate } from '../../core/i18n.js';
import type { Locale } from '@tea/limits';

export const UNLOCK_TOKEN_TTL_HOURS = 24;

/** The answer to any sign-in while locked, right password or wrong (403, `reason: ACCOUNT_LOCKED`). */
export function lockedError(): AppError {
  const e = new AppError('FORBIDDEN', ACCOUNT_LOCKED);
  (e.extensions as Record<string, unknown>).reason = 'ACCOUNT_LOCKED';
  return e;
}
export const ACCOUNT_LOCKED = AUTH_MESSAGES.accountLocked.defaultMessage;
export const UNLOCK_LINK_INVALID = AUTH_MESSAGES.unlockLinkInvalid.defaultMessage;
export const ACCOUNT_UNLOCKED = AUTH_MESSAGES.accountUnlocked.defaultMessage;
/** Wrong second-factor codes in a day after which she is told her password is probably known. */
export const SECOND_FACTOR_NOTICE_AT = 5;

/** `POST /api/auth/unlock { token }`: the base64url of 32 random bytes, as every e-mailed link's. */
export const unlockSchema = z.object({ token: z.string({ error: UNLOCK_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, UNLOCK_LINK_INVALID) });

/** The three e-mails, in her language. */
export const LOCK_MAIL = defineMessages({
  failedSubject: { id: 'mail.failedSignIns.subject', defaultMessage: 'Failed sign-ins to your Tea account' },
  failedBody: {
    id: 'mail.failedSignIns.body',
    defaultMessage:
      'Hello {username},\n\nSomeone tried to sign in to your Tea account with a wrong password {count, plural, one {# time} other {# times}} today.\n\nIf this was you, there is nothing to do. If it was not, your account is safe: each network address gets only a few tries, and you can still sign in as usual. If the attempts go on, we will lock sign-in and e-mail you a link to unlock it. To be safe, choose a long password you use nowhere else and turn on two-step sign-in in Settings > Security ({settingsUrl}).',
    description: 'Plain-text e-mail; keep the empty lines. count is the failed attempts today; settingsUrl the settings page.',
  },
  unlockSubject: { id: 'mail.unlock.subject', defaultMessage: 'Unlock your Tea account' },
  unlockBody: {
    id: 'mail.unlock.body',
    defaultMessage:
      'Hello {username},\n\n{cause, select, attempts {Someone tried to sign in to your Tea account with a wrong password {count, plural, one {# time} other {# times}} today, so we have locked sign-in to protect it.} other {Sign-in to your Tea account is locked after many failed attempts.}}\nTo unlock it, open this link, then sign in with your password:\n\n{link}\n\nThe link works once and for {hours} hours; signing in with your password sends a new one. Your password has not been changed. If you think someone knows it, reset it from the sign-in page and turn on two-step sign-in.',
    description: 'Plain-text e-mail; keep the line breaks. cause is attempts (count failed attempts today) or locked (no count).',
  },
  codesSubject: { id: 'mail.secondFactorFailed.subject', defaultMessage: 'Someone may know your Tea password' },
  codesBody: {
    id: 'mail.secondFactorFailed.body',
    defaultMessage:
      'Hello {username},\n\nSomeone signed in to your Tea account with the right password today, then entered {count, plural, one {# wrong two-step sign-in code} other {# wrong two-step sign-in codes}}.\nYour second step kept them out. If this was not you, someone probably knows your password: change it now ({settingsUrl}, or "Forgot password" on the sign-in page), and use that password nowhere else.\n\nYour recovery codes always work for you, even while the codes from your app are paused after many wrong tries.',
    description: 'Plain-text e-mail; keep the line breaks. "Forgot password" is the link on the sign-in page: use its translation.',
  },
});

export interface AccountLockDeps {
  pool: pg.Pool;
  email: EmailSender;
  limiter: LoginLimiter;
  /** The app's public address (env PUBLIC_URL), for the link. */
  publicUrl: string;
  logger: Logger;
  /** The language she saved (her e-mails follow it), or null: English. */
  languageOf(userId: string): Promise<Locale | null>;
}

/**
 * What follows from failed guesses at an account (NIST SP 800-63B 5.2.2): she is told by e-mail when her account
 * draws repeated failures (at most one such e-mail an hour), and at the day's bar (LOGIN_ACCOUNT_DAILY_FAILURES) the
 * account locks: every sign-in then answers ACCOUNT_LOCKED before any password is checked (right and wrong alike) and
 * e-mails an unlock link (at most 3 an hour). The link (link-token.ts: 32 random bytes, stored as SHA-256, once, 24 hours) or a
 * password reset lifts the lock. The e-mails name no address of anyone.
 */
export class AccountLockService {
  private readonly inflight = new Set<Promise<void>>();
  private readonly passwordNotices: RateLimiterPostgres;
  private readonly codeNotices: RateLimiterPostgres;
  private readonly unlockMails: RateLimiterPostgres;

  constructor(private readonly deps: AccountLockDeps) {
    const common = { storeClient: deps.pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, duration: 60 * 60 };
    this.passwordNotices = new RateLimiterPostgres({ ...common, keyPrefix: 'login_notice', points: 1 });
    this.codeNotices = new RateLimiterPostgres({ ...common, keyPrefix: '2fa_notice', points: 1 });
    this.unlockMails = new RateLimiterPostgres({ ...common, keyPrefix: 'login_unlock_mail', points: 3 });
  }

  /** Resolves when the e-mails handed over after an answer are sent (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  private later(what: string, task: () => Promise<void>): void {
    const p: Promise<void> = task()
      .catch((err: unknown) => this.deps.logger.warn({ error: errorKind(err) }, `${what} failed`))
      .finally(() => this.inflight.delete(p));
    this.inflight.add(p);
  }

  /** One use of an hourly budget; false when it is used up. */
  private static async take(limiter: RateLimiterPostgres, key: string): Promise<boolean> {
    try {
      await limiter.consume(key, 1);
      return true;
    } catch (e) {
      if (e instanceof RateLimiterRes) return false;
      throw e;
    }
  }

  /**
   * A wrong password for an existing account, `failuresToday` its failures of the day. Runs after the answer, so a
   * wrong password takes as long for an account as for an unknown name.
   */
  passwordFailed(em: EntityManager, user: User, failuresToday: number): void {
    const { maxFailures, accountDailyFailures } = this.deps.limiter.opts;
    if (failuresToday >= accountDailyFailures) {
      this.later('account lock', async () => {
        // Only the failure that locks the account sends the link (several may reach the bar together).
        if (!(await this.deps.limiter.lock(user.id))) return;
        await this.sendUnlockLink(em.fork(), user, failuresToday);
      });
    } else if (failuresToday === maxFailures) {
      this.later('failed sign-in notice', async () => {
        if (!(await AccountLockService.take(this.passwordNotices, user.id))) return;
        const locale = (await this.deps.languageOf(user.id)) ?? 'en';
        await this.deps.email.send({
          to: user.email,
          subject: translate(locale, LOCK_MAIL.failedSubject),
          text: translate(locale, LOCK_MAIL.failedBody, { username: user.username, count: failuresToday, settingsUrl: `${this.deps.publicUrl}/settings` }),
        });
      });
    }
  }

  /** Before any password check: throws ACCOUNT_LOCKED (and e-mails a link, at most 3 an hour) when the account is locked. */
  async assertNotLocked(em: EntityManager, user: User): Promise<void> {
    if (!(await this.deps.limiter.isLocked(user.id))) return;
    if (await AccountLockService.take(this.unlockMails, user.id)) {
      try {
        await this.sendUnlockLink(em.fork(), user, null);
      } catch (err) {
        this.deps.logger.warn({ error: errorKind(err) }, 'unlock link could not be sent');
      }
    }
    throw lockedError();
  }

  private async sendUnlockLink(em: EntityManager, user: User, failuresToday: number | null): Promise<void> {
    // Every unlock link she was sent works (once, for 24 hours) until one is used: mails sent close together (the lock's,
    // then a sign-in's while locked) may arrive in any order, so a new link must not make the one she opens dead.
    const token = await issueLinkToken(em, AccountUnlockToken, user.id, UNLOCK_TOKEN_TTL_HOURS * 60, { keepOlder: true });
    const link = `${this.deps.publicUrl}/unlock-account?token=${token}`;
    const locale = (await this.deps.languageOf(user.id)) ?? 'en';
    await this.deps.email.send({
      to: user.email,
      subject: translate(locale, LOCK_MAIL.unlockSubject),
      text: translate(locale, LOCK_MAIL.unlockBody, {
        username: user.username,
        cause: failuresToday === null ? 'locked' : 'attempts',
        count: failuresToday ?? 0,
        link,
        hours: UNLOCK_TOKEN_TTL_HOURS,
      }),
    });
  }

  /** The unlock link: lifts the lock and forgets the account's failed attempts. Does not sign her in. */
  async unlock(em: EntityManager, input: unknown): Promise<void> {
    const { token } = parseInput(unlockSchema, input ?? {});
    const now = new Date();
    const found = await findLiveLinkToken(em, AccountUnlockToken, token, now);
    if (!found) throw badInput(UNLOCK_LINK_INVALID, 'token');
    if (found.user.banned) throw forbidden(AUTH_MESSAGES.accountBanned);
    // The update decides between two uses of the same link racing each other.
    const claimed = await em.nativeUpdate(AccountUnlockToken, { id: found.id, usedAt: null, expiresAt: { $gt: now } }, { usedAt: new Date() });
    if (!claimed) throw badInput(UNLOCK_LINK_INVALID, 'token');
    // Used once: her other unlock links end with it.
    await expireLiveLinkTokens(em, AccountUnlockToken, found.user.id);
    await this.deps.limiter.clearAccount(found.user);
  }

  /**
   * A wrong second-factor code (authenticator or recovery code) for `user`, `failuresToday` of that kind today. Past the
   * password, so her password is probably known: she is told (at most one such e-mail an hour).
   */
  async secondFactorFailed(user: User, failuresToday: number): Promise<void> {
    if (failuresToday !== SECOND_FACTOR_NOTICE_AT && failuresToday !== this.deps.limiter.opts.accountDailyFailures) return;
    if (!(await AccountLockService.take(this.codeNotices, user.id))) return;
    try {
      const locale = (await this.deps.languageOf(user.id)) ?? 'en';
      await this.deps.email.send({
        to: user.email,
        subject: translate(locale, LOCK_MAIL.codesSubject),
        text: translate(locale, LOCK_MAIL.codesBody, { username: user.username, count: failuresToday, settingsUrl: `${this.deps.publicUrl}/settings` }),
      });
    } catch (err) {
      this.deps.logger.warn({ error: errorKind(err) }, 'second-factor notice could not be sent');
    }
  }
}
