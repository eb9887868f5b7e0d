import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor } from '../../auth/access.js';
import { Moderator } from '../../auth/moderator.js';
import type { ModerationContext } from '../../core/command.js';
import type { User } from '../user/user.entity.js';
import { IdVerificationStatus } from '../user/user.entity.js';
import { IdType } from './id-verification.entity.js';
import { GraphQLUpload, type FileUpload } from '../upload/upload.scalar.js';
import { IMAGE_LIMITS, readUpload } from '../upload/image-pipeline.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';

@InputType({ description: 'The ID verification form (SPEC). All fields are required.' })
export class IdVerificationInput {
  @Field(() => IdType, { description: 'Kind of document.' }) idType!: IdType;
  @Field({ description: 'The number on the document, at most 40 characters.' }) idNumber!: string;
  @Field({ description: 'Full name as on the document, at most 120 characters.' }) fullName!: string;
  @Field({ description: 'YYYY-MM-DD; members must be 18 or older.' }) dateOfBirth!: string;
}

@ObjectType({ description: "The member's ID verification state (SPEC status response)." })
export class IdVerificationState {
  @Field({ description: 'True once an admin approved her ID.' }) idVerified!: boolean;
  @Field(() => IdVerificationStatus, { nullable: true, description: 'Null when she never submitted.' }) status!: IdVerificationStatus | null;
  @Field(() => Date, { nullable: true, description: 'When her latest request was approved; null unless it was.' }) verifiedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When she last submitted; null when she never did.' }) submittedAt!: Date | null;
}

@ObjectType({ description: 'An ID verification request as reviewers see it (no personal details until opened).' })
export class VerificationRequest {
  @Field(() => ID, { description: 'The request id (a UUID).' }) id!: string;
  @Field(() => ID, { description: "The member's account id." }) userId!: string;
  @Field({ description: "The member's username." }) username!: string;
  @Field({ description: "The member's e-mail address." }) email!: string;
  @Field(() => IdType, { description: 'Kind of document.' }) idType!: IdType;
  @Field(() => IdVerificationStatus, { description: 'State of the request.' }) status!: IdVerificationStatus;
  @Field({ description: 'When it was submitted.' }) submittedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was decided or expired; null while pending.' }) decidedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'Username of the admin who decided ("deleted member #…" once her account is gone), or "system" when it expired; null while pending.',
  })
  reviewerLabel!: string | null;
  @Field(() => String, { nullable: true, description: "The reviewer's notes (an automatic note for an expired request); null when none." }) notes!:
    string | null;
  @Field({ description: 'False once the document was deleted (after a decision or the 30-day purge).' }) hasDocument!: boolean;
}

@ObjectType({ description: 'ID verification requests with the counts of the Pending and All tabs.' })
export class VerificationRequestList {
  @Field(() => Int, { description: 'Requests waiting for review.' }) pending!: number;
  @Field(() => Int, { description: 'All requests.' }) all!: number;
  @Field(() => [VerificationRequest], { description: 'Up to 500 requests: pending ones oldest first, or all newest first.' }) items!: VerificationRequest[];
}

@ObjectType({ description: 'An opened ID document: decrypted details and a 2-minute image link for this admin. Audit-logged.' })
export class IdDocument {
  @Field(() => IdType, { description: 'Kind of document.' }) idType!: IdType;
  @Field({ description: 'Full name as on the document.' }) fullName!: string;
  @Field({ description: 'The number on the document.' }) idNumber!: string;
  @Field({ description: 'Date of birth, YYYY-MM-DD.' }) dateOfBirth!: string;
  @Field({ description: "Link to the document image; works only for this admin's session, until expiresAt." }) url!: string;
  @Field({ description: 'When the link stops working (2 minutes after opening).' }) expiresAt!: Date;
}

export const VerificationListFilter = graphqlEnum('VerificationListFilter', 'Which ID verification requests to list.', {
  pending: 'Requests waiting for review, oldest first.',
  all: 'Every request, newest first.',
});
export type VerificationListFilter = EnumValue<typeof VerificationListFilter>;

@Resolver()
export class VerificationResolver {
  @Query(() => IdVerificationState, { description: "The signed-in member's ID verification state." })
  @Access('member')
  idVerificationStatus(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<IdVerificationState> {
    return ctx.services.verification.status(actor);
  }

  @Mutation(() => IdVerificationState, { description: 'Submits ID details and a photo of the document (multipart). Encrypted at rest; deleted after review.' })
  @Access('account:read-own')
  async submitIdVerification(
    @Arg('input', () => IdVerificationInput, { description: 'The details on the document.' }) input: IdVerificationInput,
    @Arg('idImage', () => GraphQLUpload, { description: 'Photo of the document (JPEG, PNG or WebP, under 5 MB) as a multipart file.' })
    idImage: Promise<FileUpload>,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<IdVerificationState> {
    const image = await readUpload(idImage, IMAGE_LIMITS.maxBytes);
    return ctx.services.verification.submit(ctx.em, actor, input, image);
  }

  @Query(() => VerificationRequestList, { description: 'ID verification requests with Pending/All counts.' })
  @Access('review_id_documents')
  verificationRequests(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => VerificationListFilter, { defaultValue: VerificationListFilter.PENDING, description: 'Pending requests only, or all.' })
    filter: VerificationListFilter,
  ): Promise<VerificationRequestList> {
    return ctx.services.verification.list(filter);
  }

  @Mutation(() => IdDocument, { description: 'Opens a request: decrypted details and a short-lived image link. Every call is audit-logged.' })
  @Access('review_id_documents')
  openIdDocument(
    @Arg('requestId', () => ID, { description: 'The request id; NOT_FOUND once its document was deleted.' }) requestId: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
  ): Promise<IdDocument> {
    return ctx.services.verification.openDocument(m.em, m.actor, requestId, m.ip);
  }

  @Mutation(() => Boolean, { description: 'Approves a pending request; the document is deleted; the member is notified and e-mailed.' })
  @Access('review_id_documents')
  approveVerification(
    @Arg('requestId', () => ID, { description: 'The request id; CONFLICT when it was decided already.' }) requestId: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @Arg('notes', () => String, {
      nullable: true,
      description: 'Optional reviewer notes (at most 1,000 characters are kept), stored with the request and audit-logged.',
    })
    notes?: string | null,
  ): Promise<boolean> {
    return ctx.services.verification.decide(m, requestId, IdVerificationStatus.APPROVED, notes);
  }

  @Mutation(() => Boolean, { description: 'Rejects a pending request; the document is deleted; the member is notified and e-mailed.' })
  @Access('review_id_documents')
  rejectVerification(
    @Arg('requestId', () => ID, { description: 'The request id; CONFLICT when it was decided already.' }) requestId: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @Arg('notes', () => String, {
      nullable: true,
      description: 'Optional reviewer notes (at most 1,000 characters are kept); sent to the member with the decision.',
    })
    notes?: string | null,
  ): Promise<boolean> {
    return ctx.services.verification.decide(m, requestId, IdVerificationStatus.REJECTED, notes);
  }
}
