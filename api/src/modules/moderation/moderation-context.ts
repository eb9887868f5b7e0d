import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../user/user.entity.js';
import { authorize, type Capability } from '../../policies/can.js';

/** Who acts, in which unit of work, from which address: what moderation commands and services receive. */
export interface ModerationContext {
  em: EntityManager;
  actor: User;
  ip: string;
}

/**
 * The moderation context of a request (GraphQL resolver or REST handler) for an action that needs `capability`:
 * 401/403 otherwise. The commands check the actor's rights again themselves. It takes the three fields it reads
 * (an AppContext has them) so that this module does not depend on the app layer (app/context.ts, services.ts).
 */
export function moderator(ctx: { em: EntityManager; user: User | null; ip: string }, capability: Capability): ModerationContext {
  return { em: ctx.em, actor: authorize(ctx.user, capability), ip: ctx.ip };
}
