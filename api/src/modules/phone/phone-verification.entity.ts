import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { UuidRow } from '../../core/base-entities.js';
import { User } from '../user/user.entity.js';

/** One one-time code sent to a number. The code is stored hashed; expires after 10 minutes, 5 attempts. */
@Entity({ tableName: 'phone_verifications' })
@Index({ properties: ['user', 'createdAt'] })
export class PhoneVerification extends UuidRow {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** HMAC of the E.164 number (the number itself is stored on the user only once verified). */
  @Property({ length: 64 })
  phoneHash!: string;

  @Property({ length: 20, hidden: true })
  phoneE164!: string;

  @Property({ length: 64, hidden: true })
  codeHash!: string;

  @Property({ default: 0 })
  attempts: number = 0;

  @Property()
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  consumedAt?: Date | null;
}
