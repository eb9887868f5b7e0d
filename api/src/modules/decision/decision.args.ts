import { Arg } from 'type-graphql';
import { ModerationReason } from './decision.inputs.js';
import { GuidelineRule } from './guidelines.js';

/**
 * The optional arguments a moderator's decision takes beside its subject (`reason`, `note`, `rule`), declared once: each
 * is nullable with the type the statement of reasons records. The reason and the note say in their description who
 * reads them (the author, the member who added the person, the audit log), so each field passes its own; the rule's
 * meaning is the same on every decision.
 */

/** `reason: ModerationReason`: the reason code of the decision. */
export function ReasonArg(description: string): ReturnType<typeof Arg> {
  return Arg('reason', () => ModerationReason, { nullable: true, description });
}

/** `note: String`: a moderator's free text (at most 1,000 characters, checked by the command's schema). */
export function NoteArg(description: string): ReturnType<typeof Arg> {
  return Arg('note', () => String, { nullable: true, description });
}

/** `rule: GuidelineRule`: the rule of the community guidelines the decision applies. */
export function RuleArg(): ReturnType<typeof Arg> {
  return Arg('rule', () => GuidelineRule, {
    nullable: true,
    description: 'The rule of the community guidelines the decision applies, stated to the member (default: the usual rule of the reason).',
  });
}
