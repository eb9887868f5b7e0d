import type { ReportKind, ReportStatus } from '../../gql/graphql';

/** SPEC §2 badge of a report card. */
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
