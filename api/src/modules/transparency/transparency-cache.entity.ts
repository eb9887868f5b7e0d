import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The cached figures of one quarter's transparency report (issue 10 item 9), kept in PostgreSQL so every instance
 * answers the same numbers. A finished quarter's figures are `final`: computed once (on the first request after the
 * quarter ended, or by the `transparency-freeze` job) and never again. The current quarter's row is recomputed when
 * `expiresAt` has passed. Numbers only: nothing here names or identifies anyone.
 */
@Entity({ tableName: 'transparency_reports' })
export class TransparencyCache {
  /** `2026-Q4` */
  @PrimaryKey({ length: 7 })
  quarter!: string;

  @Property({ type: 'json' })
  figures!: Record<string, unknown>;

  @Property()
  final!: boolean;

  @Property({ defaultRaw: 'now()' })
  computedAt: Date = new Date();

  /** When the current quarter's figures are computed again; null for a finished (final) quarter. */
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;
}
