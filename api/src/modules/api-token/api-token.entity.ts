import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { UuidRow } from '../../core/base-entities.js';
import { User } from '../user/user.entity.js';
import { ApiTokenScope } from './api-token-scope.js';

/** The scopes live in their own module (api-token-scope.ts), which the user entity can import without a cycle. */
export { ApiTokenScope };

/**
 * A personal access token (Settings > API). Only the SHA-256 of the secret is stored (the secret is shown once, at
 * creation); `prefix` (its first 12 characters) lets her recognise it. Revoked tokens keep their row (revokedAt set);
 * the owner's account deletion deletes them (cascade). Written and read with SQL (api-token.service.ts); the entity
 * keeps the schema diff (`migration:create`) in step with the table.
 */
@Entity({ tableName: 'api_tokens' })
@Index({ name: 'api_tokens_user_id_created_at_idx', properties: ['user', 'createdAt'] })
export class ApiToken extends UuidRow {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ length: 60 })
  name!: string;

  /** Lower-case scope names: read, write, moderate. */
  @Property({ type: 'text[]' })
  scopes!: string[];

  /** Hex SHA-256 of the secret. */
  @Property({ length: 64, hidden: true, unique: 'api_tokens_token_hash_unique' })
  tokenHash!: string;

  @Property({ length: 12 })
  prefix!: string;

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;
}
