import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { FlagReason, GuidelineRule } from '../../gql/graphql';

const m = defineMessages({
  personal: { id: 'flag.reason.personalInformation', defaultMessage: 'Personal information' },
  personalHint: { id: 'flag.reason.personalInformationHint', defaultMessage: 'A phone number, an address, a workplace or anything that pins her down.' },
  harassment: { id: 'flag.reason.harassment', defaultMessage: 'Harassment or hate' },
  harassmentHint: { id: 'flag.reason.harassmentHint', defaultMessage: 'Insults, threats, hate or calls to act against someone.' },
  falseOrDefamatory: { id: 'flag.reason.falseOrDefamatory', defaultMessage: 'False or defamatory' },
  falseOrDefamatoryHint: { id: 'flag.reason.falseOrDefamatoryHint', defaultMessage: 'Claims that are untrue or damage someone unfairly.' },
  minor: { id: 'flag.reason.minor', defaultMessage: 'About a minor' },
  minorHint: { id: 'flag.reason.minorHint', defaultMessage: 'It is about someone under 18. It is hidden at once until a moderator decides.' },
  intimateImage: { id: 'flag.reason.intimateImage', defaultMessage: 'Intimate image' },
  intimateImageHint: {
    id: 'flag.reason.intimateImageHint',
    defaultMessage: 'An explicit or intimate picture. It is hidden at once until a moderator decides.',
  },
  spam: { id: 'flag.reason.spam', defaultMessage: 'Spam' },
  spamHint: { id: 'flag.reason.spamHint', defaultMessage: 'Advertising, or not about a dating or friendship experience.' },
  other: { id: 'flag.reason.other', defaultMessage: 'Other' },
  otherHint: { id: 'flag.reason.otherHint', defaultMessage: 'Tell us what is wrong in the note.' },
});

/** The flag reasons a member chooses from, with a short hint (messages, formatted where shown). */
export const FLAG_REASON_OPTIONS: readonly { value: FlagReason; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { value: 'PERSONAL_INFORMATION', label: m.personal, hint: m.personalHint },
  { value: 'HARASSMENT', label: m.harassment, hint: m.harassmentHint },
  { value: 'FALSE_OR_DEFAMATORY', label: m.falseOrDefamatory, hint: m.falseOrDefamatoryHint },
  { value: 'MINOR', label: m.minor, hint: m.minorHint },
  { value: 'INTIMATE_IMAGE', label: m.intimateImage, hint: m.intimateImageHint },
  { value: 'SPAM', label: m.spam, hint: m.spamHint },
  { value: 'OTHER', label: m.other, hint: m.otherHint },
];

/** A flag reason's name in her language (`intl`); without it, in English (the admin screens, not on messages yet). */
export const flagReasonLabel = (reason: FlagReason, intl?: Pick<IntlShape, 'formatMessage'>) => {
  const label = FLAG_REASON_OPTIONS.find((option) => option.value === reason)?.label;
  if (!label) return reason;
  return intl ? intl.formatMessage(label) : String(label.defaultMessage);
};

const rules = defineMessages({
  OWN_EXPERIENCE: { id: 'flag.rule.ownExperience', defaultMessage: 'Share your own experience', description: 'A section title of the community guidelines.' },
  PERSONAL_INFORMATION: {
    id: 'flag.rule.personalInformation',
    defaultMessage: 'Keep personal information out',
    description: 'A section title of the community guidelines.',
  },
  NAMING_PEOPLE: { id: 'flag.rule.namingPeople', defaultMessage: 'Naming people', description: 'A section title of the community guidelines.' },
  PHOTOS: { id: 'flag.rule.photos', defaultMessage: 'Photos', description: 'A section title of the community guidelines.' },
  ZERO_TOLERANCE: { id: 'flag.rule.zeroTolerance', defaultMessage: 'Zero tolerance', description: 'A section title of the community guidelines.' },
  FAIR_AND_KIND: { id: 'flag.rule.fairAndKind', defaultMessage: 'Be fair and kind', description: 'A section title of the community guidelines.' },
});

const RULES: readonly GuidelineRule[] = ['OWN_EXPERIENCE', 'PERSONAL_INFORMATION', 'NAMING_PEOPLE', 'PHOTOS', 'ZERO_TOLERANCE', 'FAIR_AND_KIND'];

/** The sections of the community guidelines (/guidelines) a moderator's decision applies, named in her language (`intl`). */
export const guidelineRuleOptions = (intl: Pick<IntlShape, 'formatMessage'>): { value: GuidelineRule; label: string }[] =>
  RULES.map((value) => ({ value, label: intl.formatMessage(rules[value]) }));

/** A guideline rule's name in her language, as /guidelines titles its section; an unknown code as it is. */
export const guidelineRuleLabel = (rule: string | null | undefined, intl: Pick<IntlShape, 'formatMessage'>): string | null | undefined =>
  RULES.includes(rule as GuidelineRule) ? intl.formatMessage(rules[rule as GuidelineRule]) : rule;
