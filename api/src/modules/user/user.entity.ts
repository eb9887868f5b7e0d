import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { UpdatedRow } from '../../core/base-entities.js';
import type { ApiTokenScope } from '../api-token/api-token-scope.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';

export const Role = graphqlEnum('Role', 'What an account may do: members use the community, admins moderate it.', {
  member: 'A community member: browses, adds people, posts reports.',
  admin: 'A moderator; admin rights apply once the session has passed two-step sign-in.',
});
export type Role = EnumValue<typeof Role>;

export const IdVerificationStatus = graphqlEnum('IdVerificationStatus', 'State of an ID verification request.', {
  pending: 'Submitted and waiting for an admin (usually 24-48 hours).',
  approved: 'Verified by an admin.',
  rejected: 'Not approved, or expired unreviewed after 30 days; she may submit again.',
});
export type IdVerificationStatus = EnumValue<typeof IdVerificationStatus>;

/**
 * A member account. Secrets (password hash, phone) are hidden from serialisation; the GraphQL and REST
 * shapes are built by `presentUser` in user.type.ts, never from this entity directly.
 */
@Entity({ tableName: 'users' })
@Index({ name: 'users_username_lower_unique', expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))' })
@Index({ name: 'users_email_lower_unique', expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))' })
@Index({
  name: 'users_suspension_end_pending_idx',
  expression:
    'create index "users_suspension_end_pending_idx" on "users" ("suspended_until") where "suspended_until" is not null and "suspension_end_notified_at" is null',
})
export class User extends UpdatedRow {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 30 })
  username!: string;

  @Property({ length: 254 })
  email!: string;

  @Property({ hidden: true, lazy: true, columnType: 'text' })
  passwordHash!: string;

  @Property({ length: 60, nullable: true })
  firstName?: string | null;

  @Property({ length: 60, nullable: true })
  lastName?: string | null;

  @Property({ length: 120, nullable: true })
  location?: string | null;

  @Property({ columnType: 'text', nullable: true })
  profileImageUrl?: string | null;

  @Enum({ items: () => Role, nativeEnumName: 'user_role', default: Role.MEMBER })
  role: Role = Role.MEMBER;

  @Property({ default: false })
  banned: boolean = false;

  @Property({ columnType: 'text', nullable: true })
  banReason?: string | null;

  @Property({ type: 'datetime', nullable: true })
  bannedAt?: Date | null;

  /**
   * Until when a temporary suspension runs (issue 10 item 6): she may sign in and read, not post. It ends by itself: the
   * policy module compares it with the time of each request (policies/can.ts `activeSuspension`).
   */
  @Property({ type: 'datetime', nullable: true })
  suspendedUntil?: Date | null;

  /** The reason she reads with her suspension (the moderator's explanation, or the reason code's text). */
  @Property({ columnType: 'text', nullable: true })
  suspensionReason?: string | null;

  /**
   * When she was told that her suspension ended by itself (the `suspension-end-notice` job); null while it runs and until
   * the job has told her. A new suspension clears it; a suspension lifted early clears `suspendedUntil` instead.
   */
  @Property({ type: 'datetime', nullable: true, hidden: true })
  suspensionEndNotifiedAt?: Date | null;

  @Property({ default: false })
  ipBanned: boolean = false;

  /** Last address the member signed in from; admin-only (ban by IP). */
  @Property({ length: 45, nullable: true, hidden: true })
  lastIp?: string | null;

  @Property({ type: 'datetime', nullable: true })
  usernameChangedAt?: Date | null;

  /** E.164 number, visible to its owner only (masked). */
  @Property({ length: 20, nullable: true, hidden: true })
  phoneE164?: string | null;

  /** HMAC of the E.164 number: one verified number per account, uniqueness and ban checks. */
  @Property({ length: 64, nullable: true, hidden: true, unique: 'users_phone_hash_unique' })
  phoneHash?: string | null;

  @Property({ type: 'datetime', nullable: true })
  phoneVerifiedAt?: Date | null;

  /** The SMS provider's line type of the verified number (mobile, voip, ...), where a provider with a lookup is configured. */
  @Property({ length: 24, nullable: true, hidden: true })
  phoneLineType?: string | null;

  @Property({ default: false })
  idVerified: boolean = false;

  @Enum({ items: () => IdVerificationStatus, nativeEnumName: 'id_verification_status', nullable: true })
  idVerificationStatus?: IdVerificationStatus | null;

  @Property({ type: 'datetime', nullable: true })
  idVerificationSubmittedAt?: Date | null;

  /**
   * When she opened the link e-mailed at sign-up (issue 21 item 4); null until then: the account cannot sign in. Accounts
   * from before confirmation existed count as confirmed at their creation, and so does the configured admin.
   */
  @Property({ type: 'datetime', nullable: true })
  emailConfirmedAt?: Date | null;

  /**
   * Not stored: set per request by the session layer. The time (ms) this session last passed a second-factor
   * check, or null when it has not. Undefined for users loaded outside a request (jobs, start-up).
   */
  sessionSecondFactorAt?: number | null;

  /**
   * Not stored: set per request when it came with an API token (`Authorization: Bearer`), null or undefined
   * otherwise. The policy module (policies/can.ts) refuses the token anything its scopes do not cover.
   */
  apiToken?: { id: string; scopes: ReadonlySet<ApiTokenScope> } | null;

  /** Acts as an admin in this request: the role, and (through a session) a completed second factor. */
  get isAdmin(): boolean {
    return this.role === Role.ADMIN && this.sessionSecondFactorAt !== null;
  }
}
