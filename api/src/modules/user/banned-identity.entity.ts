import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * What is kept of a banned member who deleted her account, so that the ban survives the deletion: her username
 * (refused at sign-up and rename) and the HMAC of her verified phone number (refused at phone verification).
 * Nothing else: no e-mail, no names, no reason, no link to the deleted account. Accounts that are not banned
 * leave no row here.
 */
@Entity({ tableName: 'banned_identities' })
@Index({
  name: 'banned_identities_username_lower_idx',
  expression: 'create index "banned_identities_username_lower_idx" on "banned_identities" (lower("username"))',
})
export class BannedIdentity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 30 })
  username!: string;

  /** HMAC of the E.164 number (never the number); null when she had not verified one. */
  @Property({ length: 64, nullable: true, index: true })
  phoneHash?: string | null;

  @Property({ type: 'datetime', nullable: true })
  bannedAt?: Date | null;

  /** When the account was deleted. */
  @Property({ defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
