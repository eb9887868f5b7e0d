import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../app/context.js';
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
 * 401/403 otherwise. The commands check the actor's rights again themselves.
 */
export function moderator(ctx: AppContext, capability: Capability): ModerationContext {
  return { em: ctx.em, actor: authorize(ctx.user, capability), ip: ctx.ip };
}
