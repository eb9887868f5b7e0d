import fc from 'fast-check';
import { getNamedType, type GraphQLArgument } from 'graphql';
import { selectionFor, type Operation } from './operations.js';
import { DupKeys, encodeLoose, looseValue, OMIT, pathIds, toJson, toLiteral, valueFor, wrongType, type KnownIds } from './values.js';

/** One generated HTTP request. Printed (by fast-check, on failure) in a short form: bodies can be 1 MB. */
export class FuzzRequest {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly headers: Record<string, string>,
    readonly body: string | Buffer | undefined,
    /** Which generator made it (`vars`, `raw:truncated`, `multipart`, ...), for the report and the summary. */
    readonly shape: string,
    /** A header-size case: the server may answer 431 or close the connection before answering. */
    readonly mayDrop = false,
  ) {}

  /** The request as text (for the leak check: a pattern that the request itself holds may be echoed back). */
  text(): string {
    return `${this.path}\n${typeof this.body === 'string' ? this.body : (this.body?.toString('latin1') ?? '')}`;
  }

  [fc.toStringMethod](): string {
    const body = typeof this.body === 'string' ? this.body : this.body?.toString('latin1');
    const short = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
    return `${this.method} ${short(this.path, 300)} [${this.shape}] headers=${JSON.stringify(this.headers)} body=${body === undefined ? '-' : JSON.stringify(short(body, 600))}`;
  }
}

export interface Context {
  known: KnownIds;
  /** Key names for REST bodies and query strings. */
  keys: string[];
  /** The keys each `/api` handler reads itself (by operation name). */
  routeKeys: Map<string, string[]>;
  /** Multipart file field names the REST handlers read. */
  fileFields: string[];
  /** Small files: a valid PNG and JPEG, a truncated JPEG, HTML, random bytes. */
  files: { name: string; type: string; data: Buffer }[];
}

const JSON_TYPE = { 'content-type': 'application/json' };

// ---------------------------------------------------------------------------------------------------------------
// Shared body variants

// Built once: these are large.
const DEEP_OBJECT = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
const DEEP_ARRAY = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const HUGE_BODY = `{"a":"${'x'.repeat(2 << 20)}"}`;
const FIXED_BODIES: [string, string | Buffer][] = [
  ['empty', ''],
  ['brace', '{'],
  ['null', 'null'],
  ['array', '[]'],
  ['string', '"x"'],
  ['number', '0'],
  ['true', 'true'],
  ['nan', '{"a":NaN,"b":Infinity}'],
  ['deep', DEEP_OBJECT],
  ['deep-array', DEEP_ARRAY],
  ['proto', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"role":"ADMIN"}}}'],
  ['huge', HUGE_BODY],
  ['bad-utf8', Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]), Buffer.from('"}')])],
  ['nul-bytes', Buffer.from('{"a":"\u0000"}\u0000\u0000', 'latin1')],
];
const DERIVED_BODIES: [string, (valid: string) => string][] = [
  ['truncated', (v) => v.slice(0, Math.max(1, v.length - 1))],
  ['half', (v) => v.slice(0, Math.floor(v.length / 2))],
  ['batch', (v) => `[${v},${v}]`],
  ['bom', (v) => `\uFEFF${v}`],
  ['trailing', (v) => `${v} garbage`],
  ['two-docs', (v) => `${v}${v}`],
  ['dup-keys', (v) => v.replace(/^\{/, '{"query":1,"variables":"x","a":1,"a":{"b":[1,2]},')],
  ['single-quotes', (v) => v.replace(/"/g, "'")],
  ['comments', (v) => `/* c */${v}`],
];

/** Bodies that are broken as JSON or as a request: truncated, not an object, batched, duplicate keys, BOM, ... */
function brokenBodies(valid: string): fc.Arbitrary<{ body: string | Buffer; shape: string }> {
  return fc.oneof(
    fc.constantFrom(...FIXED_BODIES).map(([shape, body]) => ({ body, shape: `raw:${shape}` })),
    fc.constantFrom(...DERIVED_BODIES).map(([shape, make]) => ({ body: make(valid), shape: `raw:${shape}` })),
  );
}

/** A valid body sent with the wrong (or odd) content type or encoding. */
function wrongContentType(): fc.Arbitrary<{ headers: Record<string, string>; shape: string }> {
  const types = [
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=zzz',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/json; charset=nope',
    'application/graphql',
    'application/JSON',
    'application/vnd.api+json',
    'application/json, text/plain',
    'image/png',
    '*/*',
    ';;;',
  ];
  return fc.oneof(
    fc.tuple(fc.constantFrom(...types), fc.boolean()).map(([type, preflight]) => ({
      headers: { 'content-type': type, ...(preflight ? { 'x-requested-with': 'XMLHttpRequest', 'apollo-require-preflight': 'true' } : {}) },
      shape: `content-type:${type}${preflight ? '+preflight' : ''}`,
    })),
    fc.constantFrom('gzip', 'br', 'deflate', 'x-unknown', 'gzip, gzip').map((enc) => ({
      headers: { 'content-type': 'application/json', 'content-encoding': enc },
      shape: `content-encoding:${enc}`,
    })),
    fc.constant({ headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, shape: 'cross-origin' }),
    fc.constant({ headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, shape: 'cross-site' }),
  );
}

/** A multipart/form-data body from text fields and files (the boundary is fixed; bodies never contain it). */
function multipart(parts: { name: string; value?: string; file?: { name: string; type: string; data: Buffer } }[]): { body: Buffer; type: string } {
  const boundary = '----fuzzBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.file) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"; filename="${p.file.name}"\r\nContent-Type: ${p.file.type}\r\n\r\n`));
      chunks.push(p.file.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const fileNames = fc.constantFrom('photo.jpg', '../../etc/passwd.jpg', 'a\u0000b.png', 'x\r\ny.jpg', '\u202Egpj.exe', 'a'.repeat(2000), '', '.htaccess');

function files(ctx: Context): fc.Arbitrary<{ name: string; type: string; data: Buffer }> {
  return fc
    .tuple(fc.constantFrom(...ctx.files), fileNames, fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/octet-stream', ''))
    .map(([f, name, type]) => ({ ...f, name, type: type || f.type }));
}

// ---------------------------------------------------------------------------------------------------------------
// GraphQL

const argDeclaration = (a: GraphQLArgument) => `$${a.name}: ${String(a.type)}`;

function documentWithVariables(op: Extract<Operation, { kind: 'graphql' }>, args: readonly GraphQLArgument[] = op.field.args): string {
  const vars = args.length ? `(${args.map(argDeclaration).join(', ')})` : '';
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  return `${op.operation} Fuzz${vars} { ${op.field.name}${call} ${selectionFor(op.field, op.operation)} }`;
}

function documentWithLiterals(op: Extract<Operation, { kind: 'graphql' }>, values: Record<string, unknown>): string {
  const args = op.field.args.filter((a) => values[a.name] !== OMIT);
  const call = args.length ? `(${args.map((a) => `${a.name}: ${toLiteral(values[a.name], isEnumArg(a))}`).join(', ')})` : '';
  return `${op.operation} { ${op.field.name}${call} ${selectionFor(op.field, op.operation)} }`;
}

const isEnumArg = (a: GraphQLArgument) => 'getValues' in getNamedType(a.type);

/** Requests for one GraphQL root field: typed variables, inline literals, broken documents and bodies, GET, multipart. */
export function graphqlRequests(op: Extract<Operation, { kind: 'graphql' }>, ctx: Context): fc.Arbitrary<FuzzRequest> {
  const args = op.field.args;
  const values = fc.record(Object.fromEntries(args.map((a) => [a.name, valueFor(a.type, a.name, ctx.known)]))) as fc.Arbitrary<Record<string, unknown>>;
  const doc = documentWithVariables(op);
  const post = (body: string | Buffer, shape: string, headers: Record<string, string> = JSON_TYPE) => new FuzzRequest('POST', '/graphql', headers, body, shape);
  const withVars = (query: string, vars: unknown) => `{"query":${JSON.stringify(query)},"variables":${toJson(vars)}}`;

  const shapes: fc.WeightedArbitrary<FuzzRequest>[] = [
    // Typed variables: the most common shape, and the one that reaches the services.
    { weight: 12, arbitrary: values.map((v) => post(withVars(doc, v), 'vars')) },
    // Inline literals (big ints, bad enums, nested objects written into the document).
    { weight: 3, arbitrary: values.map((v) => post(JSON.stringify({ query: documentWithLiterals(op, v) }), 'literals')) },
    // Variables of the wrong declared type, undeclared or unknown variables, unknown arguments.
    {
      weight: 2,
      arbitrary: fc
        .tuple(values, fc.constantFrom('wrong-decl', 'undeclared', 'unknown-arg', 'extra-var', 'alias-twice', 'fragment-loop', 'directive'))
        .map(([v, how]) => {
          const field = op.field.name;
          const sel = selectionFor(op.field, op.operation);
          let query = doc;
          if (how === 'wrong-decl') query = doc.replace(/(\$\w+: )[[\]\w!]+/, '$1Boolean');
          if (how === 'undeclared') query = `${op.operation} { ${field}${args.length ? `(${args[0].name}: $nope)` : ''} ${sel} }`;
          if (how === 'unknown-arg') query = `${op.operation} { ${field}(zzz: 1, role: ADMIN) ${sel} }`;
          if (how === 'extra-var') query = doc.replace('Fuzz', 'Fuzz($extra: String)').replace('Fuzz($extra: String)(', 'Fuzz($extra: String, ');
          if (how === 'alias-twice')
            query = `${op.operation} { a: ${documentWithLiterals(op, v)
              .replace(/^\w+ \{ /, '')
              .replace(/ \}$/, '')} b: ${documentWithLiterals(op, v)
              .replace(/^\w+ \{ /, '')
              .replace(/ \}$/, '')} }`;
          if (how === 'fragment-loop')
            query = `${op.operation} { ...A } fragment A on ${op.operation === 'query' ? 'Query' : 'Mutation'} { ...B } fragment B on ${op.operation === 'query' ? 'Query' : 'Mutation'} { ...A }`;
          if (how === 'directive') query = doc.replace(`{ ${field}`, `{ ${field} @include(if: "yes") @skip(if: $nope) @deprecated`);
          return post(withVars(query, { ...v, extra: 'x' }), `doc:${how}`);
        }),
    },
    // Bodies that are not a valid GraphQL-over-HTTP request.
    { weight: 3, arbitrary: values.chain((v) => brokenBodies(withVars(doc, v))).map((b) => post(b.body, b.shape)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          values,
          fc.constantFrom(
            'query-number',
            'query-null',
            'query-object',
            'vars-string',
            'vars-array',
            'opname-number',
            'opname-missing',
            'persisted',
            'dup-vars',
            'no-query',
          ),
        )
        .map(([v, how]) => {
          const vars = toJson(v);
          const body: Record<string, string> = {
            'query-number': `{"query":123,"variables":${vars}}`,
            'query-null': `{"query":null,"variables":${vars}}`,
            'query-object': `{"query":{"kind":"Document"},"variables":${vars}}`,
            'vars-string': `{"query":${JSON.stringify(doc)},"variables":${JSON.stringify(vars)}}`,
            'vars-array': `{"query":${JSON.stringify(doc)},"variables":[${vars}]}`,
            'opname-number': `{"query":${JSON.stringify(doc)},"variables":${vars},"operationName":5}`,
            'opname-missing': `{"query":${JSON.stringify(doc)},"variables":${vars},"operationName":"Other"}`,
            persisted: `{"variables":${vars},"extensions":{"persistedQuery":{"version":1,"sha256Hash":"${'0'.repeat(64)}"}}}`,
            'dup-vars': `{"query":${JSON.stringify(doc)},"variables":${vars.replace(/^\{/, '{"a":1,"a":"2",')}}`,
            'no-query': `{"variables":${vars}}`,
          };
          return post(body[how], `body:${how}`);
        }),
    },
    // A valid body with the wrong content type (CSRF guard, body parser) or encoding.
    { weight: 2, arbitrary: fc.tuple(values, wrongContentType()).map(([v, ct]) => post(withVars(doc, v), ct.shape, ct.headers)) },
    // GET (mutations must be refused; queries need the preflight header).
    {
      weight: 2,
      arbitrary: fc.tuple(values, fc.boolean(), fc.boolean()).map(([v, preflight, hugeQuery]) => {
        const qs = `query=${encodeURIComponent(doc)}&variables=${encodeLoose(toJson(v).slice(0, hugeQuery ? 200_000 : 4000))}`;
        return new FuzzRequest(
          'GET',
          `/graphql?${qs}`,
          preflight ? { 'apollo-require-preflight': 'true' } : {},
          undefined,
          `get${preflight ? '+preflight' : ''}`,
          hugeQuery,
        );
      }),
    },
    // Multipart (the upload path): well-formed with a file, and broken maps and operations.
    {
      weight: 2,
      arbitrary: fc
        .tuple(values, files(ctx), fc.constantFrom('ok', 'no-preflight', 'bad-map', 'no-map', 'bad-ops', 'map-many', 'two-files', 'map-proto'))
        .map(([v, file, how]) => gqlMultipart(op, doc, v, file, how)),
    },
  ];
  return fc.oneof(...shapes);
}

function gqlMultipart(
  op: Extract<Operation, { kind: 'graphql' }>,
  doc: string,
  values: Record<string, unknown>,
  file: Context['files'][number],
  how: string,
): FuzzRequest {
  const upload = op.field.args.find((a) => getNamedType(a.type).name === 'Upload');
  const target = upload ? `variables.${upload.name}` : `variables.${op.field.args[0]?.name ?? 'file'}`;
  const ops = how === 'bad-ops' ? '{"query": ' : `{"query":${JSON.stringify(doc)},"variables":${toJson(upload ? { ...values, [upload.name]: null } : values)}}`;
  const map: Record<string, string> = {
    ok: JSON.stringify({ 0: [target] }),
    'no-preflight': JSON.stringify({ 0: [target] }),
    'bad-map': '{"0": "variables.x"',
    'map-many': JSON.stringify({ 0: [target, target, 'variables.input', 'query', '__proto__.x'] }),
    'two-files': JSON.stringify({ 0: [target], 1: [target] }),
    'map-proto': JSON.stringify({ __proto__: [target], constructor: ['variables'] }),
  };
  const parts: Parameters<typeof multipart>[0] = [{ name: 'operations', value: ops }];
  if (how !== 'no-map') parts.push({ name: 'map', value: map[how] ?? map.ok });
  parts.push({ name: '0', file });
  if (how === 'two-files') parts.push({ name: '1', file });
  const { body, type } = multipart(parts);
  const headers: Record<string, string> = { 'content-type': type, ...(how === 'no-preflight' ? {} : { 'apollo-require-preflight': 'true' }) };
  return new FuzzRequest('POST', '/graphql', headers, body, `multipart:${how}`);
}

// ---------------------------------------------------------------------------------------------------------------
// REST

/** A JSON object of known keys (from the schema and the REST handlers) with plausible and bad values. */
function keyNames(ctx: Context, op?: Operation): fc.Arbitrary<string> {
  const own = op ? ctx.routeKeys.get(op.name) : undefined;
  return own?.length
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: fc.constantFrom(...ctx.keys) })
    : fc.constantFrom(...ctx.keys);
}

function looseObject(ctx: Context, op?: Operation): fc.Arbitrary<unknown> {
  const entry = keyNames(ctx, op).chain((k) => looseValue(k, ctx.known).map((v) => [k, v] as [string, unknown]));
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(entry, { maxLength: 9 }).map((entries) => Object.fromEntries(entries)) },
    {
      weight: 1,
      arbitrary: fc
        .array(entry, { minLength: 2, maxLength: 6 })
        .map((entries) => new DupKeys([...entries, ...entries.map(([k]) => [k, null] as [string, unknown])])),
    },
    { weight: 1, arbitrary: wrongType },
  );
}

function queryString(ctx: Context, op: Operation): fc.Arbitrary<string> {
  const pair = keyNames(ctx, op).chain((k) =>
    fc.tuple(
      fc.constantFrom(k, `${k}[]`, `${k}[a]`, `${k}[__proto__]`, `${k}.x`),
      // Values stay under 2,000 characters: the whole URL must fit Node's 16 KB header limit ('long-url' tests that).
      looseValue(k, ctx.known).map((v) => (typeof v === 'string' ? v : v === OMIT ? '' : toJson(v)).slice(0, 2000)),
    ),
  );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .array(pair, { maxLength: 6 })
        .map((pairs) => pairs.map(([k, v]) => `${encodeLoose(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeLoose(v)}`).join('&')),
    },
    { weight: 1, arbitrary: fc.constantFrom('%', 'a=%zz', '&&&', '=x', 'a', 'a=1&a=2&a=3', 'page=1&page=x', '%00=1', 'a=%ED%A0%80', `a=${'b'.repeat(9000)}`) },
  );
}

/** Requests for one `/api` path: bad ids in the path, bad query strings, bad JSON bodies, wrong types, multipart. */
export function restRequests(op: Extract<Operation, { kind: 'rest' }>, ctx: Context): fc.Arbitrary<FuzzRequest> {
  const params = [...op.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const path = fc.tuple(...params.map(() => pathIds(ctx.known))).map((ids) => {
    let i = 0;
    return op.path.replace(/:(\w+)/g, () => ids[i++]);
  });
  const withQuery = fc.tuple(path, fc.option(queryString(ctx, op), { freq: 2 })).map(([p, q]) => (q ? `${p}?${q}` : p));
  const req = (p: string, body: string | Buffer | undefined, shape: string, headers: Record<string, string> = body === undefined ? {} : JSON_TYPE) =>
    new FuzzRequest(op.method, p, headers, body, shape);

  if (!op.write) {
    return fc.oneof(
      { weight: 10, arbitrary: withQuery.map((p) => req(p, undefined, 'query')) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(path, fc.constantFrom(20_000, 70_000))
          .map(([p, n]) => new FuzzRequest(op.method, `${p}?search=${'a'.repeat(n)}`, {}, undefined, 'long-url', true)),
      },
      { weight: 1, arbitrary: fc.tuple(withQuery, looseObject(ctx, op)).map(([p, body]) => req(p, toJson(body), 'get-with-body')) },
    );
  }
  return fc.oneof(
    { weight: 12, arbitrary: fc.tuple(withQuery, looseObject(ctx, op)).map(([p, body]) => req(p, toJson(body), 'json')) },
    { weight: 3, arbitrary: fc.tuple(path, looseObject(ctx, op)).chain(([p, body]) => brokenBodies(toJson(body)).map((b) => req(p, b.body, b.shape))) },
    { weight: 2, arbitrary: fc.tuple(path, looseObject(ctx, op), wrongContentType()).map(([p, body, ct]) => req(p, toJson(body), ct.shape, ct.headers)) },
    { weight: 1, arbitrary: path.map((p) => req(p, undefined, 'no-body')) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          path,
          fc.array(fc.tuple(fc.constantFrom(...ctx.keys), fc.string({ maxLength: 30 })), { maxLength: 8 }),
          fc.option(fc.tuple(fc.constantFrom(...ctx.fileFields, 'file', 'x'), files(ctx))),
          fc.boolean(),
        )
        .map(([p, fields, file, preflight]) => {
          const parts: Parameters<typeof multipart>[0] = fields.map(([name, value]) => ({ name, value }));
          if (file) parts.push({ name: file[0], file: file[1] });
          const { body, type } = multipart(parts);
          return req(p, body, `multipart${preflight ? '' : ':no-preflight'}`, {
            'content-type': type,
            ...(preflight ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
          });
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(path, fc.string({ maxLength: 200 }))
        .map(([p, s]) => req(p, s, 'form', { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' })),
    },
  );
}
