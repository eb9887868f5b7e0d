import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { pageTotal } from './profile.service.js';
import { TtlCache } from '../../shared/ttl-cache.js';

describe('pageTotal: the total shown with a page stays truthful whatever the count said', () => {
  it('a short page is the last one: exact, from the rows themselves', () => {
    expect(pageTotal({ total: 900_000, exact: false }, 40, 20, 7)).toEqual({ total: 47, exact: true });
    expect(pageTotal({ total: 3, exact: true }, 0, 20, 5)).toEqual({ total: 5, exact: true });
  });

  it('a page followed by more rows means more than the page ends at', () => {
    expect(pageTotal({ total: 30, exact: true }, 0, 20, 21)).toEqual({ total: 30, exact: true });
    expect(pageTotal({ total: 12, exact: true }, 0, 20, 21)).toEqual({ total: 21, exact: false });
    expect(pageTotal({ total: 123_456, exact: false }, 0, 20, 21)).toEqual({ total: 123_000, exact: false });
  });

  it('an empty page past the end never claims more than lies before it', () => {
    expect(pageTotal({ total: 0, exact: true }, 0, 20, 0)).toEqual({ total: 0, exact: true });
    expect(pageTotal({ total: 5_000, exact: false }, 100, 20, 0)).toEqual({ total: 100, exact: false });
    expect(pageTotal({ total: 50, exact: true }, 100, 20, 0)).toEqual({ total: 50, exact: true });
  });

  it('holds for any count, offset and page (property)', () => {
    fc.assert(
      fc.property(fc.nat(2_000_000), fc.boolean(), fc.nat(500), fc.integer({ min: 1, max: 100 }), fc.nat(101), (n, exact, pageIndex, pageSize, rows) => {
        const found = Math.min(rows, pageSize + 1);
        const offset = pageIndex * pageSize;
        const t = pageTotal({ total: n, exact }, offset, pageSize, found);
        if (found > pageSize) expect(t.total).toBeGreaterThan(offset + pageSize);
        if (found > 0 && found <= pageSize) expect(t).toEqual({ total: offset + found, exact: true });
        if (found === 0 && offset > 0) expect(t.total).toBeLessThanOrEqual(offset);
        expect(Number.isInteger(t.total) && t.total >= 0).toBe(true);
      }),
    );
  });
});

describe('TtlCache', () => {
  it('forgets entries after their time and drops the oldest beyond its size', () => {
    let now = 0;
    const cache = new TtlCache<number>(1000, 2, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual([2, 3]);
    now = 1000;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
