import { countOf } from './plural';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'profile')).toBe('1 profile');
    expect(countOf(0, 'profile')).toBe('0 profiles');
    expect(countOf(2, 'report')).toBe('2 reports');
    expect(countOf(12000, 'profile')).toBe('12,000 profiles');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });
});
