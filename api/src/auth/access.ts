import { Authorized, Extensions, Field, createParameterDecorator } from 'type-graphql';
import type { AuthChecker } from 'type-graphql';
import type { GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';
import type { AppContext } from '../core/context.js';
import type { Principal } from './principal.js';
import { assertTokenAllows, authorize, isCapability, type Action, type Capability } from '../policies/can.js';
import { forbidden, unauthenticated } from '../core/errors.js';

/**
 * Access levels, declared once on every root Query/Mutation field (`@Access`) and every `/api` route (`route(level, ...)`):
 * deny by default (a schema-walking test fails on any root field without one; a REST route cannot be mounted without one).
 * - `public`: anyone; the field or route may still decide ownership inside its service.
 * - `member`: a signed-in member; through an API token, the READ scope to read (a Query, GET), WRITE to change.
 * - a capability (`moderate`, ...): `assertCapability`, with its second-factor step-up and token scope.
 * - another policy action (`account:update-security`, `report:create`, ...): `authorize(actor, action)`, which adds
 *   what the action needs beyond signing in (its token scope or none, a running suspension for posting actions).
 */
export type AccessLevel = 'public' | 'member' | Exclude<Action, 'member:read' | 'member:write'>;

/** Whether the request reads (a Query, GET/HEAD) or changes something: what a `member` API token scope is checked against. */
export type AccessKind = 'read' | 'write';

/**
 * The one check behind both `@Access` and `route(level, ...)`: 401 for visitors, 403 (with the policy's message) for
 * members without the right. Returns the actor.
 */
export function checkAccess<A extends Principal>(user: A | null | undefined, level: Exclude<AccessLevel, 'public'>, kind: AccessKind): A {
  if (!user) throw unauthenticated();
  if (level === 'member') {
    assertTokenAllows(user, kind === 'read' ? 'member:read' : 'member:write');
    return user;
  }
  return authorize(user, level);
}

export function Access(level: AccessLevel): MethodDecorator {
  return (target, key, descriptor) => {
    Extensions({ access: level })(target, key as string, descriptor);
    if (level === 'public') return;
    // A policy action on a root field is a member field that also needs the action: both are checked, in that order.
    if (level === 'member' || isCapability(level)) Authorized(level)(target, key as string, descriptor);
    else Authorized('member', level)(target, key as string, descriptor);
  };
}

/**
 * A field of an object type (not a root field) that only holders of `capability` may read, e.g. `Report.moderationNote`:
 * type-graphql's field authorization, through the same policy module. Anyone else, a visitor included, gets FORBIDDEN
 * for that field (null in its place); the rest of the object still answers. The field's `extensions.access` names the
 * capability (api/test/authz/authz-matrix.test.ts wants a row for it). Its `@Field` needs `simple: false`: type-graphql
 * skips the check on a simple resolver (api/test/schema-walk.test.ts fails on one). On a property (not a field resolver
 * method) it is also marked `extensions.guardedProperty`: the schema (app/schema.ts) answers it with
 * `guardedPropertyResolver`, the same check made synchronously, instead of type-graphql's asynchronous middleware chain
 * on every item of a list.
 */
export function FieldAccess(capability: Capability): PropertyDecorator & MethodDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Extensions(descriptor ? { access: capability } : { access: capability, guardedProperty: true })(target, key as string, descriptor as PropertyDescriptor);
    Authorized(capability)(target, key as string, descriptor as PropertyDescriptor);
  };
}

/**
 * A field of a type everyone reads that only moderators may read (`FieldAccess('moderate')`: FORBIDDEN for anyone else),
 * set by the presenter of the moderation read named in `loadedBy` and null from every other read: so nullable, and never
 * a simple resolver (the check must run). Its description says all that around `what`.
 */
export function ModeratorOnlyField(type: () => DateConstructor | StringConstructor | BooleanConstructor, what: string, loadedBy: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    FieldAccess('moderate')(target, key);
    Field(type, {
      nullable: true,
      simple: false,
      description: `Moderators only (FORBIDDEN for anyone else): ${what} Loaded by ${loadedBy}; null from reads that do not load it.`,
    })(target, key);
  };
}

/**
 * type-graphql auth checker: `member` needs a signed-in user (and, through an API token, the READ scope for a query,
 * WRITE for a mutation); capabilities and actions go through the policy module. A guarded field of an object type
 * (`FieldAccess`) refuses a visitor with FORBIDDEN rather than UNAUTHENTICATED: signing in would not give it to her.
 */
export const authChecker: AuthChecker<AppContext, string> = ({ context, info }, levels) => {
  authorizeField(context, info, levels);
  return true;
};

/** The auth checker's decision for one field: returns when `levels` all allow the request's principal, else throws. */
function authorizeField(context: AppContext, info: GraphQLResolveInfo, levels: readonly string[]): void {
  // A subscription reads (what an API token's READ scope allows), as a query does.
  const kind: AccessKind = info.operation.operation === 'mutation' ? 'write' : 'read';
  const rootField =
    info.parentType === info.schema.getQueryType() ||
    info.parentType === info.schema.getMutationType() ||
    info.parentType === info.schema.getSubscriptionType();
  if (!rootField && !context.principal) throw forbidden();
  for (const level of levels) checkAccess(context.principal, level as Exclude<AccessLevel, 'public'>, kind);
}

/**
 * The resolve function of a property guarded by `FieldAccess` (`ModeratorOnlyField`, ...), named `name` with access
 * `level`: the auth checker's decision, then the property, with no promise. type-graphql's wrapper gives the same answer through an async middleware chain, a promise
 * per item that also sends graphql-jit's list down its asynchronous path (37 of a moderation page's 218 KB of garbage).
 */
export function guardedPropertyResolver(name: string, level: Capability): GraphQLFieldResolver<Record<string, unknown>, AppContext> {
  const levels = [level];
  return (source, _args, context, info) => {
    authorizeField(context, info, levels);
    return source[name];
  };
}

/**
 * The signed-in actor of a field whose `@Access` level is not `public` (the auth checker has already let her through);
 * a field without a level gets 401 rather than a null actor.
 */
export function Actor() {
  return createParameterDecorator<AppContext>(({ context }) => {
    if (!context.user) throw unauthenticated();
    return context.user;
  });
}

/** The viewer of a `public` field: the signed-in member, or null for a visitor. */
export function Viewer() {
  return createParameterDecorator<AppContext>(({ context }) => context.user ?? null);
}
