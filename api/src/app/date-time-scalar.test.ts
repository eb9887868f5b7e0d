import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { DateTimeISO, isoString } from './date-time-scalar.js';

describe('DateTimeISO', () => {
  it('writes every date as toISOString does', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect(isoString(date)).toBe(date.toISOString());
        expect(DateTimeISO.serialize(date)).toBe(GraphQLDateTimeISO.serialize(date));
      }),
      { numRuns: 5000 },
    );
    for (const ms of [0, -1, Date.UTC(999, 0, 1), Date.UTC(10000, 0, 1), -62198755200000, 8.64e15, -8.64e15]) {
      expect(isoString(new Date(ms))).toBe(new Date(ms).toISOString());
    }
  });

  it("is graphql-scalars' scalar for everything else: its name, description, input parsing and errors", () => {
    const { serialize: _ours, ...ours } = DateTimeISO.toConfig();
    const { serialize: _theirs, ...theirs } = GraphQLDateTimeISO.toConfig();
    expect(ours).toEqual(theirs);
    expect(DateTimeISO.serialize('2026-11-25T10:00:00Z')).toBe(GraphQLDateTimeISO.serialize('2026-11-25T10:00:00Z'));
    expect(() => DateTimeISO.serialize(new Date(NaN))).toThrow('DateTime cannot represent an invalid Date instance');
    expect(() => DateTimeISO.serialize({})).toThrow(/non string, non numeric or non Date/);
  });
});
