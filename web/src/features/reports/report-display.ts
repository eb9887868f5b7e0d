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

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "yesterday", "just now". */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return '';
  if (Math.abs(seconds) < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** A calendar date ("2025-03-14") shown as "Mar 14, 2025", without any time-zone shift. */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A timestamp shown as "Mar 14, 2025". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Today's date as YYYY-MM-DD in the member's time zone (the latest date of interaction allowed). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Reports per 'Load more' page on a profile (also asked for before the app runs: app/preload.ts). */
export const REPORTS_PAGE_SIZE = 10;
