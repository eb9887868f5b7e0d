import type { IntlShape, MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import type { ReportKind, ReportStatus } from '../../gql/graphql';

/** SPEC §2 badge of a report card, in English: the admin screens still read it (this folder uses REPORT_TYPE_BADGE_MESSAGES). */
export const REPORT_TYPE_BADGES: Record<ReportKind, string> = {
  POSITIVE: 'Positive Experience',
  NEGATIVE: 'Concerning Experience',
  NEUTRAL: 'Neutral Experience',
};

/** The star picker's preset for each type (positive 5, neutral 3, negative 1), as the API defaults it too. */
export const DEFAULT_RATING: Record<ReportKind, number> = {
  POSITIVE: 5,
  NEUTRAL: 3,
  NEGATIVE: 1,
};

/**
 * SPEC §9's counter: every report text field counts up to 500 ('characters/500'), with a warning past it. It is not a
 * cap (SPEC §5: none is enforced there); the API's own maximum (LIMITS.reportContentMax) still applies.
 */
export const REPORT_COUNTER_MAX = 500;

/** In English: the admin screens still read it (this folder uses REPORT_STATUS_MESSAGES). */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  PENDING: 'Pending',
};

/*
 * Dates and relative times are written by hand, in exactly the words `Intl` uses for English: the first Intl
 * date or relative-time format of a page loads ICU data, some 100-150 ms of main thread each on a slow phone, spent
 * while the first screen becomes interactive (issue 7). report-display.test.ts holds them to Intl's output.
 */

type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const UNITS: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** `numeric: 'auto'` words for one unit back and ahead. */
const ADJACENT: Partial<Record<RelativeUnit, [string, string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
};

/** What `new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(value, unit)` says for a whole value other than 0. */
function formatRelative(value: number, unit: RelativeUnit): string {
  const adjacent = ADJACENT[unit];
  if (adjacent && Math.abs(value) === 1) return value < 0 ? adjacent[0] : adjacent[1];
  const amount = Math.abs(value);
  const words = `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${unit}${amount === 1 ? '' : 's'}`;
  return value < 0 ? `${words} ago` : `in ${words}`;
}

/** "3 days ago", "yesterday", "just now". */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return '';
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    // `|| 0`: Math.round gives -0 for -0.4, which Intl would write as "0 ... ago" (never reached: |seconds| >= size).
    if (Math.abs(seconds) >= size) return formatRelative(Math.round(seconds / size) || 0, unit);
  }
  return 'just now';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date ("2025-03-14") shown as "Mar 14, 2025", without any time-zone shift. */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A timestamp shown as "Mar 14, 2025" (in `locale`'s words), in `timeZone` (the browser's own when undefined). */
export function formatDate(iso: string, timeZone?: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

/** Today's date as YYYY-MM-DD in the member's time zone (the latest date of interaction allowed). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Reports per 'Load more' page on a profile (also asked for before the app runs: app/preload.ts). */
export const REPORTS_PAGE_SIZE = 10;

/** SPEC §2 badge of a report card, as messages. */
export const REPORT_TYPE_BADGE_MESSAGES = defineMessages({
  POSITIVE: { id: 'reports.badge.positive', defaultMessage: 'Positive Experience', description: 'Badge of a positive report.' },
  NEGATIVE: { id: 'reports.badge.negative', defaultMessage: 'Concerning Experience', description: 'Badge of a negative report.' },
  NEUTRAL: { id: 'reports.badge.neutral', defaultMessage: 'Neutral Experience', description: 'Badge of a neutral report.' },
} satisfies Record<ReportKind, MessageDescriptor>);

/** The status of one of her reports, as messages. */
export const REPORT_STATUS_MESSAGES = defineMessages({
  APPROVED: { id: 'reports.status.approved', defaultMessage: 'Approved', description: 'Status of her report.' },
  REJECTED: { id: 'reports.status.rejected', defaultMessage: 'Rejected', description: 'Status of her report.' },
  PENDING: { id: 'reports.status.pending', defaultMessage: 'Pending', description: 'Status of her report.' },
} satisfies Record<ReportStatus, MessageDescriptor>);

/**
 * relativeTime in her language: the same choice of unit, written by Intl ('hace 3 horas', 'ayer'); under a minute
 * 'just now'. `now` is the render's clock (useRenderClock), so a server render and its hydration agree.
 */
export function relativeTimeText(intl: IntlShape, iso: string, now: Date): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return '';
  const unit = UNITS.find(([, size]) => Math.abs(seconds) >= size);
  if (Math.abs(seconds) < 60 || !unit) {
    return intl.formatMessage({ id: 'reports.time.justNow', defaultMessage: 'just now', description: 'A moment under a minute ago.' });
  }
  return intl.formatRelativeTime(Math.round(seconds / unit[1]) || 0, unit[0], { numeric: 'auto' });
}

/** A calendar day ('2026-03-01', no time zone) as 'Mar 1, 2026' in her language. */
export function calendarDateText(intl: IntlShape, isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return intl.formatDate(date, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** A moment as 'Mar 1, 2026' in her language and time zone (the provider's). */
export function dateText(intl: IntlShape, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return intl.formatDate(date, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A moment as 'Mar 1, 2026, 3:05 PM' in her language and time zone (the provider's): the hover text of a relative time. */
export function dateTimeText(intl: IntlShape, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
}
