import { Field, ID, ObjectType } from 'type-graphql';
import { RemovalReason, RemovalStatus, RemovalTargetType } from './removal-request.entity.js';

@ObjectType('RemovalRequestReceipt', { description: 'What the sender of a removal request gets back.' })
export class RemovalReceipt {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'True when the content was hidden at once until an admin decides (minor, intimate image).' })
  contentHidden!: boolean;
}

@ObjectType('RemovalRequest', { description: 'A removal request as admins see it.' })
export class RemovalRequestGql {
  @Field(() => ID)
  id!: string;

  @Field(() => RemovalTargetType)
  targetType!: RemovalTargetType;

  @Field(() => ID)
  targetId!: string;

  @Field({ description: 'The target as it was when the request came in, e.g. "Profile of Jane Doe (Boston, MA)".' })
  targetLabel!: string;

  @Field(() => ID, { nullable: true, description: 'The profile the target belongs to, while it exists.' })
  profileId!: string | null;

  @Field(() => RemovalReason)
  reason!: RemovalReason;

  @Field()
  explanation!: string;

  @Field()
  contactEmail!: string;

  @Field(() => RemovalStatus)
  status!: RemovalStatus;

  @Field()
  contentHidden!: boolean;

  @Field(() => String, { nullable: true })
  decisionReason!: string | null;

  @Field(() => Date, { nullable: true })
  decidedAt!: Date | null;

  @Field(() => String, { nullable: true })
  decidedBy!: string | null;

  @Field()
  createdAt!: Date;
}

export interface RemovalRow {
  id: string;
  target_type: RemovalTargetType;
  target_id: number;
  target_label: string;
  profile_id: number | null;
  reason: RemovalReason;
  explanation: string;
  contact_email: string;
  status: RemovalStatus;
  content_hidden: boolean;
  decision_reason: string | null;
  decided_at: Date | null;
  decided_by_label: string | null;
  created_at: Date;
}

export function presentRemovalRequest(r: RemovalRow): RemovalRequestGql {
  return {
    id: r.id,
    targetType: r.target_type,
    targetId: String(r.target_id),
    targetLabel: r.target_label,
    profileId: r.profile_id == null ? null : String(r.profile_id),
    reason: r.reason,
    explanation: r.explanation,
    contactEmail: r.contact_email,
    status: r.status,
    contentHidden: r.content_hidden,
    decisionReason: r.decision_reason,
    decidedAt: r.decided_at,
    decidedBy: r.decided_by_label,
    createdAt: r.created_at,
  };
}
