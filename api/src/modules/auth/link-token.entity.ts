import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';

/**
 * The columns of every table of e-mailed one-time links (link-token.ts): password reset, e-mail confirmation and account
 * unlock. Only the SHA-256 of the token is stored (the token itself is in the e-mail alone); a link is valid until
 * `expiresAt` and once (`usedAt`), and a new one expires the member's older unused ones of the same kind. Each kind is a
 * table of its own (its entity names it and its `(user, createdAt)` index); the unique constraint on the hash is named
 * `<table>_token_hash_unique`, as their migrations create it.
 */
@Entity({ abstract: true })
export abstract class LinkToken {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** Hex SHA-256 of the token. */
  @Property({ length: 64, hidden: true, unique: true })
  tokenHash!: string;

  @Property()
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
