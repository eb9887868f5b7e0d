import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, User } from '../user.entity.js';
import { badInput, forbidden, notFound, COMMON_MESSAGES } from '../../../core/errors.js';
import { SANCTION_MESSAGES } from '../sanction.inputs.js';

/** The member a warning or a suspension is for: never the admin herself, never an admin, never a banned member. */
export async function loadSanctionTarget(em: EntityManager, actor: User, userId: string): Promise<User> {
  if (userId === actor.id) throw badInput(SANCTION_MESSAGES.self);
  const user = await em.findOne(User, userId);
  if (!user) throw notFound(COMMON_MESSAGES.user);
  if (user.role === Role.ADMIN) throw forbidden(SANCTION_MESSAGES.admin);
  if (user.banned) throw badInput(SANCTION_MESSAGES.banned);
  return user;
}
