import type { User } from '../modules/user/user.entity.js';
import { Role } from '../modules/user/user.entity.js';
import { forbidden, unauthenticated } from '../shared/errors.js';
import { lacksSecondFactor, secondFactorRequired } from '../auth/second-factor.js';

/**
 * The one authorization module. Resolvers, field resolvers and the REST shim all ask `can` / `authorize`;
 * nothing else compares roles. Rules are written in domain words; unknown actions are denied.
 */
export type Capability = 'moderate' | 'manage_users' | 'view_audit_log' | 'review_id_documents' | 'generate_sample_data';

const capabilitiesByRole: Record<Role, readonly Capability[]> = {
  [Role.MEMBER]: [],
  [Role.ADMIN]: ['moderate', 'manage_users', 'view_audit_log', 'review_id_documents', 'generate_sample_data'],
};

export type Action =
  | 'account:read-own'
  | 'account:update-username'
  | 'account:update-preferences'
  | 'account:update-security'
  | 'account:export'
  | 'account:delete'
  | 'profile:create'
  | 'report:create'
  | 'phone:verify'
  | Capability;

/** Actor is the signed-in, not-banned user (the session layer turns banned users into visitors). */
export function hasCapability(actor: User | null, capability: Capability): boolean {
  return !!actor && !actor.banned && capabilitiesByRole[actor.role].includes(capability) && !lacksSecondFactor(actor);
}

/**
 * Throws when the actor lacks `capability`: 403, with the message that sends an admin to her second factor when
 * that is all she is missing.
 */
export function assertCapability(actor: User, capability: Capability): void {
  if (hasCapability(actor, capability)) return;
  if (!actor.banned && capabilitiesByRole[actor.role].includes(capability)) throw secondFactorRequired();
  throw forbidden();
}

export function can(actor: User | null, action: Action): boolean {
  if (!actor || actor.banned) return false;
  switch (action) {
    case 'account:read-own':
    case 'account:update-username':
    case 'account:update-preferences':
    case 'account:update-security':
    case 'account:export':
    case 'account:delete':
    case 'profile:create':
    case 'report:create':
    case 'phone:verify':
      return true;
    default:
      return hasCapability(actor, action);
  }
}

/** Throws 401 for visitors and 403 for members who lack the right. Returns the actor for convenience. */
export function authorize(actor: User | null, action: Action): User {
  if (!actor) throw unauthenticated();
  if (can(actor, action)) return actor;
  if (isCapability(action)) assertCapability(actor, action);
  throw forbidden();
}

const CAPABILITIES: ReadonlySet<string> = new Set(capabilitiesByRole[Role.ADMIN]);
function isCapability(action: Action): action is Capability {
  return CAPABILITIES.has(action);
}
