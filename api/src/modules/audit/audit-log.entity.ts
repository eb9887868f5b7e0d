import { Entity, Index, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CreatedRow } from '../../core/base-entities.js';

/**
 * Append-only record of moderation decisions and sensitive views (SAFETY 7, 10). No foreign keys: an entry
 * keeps readable labels of its actor and target after they are deleted. Database triggers refuse UPDATE,
 * DELETE and TRUNCATE, so not even a bug or a console session can rewrite history.
 */
@Entity({ tableName: 'audit_log' })
@Trigger({
  name: 'audit_log_no_update_delete',
  timing: 'before',
  events: ['update', 'delete'],
  forEach: 'row',
  body: "raise exception 'audit_log is append-only';",
})
@Index({ properties: ['createdAt'] })
@Index({ properties: ['targetType', 'targetId'] })
export class AuditLog extends CreatedRow {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'uuid', nullable: true })
  actorId?: string | null;

  @Property({ length: 80 })
  actorLabel!: string;

  @Property({ length: 60 })
  action!: string;

  @Property({ length: 40 })
  targetType!: string;

  @Property({ length: 64, nullable: true })
  targetId?: string | null;

  @Property({ length: 200 })
  targetLabel!: string;

  @Property({ length: 40, nullable: true })
  reasonCode?: string | null;

  @Property({ columnType: 'text', nullable: true })
  note?: string | null;

  @Property({ type: 'json', nullable: true })
  metadata?: Record<string, unknown> | null;

  @Property({ length: 45, nullable: true })
  ip?: string | null;
}
