import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';
import type { LinkTokenRow } from './link-token.js';

/**
 * One e-mail confirmation link of a new account (link-token.ts): only the SHA-256 of the token is stored; it is valid
 * for 48 hours and once, and a new one expires the member's older unused ones.
 */
@Entity({ tableName: 'email_confirmation_tokens' })
@Index({ properties: ['user', 'createdAt'] })
export class EmailConfirmationToken implements LinkTokenRow {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** Hex SHA-256 of the token. */
  @Property({ length: 64, hidden: true, unique: 'email_confirmation_tokens_token_hash_unique' })
  tokenHash!: string;

  @Property()
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
