import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Locale } from '@tea/limits';
import { badInput, conflict, forbidden } from '../../core/errors.js';
import { defineMessages, textOf, translate } from '../../core/i18n.js';
import type { EmailMessage, EmailSender } from '../../shared/outbox.js';
import { parseInput } from '../../shared/parse.js';
import { User } from '../user/user.entity.js';
import { CONFIRM_LINK_INVALID, confirmEmailSchema, registerSchema } from './auth.inputs.js';
import { ACCOUNT_BANNED, AuthService, USERNAME_TAKEN, type IpGate } from './auth.service.js';
import { EmailConfirmationToken } from './email-confirmation-token.entity.js';
import { errorKind, findLiveLinkToken, issueLinkToken } from './link-token.js';
import { assertPasswordAllowed } from './password-policy.js';
import type { ConfirmLinkLimiter, SignupLimiter } from './signup-limiter.js';
import { AUTH_MESSAGES } from '../../auth/auth.messages.js';

export const CONFIRM_TOKEN_TTL_HOURS = 48;

/** The one answer to a sign-up, whether its e-mail address is new or has an account (SAFETY 17: membership is private). */
export const SIGN_UP_ANSWER = { confirmEmail: true } as const;

/** Sign-in with the right password to an account whose e-mail address is not confirmed yet. */
export const CONFIRM_EMAIL_FIRST = textOf(AUTH_MESSAGES.confirmEmailFirst, { hours: CONFIRM_TOKEN_TTL_HOURS });

export interface SignupDeps {
  email: EmailSender;
  /** The language she saved (her e-mails follow it), or null: English. */
  languageOf(userId: string): Promise<Locale | null>;
  limiter: SignupLimiter;
  confirmLinks: ConfirmLinkLimiter;
  /** IP bans (moderation module). */
  ipGate: IpGate;
  /** The app's public address (env PUBLIC_URL), for the links. */
  publicUrl: string;
  logger: Logger;
}

/**
 * Sign-up with a confirmed e-mail address (issue 21 item 4). A sign-up answers the same whether its address is new or
 * already has an account: a new address gets a confirmation link and the account waits for it (no session, no sign-in);
 * the owner of a taken address is told that someone tried. Both paths hash the password and send one e-mail, so their
 * timing is alike too. Only the username may be refused as taken (usernames are public, SPEC §7).
 */
/** The sign-up e-mails, in the recipient's saved language (a new account's is the one she signed up in). */
export const SIGNUP_MAIL = defineMessages({
  linkSubject: {
    id: 'mail.confirmEmail.subject',
    defaultMessage: 'Confirm your e-mail address for Tea',
    description: "E-mail subject. Tea is the app's name.",
  },
  welcomeBody: {
    id: 'mail.confirmEmail.welcomeBody',
    defaultMessage:
      'Hello {username},\n\nWelcome to Tea. To confirm this e-mail address and finish signing up, open this link:\n\n{link}\n\nThe link works once and for {hours} hours; any earlier link no longer works. If you did not sign up, ignore this e-mail: the account cannot be used until the address is confirmed.',
    description: 'Plain-text e-mail; keep the empty lines.',
  },
  againBody: {
    id: 'mail.confirmEmail.againBody',
    defaultMessage:
      'Hello {username},\n\nYour Tea account is waiting for this e-mail address to be confirmed. To confirm it and sign in, open this link:\n\n{link}\n\nThe link works once and for {hours} hours; any earlier link no longer works. If you did not sign up, ignore this e-mail: the account cannot be used until the address is confirmed.',
    description: 'Plain-text e-mail sent when someone signs up again with an address still unconfirmed; keep the empty lines.',
  },
  takenSubject: { id: 'mail.signupTaken.subject', defaultMessage: 'Someone tried to sign up to Tea with your e-mail address' },
  takenBody: {
    id: 'mail.signupTaken.body',
    defaultMessage:
      'Hello {username},\n\nSomeone just tried to create a new Tea account with this e-mail address. It already belongs to your account, so no account was made, and they were not told that you are a member.\n\nIf it was you: you already have an account. Sign in at {signInUrl} with your username {username}; if you forgot your password, choose "Forgot password?" there to get a link that sets a new one.\n\nIf it was not you, there is nothing to do: your account is unchanged.',
    description: 'Plain-text e-mail; keep the empty lines. "Forgot password?" is the link text on the sign-in page: use its translation.',
  },
});

export class SignupService {
  constructor(private readonly deps: SignupDeps) {}

  /**
   * `locale` is the language she used the app in while signing up (her choice in the footer, else Accept-Language): the
   * confirmation e-mail is in it. Once she is in, the web app saves it as her language (her first saved settings are
   * this browser's), which later e-mails follow; she changes it in Settings > Appearance.
   */
  async register(em: EntityManager, input: unknown, ip: string, locale: Locale = 'en'): Promise<typeof SIGN_UP_ANSWER> {
    const raw = (input ?? {}) as Record<string, unknown>;
    const present = (k: string) => typeof raw[k] === 'string' && (raw[k] as string).trim() !== '';
    if (!present('username') || !present('email') || !present('password')) throw badInput(AUTH_MESSAGES.requiredFields);
    const data = parseInput(registerSchema, input);
    await this.deps.ipGate(em, ip);
    await assertPasswordAllowed(data.password, data);
    // Every well-formed attempt counts, taken address or not: the limit bounds farming and probing alike.
    await this.deps.limiter.consume(ip);
    const email = data.email.toLowerCase();
    const [found] = await em.getConnection().execute<{ username_taken: boolean; owner_id: string | null }[]>(
      // A banned member's username stays refused after she deleted her account (banned_identities).
      `select exists(select 1 from users where lower(username) = lower(?)) or exists(select 1 from banned_identities where lower(username) = lower(?)) as username_taken,
              (select id from users where lower(email) = ? limit 1) as owner_id`,
      [data.username, data.username, email],
    );
    if (found?.username_taken) throw conflict(USERNAME_TAKEN);
    const passwordHash = await AuthService.hashPassword(data.password);
    if (found?.owner_id) {
      await this.tellOwner(em, found.owner_id);
      return SIGN_UP_ANSWER;
    }
    const user = Object.assign(new User(), {
      username: data.username,
      email,
      passwordHash,
      firstName: data.firstName,
      lastName: data.lastName,
      lastIp: ip,
      emailConfirmedAt: null,
    });
    let token: string;
    try {
      token = await em.transactional(async (tem) => {
        await tem.persist(user).flush();
        return issueLinkToken(tem, EmailConfirmationToken, user.id, CONFIRM_TOKEN_TTL_HOURS * 60);
      });
    } catch (e) {
      // Two sign-ups racing for the same name or address: the unique indexes decide, and the address's answer stays the same.
      if (!(e instanceof UniqueConstraintViolationException)) throw e;
      if (!String(e.message).includes('email')) throw conflict(USERNAME_TAKEN);
      const [owner] = await em.fork().getConnection().execute<{ id: string }[]>('select id from users where lower(email) = ? limit 1', [email]);
      if (owner) await this.tellOwner(em.fork(), owner.id);
      return SIGN_UP_ANSWER;
    }
    await this.send(await this.linkMail(user, token, 'welcome', locale));
    return SIGN_UP_ANSWER;
  }

  /**
   * Confirms the address with a link's token: the token is used up and the account's other links expire, in one
   * transaction. Answers the account, for the caller to start her session. A bad, expired or used token is a 400.
   */
  async confirm(em: EntityManager, input: unknown): Promise<User> {
    const { token } = parseInput(confirmEmailSchema, input);
    const now = new Date();
    const found = await findLiveLinkToken(em, EmailConfirmationToken, token, now);
    if (!found) throw badInput(CONFIRM_LINK_INVALID, 'token');
    const user = found.user;
    if (user.banned) throw forbidden(ACCOUNT_BANNED);
    const confirmedAt = new Date();
    await em.transactional(async (tem) => {
      // The update decides between two uses of the same link racing each other.
      const claimed = await tem.nativeUpdate(EmailConfirmationToken, { id: found.id, usedAt: null, expiresAt: { $gt: now } }, { usedAt: confirmedAt });
      if (!claimed) throw badInput(CONFIRM_LINK_INVALID, 'token');
      await tem.nativeUpdate(EmailConfirmationToken, { user: user.id, usedAt: null, expiresAt: { $gt: now } }, { expiresAt: confirmedAt });
      await tem.nativeUpdate(User, { id: user.id, emailConfirmedAt: null }, { emailConfirmedAt: confirmedAt });
    });
    user.emailConfirmedAt ??= confirmedAt;
    return user;
  }

  /**
   * After her password checked out: an account whose address is not confirmed gets a 403 and (a few times an hour) a
   * fresh link. A guesser without the password never gets here, so it tells nothing.
   */
  async assertConfirmed(em: EntityManager, user: User): Promise<void> {
    if (user.emailConfirmedAt) return;
    if (await this.deps.confirmLinks.tryConsume(user.id)) {
      const token = await issueLinkToken(em.fork(), EmailConfirmationToken, user.id, CONFIRM_TOKEN_TTL_HOURS * 60);
      await this.send(await this.linkMail(user, token, 'again'));
    }
    const e = forbidden(CONFIRM_EMAIL_FIRST);
    (e.extensions as Record<string, unknown>).reason = 'EMAIL_NOT_CONFIRMED';
    throw e;
  }

  /** The owner of an address someone signed up with: a warning, or (still unconfirmed) a fresh link. */
  private async tellOwner(em: EntityManager, ownerId: string): Promise<void> {
    const owner = await em.findOne(User, ownerId);
    if (!owner || owner.banned) return;
    if (!owner.emailConfirmedAt) {
      if (!(await this.deps.confirmLinks.tryConsume(owner.id))) return;
      const token = await issueLinkToken(em, EmailConfirmationToken, owner.id, CONFIRM_TOKEN_TTL_HOURS * 60);
      await this.send(await this.linkMail(owner, token, 'again'));
      return;
    }
    const locale = (await this.deps.languageOf(owner.id)) ?? 'en';
    await this.send({
      to: owner.email,
      subject: translate(locale, SIGNUP_MAIL.takenSubject),
      text: translate(locale, SIGNUP_MAIL.takenBody, { username: owner.username, signInUrl: `${this.deps.publicUrl}/auth` }),
    });
  }

  /** The confirmation link, in `locale` (at sign-up) or else her saved language. */
  private async linkMail(user: User, token: string, kind: 'welcome' | 'again', signUpLocale?: Locale): Promise<EmailMessage> {
    const locale = signUpLocale ?? (await this.deps.languageOf(user.id)) ?? 'en';
    const link = `${this.deps.publicUrl}/confirm-email?token=${token}`;
    return {
      to: user.email,
      subject: translate(locale, SIGNUP_MAIL.linkSubject),
      text: translate(locale, kind === 'welcome' ? SIGNUP_MAIL.welcomeBody : SIGNUP_MAIL.againBody, {
        username: user.username,
        link,
        hours: CONFIRM_TOKEN_TTL_HOURS,
      }),
    };
  }

  /** Sends without failing the request: a sign-up answers the same whether or not its e-mail could be handed over. */
  private async send(message: EmailMessage): Promise<void> {
    try {
      await this.deps.email.send(message);
    } catch (err) {
      this.deps.logger.warn({ error: errorKind(err) }, 'sign-up e-mail could not be sent');
    }
  }
}
