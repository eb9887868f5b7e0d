import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { LoginLimiter } from '../../auth/login-limiter.js';
import type { AppCrypto } from '../../shared/crypto.js';
import type { Locale } from '@tea/limits';
import { badInput, forbidden } from '../../core/errors.js';
import { defineMessages, textOf, translate } from '../../core/i18n.js';
import type { EmailSender } from '../../shared/outbox.js';
import { parseInput } from '../../shared/parse.js';
import { User } from '../user/user.entity.js';
import { forgotPasswordSchema, passwordSchema, RESET_LINK_INVALID, resetTokenSchema } from './auth.inputs.js';
import { ACCOUNT_BANNED, accountIdByLogin, AuthService } from './auth.service.js';
import type { PasswordResetLimiter } from './password-reset-limiter.js';
import { assertPasswordAllowed } from './password-policy.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { errorKind, findLiveLinkToken, issueLinkToken } from './link-token.js';
import { AUTH_MESSAGES } from '../../auth/auth.messages.js';

export const RESET_TOKEN_TTL_MINUTES = 60;

/** The one answer to every reset request, whether or not the account exists. */
export const RESET_REQUESTED = textOf(AUTH_MESSAGES.resetRequested, { minutes: RESET_TOKEN_TTL_MINUTES });
export const PASSWORD_CHANGED = AUTH_MESSAGES.passwordChanged.defaultMessage;

/** The two e-mails, in the recipient's language. */
export const RESET_MAIL = defineMessages({
  linkSubject: { id: 'mail.passwordReset.subject', defaultMessage: 'Reset your Tea password', description: "E-mail subject. Tea is the app's name." },
  linkBody: {
    id: 'mail.passwordReset.body',
    defaultMessage:
      'Hello {username},\n\nSomeone asked to reset the password of your Tea account. To choose a new password, open this link:\n\n{link}\n\nThe link works once and for {minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    description: 'Plain-text e-mail; keep the empty lines. username is her username, link the reset address.',
  },
  changedSubject: { id: 'mail.passwordChanged.subject', defaultMessage: 'Your Tea password was changed' },
  changedBody: {
    id: 'mail.passwordChanged.body',
    defaultMessage:
      'Hello {username},\n\nThe password of your Tea account was just changed with a reset link, and every device that was signed in has been signed out.\n\nIf this was you, there is nothing more to do. If it was not, ask for a new reset link at {signInUrl} right away.',
    description: 'Plain-text e-mail; keep the empty lines. signInUrl is the sign-in page.',
  },
});

export interface PasswordResetDeps {
  email: EmailSender;
  /** The language she saved (her e-mails follow it), or null: English. */
  languageOf(userId: string): Promise<Locale | null>;
  crypto: AppCrypto;
  limiter: PasswordResetLimiter;
  loginLimiter: LoginLimiter;
  /** The app's public address (env PUBLIC_URL), for the link. */
  publicUrl: string;
  logger: Logger;
}

/**
 * Password reset by e-mail link. Asking always gets the same answer; the lookup, the token and the e-mail happen
 * after the answer, so neither its text nor its timing tells whether an account exists. Banned accounts get no link,
 * and a link issued before a ban is refused. The token (32 random bytes) is stored as its SHA-256 only, works once
 * and for 60 minutes; a new link expires the older ones. A reset ends every session of the account and sends a notice.
 */
export class PasswordResetService {
  private readonly inflight = new Set<Promise<void>>();

  constructor(private readonly deps: PasswordResetDeps) {}

  /** Counts the request (429 when over the limits), then sends the link in the background. */
  async request(em: EntityManager, ip: string, input: unknown): Promise<{ message: string }> {
    const login = parseInput(forgotPasswordSchema, input);
    await this.deps.limiter.consume(this.deps.crypto.hmac('password-reset-address', login), ip);
    const task: Promise<void> = this.sendLink(em.fork(), login)
      .catch((err: unknown) => this.deps.logger.warn({ error: errorKind(err) }, 'password reset link could not be sent'))
      .finally(() => this.inflight.delete(task));
    this.inflight.add(task);
    return { message: RESET_REQUESTED };
  }

  /** Resolves when every link asked for so far has been handled (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  private async sendLink(em: EntityManager, login: string): Promise<void> {
    const id = await accountIdByLogin(em, login);
    const user = id ? await em.findOne(User, id) : null;
    if (!user || user.banned) return;
    const token = await issueLinkToken(em, PasswordResetToken, user.id, RESET_TOKEN_TTL_MINUTES);
    const link = `${this.deps.publicUrl}/reset-password?token=${token}`;
    const locale = (await this.deps.languageOf(user.id)) ?? 'en';
    await this.deps.email.send({
      to: user.email,
      subject: translate(locale, RESET_MAIL.linkSubject),
      text: translate(locale, RESET_MAIL.linkBody, { username: user.username, link, minutes: RESET_TOKEN_TTL_MINUTES }),
    });
  }

  /**
   * Sets a new password with a link's token: the token is used up, the account's other links expire and every
   * session of the account ends, in one transaction. A bad, expired or used token is a 400 that changes nothing.
   */
  async reset(em: EntityManager, input: unknown): Promise<User> {
    const raw = (input ?? {}) as Record<string, unknown>;
    const now = new Date();
    const found = await findLiveLinkToken(em, PasswordResetToken, parseInput(resetTokenSchema, raw.token), now);
    if (!found) throw badInput(RESET_LINK_INVALID, 'token');
    const user = found.user;
    if (user.banned) throw forbidden(ACCOUNT_BANNED);
    const password = parseInput(passwordSchema(AUTH_MESSAGES.newPassword.defaultMessage), raw.password);
    await assertPasswordAllowed(password, user);
    const passwordHash = await AuthService.hashPassword(password);
    await em.transactional(async (tem) => {
      // The update decides between two uses of the same link racing each other.
      const claimed = await tem.nativeUpdate(PasswordResetToken, { id: found.id, usedAt: null, expiresAt: { $gt: now } }, { usedAt: new Date() });
      if (!claimed) throw badInput(RESET_LINK_INVALID, 'token');
      await tem.nativeUpdate(User, { id: user.id }, { passwordHash, updatedAt: new Date() });
      await tem.nativeUpdate(PasswordResetToken, { user: user.id, usedAt: null, expiresAt: { $gt: now } }, { expiresAt: new Date() });
      await tem.getConnection().execute('delete from session where user_id = ?', [user.id], 'run', tem.getTransactionContext());
    });
    // She may sign in at once, even after failed attempts or a lock at the day's bar (the link proved her inbox).
    await this.deps.loginLimiter.clearAccount(user);
    try {
      const locale = (await this.deps.languageOf(user.id)) ?? 'en';
      await this.deps.email.send({
        to: user.email,
        subject: translate(locale, RESET_MAIL.changedSubject),
        text: translate(locale, RESET_MAIL.changedBody, { username: user.username, signInUrl: `${this.deps.publicUrl}/auth` }),
      });
    } catch (err) {
      this.deps.logger.warn({ error: errorKind(err) }, 'password change notice could not be sent');
    }
    return user;
  }
}
