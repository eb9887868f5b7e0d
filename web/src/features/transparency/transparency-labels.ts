import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

type Intl = Pick<IntlShape, 'formatMessage' | 'formatNumber'>;

/** What the reason codes, outcomes and sanction kinds of the transparency report read as. Unknown codes read as themselves. */
const REASONS: Record<string, MessageDescriptor> = defineMessages({
  personal_information: { id: 'transparency.reason.personalInformation', defaultMessage: 'Personal information' },
  defamation: { id: 'transparency.reason.falseOrDefamatory', defaultMessage: 'False or defamatory' },
  false_or_defamatory: { id: 'transparency.reason.falseOrDefamatory', defaultMessage: 'False or defamatory' },
  harassment: { id: 'transparency.reason.harassment', defaultMessage: 'Harassment or hate' },
  minor: { id: 'transparency.reason.minor', defaultMessage: 'Involves a minor' },
  explicit: { id: 'transparency.reason.explicit', defaultMessage: 'Explicit content' },
  intimate_image: { id: 'transparency.reason.intimateImage', defaultMessage: 'Intimate image' },
  spam: { id: 'transparency.reason.spam', defaultMessage: 'Spam' },
  off_topic: { id: 'transparency.reason.offTopic', defaultMessage: 'Off topic' },
  duplicate: { id: 'transparency.reason.duplicate', defaultMessage: 'Duplicate' },
  copyright: { id: 'transparency.reason.copyright', defaultMessage: 'Copyright' },
  not_upheld: { id: 'transparency.reason.notUpheld', defaultMessage: 'Not upheld' },
  other: { id: 'transparency.reason.other', defaultMessage: 'Other' },
});

const OUTCOMES: Record<string, MessageDescriptor> = defineMessages({
  pending: { id: 'transparency.outcome.pending', defaultMessage: 'Waiting for a decision' },
  upheld: { id: 'transparency.outcome.upheld', defaultMessage: 'Upheld (removed)' },
  dismissed: { id: 'transparency.outcome.dismissed', defaultMessage: 'Dismissed (stayed)' },
});

const SANCTIONS: Record<string, MessageDescriptor> = defineMessages({
  'user.warn': { id: 'transparency.sanction.warn', defaultMessage: 'Warnings' },
  'user.suspend': { id: 'transparency.sanction.suspend', defaultMessage: 'Temporary suspensions' },
  'user.ban': { id: 'transparency.sanction.ban', defaultMessage: 'Permanent bans' },
});

const quarterMessage = defineMessage<{ quarter: string; year: string }>({
  id: 'transparency.quarter.period',
  defaultMessage: '{quarter, select, 1 {January to March {year}} 2 {April to June {year}} 3 {July to September {year}} other {October to December {year}}}',
  description: 'The months of a calendar quarter (1 to 4) and its year, e.g. "October to December 2026".',
});
const hoursMessage = defineMessage<{ hours: number }>({ id: 'transparency.duration.hours', defaultMessage: '{hours, plural, one {# hour} other {# hours}}' });
const daysMessage = defineMessage<{ days: number }>({ id: 'transparency.duration.days', defaultMessage: '{days, plural, one {# day} other {# days}}' });

/** 'some_code' → 'Some code': a code the page has no label for yet still reads (the API's own word, untranslated). */
function readable(code: string): string {
  const words = code
    .replace(/^user\./, '')
    .replace(/[._]+/g, ' ')
    .trim();
  return words ? words[0].toUpperCase() + words.slice(1) : code;
}

const label = (intl: Intl, labels: Record<string, MessageDescriptor>, code: string) =>
  Object.hasOwn(labels, code) ? intl.formatMessage(labels[code]) : readable(code);

export const reasonLabel = (intl: Intl, code: string) => label(intl, REASONS, code);
export const outcomeLabel = (intl: Intl, code: string) => label(intl, OUTCOMES, code);
export const sanctionLabel = (intl: Intl, kind: string) => label(intl, SANCTIONS, kind);

/** '2026-Q4' → 'October to December 2026' (in her language); a code that is not a quarter reads as itself. */
export function quarterLabel(intl: Intl, quarter: string): string {
  const q = Number(quarter.slice(6));
  if (!/^\d{4}-Q[1-4]$/.test(quarter)) return quarter;
  return intl.formatMessage(quarterMessage, { quarter: String(q), year: quarter.slice(0, 4) });
}

/** 6 → '6 hours', 1 → '1 hour', 50.5 → '2.1 days'. */
export function durationLabel(intl: Intl, hours: number): string {
  if (hours >= 48) return intl.formatMessage(daysMessage, { days: Math.round((hours / 24) * 10) / 10 });
  return intl.formatMessage(hoursMessage, { hours });
}

/** 0.5 → '50%', 1 → '100%', 0.66667 → '66.7%'. */
export const percentLabel = (intl: Intl, share: number) => intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1 });
