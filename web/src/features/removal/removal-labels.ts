import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { RemovalReason, RemovalStatus, RemovalTargetType } from '../../gql/graphql';

const m = defineMessages({
  profile: { id: 'removal.target.profile', defaultMessage: 'A whole profile' },
  report: { id: 'removal.target.report', defaultMessage: 'A report' },
  image: { id: 'removal.target.image', defaultMessage: 'A profile photo' },
  minor: { id: 'removal.reason.minor', defaultMessage: 'It concerns a minor' },
  intimateImage: { id: 'removal.reason.intimateImage', defaultMessage: 'It is an intimate image' },
  personalInformation: { id: 'removal.reason.personalInformation', defaultMessage: 'It contains personal information' },
  falseOrDefamatory: { id: 'removal.reason.falseOrDefamatory', defaultMessage: 'It is false or defamatory' },
  harassment: { id: 'removal.reason.harassment', defaultMessage: 'It is harassment' },
  copyright: { id: 'removal.reason.copyright', defaultMessage: 'It infringes copyright' },
  other: { id: 'removal.reason.other', defaultMessage: 'Other' },
});

/** What can be removed (messages, formatted where shown). */
export const TARGET_OPTIONS: { value: RemovalTargetType; label: MessageDescriptor }[] = [
  { value: 'PROFILE' as RemovalTargetType, label: m.profile },
  { value: 'REPORT' as RemovalTargetType, label: m.report },
  { value: 'IMAGE' as RemovalTargetType, label: m.image },
];

/** Why a removal is asked for (messages, formatted where shown). */
export const REMOVAL_REASON_OPTIONS: { value: RemovalReason; label: MessageDescriptor }[] = [
  { value: 'MINOR' as RemovalReason, label: m.minor },
  { value: 'INTIMATE_IMAGE' as RemovalReason, label: m.intimateImage },
  { value: 'PERSONAL_INFORMATION' as RemovalReason, label: m.personalInformation },
  { value: 'FALSE_OR_DEFAMATORY' as RemovalReason, label: m.falseOrDefamatory },
  { value: 'HARASSMENT' as RemovalReason, label: m.harassment },
  { value: 'COPYRIGHT' as RemovalReason, label: m.copyright },
  { value: 'OTHER' as RemovalReason, label: m.other },
];

/** Options of a select, in her language. */
export const formatOptions = <T extends string>(intl: Pick<IntlShape, 'formatMessage'>, options: readonly { value: T; label: MessageDescriptor }[]) =>
  options.map(({ value, label }) => ({ value, label: intl.formatMessage(label) }));

/** A removal reason in her language (`intl`); without it, in English (the admin screen, not on messages yet). */
export const reasonLabel = (r: RemovalReason, intl?: Pick<IntlShape, 'formatMessage'>) => {
  const label = REMOVAL_REASON_OPTIONS.find((o) => o.value === r)?.label;
  if (!label) return r;
  return intl ? intl.formatMessage(label) : String(label.defaultMessage);
};
const short = defineMessages({
  PROFILE: { id: 'removal.targetShort.profile', defaultMessage: 'Profile', description: 'What a removal request is about, in a list.' },
  REPORT: { id: 'removal.targetShort.report', defaultMessage: 'Report', description: 'What a removal request is about, in a list.' },
  IMAGE: { id: 'removal.targetShort.image', defaultMessage: 'Photo', description: 'What a removal request is about, in a list.' },
  PENDING: { id: 'removal.status.pending', defaultMessage: 'Pending', description: 'Where a removal request stands.' },
  UPHELD: { id: 'removal.status.upheld', defaultMessage: 'Upheld', description: 'Where a removal request stands: the content was removed.' },
  DISMISSED: { id: 'removal.status.dismissed', defaultMessage: 'Dismissed', description: 'Where a removal request stands: the content stays.' },
});

const shortLabel = (key: keyof typeof short, intl?: Pick<IntlShape, 'formatMessage'>) =>
  intl ? intl.formatMessage(short[key]) : String(short[key].defaultMessage);

/** What a request is about, short (the admin list); in her language with `intl`, else in English (the admin screen, not on messages yet). */
export const targetLabel = (t: RemovalTargetType, intl?: Pick<IntlShape, 'formatMessage'>) => shortLabel(t, intl);
/** Where a request stands; in her language with `intl`, else in English (the admin screen, not on messages yet). */
export const statusLabel = (s: RemovalStatus, intl?: Pick<IntlShape, 'formatMessage'>) => shortLabel(s, intl);
