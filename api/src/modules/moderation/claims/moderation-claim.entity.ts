import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../user/user.entity.js';

/**
 * An admin reviewing one item of a moderation queue (issue 24): while `expiresAt` is ahead, another admin's decision
 * on that item is refused (409, CONFLICT) unless she takes it over. One row per item (the primary key), renewed while
 * the item stays open, deleted when she closes it or when the item is decided. An expired row blocks nothing.
 */
@Entity({ tableName: 'moderation_claims' })
export class ModerationClaim {
  /** The queue's name (`ModerationQueueName`: reports, images, ...). */
  @PrimaryKey({ length: 20 })
  queue!: string;

  /** The item's id in its queue (a report or profile number, a case number, a UUID), as text. */
  @PrimaryKey({ length: 40 })
  itemId!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'moderation_claims_admin_id_idx' })
  admin!: User;

  @Property({ columnType: 'timestamptz', defaultRaw: 'now()' })
  claimedAt!: Date;

  @Property({ columnType: 'timestamptz' })
  expiresAt!: Date;
}
