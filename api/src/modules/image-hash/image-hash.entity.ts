import { BigIntType } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CreatedRow } from '../../core/base-entities.js';
import { User } from '../user/user.entity.js';

/**
 * The difference hash of a profile photo removed for a minor or an intimate image, or on an upheld removal request
 * (issue 10 item 8): uploads within `IMAGE_MATCH_DISTANCE` bits of it are refused. The hash is a signed 64-bit
 * integer (decimal string here). No foreign key to the profile: the entry outlives it. Written and read with SQL
 * (image-hash.service.ts); the entity keeps the schema diff in step with the table.
 */
@Entity({ tableName: 'image_hash_blocks' })
@Unique({ name: 'image_hash_blocks_hash_unique', properties: ['hash'] })
export class ImageHashBlock extends CreatedRow {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: new BigIntType('string') })
  hash!: string;

  /** The moderation reason code of the removal (`minor`, `intimate_image`, ...). */
  @Property({ length: 40 })
  reasonCode!: string;

  @Property({ nullable: true })
  profileId?: number | null;

  @Property({ type: 'uuid', nullable: true })
  removalRequestId?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: User | null;
}

/** An upload refused because it matched a blocklisted hash: kept for admins to review (who, when, which entry). */
@Entity({ tableName: 'blocked_image_uploads' })
@Index({ name: 'blocked_image_uploads_created_at_idx', properties: ['createdAt', 'id'] })
export class BlockedImageUpload extends CreatedRow {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** The member who tried; null after her account was deleted. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;

  @ManyToOne(() => ImageHashBlock, { deleteRule: 'cascade', fieldName: 'block_id' })
  block!: ImageHashBlock;

  @Property({ type: new BigIntType('string') })
  hash!: string;

  /** Differing bits between the upload's hash and the entry's (0 = the same picture). */
  @Property({ type: 'smallint' })
  distance!: number;
}
