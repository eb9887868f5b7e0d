import { PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CreatedRow } from '../../core/base-entities.js';
import { User } from '../user/user.entity.js';

export enum IdempotencyStatus {
  /** Claimed by the write's own transaction; never seen committed (the same transaction completes it). */
  IN_FLIGHT = 'in_flight',
  /** The write committed; `responseStatus` and `responseBody` are what a retry gets back. */
  COMPLETED = 'completed',
}

/**
 * A client-sent `Idempotency-Key`, per member, written in the same transaction as the write it protects (a report, an
 * added person with her photo), so a crash keeps both or neither. Keys live 24 hours (idempotency.service.ts).
 * Written and read with SQL only; the entity keeps the schema diff (`migration:create`) in step with the table.
 */
@Entity({ tableName: 'idempotency_keys' })
@Index({ name: 'idempotency_keys_created_at_idx', properties: ['createdAt'] })
export class IdempotencyKey extends CreatedRow {
  [PrimaryKeyProp]?: ['user', 'key'];

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @PrimaryKey({ length: 255 })
  key!: string;

  /** SHA-256 (hex) of the operation and its canonical payload: the same key with another request is refused (422). */
  @Property({ length: 64 })
  requestHash!: string;

  @Property({ length: 16 })
  status!: IdempotencyStatus;

  @Property({ type: 'smallint', nullable: true })
  responseStatus?: number | null;

  @Property({ type: 'json', nullable: true, hidden: true })
  responseBody?: unknown;
}
