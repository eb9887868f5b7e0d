import { readFileSync } from 'node:fs';
import ts from 'typescript';
import * as limits from './index.js';

/** The literal types index.d.ts declares for each export (`{ a: 1 }` -> { a: 1 }, `readonly [1, 7]` -> [1, 7]). */
function declaredValues(): Record<string, unknown> {
  const path = new URL('./index.d.ts', import.meta.url);
  const file = ts.createSourceFile('index.d.ts', readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const literal = (node: ts.TypeNode): unknown => {
    if (ts.isLiteralTypeNode(node) && ts.isNumericLiteral(node.literal)) return Number(node.literal.text);
    if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return node.literal.text;
    if (ts.isTypeOperatorNode(node)) return literal(node.type);
    if (ts.isTupleTypeNode(node)) return node.elements.map(literal);
    if (ts.isTypeLiteralNode(node)) return Object.fromEntries(node.members.filter(ts.isPropertySignature).map((m) => [m.name.getText(file), literal(m.type!)]));
    throw new Error(`index.d.ts: no literal type in ${node.getText(file)}`);
  };
  const out: Record<string, unknown> = {};
  for (const statement of file.statements)
    if (ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) out[d.name.getText(file)] = literal(d.type!);
  return out;
}

describe('@tea/limits', () => {
  it('declares (index.d.ts) exactly the values it exports (index.js)', () => {
    const values = Object.fromEntries(Object.entries(limits).filter(([, v]) => typeof v !== 'function'));
    expect(values).toEqual(declaredValues());
  });

  it('cannot be changed at run time by one of its users', () => {
    expect(Object.isFrozen(limits.LIMITS)).toBe(true);
    expect(Object.isFrozen(limits.LIVE_LIMITS)).toBe(true);
    expect(Object.isFrozen(limits.SUSPENSION_DAYS)).toBe(true);
    expect(Object.isFrozen(limits.WATCH_LIMITS)).toBe(true);
    expect(Object.isFrozen(limits.WATCH_RADII)).toBe(true);
    expect(Object.isFrozen(limits.RESERVED_USERNAME_WORDS)).toBe(true);
  });

  it.each([
    'admin',
    'Administrator',
    'moderator',
    'MOD',
    'support',
    'tea_support',
    'Mod.jane',
    'jane-admin',
    'admin2',
    'trust_safety',
    'jane_trust_safety',
    'team.tea',
    'a.d.m.i.n',
    'root',
    'official_rosa',
  ])('refuses %j: it passes for staff', (name) => {
    expect(limits.isReservedUsername(name)).toBe(true);
  });

  it.each(['modesty', 'adminton', 'rosa', 'teacher', 'helpful_hannah', 'rootbeer', 'jane.support5x', 'staffordshire', 'trusty', 'jane_safety'])(
    'allows %j',
    (name) => {
      expect(limits.isReservedUsername(name)).toBe(false);
    },
  );

  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['en-US;q=0.4,en;q=0.5,de;q=0.9', 'de'],
    ['en-US,de;q=0.9', 'en'],
    ['DE', 'de'],
    ['it-IT,it;q=0.9', 'en'],
    ['es;q=0, fr;q=0.1', 'fr'],
    ['', 'en'],
    [undefined, 'en'],
    [';;;,q=,es;q=abc', 'en'],
  ])('negotiates Accept-Language %j as %j', (header, locale) => {
    expect(limits.negotiateLocale(header)).toBe(locale);
  });

  it('accepts only its four languages and four time zones', () => {
    expect(limits.LOCALES.every(limits.isLocale)).toBe(true);
    expect(limits.TIME_ZONES.every(limits.isTimeZone)).toBe(true);
    for (const bad of ['EN', 'pt', 'es-MX', '', null, 3]) expect(limits.isLocale(bad)).toBe(false);
    for (const bad of ['Europe/Paris', 'utc', 'America/Denver', '', null]) expect(limits.isTimeZone(bad)).toBe(false);
    expect(limits.defaultTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(limits.defaultTimeZone('Europe/Berlin')).toBe('UTC');
    expect(limits.defaultTimeZone(undefined)).toBe('UTC');
  });
});
