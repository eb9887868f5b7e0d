/** Quiet hours (Settings > Notifications): a daily window on her wall clock in which pushes wait until it ends. */
export interface QuietHours {
  enabled: boolean;
  /** HH:MM, 24-hour clock. */
  start: string;
  /** HH:MM; at or before `start`, the window ends the next day. */
  end: string;
}

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The wall clock in `timeZone` at `at`: its calendar day (as UTC midnight, in ms) and minutes since its midnight. */
function wallClock(at: Date, timeZone: string): { day: number; minutes: number; asUtc: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const day = Date.UTC(parts.year, parts.month - 1, parts.day);
  const minutes = parts.hour * 60 + parts.minute;
  return { day, minutes, asUtc: day + minutes * 60_000 + parts.second * 1000 + at.getUTCMilliseconds() };
}

/**
 * The instant the wall clock in `timeZone` reads `minutes` past midnight of `day` (UTC midnight of that calendar day).
 * Across a daylight-saving change the zone's offset is taken again at the candidate. A time that the clocks skip (the
 * spring-forward hour) is read on the clock after the jump (02:30 becomes 03:30); a time the clocks show twice (the
 * fall-back hour) is its first occurrence.
 */
function instantOf(day: number, minutes: number, timeZone: string): Date {
  const wanted = day + minutes * 60_000;
  const offsetAt = (t: number) => wallClock(new Date(t), timeZone).asUtc - t;
  const first = wanted - offsetAt(wanted);
  const second = wanted - offsetAt(first);
  const exact = [first, second].filter((t) => wallClock(new Date(t), timeZone).asUtc === wanted);
  return new Date(exact.length ? Math.min(...exact) : Math.max(first, second));
}

/**
 * When a push made at `now` may leave: null when quiet hours are off or `now` is outside them, else the end of the
 * window `now` falls in, on the wall clock of `timeZone` (her saved zone, else UTC). A window whose end is at or before
 * its start runs across midnight.
 */
export function quietHoursEnd(now: Date, quiet: QuietHours, timeZone: string | null): Date | null {
  if (!quiet.enabled) return null;
  const zone = timeZone ?? 'UTC';
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const { day, minutes } = wallClock(now, zone);
  const acrossMidnight = end < start;
  const inside = acrossMidnight ? minutes >= start || minutes < end : minutes >= start && minutes < end;
  if (!inside) return null;
  // Across midnight and after the start, the window ends tomorrow (by the calendar: a DST day is 23 or 25 hours).
  const endDay = acrossMidnight && minutes >= start ? day + 86_400_000 : day;
  return instantOf(endDay, end, zone);
}
