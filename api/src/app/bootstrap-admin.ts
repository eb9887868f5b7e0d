import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { AuthService } from '../modules/auth/auth.service.js';
import { Role, User } from '../modules/user/user.entity.js';
import type { Env } from './env.js';
import { AppCrypto } from '../shared/crypto.js';
import { enrolTotpSecret } from '../modules/two-factor/two-factor.service.js';

/**
 * Creates the configured admin, or promotes the existing account with that username or e-mail; with
 * `ADMIN_TOTP_SECRET`, enrols that secret as her second factor.
 */
export async function bootstrapAdmin(em: EntityManager, env: Env, logger: Logger): Promise<void> {
  const user = await ensureAdmin(em, env, logger);
  if (user && env.ADMIN_TOTP_SECRET) {
    await enrolTotpSecret(em, new AppCrypto(env.APP_ENCRYPTION_KEY), user, env.ADMIN_TOTP_SECRET);
    logger.info({ username: user.username }, 'enrolled the configured admin second factor');
  }
}

async function ensureAdmin(em: EntityManager, env: Env, logger: Logger): Promise<User | null> {
  if (!env.ADMIN_USERNAME || !env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return null;
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>('select id from users where lower(username) = lower(?) or lower(email) = lower(?) limit 1', [
      env.ADMIN_USERNAME,
      env.ADMIN_EMAIL,
    ]);
  if (rows[0]) {
    const user = await em.findOneOrFail(User, rows[0].id);
    // The operator vouches for the configured address.
    if (!user.emailConfirmedAt) {
      user.emailConfirmedAt = new Date();
      await em.flush();
    }
    if (user.role !== Role.ADMIN) {
      user.role = Role.ADMIN;
      await em.flush();
      // A privilege change: her sessions end, so the next one starts under the admin rules (lifetimes, second factor).
      await em.getConnection().execute('delete from session where user_id = ?', [user.id]);
      logger.info({ username: user.username }, 'promoted configured admin');
    }
    return user;
  }
  const user = Object.assign(new User(), {
    username: env.ADMIN_USERNAME,
    email: env.ADMIN_EMAIL.toLowerCase(),
    passwordHash: await AuthService.hashPassword(env.ADMIN_PASSWORD),
    role: Role.ADMIN,
    emailConfirmedAt: new Date(),
  });
  await em.persist(user).flush();
  logger.info({ username: user.username }, 'created configured admin');
  return user;
}
