import { describe, expect, it } from '@jest/globals';
import { quietHoursEnd } from './quiet-hours.js';

const NIGHT = { enabled: true, start: '22:00', end: '07:00' };
const end = (at: string, quiet = NIGHT, zone: string | null = 'America/Chicago') => quietHoursEnd(new Date(at), quiet, zone)?.toISOString() ?? null;

describe('quiet hours on her clock', () => {
  it('hold until 07:00 in Chicago, as UTC: 13:00 in winter (CST), 12:00 in summer (CDT)', () => {
    expect(end('2026-11-27T05:00:00Z')).toBe('2026-11-27T13:00:00.000Z'); // 23:00 the evening before
    expect(end('2026-11-27T10:30:00Z')).toBe('2026-11-27T13:00:00.000Z'); // 04:30
    expect(end('2026-07-01T04:00:00Z')).toBe('2026-07-01T12:00:00.000Z'); // 23:00 CDT
  });

  it('are not in force outside the window, at its end, or when turned off', () => {
    expect(end('2026-11-27T03:59:00Z')).toBeNull(); // 21:59
    expect(end('2026-11-27T13:00:00Z')).toBeNull(); // 07:00 exactly: the window has ended
    expect(end('2026-11-27T18:00:00Z')).toBeNull(); // noon
    expect(end('2026-11-27T05:00:00Z', { ...NIGHT, enabled: false })).toBeNull();
    expect(end('2026-11-27T05:00:00Z', { enabled: true, start: '07:00', end: '07:00' })).toBeNull();
  });

  it('end on the right morning across a daylight-saving change (the night is an hour shorter or longer)', () => {
    // 2026-03-08: clocks go from 02:00 CST to 03:00 CDT. 23:00 CST on the 7th -> 07:00 CDT on the 8th.
    expect(end('2026-03-08T05:00:00Z')).toBe('2026-03-08T12:00:00.000Z');
    // 2026-11-01: clocks go back from 02:00 CDT to 01:00 CST. 23:00 CDT on Oct 31 -> 07:00 CST on Nov 1.
    expect(end('2026-11-01T04:00:00Z')).toBe('2026-11-01T13:00:00.000Z');
    // An end the clocks skip (02:30 on 8 March) is read after the jump (03:30 CDT).
    expect(end('2026-03-08T07:00:00Z', { enabled: true, start: '01:00', end: '02:30' })).toBe('2026-03-08T08:30:00.000Z');
    // An end the clocks show twice (01:30 on 1 November) is its first time (CDT).
    expect(end('2026-11-01T05:00:00Z', { enabled: true, start: '00:00', end: '01:30' })).toBe('2026-11-01T06:30:00.000Z');
  });

  it('a window within one day, and UTC when she chose no time zone', () => {
    const afternoon = { enabled: true, start: '13:00', end: '15:30' };
    expect(end('2026-11-27T13:10:00Z', afternoon, null)).toBe('2026-11-27T15:30:00.000Z');
    expect(end('2026-11-27T12:59:00Z', afternoon, null)).toBeNull();
    expect(end('2026-11-27T02:00:00Z', NIGHT, null)).toBe('2026-11-27T07:00:00.000Z');
    expect(end('2026-11-27T23:00:00Z', NIGHT, null)).toBe('2026-11-28T07:00:00.000Z');
  });
});
