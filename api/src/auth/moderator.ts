import type { EntityManager } from '@mikro-orm/postgresql';
import { createParameterDecorator } from 'type-graphql';
import type { User } from '../modules/user/user.entity.js';
import { authorize, type Capability } from '../policies/can.js';
import { unauthenticated } from '../core/errors.js';
import type { ModerationContext } from '../core/command.js';

/**
 * What this module reads of a request's context (an AppContext has it): the three fields, so that this module does not
 * depend on the app layer (app/context.ts, services.ts).
 */
export type ActingContext = { em: EntityManager; user: User | null; ip: string };

/** The moderation context of a request whose access level (`@Access` or `route(level, ...)`) already let `actor` in. */
export function moderationContext(ctx: Pick<ActingContext, 'em' | 'ip'>, actor: User): ModerationContext {
  return { em: ctx.em, actor, ip: ctx.ip };
}

/**
 * The moderation context of a field whose `@Access` capability the auth checker has already checked. The commands
 * check the actor's rights again themselves.
 */
export function Moderator() {
  return createParameterDecorator<ActingContext>(({ context }) => {
    if (!context.user) throw unauthenticated();
    return moderationContext(context, context.user);
  });
}

/**
 * The moderation context for an action that needs `capability`, checked here: 401/403 otherwise. Only for what has
 * no access level of its own (a field resolver on an object type); root fields and routes declare theirs.
 */
export function moderator(ctx: ActingContext, capability: Capability): ModerationContext {
  return { em: ctx.em, actor: authorize(ctx.user, capability), ip: ctx.ip };
}
