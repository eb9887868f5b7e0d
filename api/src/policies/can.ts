import type { User } from '../modules/user/user.entity.js';
import type { Principal } from '../auth/principal.js';
import { Role } from '../modules/user/user.entity.js';
import { conflict, forbidden, unauthenticated, type ErrorText } from '../core/errors.js';
import { translateText } from '../core/i18n.js';
import { lacksSecondFactor, secondFactorRequired } from '../auth/second-factor.js';
import { ApiTokenScope } from '../modules/api-token/api-token.entity.js';
import { belowTrustFloor } from './trust.js';
import { POLICY_MESSAGES } from './policies.messages.js';
import type { Locale } from '@tea/limits';

/**
 * The one authorization module. Resolvers, field resolvers and the REST shim all ask `can` / `authorize`;
 * nothing else compares roles. Rules are written in domain words; unknown actions are denied.
 */
export type Capability = 'moderate' | 'manage_users' | 'view_audit_log' | 'review_id_documents' | 'generate_sample_data' | 'review_blocked_uploads';

const capabilitiesByRole: Record<Role, readonly Capability[]> = {
  [Role.MEMBER]: [],
  [Role.ADMIN]: ['moderate', 'manage_users', 'view_audit_log', 'review_id_documents', 'generate_sample_data', 'review_blocked_uploads'],
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
  /** Flagging a published report or a profile for moderators (community flags). */
  | 'content:flag'
  /** Appealing a decision that affects her (issue 10 item 5); whoever holds a decision e-mail's link may appeal without a session. */
  | 'decision:appeal'
  /** Creating, listing and revoking API tokens: from a browser session only. */
  | 'api-tokens:manage'
  /**
   * Checking a photo against the published profiles' photos (issue 26 item 2): a member with a verified phone, within
   * her daily budget (photo-check module). No token scope: a check is made from the app, never scripted through a token.
   */
  | 'photo:check'
  /**
   * Her name watches (issue 26 item 1): list, create, renew, delete, for a member with a verified phone (watch module).
   * No token scope: watching a name is done from the app, never scripted through a token.
   */
  | 'watch:manage'
  /** Any other `@Access('member')` read (a Query) or write (a Mutation): the GraphQL auth checker asks these. */
  | 'member:read'
  | 'member:write'
  | Capability;

export const TOKEN_SCOPE_REFUSED = POLICY_MESSAGES.tokenScope.defaultMessage;
export const MANAGE_TOKENS_FROM_SESSION = POLICY_MESSAGES.manageTokensFromSession.defaultMessage;

/**
 * The scope an API token needs for each action: the one place token scopes are enforced (`can`, `authorize`,
 * `assertCapability` and the GraphQL auth checker all ask `tokenAllows`). Deny by default: an action without a
 * scope here (security settings, account deletion, token management) is refused to every token. `public`
 * operations never get here. Step-up actions are refused to tokens in second-factor.ts.
 */
const scopeByAction: Partial<Record<Action, ApiTokenScope>> = {
  'member:read': ApiTokenScope.READ,
  'account:read-own': ApiTokenScope.READ,
  'account:export': ApiTokenScope.READ,
  'member:write': ApiTokenScope.WRITE,
  'account:update-username': ApiTokenScope.WRITE,
  'account:update-preferences': ApiTokenScope.WRITE,
  'profile:create': ApiTokenScope.WRITE,
  'report:create': ApiTokenScope.WRITE,
  'phone:verify': ApiTokenScope.WRITE,
  'content:flag': ApiTokenScope.WRITE,
  'decision:appeal': ApiTokenScope.WRITE,
  moderate: ApiTokenScope.MODERATE,
  manage_users: ApiTokenScope.MODERATE,
  view_audit_log: ApiTokenScope.MODERATE,
  review_id_documents: ApiTokenScope.MODERATE,
  generate_sample_data: ApiTokenScope.MODERATE,
  review_blocked_uploads: ApiTokenScope.MODERATE,
};

/**
 * What a suspended member may not do (issue 10 item 6): everything that posts content (people, reports and their
 * photos, flags). She still signs in, reads, manages her account and appeals ('decision:appeal' is not here).
 */
const POSTING: ReadonlySet<Action> = new Set<Action>(['profile:create', 'report:create', 'content:flag']);

export type PostingAction = 'profile:create' | 'report:create' | 'content:flag';

/** The 403 of a member who posts a person or a report before verifying her phone number. */
export const PHONE_REQUIRED = POLICY_MESSAGES.phoneRequired.defaultMessage;
/** The refusal of a report on a paused profile (409), and the notice its page shows. */
export const REPORTS_PAUSED = POLICY_MESSAGES.reportsPaused.defaultMessage;

/** The end of the actor's suspension when one runs at `now`; null otherwise (a suspension ends by itself at its end). */
export function activeSuspension(actor: Pick<User, 'suspendedUntil'> | null, now = new Date()): Date | null {
  const until = actor?.suspendedUntil ? new Date(actor.suspendedUntil) : null;
  return until && until.getTime() > now.getTime() ? until : null;
}

/** '2 December 2026' ('2 de diciembre de 2026', '2 décembre 2026', '2. Dezember 2026'), in UTC: how a suspension's end is written to her. */
export const suspensionDate = (until: Date, locale: Locale = 'en') =>
  until.toLocaleDateString(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Your account is suspended until 2 December 2026: <reason>.' (the 403 of every posting action while it runs). */
export function suspendedMessage(until: Date, reason: string | null | undefined): ErrorText {
  const why = reason?.trim().replace(/[.\s]+$/, '');
  return {
    message: POLICY_MESSAGES.suspended,
    // The default reason (no note from the moderator) in her language (modules/user/suspension-reason.ts); a note as written.
    values: {
      until: (locale: Locale) => suspensionDate(until, locale),
      hasReason: why ? 'yes' : 'no',
      reason: (locale: Locale) => translateText(locale, why ?? ''),
    },
  };
}

/** True unless the actor came with an API token whose scopes do not cover `action` (sessions are not limited here). */
export function tokenAllows(actor: Principal, action: Action): boolean {
  const token = actor.apiToken;
  if (!token) return true;
  const scope = scopeByAction[action];
  return scope !== undefined && token.scopes.has(scope);
}

/** Throws 403 when the actor's API token does not cover `action`. */
export function assertTokenAllows(actor: Principal, action: Action): void {
  if (tokenAllows(actor, action)) return;
  throw forbidden(action === 'api-tokens:manage' ? MANAGE_TOKENS_FROM_SESSION : TOKEN_SCOPE_REFUSED);
}

/** Actor is the signed-in, not-banned user (the session layer turns banned users into visitors). */
export function hasCapability(actor: Principal | null, capability: Capability): boolean {
  return !!actor && !actor.banned && capabilitiesByRole[actor.role].includes(capability) && !lacksSecondFactor(actor) && tokenAllows(actor, capability);
}

/**
 * Throws when the actor lacks `capability`: 403, with the message that sends an admin to her second factor when
 * that is all she is missing.
 */
export function assertCapability(actor: Principal, capability: Capability): void {
  if (hasCapability(actor, capability)) return;
  assertTokenAllows(actor, capability);
  if (!actor.banned && capabilitiesByRole[actor.role].includes(capability)) throw secondFactorRequired();
  throw forbidden();
}

export function can(actor: Principal | null, action: Action): boolean {
  if (!actor || actor.banned || !tokenAllows(actor, action)) return false;
  if (POSTING.has(action) && activeSuspension(actor)) return false;
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
    case 'content:flag':
    case 'decision:appeal':
    case 'api-tokens:manage':
    case 'photo:check':
    case 'watch:manage':
    case 'member:read':
    case 'member:write':
      return true;
    default:
      return hasCapability(actor, action);
  }
}

/** Throws 401 for visitors and 403 for members who lack the right. Returns the actor for convenience. */
export function authorize<A extends Principal>(actor: A | null, action: Action): A {
  if (!actor) throw unauthenticated();
  if (can(actor, action)) return actor;
  assertTokenAllows(actor, action);
  if (isCapability(action)) assertCapability(actor, action);
  const suspendedUntil = POSTING.has(action) && !actor.banned ? activeSuspension(actor) : null;
  if (suspendedUntil) throw forbidden(suspendedMessage(suspendedUntil, actor.suspensionReason));
  throw forbidden();
}

/**
 * True when the actor's account holds admin rights, whether or not this session has passed the second factor yet (which
 * every one of them then asks for): what the web needs to show the admin pages and the second-factor prompt. Rights
 * themselves are asked with `can`.
 */
export function holdsAdminRights(actor: Principal | null): boolean {
  return !!actor && !actor.banned && capabilitiesByRole[actor.role].length > 0 && capabilitiesByRole[actor.role].some((c) => tokenAllows(actor, c));
}

const CAPABILITIES: ReadonlySet<string> = new Set(capabilitiesByRole[Role.ADMIN]);
export function isCapability(action: Action): action is Capability {
  return CAPABILITIES.has(action);
}

/** The profile a report is about, as far as posting is concerned: is it paused now (pile-on protection)? */
export interface ReportTarget {
  /** Whether new reports on the profile are paused now; asked only of an author a pause stops. */
  paused: () => boolean | Promise<boolean>;
  /** FLAG_TRUST_MIN_ACCOUNT_DAYS: how old an account must be for a pause to let her through. */
  trustFloorDays: number;
}

/**
 * Whether a pile-on pause stops this author (issue 21 item 2): a pause holds back accounts below the trust floor only
 * (policies/trust.ts: a verified mobile number, an account old enough, no suspension). A trusted member's report
 * still reaches the moderators' queue, so a few throwaway reports cannot silence everyone else.
 */
function pauseStops(author: User, trustFloorDays: number): boolean {
  const row = {
    created_at: author.createdAt,
    phone_e164: author.phoneE164 ?? null,
    phone_hash: author.phoneHash ?? null,
    phone_verified_at: author.phoneVerifiedAt ?? null,
    phone_line_type: author.phoneLineType ?? null,
    suspended_until: author.suspendedUntil ?? null,
    banned: author.banned,
  };
  return belowTrustFloor(row, trustFloorDays).length > 0;
}

/**
 * The verified-phone gate of the tools that reach other people (a person, a report, the photo check, a name watch): 403
 * with `message` (the tool's own words, PHONE_REQUIRED by default) until she verified a number.
 */
export function requireVerifiedPhone(actor: Pick<User, 'phoneVerifiedAt'>, message: ErrorText = PHONE_REQUIRED): void {
  if (!actor.phoneVerifiedAt) throw forbidden(message);
}

/**
 * May she post (a person, a report, a flag)? The one answer, asked by the services both GraphQL and REST call:
 * 1. `authorize`: signed in, not banned, not suspended (403 naming the suspension's end), her API token's scope;
 * 2. a person or a report: a verified phone number (403 PHONE_REQUIRED);
 * 3. a report about a profile (`target`, asked once the profile is known to be visible to her): 409 REPORTS_PAUSED while
 *    new reports on it are paused and she is below the trust floor.
 * Returns the actor.
 */
export async function authorizePosting(actor: User, action: PostingAction, target?: ReportTarget): Promise<User> {
  authorize(actor, action);
  if (action !== 'content:flag') requireVerifiedPhone(actor);
  if (target && pauseStops(actor, target.trustFloorDays) && (await target.paused())) throw conflict(REPORTS_PAUSED);
  return actor;
}
