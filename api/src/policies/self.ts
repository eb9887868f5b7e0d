import type { User } from '../modules/user/user.entity.js';
import { forbidden } from '../core/errors.js';
import { POLICY_MESSAGES } from './policies.messages.js';

export const ONLY_YOUR_OWN = POLICY_MESSAGES.onlyYourOwn.defaultMessage;

/**
 * Ownership, not an access level: a `userId` argument (GraphQL) or query parameter (REST) may only name the
 * signed-in member herself. Both adapters ask this one rule.
 */
export function assertSelf(actor: Pick<User, 'id'>, userId?: string | null): void {
  if (userId && userId !== actor.id) throw forbidden(ONLY_YOUR_OWN);
}
