import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { AuthService } from '../modules/auth/auth.service.js';
import { Role, User } from '../modules/user/user.entity.js';
import type { Env } from './env.js';

/** Creates the configured admin, or promotes the existing account with that username or e-mail. */
export async function bootstrapAdmin(em: EntityManager, env: Env, logger: Logger): Promise<void> {
  if (!env.ADMIN_USERNAME || !env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return;
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>('select id from users where lower(username) = lower(?) or lower(email) = lower(?) limit 1', [
      env.ADMIN_USERNAME,
      env.ADMIN_EMAIL,
    ]);
  if (rows[0]) {
    const user = await em.findOneOrFail(User, rows[0].id);
    if (user.role !== Role.ADMIN) {
      user.role = Role.ADMIN;
      await em.flush();
      logger.info({ username: user.username }, 'promoted configured admin');
    }
    return;
  }
  const user = Object.assign(new User(), {
    username: env.ADMIN_USERNAME,
    email: env.ADMIN_EMAIL.toLowerCase(),
    passwordHash: await AuthService.hashPassword(env.ADMIN_PASSWORD),
    role: Role.ADMIN,
  });
  await em.persist(user).flush();
  logger.info({ username: user.username }, 'created configured admin');
}
