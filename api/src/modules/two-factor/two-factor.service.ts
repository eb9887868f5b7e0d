import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { LoginLimiter } from '../../auth/login-limiter.js';
import type { AccountLockService } from '../auth/account-lock.service.js';
import { clock } from '../../shared/clock.js';
import type { AppCrypto } from '../../shared/crypto.js';
import { AppError, badInput, conflict, forbidden, tooManyRequests } from '../../core/errors.js';
import { Role, type User } from '../user/user.entity.js';
import { TwoFactor } from './two-factor.entity.js';
import { AUTH_MESSAGES } from '../../auth/auth.messages.js';

export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = 'Tea';
/** A code of the previous or the next 30-second step is accepted (clocks of phones drift). */
const TOLERANCE_SECONDS = 30;

export const WRONG_CODE = AUTH_MESSAGES.wrongCode.defaultMessage;
export const NOT_ENROLLED = AUTH_MESSAGES.notEnrolled.defaultMessage;
export const ALREADY_ENABLED = AUTH_MESSAGES.alreadyEnabled.defaultMessage;
export const ADMINS_KEEP_IT = AUTH_MESSAGES.adminsKeepIt.defaultMessage;
export const USE_RECOVERY_CODE = AUTH_MESSAGES.useRecoveryCode.defaultMessage;

const AAD = (userId: string) => `two-factor:${userId}`;

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code (PNG data URL) to scan with an authenticator app. */
  qrCodeDataUrl: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** Admins must have it: their admin rights wait for it. */
  required: boolean;
  recoveryCodesLeft: number;
}

/** The code as typed: digits and letters only, lower case ('123 456' and '1234-abcd' both work). */
const normalise = (code: unknown) => (typeof code === 'string' ? code.replace(/[\s-]/g, '').toLowerCase() : '');

/**
 * TOTP second factor (RFC 6238 through otplib) with ten one-time recovery codes. Wrong codes count like wrong
 * passwords (login-limiter.ts: per address and account, per address, per account and day; 429 with Retry-After), with
 * budgets of their own: authenticator codes get the password's, and past the day's bar the app's codes pause for the
 * account; recovery codes (50 random bits each) get ten times that and no daily bar, so they always work for the owner
 * and a password holder who used up the authenticator-code budget has not touched theirs. Repeated wrong codes after
 * the right password are e-mailed to her (`locks.secondFactorFailed`).
 */
export class TwoFactorService {
  constructor(private readonly deps: { crypto: AppCrypto; limiter: LoginLimiter; locks?: Pick<AccountLockService, 'secondFactorFailed'> }) {}

  private load(em: EntityManager, user: User): Promise<TwoFactor | null> {
    return em.findOne(TwoFactor, { user: user.id });
  }

  private secretOf(row: TwoFactor): string {
    return this.deps.crypto.decrypt(Buffer.from(row.secretEncrypted, 'base64'), AAD(row.user.id)).toString('utf8');
  }

  private sealed(userId: string, secret: string): string {
    return this.deps.crypto.encrypt(Buffer.from(secret, 'utf8'), AAD(userId)).toString('base64');
  }

  async isEnabled(em: EntityManager, userId: string): Promise<boolean> {
    const rows = await em.getConnection().execute<{ n: number }[]>('select 1 as n from two_factor where user_id = ? and enabled_at is not null', [userId]);
    return rows.length > 0;
  }

  async status(em: EntityManager, user: User): Promise<TwoFactorStatus> {
    const row = await this.load(em, user);
    const enabled = !!row?.enabledAt;
    return { enabled, required: user.role === Role.ADMIN, recoveryCodesLeft: enabled ? row!.recoveryCodeHashes.length : 0 };
  }

  /** Starts (or restarts) an enrolment: a new secret, shown once as text and as a QR code. */
  async setup(em: EntityManager, user: User): Promise<TwoFactorSetup> {
    const row = await this.load(em, user);
    if (row?.enabledAt) throw conflict(ALREADY_ENABLED);
    const secret = generateSecret();
    const sealed = this.sealed(user.id, secret);
    if (row) {
      row.secretEncrypted = sealed;
      row.lastTimeStep = null;
    } else {
      em.persist(Object.assign(new TwoFactor(), { user, secretEncrypted: sealed }));
    }
    await em.flush();
    const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: user.username, secret });
    return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
  }

  /** Completes an enrolment with a first code; answers the recovery codes (shown once, stored as HMACs only). */
  async enable(em: EntityManager, user: User, codeRaw: unknown, ip: string): Promise<string[]> {
    const row = await this.load(em, user);
    if (!row) throw badInput(AUTH_MESSAGES.startSetUp);
    if (row.enabledAt) throw conflict(ALREADY_ENABLED);
    await this.checkTotp(row, codeRaw, user, ip);
    const codes = this.newRecoveryCodes();
    row.enabledAt = new Date(clock.now());
    row.recoveryCodeHashes = codes.map((c) => this.deps.crypto.hmac('recovery-code', normalise(c)));
    await em.flush();
    return codes;
  }

  /** Checks a code (TOTP, or a recovery code, which is then used up). Throws on a wrong one. */
  async verify(em: EntityManager, user: User, codeRaw: unknown, ip: string): Promise<{ usedRecoveryCode: boolean }> {
    const row = await this.load(em, user);
    if (!row?.enabledAt) throw badInput(NOT_ENROLLED);
    const code = normalise(codeRaw);
    if (/^\d{6}$/.test(code)) {
      await this.checkTotp(row, code, user, ip, { notify: true });
      await em.flush();
      return { usedRecoveryCode: false };
    }
    const guess = { accountId: user.id, ip };
    await this.deps.limiter.check('recovery', guess);
    const hash = this.deps.crypto.hmac('recovery-code', code);
    // One statement: two requests racing with the same code cannot both use it.
    const used = await em
      .getConnection()
      .execute<{ user_id: string }[]>(
        'update two_factor set recovery_code_hashes = array_remove(recovery_code_hashes, ?) where user_id = ? and ? = any(recovery_code_hashes) returning user_id',
        [hash, user.id, hash],
      );
    if (!used.length) {
      const { accountFailuresToday } = await this.deps.limiter.recordFailure('recovery', guess);
      await this.deps.locks?.secondFactorFailed(user, accountFailuresToday);
      throw new AppError('UNAUTHENTICATED', WRONG_CODE);
    }
    // Her recovery code lifts the pause of the app's codes too.
    await Promise.all([this.deps.limiter.recordSuccess('recovery', guess), this.deps.limiter.clearDaily('totp', user.id)]);
    return { usedRecoveryCode: true };
  }

  /** Members may turn it off with a current code; admins may not. */
  async disable(em: EntityManager, user: User, codeRaw: unknown, ip: string): Promise<void> {
    if (user.role === Role.ADMIN) throw forbidden(ADMINS_KEEP_IT);
    await this.verify(em, user, codeRaw, ip);
    await em.getConnection().execute('delete from two_factor where user_id = ?', [user.id]);
  }

  private async checkTotp(row: TwoFactor, codeRaw: unknown, user: User, ip: string, opts: { notify: boolean } = { notify: false }): Promise<void> {
    const code = normalise(codeRaw);
    const guess = { accountId: user.id, ip };
    await this.deps.limiter.check('totp', guess);
    const paused = await this.deps.limiter.overDailyBar('totp', user.id);
    if (paused) throw tooManyRequests(USE_RECOVERY_CODE, Math.max(1, Math.ceil(paused.msBeforeNext / 1000)));
    const result = /^\d{6}$/.test(code)
      ? await verify({
          secret: this.secretOf(row),
          token: code,
          epoch: Math.floor(clock.now() / 1000),
          epochTolerance: TOLERANCE_SECONDS,
          ...(row.lastTimeStep != null ? { afterTimeStep: Number(row.lastTimeStep) } : {}),
        }).catch(() => ({ valid: false as const }))
      : { valid: false as const };
    if (!result.valid) {
      const { accountFailuresToday } = await this.deps.limiter.recordFailure('totp', guess);
      if (opts.notify) await this.deps.locks?.secondFactorFailed(user, accountFailuresToday);
      throw new AppError('UNAUTHENTICATED', WRONG_CODE);
    }
    row.lastTimeStep = 'timeStep' in result ? result.timeStep : Math.floor(clock.now() / 30_000) + result.delta;
    await this.deps.limiter.recordSuccess('totp', guess);
  }

  private newRecoveryCodes(): string[] {
    // Crockford's base32 alphabet (no i, l, o, u): 32 symbols, so every byte maps without bias.
    const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
    return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const bytes = randomBytes(10);
      const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
      return `${chars.slice(0, 5)}-${chars.slice(5)}`;
    });
  }
}

/** Enrols a known secret at once (the operator's `ADMIN_TOTP_SECRET`, so outside harnesses can sign in). */
export async function enrolTotpSecret(em: EntityManager, crypto: AppCrypto, user: User, secret: string): Promise<void> {
  let row = await em.findOne(TwoFactor, { user: user.id });
  if (!row) {
    row = Object.assign(new TwoFactor(), { user });
    em.persist(row);
  }
  row.secretEncrypted = crypto.encrypt(Buffer.from(secret.replace(/\s/g, '').toUpperCase(), 'utf8'), AAD(user.id)).toString('base64');
  row.enabledAt ??= new Date(clock.now());
  await em.flush();
}

/** The current code for a secret (tests and the outside harness's helpers). */
export function currentCode(secret: string, at = clock.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) });
}
