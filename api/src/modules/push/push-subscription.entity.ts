import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { UuidRow } from '../../core/base-entities.js';
import { User } from '../user/user.entity.js';

/**
 * One browser's Web Push subscription (W3C Push API) for one member: where her push service accepts messages for that
 * browser (`endpoint`, on an allowed push service only: push.service.ts) and the keys that encrypt them for it (RFC 8291).
 * Deleted with her account, when she turns push off on that device, or when the push service says it is gone (404/410).
 */
@Entity({ tableName: 'push_subscriptions' })
export class PushSubscription extends UuidRow {
  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'push_subscriptions_user_id_idx' })
  user!: User;

  /** The push service's URL for this browser: unique, a secret of its own (whoever knows it can send to her). */
  @Property({ columnType: 'text', unique: 'push_subscriptions_endpoint_key' })
  endpoint!: string;

  /** The browser's P-256 public key (base64url), for the message encryption. */
  @Property({ length: 100 })
  p256dh!: string;

  /** The browser's authentication secret (base64url). */
  @Property({ length: 50 })
  auth!: string;

  /** The last time a message reached her push service: a subscription nothing reaches is pruned on its 404/410. */
  @Property({ columnType: 'timestamptz', nullable: true })
  lastSentAt?: Date | null;
}
