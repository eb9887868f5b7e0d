import { describe, expect, it } from '@jest/globals';
import { buildSchema, execute, parse, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';

/*
 * patches/graphql-jit@0.8.9.patch: a leaf field's value is serialized directly when it is present, and the field's
 * error locations and path are built only for a null or an Error (before, each leaf of each row built them). The
 * answers, errors included, stay graphql-js's own: checked here on leaves at the top, in objects and in lists, with
 * values present, null, thrown Errors and values the serializer refuses.
 */

const schema = buildSchema(`
  enum Colour { RED GREEN }
  type Item { id: ID! name: String nick: String! count: Int colour: Colour rank: Int! }
  type Query { items: [Item!]! first: Item top: String! maybe: Int }
`);
const document = parse(`query Q { top maybe first { id name nick count colour rank } items { id name nick count colour rank } }`);

const plain = (r: ExecutionResult) => JSON.parse(JSON.stringify(r));

async function both(root: Record<string, unknown>) {
  const compiled = compileQuery(schema, document, 'Q');
  if (!isCompiledQuery(compiled)) throw new Error('not compiled');
  const jit = plain(await compiled.query(root, {}, {}));
  const js = plain(await execute({ schema, document, rootValue: root }));
  return { jit, js };
}

const good = { id: 7, name: 'Ada', nick: 'A', count: 3, colour: 'RED', rank: 1 };

describe('graphql-jit leaf fast path (patch)', () => {
  it('is applied: a present leaf goes straight to its serializer', () => {
    const compiled = compileQuery(schema, document, 'Q', { debug: true } as never) as unknown as Record<string, string>;
    const code = Object.entries(compiled).find(([k]) => k.includes('compilation'))?.[1] ?? '';
    expect(code).toContain('!= null && !(');
  });

  it('answers present values as graphql-js does', async () => {
    const { jit, js } = await both({ top: 'x', maybe: 2, first: good, items: [good, { ...good, id: 'b', name: null }] });
    expect(jit).toEqual(js);
    expect(jit.errors).toBeUndefined();
  });

  it('answers nulls, Errors and refused values with graphql-js errors (message, path, locations)', async () => {
    const cases: Record<string, unknown>[] = [
      { top: null, maybe: null, first: null, items: [] },
      { top: 'x', maybe: 'not a number', first: { ...good, nick: null }, items: [good] },
      { top: 'x', maybe: 1, first: { ...good, count: new Error('count failed') }, items: [good, { ...good, rank: new Error('rank failed') }] },
      {
        top: 'x',
        maybe: 1,
        first: { ...good, colour: 'BLUE' },
        items: [
          { ...good, rank: 'high' },
          { ...good, id: null },
        ],
      },
      { top: new Error('top failed'), maybe: 1, first: good, items: [good] },
    ];
    for (const root of cases) {
      const { jit, js } = await both(root);
      expect(jit.errors?.length).toBeGreaterThan(0);
      const shape = (r: ExecutionResult) => ({
        data: r.data,
        errors: (r.errors ?? []).map((e) => ({ message: e.message, path: e.path, locations: e.locations })).sort((a, b) => a.message.localeCompare(b.message)),
      });
      expect(shape(jit)).toEqual(shape(js));
    }
  });
});
