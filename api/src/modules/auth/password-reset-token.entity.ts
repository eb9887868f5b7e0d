import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';

/**
 * One password reset link. Only the SHA-256 of the token is stored (the token itself is in the e-mail alone);
 * it is valid for 60 minutes and once. Issuing a new one expires the member's older unused ones.
 */
@Entity({ tableName: 'password_reset_tokens' })
@Index({ properties: ['user', 'createdAt'] })
export class PasswordResetToken {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** Hex SHA-256 of the token. */
  @Property({ length: 64, hidden: true, unique: 'password_reset_tokens_token_hash_unique' })
  tokenHash!: string;

  @Property()
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
