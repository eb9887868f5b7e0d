import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { UuidRow } from '../../core/base-entities.js';

/** An address or CIDR range refused registration and sign-in, with a reason and an optional expiry. */
@Entity({ tableName: 'ip_bans' })
export class IpBan extends UuidRow {
  /** Stored as PostgreSQL `cidr` (a single address is a /32 or /128). */
  @Property({ columnType: 'cidr', type: 'string' })
  cidr!: string;

  @Property({ columnType: 'text' })
  reason!: string;

  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  createdById?: string | null;

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;
}
