import { Field, ID, Int, ObjectType } from 'type-graphql';
import { RemovalReason, RemovalStatus, RemovalTargetType } from './removal-request.entity.js';

@ObjectType('RemovalRequestReceipt', { description: 'What the sender of a removal request gets back.' })
export class RemovalReceipt {
  @Field(() => ID, { description: 'Reference of the request (a UUID), also quoted in the e-mails.' })
  id!: string;

  @Field({
    description:
      'Whether the content is hidden until an admin decides: never on submission; on confirmation, true when a request about a minor or an intimate image hid it.',
  })
  contentHidden!: boolean;

  @Field({
    description:
      'True on submission: a link to confirm the request went to the contact e-mail. A request about a minor or an intimate image hides the content only once confirmed.',
  })
  confirmationSent!: boolean;
}

@ObjectType('RemovalRequest', { description: 'A removal request as admins see it.' })
export class RemovalRequestGql {
  @Field(() => ID, { description: 'The request id (a UUID), quoted to the sender as its reference.' })
  id!: string;

  @Field(() => RemovalTargetType, { description: 'What is to be removed.' })
  targetType!: RemovalTargetType;

  @Field(() => ID, { description: 'The profile id (PROFILE, IMAGE) or the report id (REPORT).' })
  targetId!: string;

  @Field({ description: 'The target as it was when the request came in, e.g. "Profile of Jane Doe (Boston, MA)".' })
  targetLabel!: string;

  @Field(() => ID, { nullable: true, description: 'The profile the target belongs to, while it exists.' })
  profileId!: string | null;

  @Field(() => RemovalReason, { description: 'Why the sender wants it removed.' })
  reason!: RemovalReason;

  @Field({ description: "The sender's explanation (20 to 2,000 characters)." })
  explanation!: string;

  @Field({ description: 'Where the acknowledgement and the decision are e-mailed.' })
  contactEmail!: string;

  @Field(() => RemovalStatus, { description: 'Pending, upheld or dismissed.' })
  status!: RemovalStatus;

  @Field({
    description:
      'True when the request hid the content (MINOR, INTIMATE_IMAGE, once its sender confirmed her address). Dismissing it unhides the content unless another pending request keeps it hidden.',
  })
  contentHidden!: boolean;

  @Field(() => String, { nullable: true, description: "The admin's reasons, as e-mailed to the sender; null while pending." })
  decisionReason!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was decided; null while pending.' })
  decidedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Username of the admin who decided ("deleted member #…" once her account is gone); null while pending.' })
  decidedBy!: string | null;

  @Field({ description: 'True once the sender confirmed her contact e-mail address through the link sent to it.' })
  contactConfirmed!: boolean;

  @Field(() => Int, { description: "How many of this sender's other requests (same contact e-mail address) moderators dismissed." })
  senderDismissedCount!: number;

  @Field({ description: 'When the request came in.' })
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
  contact_confirmed_at: Date | null;
  sender_dismissed: number;
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
    contactConfirmed: r.contact_confirmed_at !== null,
    senderDismissedCount: r.sender_dismissed,
  };
}
