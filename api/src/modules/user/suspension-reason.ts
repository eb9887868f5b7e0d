import type { Locale } from '@tea/limits';
import { textOf, translate, translateText } from '../../core/i18n.js';
import { ModerationReason } from '../decision/decision.inputs.js';
import { REASON_MESSAGES } from '../decision/decision.messages.js';
import { SUSPENSION_MESSAGES } from './user.messages.js';

/**
 * A suspension's reason is stored as text (`users.suspension_reason`): the moderator's note as she wrote it, or, when she
 * wrote none, 'your content broke the community guidelines (<reason>)' in English. The English of each reason code is
 * registered here (`textOf`) when the module loads, so that `translateText` words the stored English, of today's
 * suspensions and of older ones alike, in the reader's language; a moderator's note stays as written.
 */
const DEFAULT_REASONS = new Map<string, string>(
  Object.values(ModerationReason).map((code) => [
    code,
    textOf(SUSPENSION_MESSAGES.defaultReason, { reason: (locale: Locale) => translate(locale, REASON_MESSAGES[code]) }),
  ]),
);

/** 'your content broke the community guidelines (it is harassing or abusive)': what is stored when she wrote no note. */
export function defaultSuspensionReason(code: ModerationReason): string {
  return DEFAULT_REASONS.get(code)!;
}

/** A stored suspension reason in `locale`: the default one translated, a moderator's note as she wrote it. */
export function suspensionReasonIn(reason: string | null, locale: Locale): string | null {
  return reason === null ? null : translateText(locale, reason);
}

/**
 * An admin's view of a member with its texts in `locale`, as GraphQL's field resolvers word them (for REST): the
 * suspension's reason she reads and why the ladder suggests its next step.
 */
export function adminUserIn<T extends { suspensionReason: string | null; suggestedSanctionReason: string }>(user: T, locale: Locale): T {
  return {
    ...user,
    suspensionReason: suspensionReasonIn(user.suspensionReason, locale),
    suggestedSanctionReason: translateText(locale, user.suggestedSanctionReason),
  };
}
