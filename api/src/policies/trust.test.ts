import { describe, expect, it } from '@jest/globals';
import { belowTrustFloor, flagWeight, isMobileLine, standingOf } from './trust.js';

describe('trust (issue 21 item 1)', () => {
  it('a mobile line: the provider lookup decides where there is one, else the numbering plan', () => {
    expect(isMobileLine('+447911123456', null)).toBe(true); // UK mobile
    expect(isMobileLine('+14152001234', null)).toBe(true); // North America: fixed line or mobile
    expect(isMobileLine('+445612345678', null)).toBe(false); // UK 056: VoIP
    expect(isMobileLine('+18005550123', null)).toBe(false); // toll free
    expect(isMobileLine('+15005550006', null)).toBe(false); // personal number
    expect(isMobileLine('+15551000001', null)).toBe(false); // not a number anyone is given
    expect(isMobileLine('+14152001234', 'nonFixedVoip')).toBe(false);
    expect(isMobileLine('+445612345678', 'mobile')).toBe(true);
    expect(isMobileLine(null, 'mobile')).toBe(false);
  });

  it("a flag's weight follows her record, after Discourse's flag score", () => {
    expect(flagWeight({ upheld: 0, dismissed: 0 })).toBe(1);
    expect(flagWeight({ upheld: 0, dismissed: 1 })).toBe(0.5);
    expect(flagWeight({ upheld: 0, dismissed: 2 })).toBe(0.33);
    expect(flagWeight({ upheld: 5, dismissed: 0 })).toBe(1.5);
    expect(flagWeight({ upheld: 50, dismissed: 0 })).toBe(2);
  });

  it('the trust floor: a verified mobile number, an account old enough, no suspension or ban, a record above 0.5', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const base = {
      created_at: new Date('2026-11-01T00:00:00Z'),
      phone_e164: '+447911123456',
      phone_hash: 'h',
      phone_verified_at: new Date('2026-11-02T00:00:00Z'),
      phone_line_type: null,
      suspended_until: null,
      banned: false,
    };
    expect(belowTrustFloor(base, 7, now)).toEqual([]);
    expect(belowTrustFloor({ ...base, created_at: new Date('2026-11-25T00:00:00Z') }, 7, now)).toEqual(['account too new']);
    expect(belowTrustFloor({ ...base, created_at: new Date('2026-11-25T00:00:00Z') }, 0, now)).toEqual([]);
    expect(belowTrustFloor({ ...base, phone_verified_at: null }, 7, now)).toEqual(['no verified mobile number']);
    expect(belowTrustFloor({ ...base, phone_e164: '+445612345678' }, 7, now)).toEqual(['not a mobile line']);
    expect(belowTrustFloor({ ...base, suspended_until: new Date('2026-12-01T00:00:00Z') }, 7, now)).toEqual(['suspended']);
    expect(belowTrustFloor({ ...base, banned: true }, 7, now)).toEqual(['suspended']);
    expect(standingOf({ ...base, upheld: 0, dismissed: 2 }, 7, now)).toEqual({ trusted: false, reasons: ['flag record'], weight: 0, phoneHash: 'h' });
    expect(standingOf({ ...base, upheld: 1, dismissed: 0 }, 7, now)).toEqual({ trusted: true, reasons: [], weight: 1.1, phoneHash: 'h' });
  });
});
