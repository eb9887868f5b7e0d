import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { IdVerificationStatus, User } from '../user/user.entity.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';

export const IdType = graphqlEnum('IdType', "Kind of identity document: driver's license, passport, state ID or military ID.", {
  drivers_license: "A driver's license.",
  passport: 'A passport.',
  state_id: 'A state ID card.',
  military_id: 'A military ID.',
});
export type IdType = EnumValue<typeof IdType>;

/**
 * An ID verification request. The document image and the personal details (full name, ID number, date of
 * birth) are encrypted at rest (AES-256-GCM) and deleted when an admin decides or after 30 days undecided;
 * only the decision, the ID type, the dates and the reviewer remain (SAFETY 2).
 */
@Entity({ tableName: 'id_verifications' })
@Index({ properties: ['status', 'submittedAt'] })
export class IdVerification {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Enum({ items: () => IdType, nativeEnumName: 'id_type' })
  idType!: IdType;

  @Enum({ items: () => IdVerificationStatus, nativeEnumName: 'id_verification_status' })
  status: IdVerificationStatus = IdVerificationStatus.PENDING;

  /** File-store key of the encrypted document image; null once deleted. */
  @Property({ length: 100, nullable: true, hidden: true })
  documentKey?: string | null;

  /** Encrypted JSON { fullName, idNumber, dateOfBirth }; null once deleted. */
  @Property({ type: 'blob', nullable: true, hidden: true, lazy: true })
  detailsCiphertext?: Buffer | null;

  @Property({ defaultRaw: 'now()' })
  submittedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  reviewerId?: string | null;

  @Property({ length: 80, nullable: true })
  reviewerLabel?: string | null;

  @Property({ columnType: 'text', nullable: true })
  notes?: string | null;

  /** Set when the documents were deleted (on decision or by the 30-day purge). */
  @Property({ type: 'datetime', nullable: true })
  documentsDeletedAt?: Date | null;
}
