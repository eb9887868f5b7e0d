import type { FlagReason, GuidelineRule } from '../../gql/graphql';

/** The flag reasons a member chooses from, with a short hint. */
export const FLAG_REASON_OPTIONS: readonly { value: FlagReason; label: string; hint: string }[] = [
  { value: 'PERSONAL_INFORMATION', label: 'Personal information', hint: 'A phone number, an address, a workplace or anything that pins her down.' },
  { value: 'HARASSMENT', label: 'Harassment or hate', hint: 'Insults, threats, hate or calls to act against someone.' },
  { value: 'FALSE_OR_DEFAMATORY', label: 'False or defamatory', hint: 'Claims that are untrue or damage someone unfairly.' },
  { value: 'MINOR', label: 'About a minor', hint: 'It is about someone under 18. It is hidden at once until a moderator decides.' },
  { value: 'INTIMATE_IMAGE', label: 'Intimate image', hint: 'An explicit or intimate picture. It is hidden at once until a moderator decides.' },
  { value: 'SPAM', label: 'Spam', hint: 'Advertising, or not about a dating or friendship experience.' },
  { value: 'OTHER', label: 'Other', hint: 'Tell us what is wrong in the note.' },
];

export const flagReasonLabel = (reason: FlagReason) => FLAG_REASON_OPTIONS.find((option) => option.value === reason)?.label ?? reason;

/** The sections of the community guidelines (/guidelines) a moderator's decision applies. */
export const GUIDELINE_RULE_OPTIONS: readonly { value: GuidelineRule; label: string }[] = [
  { value: 'OWN_EXPERIENCE', label: 'Share your own experience' },
  { value: 'PERSONAL_INFORMATION', label: 'Keep personal information out' },
  { value: 'NAMING_PEOPLE', label: 'Naming people' },
  { value: 'PHOTOS', label: 'Photos' },
  { value: 'ZERO_TOLERANCE', label: 'Zero tolerance' },
  { value: 'FAIR_AND_KIND', label: 'Be fair and kind' },
];
