import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The columns many tables share, declared once. A base entity adds no table of its own: its columns belong to each
 * entity that extends it, as if written there (MikroORM base entities).
 */

/** A row that records when it was created: `now()` in SQL, and the moment the entity is made in code. */
@Entity({ abstract: true })
export abstract class CreatedRow {
  @Property({ defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A row that also records its last change (set by the ORM on every update). */
@Entity({ abstract: true })
export abstract class UpdatedRow extends CreatedRow {
  @Property({ defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A row keyed by a UUID made in code (known before the insert), with its creation time. */
@Entity({ abstract: true })
export abstract class UuidRow extends CreatedRow {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();
}
