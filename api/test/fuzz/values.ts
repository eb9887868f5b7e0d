import { createHash } from 'node:crypto';
import fc from 'fast-check';
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLNamedInputType,
} from 'graphql';

/**
 * Value generators for the fuzz suite: plausible values (so that inputs get past the type checks into the services)
 * mixed with bad ones (NUL, lone surrogates, 1 MB strings, wrong types, huge numbers, deep nesting, duplicate keys).
 * Values are plain JSON data plus three markers the encoder below understands: OMIT (leave the key out), RawJson
 * (text written as is: `1e400`, deep nesting) and DupKeys (an object with repeated keys).
 */
export const OMIT: unique symbol = Symbol('omit');
export class RawJson {
  constructor(readonly text: string) {}
}
export class DupKeys {
  constructor(readonly entries: [string, unknown][]) {}
}

/** JSON text of a generated value (iterative for arrays and objects would be overkill: generated depth is small). */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof DupKeys) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  if (value === OMIT || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, v]) => v !== OMIT && v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? 'null';
}

/** The same value as a GraphQL literal (for documents with inline arguments); strings at enum positions stay bare. */
export function toLiteral(value: unknown, enumPosition = false): string {
  if (value instanceof RawJson) return /^-?[\d.eE+-]+$/.test(value.text) ? value.text : JSON.stringify(value.text);
  if (value instanceof DupKeys) return `{${value.entries.map(([k, v]) => `${safeName(k)}: ${toLiteral(v)}`).join(', ')}}`;
  if (value === OMIT || value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => toLiteral(v, enumPosition)).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, v]) => v !== OMIT && v !== undefined)
      .map(([k, v]) => `${safeName(k)}: ${toLiteral(v)}`)
      .join(', ')}}`;
  }
  if (typeof value === 'string') return enumPosition && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  return String(value);
}

/** encodeURIComponent that also takes lone surrogates (as their WTF-8 bytes, which a server must refuse). */
export function encodeLoose(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

const safeName = (k: string) => (/^[_A-Za-z][_0-9A-Za-z]*$/.test(k) ? k : `_${k.replace(/[^_0-9A-Za-z]/g, '_')}`);

/** Ids that exist in the fuzz database (members, profiles, reports, ...), ids of deleted rows, other members' ids. */
export interface KnownIds {
  ints: string[];
  uuids: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Strings

const MEGABYTE = 'x'.repeat(1 << 20);
const big = (n: number) => MEGABYTE.slice(0, n);

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  'a\u0007b\u001b[31mred',
  'line\r\nSet-Cookie: sid=evil',
  '\r\n\r\n',
  '\u202Eevil\u202C.jpg',
  '\u200B\u200D\uFEFF',
  '😀'.repeat(40),
  '👩‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'ﷺ'.repeat(100),
  'İıßẞǅ',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg/onload=alert(1)>',
  "' OR '1'='1",
  "'; drop table users; --",
  '1); select pg_sleep(5); --',
  '%00',
  '%',
  '%zz',
  '\\',
  '\\u0000',
  '../../etc/passwd',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '\t'.repeat(100),
  ' '.repeat(5000),
  '\n'.repeat(2000),
  'a'.repeat(256),
  'a'.repeat(4097),
);

/** Long strings: 10 KB to 1 MB (the JSON body limit is 100 KB, so the largest must be refused at the door). */
const longStrings = fc.constantFrom(10_000, 60_000, 99_000, 120_000, 1 << 20).map(big);

// Generation happens in the same process as the server, so generators stay cheap: short per-character strings,
// everything long or deep built once.
const anyText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\uD800', '\uDC00', '\u202E', 'a', ' ', '\n', '%', "'", '"', '\\'), maxLength: 20 }),
);

const NAMES = ['anna', 'bea', 'cleo', 'dana', 'Eve', 'f.g', 'h_i', 'j-k', 'x'];
const hex = (n: number) => createHash('sha256').update(String(n)).digest('hex');
const emails = fc.oneof(
  fc
    .tuple(fc.constantFrom(...NAMES), fc.nat(99_999), fc.constantFrom('example.com', 'example.org', 'EXAMPLE.COM', 'mail.example', 'x'.repeat(70) + '.io'))
    .map(([a, n, d]) => `${a}${n}@${d}`),
  fc.constantFrom(
    'a@b',
    '@',
    'x@',
    '@x.io',
    'a@b.c',
    'A@EXAMPLE.COM',
    'a+b@example.com',
    'a@[127.0.0.1]',
    '"a b"@example.com',
    `${'a'.repeat(300)}@example.com`,
  ),
);
const phones = fc.oneof(
  fc.integer({ min: 0, max: 9_999_999 }).map((n) => `+1555${String(n).padStart(7, '0')}`),
  fc.constantFrom(
    '+15555550123',
    '5555550123',
    '+1 (555) 555-0123',
    '+999999999999999999999',
    '+0',
    '+',
    'tel:+15555550123',
    '+44 20 7946 0958',
    '٠١٢٣',
    '+1555555012３',
  ),
  fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n })).map(([plus, n]) => `${plus ? '+' : ''}${n}`),
);
const codes = fc.oneof(
  fc.nat(999_999).map((n) => String(n).padStart(6, '0')),
  fc.constantFrom('000000', '123456', '12345', '1234567', '      ', '12 34 56', 'abcdef', 'ABCD-EFGH', '-12345', '1e5'),
  fc.nat(2 ** 31 - 1).map((n) => hex(n).slice(0, 4) + '-' + hex(n).slice(4, 8)),
);
const usernames = fc.oneof(
  fc.tuple(fc.constantFrom(...NAMES), fc.nat(99_999)).map(([a, n]) => `${a}${n}`),
  fc.constantFrom('admin', 'root', 'a', 'user.name', 'user name', 'ÄDMIN'),
);
const dates = fc.oneof(
  fc.date({ noInvalidDate: true, min: new Date(-8.64e15), max: new Date(8.64e15) }).map((d) => d.toISOString()),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2024-02-30', '0000-00-00', '9999-12-31', '+275760-09-13', '-000001-01-01', '1', '2024', 'yesterday', '2024-01-01T25:00:00Z', '2024-13-01'),
);

/** Report-list cursors: base64url of `[createdAt, id]` as the API writes them, with bad dates and ids, and garbage. */
const cursors = fc.oneof(
  fc
    .tuple(
      fc.oneof(dates, fc.constantFrom('1', 'infinity', '-infinity', 'epoch', 'now', '', '2020-01-01 00:00:00+99')),
      fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1e20, Number.MAX_SAFE_INTEGER, 0)),
    )
    .map((pair) => Buffer.from(JSON.stringify(pair)).toString('base64url')),
  fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '!!!', '====', 'W10', 'bnVsbA', 'e30', 'WyJ4Il0')),
  fc.constantFrom('{}', '[1]', '[null,null]', '["a",1,2]', '[[],{}]', '"x"').map((v) => Buffer.from(v).toString('base64url')),
);

/** Plausible text for an argument or field name (an e-mail for `email`, a code for `code`, ...). */
function hintedText(name: string): fc.Arbitrary<string> {
  const n = name.toLowerCase();
  if (n.includes('email')) return emails;
  if (n.includes('phone')) return phones;
  if (n === 'code' || n.endsWith('code')) return codes;
  if (n.includes('username')) return usernames;
  if (n === 'after' || n.includes('cursor')) return cursors;
  if (n.includes('date') || n.endsWith('at') || n === 'from' || n === 'to' || n === 'since') return dates;
  if (n.includes('password'))
    return fc.oneof(fc.string({ minLength: 0, maxLength: 30 }), fc.constantFrom('password123', 'correct horse battery staple', 'a'.repeat(129)));
  if (n.includes('token')) return fc.nat().chain((i) => fc.constantFrom(hex(i), Buffer.from(hex(i), 'hex').toString('base64url'), hex(i).slice(0, 10)));
  return fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.lorem({ maxCount: 8 }));
}

// ---------------------------------------------------------------------------------------------------------------
// Wrong types, numbers, ids

/** Deeply nested arrays or objects, written as raw JSON text (no recursion on either side of the wire). */
const deepNesting = fc.constantFrom(
  ...[50, 1000, 20_000].flatMap((n) => [new RawJson(`${'['.repeat(n)}1${']'.repeat(n)}`), new RawJson(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`)]),
);
/** Lists of 10,000 items (numbers, strings). */
const BIG_LISTS = [new RawJson(`[${Array.from({ length: 10_000 }, (_, i) => i).join(',')}]`), new RawJson(`[${'"a",'.repeat(9_999)}"a"]`)];

const hugeNumbers = fc.constantFrom(
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1e-400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('-0'),
  new RawJson('1.0'),
  new RawJson('0.1e1'),
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e20,
);

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  hugeNumbers,
  fc.string({ maxLength: 10 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxKeys: 3 }),
  fc.constant(new RawJson('{"__proto__":{"isAdmin":true,"role":"ADMIN"}}')),
  fc.constant(new RawJson('{"constructor":{"prototype":{"role":"ADMIN"}}}')),
  deepNesting,
  fc.constantFrom(...BIG_LISTS),
);

function idValues(known: KnownIds): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known.ints, ...known.uuids) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '',
        '0',
        '-1',
        '1',
        '2',
        '00001',
        '1.5',
        '1e3',
        '0x1F',
        ' 1',
        '1 ',
        '+1',
        '١٢',
        '9'.repeat(30),
        '2147483647',
        '2147483648',
        '-2147483649',
        '9007199254740993',
        'null',
        'NaN',
        'Infinity',
        "1' OR '1'='1",
        '1;select 1',
        '%31',
        '../1',
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        'a'.repeat(300),
      ),
    },
    { weight: 2, arbitrary: fc.uuid().map((u) => u) },
    { weight: 1, arbitrary: fc.uuid().map((u) => u.toUpperCase().replace(/-/g, '')) },
    { weight: 2, arbitrary: fc.integer({ min: -5, max: 100_000 }) },
    { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((n) => n.toString()) },
    { weight: 1, arbitrary: wrongType },
  );
}

/** Bad ids as they appear in a URL path segment (encoded, or deliberately not). */
export function pathIds(known: KnownIds): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: idValues(known).map((v) => encodeLoose(typeof v === 'string' ? v : toJson(v).slice(0, 2000))) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '%2F', '..', '.', '%2e%2e', '%C0%AE', '%FF', '%uD800', '%ED%A0%80', 'a%0Db', '%20') },
    { weight: 1, arbitrary: nastyStrings.map(encodeLoose) },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Values by GraphQL input type

/** Keys a member must not be able to set (mass assignment), sent as extra fields of input objects. */
const PRIVILEGED = ['role', 'isAdmin', 'approved', 'status', 'authorId', 'userId', 'banned', 'id', 'phoneVerifiedAt', 'emailVerified', '__typename'];

function stringOf(name: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 20, arbitrary: hintedText(name) },
    { weight: 8, arbitrary: nastyStrings },
    { weight: 4, arbitrary: anyText },
    { weight: 1, arbitrary: longStrings },
    { weight: 3, arbitrary: wrongType },
  );
}

function scalarOf(type: string, name: string, known: KnownIds): fc.Arbitrary<unknown> {
  switch (type) {
    case 'ID':
      return idValues(known);
    case 'Int': {
      const n = name.toLowerCase();
      const plausible = n.includes('page') && !n.includes('size') ? fc.integer({ min: -2, max: 60 }) : fc.integer({ min: -5, max: 250 });
      return fc.oneof(
        { weight: 8, arbitrary: plausible },
        { weight: 3, arbitrary: hugeNumbers },
        { weight: 1, arbitrary: fc.integer() },
        { weight: 1, arbitrary: fc.double() },
        { weight: 1, arbitrary: fc.constantFrom('1', '20', '') },
        { weight: 2, arbitrary: wrongType },
      );
    }
    case 'Float':
      return fc.oneof(
        { weight: 6, arbitrary: fc.double({ min: -200, max: 200, noNaN: true }) },
        { weight: 3, arbitrary: hugeNumbers },
        { weight: 2, arbitrary: fc.double() },
        { weight: 2, arbitrary: wrongType },
      );
    case 'Boolean':
      return fc.oneof(
        { weight: 6, arbitrary: fc.boolean() },
        { weight: 1, arbitrary: fc.constantFrom('true', 0, 1, 'yes') },
        { weight: 1, arbitrary: wrongType },
      );
    case 'DateTimeISO':
      return fc.oneof({ weight: 4, arbitrary: dates }, { weight: 1, arbitrary: nastyStrings }, { weight: 1, arbitrary: wrongType });
    case 'Upload':
      // JSON cannot carry a file: every value here is the wrong type (files arrive in multipart cases).
      return fc.oneof(wrongType, fc.constantFrom('file.jpg', 'data:image/png;base64,iVBORw0KGgo=', { filename: 'x.jpg', mimetype: 'image/jpeg' }));
    case 'JSONObject':
      return fc.oneof(fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 })), { maxKeys: 4 }), wrongType, deepNesting);
    default:
      return stringOf(name);
  }
}

/**
 * A value for an argument or input field of `type`. Non-null positions mostly get a value, sometimes null or
 * nothing; input objects get their fields plus, sometimes, a privileged extra key; `depth` bounds nesting.
 */
export function valueFor(type: GraphQLInputType, name: string, known: KnownIds, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 18, arbitrary: bareValue(type.ofType, name, known, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constant(OMIT) },
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: bareValue(type, name, known, depth) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.constant(OMIT) },
  );
}

function bareValue(type: GraphQLInputType, name: string, known: KnownIds, depth: number): fc.Arbitrary<unknown> {
  if (isListType(type)) {
    const item = valueFor(type.ofType, name, known, depth + 1);
    return fc.oneof(
      { weight: 5, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 2, arbitrary: item },
      { weight: 1, arbitrary: fc.constantFrom(...BIG_LISTS) },
    );
  }
  return namedValue(getNullableType(type) as GraphQLNamedInputType, name, known, depth);
}

function namedValue(type: GraphQLNamedInputType, name: string, known: KnownIds, depth: number): fc.Arbitrary<unknown> {
  if (isScalarType(type)) return scalarOf(type.name, name, known);
  if (isEnumType(type)) {
    const values = type.getValues().map((v) => v.name);
    return fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...values) },
      { weight: 2, arbitrary: fc.constantFrom(...values.map((v) => v.toLowerCase()), 'UNKNOWN', '', '__proto__', 'ADMIN', `${values[0]} `) },
      { weight: 1, arbitrary: wrongType },
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.oneof(fc.constant({}), wrongType);
    const fields = Object.values(type.getFields());
    const record = fc.record(Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, f.name, known, depth + 1)])));
    return fc.oneof(
      { weight: 10, arbitrary: record },
      {
        weight: 2,
        arbitrary: fc
          .tuple(record, fc.constantFrom(...PRIVILEGED), fc.oneof(fc.constantFrom('ADMIN', true, 1), wrongType))
          .map(([r, k, v]) => ({ ...(r as object), [k]: v })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(record, fc.constantFrom(...fields.map((f) => f.name)), wrongType)
          .map(([r, k, v]) => new DupKeys([...Object.entries(r as object).filter(([, x]) => x !== OMIT), [k, v]])),
      },
      { weight: 2, arbitrary: wrongType },
    );
  }
  return wrongType;
}

/** A generic bad-or-plausible JSON value for a REST body or query key (no schema is known there). */
export function looseValue(name: string, known: KnownIds): fc.Arbitrary<unknown> {
  const n = name.toLowerCase();
  if (n === 'id' || n.endsWith('id') || n.endsWith('ids')) return idValues(known);
  if (/page|limit|offset|count|rating|days|size|distance|first|^w$/.test(n)) return scalarOf('Int', name, known);
  if (/lat|lng|longitude|latitude/.test(n)) return scalarOf('Float', name, known);
  if (/^(is|has|unread|delete|anonymous|enabled|remember)/.test(n)) return scalarOf('Boolean', name, known);
  return stringOf(name);
}
