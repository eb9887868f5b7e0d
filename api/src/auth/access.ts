import { Authorized, Extensions } from 'type-graphql';
import type { AuthChecker } from 'type-graphql';
import type { AppContext } from '../app/context.js';
import { assertCapability, assertTokenAllows, type Capability } from '../policies/can.js';
import { unauthenticated } from '../shared/errors.js';

/**
 * Access levels declared on every root Query/Mutation field (deny by default: a schema-walking test fails
 * on any root field without one). `public` fields may still check ownership inside their service.
 */
export type AccessLevel = 'public' | 'member' | Capability;

export function Access(level: AccessLevel): MethodDecorator {
  return (target, key, descriptor) => {
    Extensions({ access: level })(target, key as string, descriptor);
    if (level !== 'public') Authorized(level)(target, key as string, descriptor);
  };
}

/**
 * type-graphql auth checker: `member` needs a signed-in user (and, through an API token, the READ scope for a query,
 * WRITE for a mutation); capabilities go through the policy module.
 */
export const authChecker: AuthChecker<AppContext, string> = ({ context, info }, levels) => {
  const user = context.user;
  if (!user) throw unauthenticated();
  for (const level of levels) {
    if (level === 'member') {
      assertTokenAllows(user, info.operation.operation === 'query' ? 'member:read' : 'member:write');
      continue;
    }
    assertCapability(user, level as Capability);
  }
  return true;
};
