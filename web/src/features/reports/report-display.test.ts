import { createIntl } from 'react-intl';
import es from '../../i18n/messages/es.json';
import { validateReport } from './forms/report-validation';
import { calendarDateText, dateTimeText, formatCalendarDate, formatDate, relativeTime, relativeTimeText } from './report-display';

// The hand-written formats say exactly what Intl says in English (report-display.ts explains why they avoid Intl).

const NOW = new Date('2026-03-14T09:26:53.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Intl's own answer, with relativeTime's choice of unit. */
function intlRelative(iso: string, now: Date): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Math.abs(seconds) < 60) return 'just now';
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 24 * 3600],
    ['month', 30 * 24 * 3600],
    ['week', 7 * 24 * 3600],
    ['day', 24 * 3600],
    ['hour', 3600],
    ['minute', 60],
  ];
  const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s)!;
  return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(Math.round(seconds / size), unit);
}

describe('relativeTime', () => {
  const offsets = [
    0,
    -30_000,
    -MINUTE,
    -59 * MINUTE,
    -HOUR,
    -90 * MINUTE,
    -23 * HOUR,
    -DAY,
    -36 * HOUR,
    -2 * DAY,
    -6 * DAY,
    -7 * DAY,
    -10 * DAY,
    -29 * DAY,
    -30 * DAY,
    -40 * DAY,
    -200 * DAY,
    -364 * DAY,
    -365 * DAY,
    -600 * DAY,
    -3650 * DAY,
    MINUTE,
    2 * HOUR,
    DAY,
    3 * DAY,
    8 * DAY,
    45 * DAY,
    400 * DAY,
    900 * DAY,
  ];

  it.each(offsets)('says what Intl says %p ms from now', (offset) => {
    const iso = new Date(NOW.getTime() + offset).toISOString();
    expect(relativeTime(iso, NOW)).toBe(intlRelative(iso, NOW));
  });

  it('says nothing for a date it cannot read', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});

describe('formatDate and formatCalendarDate', () => {
  const instants = ['2026-03-14T09:26:53.000Z', '2025-12-31T23:59:59.000Z', '2024-02-29T00:00:00.000Z', '2026-01-01T00:30:00.000Z', '1999-07-04T12:00:00.000Z'];
  const options = { month: 'short', day: 'numeric', year: 'numeric' } as const;

  it.each(instants)('writes %p as Intl does, in UTC and in the local time zone', (iso) => {
    const date = new Date(iso);
    expect(formatDate(iso, 'UTC')).toBe(date.toLocaleDateString('en-US', { ...options, timeZone: 'UTC' }));
    expect(formatDate(iso)).toBe(date.toLocaleDateString('en-US', options));
  });

  it.each(['2026-03-14', '2025-12-01', '2024-02-29', '1999-07-04T00:00:00'])('writes the calendar date %p as Intl does', (isoDate) => {
    const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
    expect(formatCalendarDate(isoDate)).toBe(new Date(y, m - 1, d).toLocaleDateString('en-US', options));
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatCalendarDate('someday')).toBe('someday');
  });
});

describe('in her language (issue 23)', () => {
  const en = createIntl({ locale: 'en', defaultLocale: 'en', timeZone: 'UTC' });
  const spanish = createIntl({ locale: 'es', defaultLocale: 'en', messages: es, timeZone: 'UTC' });

  it('says relative times as relativeTime does in English, and in Spanish', () => {
    for (const offset of [0, -3 * HOUR, -DAY, -10 * DAY, -400 * DAY]) {
      const iso = new Date(NOW.getTime() + offset).toISOString();
      expect(relativeTimeText(en, iso, NOW)).toBe(relativeTime(iso, NOW));
    }
    expect(relativeTimeText(spanish, new Date(NOW.getTime() - 3 * HOUR).toISOString(), NOW)).toBe('hace 3 horas');
    expect(relativeTimeText(spanish, new Date(NOW.getTime() - DAY).toISOString(), NOW)).toBe('ayer');
    expect(relativeTimeText(spanish, NOW.toISOString(), NOW)).toBe('justo ahora');
  });

  it('writes a calendar day in English as before, and in Spanish', () => {
    expect(calendarDateText(en, '2026-03-01')).toBe(formatCalendarDate('2026-03-01'));
    expect(calendarDateText(spanish, '2026-03-01')).toBe('1 mar 2026');
  });

  it('writes a moment with its time of day in her zone: Chicago is six hours behind UTC in November, Los Angeles eight', () => {
    const moment = '2026-11-27T15:05:00.000Z';
    const inZone = (timeZone: string, locale = 'en') => createIntl({ locale, defaultLocale: 'en', messages: locale === 'es' ? es : {}, timeZone });
    expect(dateTimeText(inZone('UTC'), moment)).toBe('Nov 27, 2026, 3:05 PM');
    expect(dateTimeText(inZone('America/Chicago'), moment)).toBe('Nov 27, 2026, 9:05 AM');
    expect(dateTimeText(inZone('America/Los_Angeles'), moment)).toBe('Nov 27, 2026, 7:05 AM');
    // Summer time: Chicago is five hours behind UTC in July.
    expect(dateTimeText(inZone('America/Chicago'), '2026-07-01T15:05:00.000Z')).toBe('Jul 1, 2026, 10:05 AM');
    expect(dateTimeText(inZone('America/New_York', 'es'), moment)).toBe('27 nov 2026, 10:05');
    expect(dateTimeText(en, 'not a date')).toBe('not a date');
  });

  it('words the report form errors in Spanish', () => {
    expect(validateReport({ title: 'Hi' }, spanish, NOW)).toMatchObject({
      reportType: 'Elige un tipo de experiencia.',
      title: 'El título debe tener al menos 5 caracteres',
      content: 'El reporte debe tener al menos 20 caracteres',
    });
    expect(validateReport({ title: 'Hi' }, en, NOW).title).toBe('Title must be at least 5 characters');
  });
});
