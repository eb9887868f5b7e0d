import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { AppContext } from '../../app/context.js';
import { Access } from '../../auth/access.js';
import { authorize } from '../../policies/can.js';
import { IdVerificationStatus } from '../user/user.entity.js';
import { IdType } from './id-verification.entity.js';
import { GraphQLUpload, type FileUpload } from '../upload/upload.scalar.js';
import { IMAGE_LIMITS, readUpload } from '../upload/image-pipeline.js';
import { moderator } from '../moderation/moderation.resolver.js';

registerEnumType(IdType, { name: 'IdType', description: "Kind of identity document: driver's license, passport, state ID or military ID." });

@InputType({ description: 'The ID verification form (SPEC). All fields are required.' })
export class IdVerificationInput {
  @Field(() => IdType) idType!: IdType;
  @Field() idNumber!: string;
  @Field() fullName!: string;
  @Field({ description: 'YYYY-MM-DD; members must be 18 or older.' }) dateOfBirth!: string;
}

@ObjectType({ description: "The member's ID verification state (SPEC status response)." })
export class IdVerificationState {
  @Field() idVerified!: boolean;
  @Field(() => IdVerificationStatus, { nullable: true, description: 'Null when she never submitted.' }) status!: IdVerificationStatus | null;
  @Field(() => Date, { nullable: true }) verifiedAt!: Date | null;
  @Field(() => Date, { nullable: true }) submittedAt!: Date | null;
}

@ObjectType({ description: 'An ID verification request as reviewers see it (no personal details until opened).' })
export class VerificationRequest {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field() username!: string;
  @Field() email!: string;
  @Field(() => IdType) idType!: IdType;
  @Field(() => IdVerificationStatus) status!: IdVerificationStatus;
  @Field() submittedAt!: Date;
  @Field(() => Date, { nullable: true }) decidedAt!: Date | null;
  @Field(() => String, { nullable: true }) reviewerLabel!: string | null;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field({ description: 'False once the document was deleted (after a decision or the 30-day purge).' }) hasDocument!: boolean;
}

@ObjectType()
export class VerificationRequestList {
  @Field(() => Int) pending!: number;
  @Field(() => Int) all!: number;
  @Field(() => [VerificationRequest]) items!: VerificationRequest[];
}

@ObjectType({ description: 'An opened ID document: decrypted details and a 2-minute image link for this admin. Audit-logged.' })
export class IdDocument {
  @Field(() => IdType) idType!: IdType;
  @Field() fullName!: string;
  @Field() idNumber!: string;
  @Field() dateOfBirth!: string;
  @Field() url!: string;
  @Field() expiresAt!: Date;
}

export enum VerificationListFilter {
  PENDING = 'pending',
  ALL = 'all',
}
registerEnumType(VerificationListFilter, { name: 'VerificationListFilter' });

@Resolver()
export class VerificationResolver {
  @Query(() => IdVerificationState, { description: "The signed-in member's ID verification state." })
  @Access('member')
  idVerificationStatus(@Ctx() ctx: AppContext): Promise<IdVerificationState> {
    return ctx.services.verification.status(authorize(ctx.user, 'account:read-own'));
  }

  @Mutation(() => IdVerificationState, { description: 'Submits ID details and a photo of the document (multipart). Encrypted at rest; deleted after review.' })
  @Access('member')
  async submitIdVerification(
    @Arg('input', () => IdVerificationInput) input: IdVerificationInput,
    @Arg('idImage', () => GraphQLUpload) idImage: Promise<FileUpload>,
    @Ctx() ctx: AppContext,
  ): Promise<IdVerificationState> {
    const actor = authorize(ctx.user, 'account:read-own');
    const image = await readUpload(idImage, IMAGE_LIMITS.maxBytes);
    return ctx.services.verification.submit(ctx.em, actor, input, image);
  }

  @Query(() => VerificationRequestList, { description: 'ID verification requests with Pending/All counts.' })
  @Access('review_id_documents')
  verificationRequests(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => VerificationListFilter, { defaultValue: VerificationListFilter.PENDING }) filter: VerificationListFilter,
  ): Promise<VerificationRequestList> {
    moderator(ctx, 'review_id_documents');
    return ctx.services.verification.list(filter);
  }

  @Mutation(() => IdDocument, { description: 'Opens a request: decrypted details and a short-lived image link. Every call is audit-logged.' })
  @Access('review_id_documents')
  openIdDocument(@Arg('requestId', () => ID) requestId: string, @Ctx() ctx: AppContext): Promise<IdDocument> {
    const m = moderator(ctx, 'review_id_documents');
    return ctx.services.verification.openDocument(m.em, m.actor, requestId, m.ip);
  }

  @Mutation(() => Boolean, { description: 'Approves a pending request; the document is deleted; the member is notified and e-mailed.' })
  @Access('review_id_documents')
  approveVerification(
    @Arg('requestId', () => ID) requestId: string,
    @Ctx() ctx: AppContext,
    @Arg('notes', () => String, { nullable: true }) notes?: string | null,
  ): Promise<boolean> {
    const m = moderator(ctx, 'review_id_documents');
    return ctx.services.verification.decide(m.em, m.actor, requestId, IdVerificationStatus.APPROVED, notes, m.ip);
  }

  @Mutation(() => Boolean, { description: 'Rejects a pending request; the document is deleted; the member is notified and e-mailed.' })
  @Access('review_id_documents')
  rejectVerification(
    @Arg('requestId', () => ID) requestId: string,
    @Ctx() ctx: AppContext,
    @Arg('notes', () => String, { nullable: true }) notes?: string | null,
  ): Promise<boolean> {
    const m = moderator(ctx, 'review_id_documents');
    return ctx.services.verification.decide(m.em, m.actor, requestId, IdVerificationStatus.REJECTED, notes, m.ip);
  }
}
