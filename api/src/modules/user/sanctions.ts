import { ModerationReason } from '../decision/decision.inputs.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';
import { textOf } from '../../core/i18n.js';
import { LADDER_MESSAGES } from './user.messages.js';

/**
 * Graduated sanctions (issue 10 item 6; SafeTea's ladder): a removal, then a warning, after 3 warnings a suspension,
 * then a ban. Zero-tolerance reasons go straight to a ban.
 */
export const SanctionStep = graphqlEnum(
  'SanctionStep',
  "The next step of the sanctions ladder (a removal, a warning, after 3 warnings a suspension, then a ban) the admin's view suggests.",
  {
    none: 'Nothing to suggest: no upheld violations, or she is banned already.',
    warning: 'A warning: she has upheld violations and fewer than 3 warnings.',
    suspension: 'A suspension (1, 7 or 30 days): she has 3 or more warnings.',
    ban: 'A ban: she was suspended before, or a violation was zero-tolerance (a minor, an explicit or intimate image).',
  },
);
export type SanctionStep = EnumValue<typeof SanctionStep>;

/** The reasons that go straight to a ban, whatever came before (children, explicit and intimate images). */
export const ZERO_TOLERANCE_REASONS: readonly ModerationReason[] = [ModerationReason.MINOR, ModerationReason.EXPLICIT, ModerationReason.INTIMATE_IMAGE];

/** Warnings before the ladder suggests a suspension. */
export const WARNINGS_BEFORE_SUSPENSION = 3;

/**
 * Decisions that are no strike against the member they affect: a removal request not upheld (she asked, nobody found
 * a violation) and automatic decisions (flags hid an item: nobody has judged it yet).
 */
const NOT_STRIKES = ['removal.dismiss'];

/**
 * A member's strikes, as columns of a lateral join on `users u`: every decision against her content or her account that
 * a moderator made and no upheld appeal reversed (served by decisions_affected_user_idx). Constants only: no parameters.
 */
export const STRIKES_LATERAL = `left join lateral (
    select count(*)::int as strikes,
           count(*) filter (where d.kind = 'user.warn')::int as warnings,
           count(*) filter (where d.kind = 'user.suspend')::int as suspensions,
           coalesce(bool_or(d.reason_code in (${ZERO_TOLERANCE_REASONS.map((r) => `'${r}'`).join(', ')})), false) as zero_tolerance
    from decisions d
    where d.affected_user_id = u.id and d.reversed_at is null and not d.automatic and d.kind not in (${NOT_STRIKES.map((k) => `'${k}'`).join(', ')})
  ) strikes on true`;

/** The columns STRIKES_LATERAL adds to a row. */
export interface StrikeCounts {
  strikes: number;
  warnings: number;
  suspensions: number;
  zero_tolerance: boolean;
}

export interface SanctionSuggestion {
  step: SanctionStep;
  /** Why, in English (LADDER_MESSAGES; `translateText` words it in an admin's language). */
  explanation: string;
}

/** The next step of the ladder for a member with these standing strikes. */
export function suggestSanction(c: StrikeCounts, banned: boolean): SanctionSuggestion {
  if (banned) return { step: SanctionStep.NONE, explanation: LADDER_MESSAGES.banned.defaultMessage };
  if (c.zero_tolerance) return { step: SanctionStep.BAN, explanation: LADDER_MESSAGES.zeroTolerance.defaultMessage };
  if (c.suspensions > 0) return { step: SanctionStep.BAN, explanation: textOf(LADDER_MESSAGES.suspendedBefore, { count: c.suspensions }) };
  if (c.warnings >= WARNINGS_BEFORE_SUSPENSION) return { step: SanctionStep.SUSPENSION, explanation: textOf(LADDER_MESSAGES.warnings, { count: c.warnings }) };
  if (c.strikes > 0) return { step: SanctionStep.WARNING, explanation: textOf(LADDER_MESSAGES.strikes, { strikes: c.strikes, warnings: c.warnings }) };
  return { step: SanctionStep.NONE, explanation: LADDER_MESSAGES.none.defaultMessage };
}
