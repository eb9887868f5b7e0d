import { describe, expect, it } from '@jest/globals';
import { Batcher, perRequest } from './batch.js';

describe('Batcher', () => {
  it('loads the keys asked for together (the items of one page) with one call, and later ones with the next', async () => {
    const calls: string[][] = [];
    const batch = new Batcher(async (keys: string[]) => {
      calls.push([...keys]);
      return new Map(keys.filter((k) => k !== 'b').map((k) => [k, k.toUpperCase()]));
    });
    // As a list's field resolvers run: each item asks after a few promise jobs of its own.
    const page = ['a', 'b', 'c'].map(async (key, i) => {
      for (let n = 0; n < i * 3; n += 1) await Promise.resolve();
      return batch.get(key);
    });
    expect(await Promise.all(page)).toEqual(['A', undefined, 'C']);
    expect(calls).toEqual([['a', 'b', 'c']]);
    expect(await batch.get('d')).toBe('D');
    expect(calls).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('keeps one value per request object', () => {
    const store = new WeakMap<object, { n: number }>();
    const one = {};
    const first = perRequest(store, one, () => ({ n: 1 }));
    expect(perRequest(store, one, () => ({ n: 2 }))).toBe(first);
    expect(perRequest(store, {}, () => ({ n: 3 }))).toEqual({ n: 3 });
  });
});
