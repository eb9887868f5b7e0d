import { randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppCrypto } from '../../shared/crypto.js';
import { AppError, badInput, conflict } from '../../core/errors.js';
import { parseInput } from '../../shared/parse.js';
import type { SmsSender } from '../../shared/outbox.js';
import { User } from '../user/user.entity.js';
import { BannedIdentity } from '../user/banned-identity.entity.js';
import { PhoneVerification } from './phone-verification.entity.js';
import type { PhoneSendLimiter } from './phone-limiter.js';
import { sendPhoneCodeSchema, verifyPhoneSchema } from './phone.inputs.js';
import { PHONE_TEXTS } from './phone.messages.js';
import { textOf, translate } from '../../core/i18n.js';
import type { Locale } from '@tea/limits';

export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/** HMAC purposes (each gets its own derived key). */
export const PHONE_HASH_PURPOSE = 'phone';
const CODE_HASH_PURPOSE = 'phone-code';

export const PHONE_MESSAGES = {
  taken: PHONE_TEXTS.taken.defaultMessage,
  wrongCode: (left: number) => textOf(PHONE_TEXTS.wrongCode, { left }),
  tooManyAttempts: PHONE_TEXTS.tooManyAttempts.defaultMessage,
  expired: PHONE_TEXTS.expired.defaultMessage,
  noCode: PHONE_TEXTS.noCode.defaultMessage,
  sendFailed: PHONE_TEXTS.sendFailed.defaultMessage,
  /** The text message, in her language. */
  sms: (code: string, locale: Locale = 'en') => translate(locale, PHONE_TEXTS.sms, { code, minutes: PHONE_CODE_TTL_MINUTES }),
} as const;

type VerifyOutcome = { user: User } | { error: AppError };

/**
 * Phone verification (needed to post reports). A six-digit code goes out by SMS and is kept only as an
 * HMAC bound to its row; it works for 10 minutes and 5 tries, and sending a new one kills the old ones.
 * The number reaches the member's record only once confirmed, in one transaction with the code's use.
 * Numbers never reach a log line or an answer except masked, to their owner.
 */
export class PhoneService {
  constructor(
    private readonly deps: {
      crypto: AppCrypto;
      sms: SmsSender;
      limiter: PhoneSendLimiter;
      logger: Logger;
      /** The language she saved (her text messages follow it), or null: English. */
      languageOf?: (userId: string) => Promise<Locale | null>;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  phoneHash(e164: string): string {
    return this.deps.crypto.hmac(PHONE_HASH_PURPOSE, e164);
  }

  private codeHash(verificationId: string, code: string): string {
    return this.deps.crypto.hmac(CODE_HASH_PURPOSE, `${verificationId}:${code}`);
  }

  /**
   * True when another account has confirmed this number, or a banned member who deleted her account had it
   * (banned_identities): a ban survives the deletion. Both answer the same 'taken' message, so it is no ban oracle.
   */
  private async linkedElsewhere(em: EntityManager, user: User, phoneHash: string): Promise<boolean> {
    if ((await em.count(User, { phoneHash, id: { $ne: user.id } })) > 0) return true;
    return (await em.count(BannedIdentity, { phoneHash })) > 0;
  }

  async sendCode(em: EntityManager, user: User, input: unknown): Promise<{ expiresAt: Date; phoneE164: string }> {
    const { phone } = parseInput(sendPhoneCodeSchema, input);
    const phoneHash = this.phoneHash(phone);
    await this.deps.limiter.assertAllowed(user.id, phoneHash);
    // The member's budget is charged before the "taken" check, so probing which numbers are registered
    // costs sends too; the number's budget only counts texts that really go out.
    await this.deps.limiter.countForUser(user.id);
    if (await this.linkedElsewhere(em, user, phoneHash)) throw conflict(PHONE_MESSAGES.taken);
    await this.deps.limiter.countForNumber(phoneHash);

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.now();
    const verification = await em.transactional(async (tx) => {
      await tx.nativeUpdate(PhoneVerification, { user: user.id, consumedAt: null }, { consumedAt: now });
      const v = tx.create(PhoneVerification, {
        user: tx.getReference(User, user.id),
        phoneHash,
        phoneE164: phone,
        codeHash: '',
        attempts: 0,
        expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
        createdAt: now,
      });
      v.codeHash = this.codeHash(v.id, code);
      tx.persist(v);
      return v;
    });

    try {
      const locale = (await this.deps.languageOf?.(user.id)) ?? 'en';
      await this.deps.sms.send(phone, PHONE_MESSAGES.sms(code, locale));
    } catch (err) {
      this.deps.logger.error({ err, verificationId: verification.id }, 'verification SMS could not be sent');
      await em.nativeUpdate(PhoneVerification, { id: verification.id }, { consumedAt: this.now() });
      await this.deps.limiter.giveBack(user.id, phoneHash);
      throw new AppError('INTERNAL_SERVER_ERROR', PHONE_MESSAGES.sendFailed);
    }
    return { expiresAt: verification.expiresAt, phoneE164: phone };
  }

  async verify(em: EntityManager, user: User, input: unknown): Promise<User> {
    const { phone, code } = parseInput(verifyPhoneSchema, input);
    const phoneHash = this.phoneHash(phone);
    let outcome: VerifyOutcome;
    try {
      // A wrong guess must be counted even though the call fails: the transaction returns the error
      // instead of throwing it, so the attempt counter commits.
      outcome = await em.transactional(async (tx): Promise<VerifyOutcome> => {
        const now = this.now();
        const v = await tx.findOne(
          PhoneVerification,
          { user: user.id, phoneHash, consumedAt: null },
          { orderBy: { createdAt: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!v) return { error: badInput(PHONE_MESSAGES.noCode) };
        if (v.attempts >= PHONE_CODE_MAX_ATTEMPTS) return { error: badInput(PHONE_MESSAGES.tooManyAttempts) };
        if (v.expiresAt.getTime() <= now.getTime()) return { error: badInput(PHONE_MESSAGES.expired) };
        if (!this.deps.crypto.hmacEquals(CODE_HASH_PURPOSE, `${v.id}:${code}`, v.codeHash)) {
          v.attempts += 1;
          const left = PHONE_CODE_MAX_ATTEMPTS - v.attempts;
          return { error: badInput(left > 0 ? PHONE_MESSAGES.wrongCode(left) : PHONE_MESSAGES.tooManyAttempts) };
        }
        if (await this.linkedElsewhere(tx, user, phoneHash)) return { error: conflict(PHONE_MESSAGES.taken) };
        const member = await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        v.consumedAt = now;
        member.phoneE164 = phone;
        member.phoneHash = phoneHash;
        member.phoneVerifiedAt = now;
        member.phoneLineType = null;
        return { user: member };
      });
    } catch (e) {
      // Two accounts confirming the same number at once: the unique index on phone_hash decides.
      if (e instanceof UniqueConstraintViolationException) throw conflict(PHONE_MESSAGES.taken);
      throw e;
    }
    if ('error' in outcome) throw outcome.error;
    // The provider's line type, where it has a lookup (after the commit: a slow lookup holds no row lock). Trust goes by it
    // (policies/trust.ts); without one, by libphonenumber's numbering plan.
    const lineType = (await this.deps.sms.lookupLineType?.(phone)) ?? null;
    if (lineType !== (outcome.user.phoneLineType ?? null)) {
      outcome.user.phoneLineType = lineType;
      await em.flush();
    }
    return outcome.user;
  }
}
