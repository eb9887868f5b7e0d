import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { CreatedRow } from '../../core/base-entities.js';
import { User } from '../user/user.entity.js';

/**
 * A member's TOTP second factor. The secret is stored encrypted with the app key (AES-256-GCM, `AppCrypto`);
 * the ten one-time recovery codes only as HMACs, removed as they are used. `enabledAt` is null while an
 * enrolment waits for its first code. `lastTimeStep` refuses a code used once already (replay).
 */
@Entity({ tableName: 'two_factor' })
export class TwoFactor extends CreatedRow {
  @OneToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @Property({ columnType: 'text', hidden: true })
  secretEncrypted!: string;

  @Property({ type: 'datetime', nullable: true })
  enabledAt?: Date | null;

  @Property({ type: 'bigint', nullable: true })
  lastTimeStep?: number | null;

  @Property({ type: 'array', columnType: 'text[]', hidden: true, defaultRaw: "'{}'" })
  recoveryCodeHashes: string[] = [];
}
