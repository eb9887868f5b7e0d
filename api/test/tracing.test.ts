import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTestDatabase } from './test-server.js';
import { TestClient } from './test-client.js';
import { signUpAndConfirm } from './sign-up.js';
import { freePort, spawnBuiltApp, waitFor, type BuiltApp } from './built-app.js';

/**
 * Issue 25 item 2: traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations/tracing.md). The built app runs
 * as a child process (the SDK's require hooks patch `http`, `express` and `pg` as main.ts loads them), pointed at an
 * OTLP/HTTP receiver in this file that keeps every span it is sent (JSON encoding, as the exporter sends it).
 *
 * A loader hook given to the child (`--import`) writes one line for each OpenTelemetry SDK, exporter or instrumentation
 * module resolved, so the test sees what the process loaded: all of them with tracing on, none without.
 */

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
  arrayValue?: { values?: OtlpValue[] };
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  events: { name: string; attributes: Record<string, unknown> }[];
}
interface Receiver {
  url: string;
  spans: ReceivedSpan[];
  /** Every request body received, as text: what left the process, resources and all. */
  bodies: string[];
  requests: number;
  close(): Promise<void>;
}

function valueOf(v: OtlpValue): unknown {
  if (v.arrayValue) return (v.arrayValue.values ?? []).map(valueOf);
  return v.stringValue ?? v.intValue ?? v.boolValue ?? v.doubleValue;
}
const attributesOf = (list: OtlpAttribute[] | undefined) => Object.fromEntries((list ?? []).map((a) => [a.key, valueOf(a.value)]));

/** A minimal OTLP/HTTP trace receiver: `POST /v1/traces` with a JSON ExportTraceServiceRequest, answered 200 `{}`. */
async function startReceiver(): Promise<Receiver> {
  const received: Receiver = { url: '', spans: [], bodies: [], requests: 0, close: async () => {} };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (body += d));
    req.on('end', () => {
      received.requests += 1;
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !String(req.headers['content-type']).startsWith('application/json')) {
        res.writeHead(415).end();
        return;
      }
      received.bodies.push(body);
      const payload = JSON.parse(body) as {
        resourceSpans?: {
          scopeSpans?: {
            spans?: (Omit<ReceivedSpan, 'attributes' | 'events'> & {
              attributes?: OtlpAttribute[];
              events?: { name: string; attributes?: OtlpAttribute[] }[];
            })[];
          }[];
        }[];
      };
      for (const rs of payload.resourceSpans ?? [])
        for (const ss of rs.scopeSpans ?? [])
          for (const s of ss.spans ?? [])
            received.spans.push({
              ...s,
              attributes: attributesOf(s.attributes),
              events: (s.events ?? []).map((e) => ({ name: e.name, attributes: attributesOf(e.attributes) })),
            });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  received.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  received.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return received;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/;
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let work: string;
let loadHook: string;
let receiver: Receiver;
const apps: BuiltApp[] = [];

beforeAll(async () => {
  db = await createTestDatabase('tracing', { migrated: true });
  work = mkdtempSync(join(tmpdir(), 'tea-tracing-'));
  chmodSync(work, 0o755);
  loadHook = join(work, 'otel-modules.mjs');
  writeFileSync(
    loadHook,
    `import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (/@opentelemetry\\/(sdk-|exporter-|instrumentation)/.test(resolved.url)) process.stderr.write('OTEL MODULE ' + resolved.url + '\\n');
    return resolved;
  },
});
`,
  );
  receiver = await startReceiver();
});
afterAll(async () => {
  for (const app of apps) if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  await receiver.close();
  await db.drop();
  rmSync(work, { recursive: true, force: true });
});

async function startApp(name: string, env: Record<string, string>): Promise<{ app: BuiltApp; dataDir: string }> {
  const dataDir = join(work, name);
  const app = spawnBuiltApp({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    NODE_OPTIONS: `--import=${pathToFileURL(loadHook).href}`,
    ...env,
  });
  apps.push(app);
  await app.ready();
  return { app, dataDir };
}

async function stop(app: BuiltApp): Promise<void> {
  app.child.kill('SIGTERM');
  expect(await app.exited).toEqual({ code: 0, signal: null });
}

/** Every string in a span: its name, attribute values and event attribute values. */
function stringsOf(span: ReceivedSpan): string[] {
  const values = [span.name, ...Object.values(span.attributes), ...span.events.flatMap((e) => [e.name, ...Object.values(e.attributes)])];
  return values.flat().map((v) => String(v));
}

describe('traces', () => {
  it('with OTEL_EXPORTER_OTLP_ENDPOINT: spans for requests, GraphQL operations, SQL, jobs and e-mail, without personal data', async () => {
    const { app, dataDir } = await startApp('on', {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'tea-api-test',
      // Batches leave every 200 ms (the default is 5 s).
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    expect(app.logs()).toMatch(/OTEL MODULE .*@opentelemetry\/sdk-trace-node/);
    expect(app.logs()).toMatch(/OTEL MODULE .*@opentelemetry\/instrumentation-pg/);

    const member = { username: `trace_${unique}`, email: `trace.${unique}@example.com`, password: `tracing-copper-kettle-${unique}` };
    const c = new TestClient(app.url);
    // Sign-up sends its confirmation e-mail through the job queue (EMAIL_DELIVERY=queue, the default).
    expect((await signUpAndConfirm(c, member, [dataDir])).status).toBe(200);

    // A named GraphQL operation whose variables carry her username and password.
    const signIn = await new TestClient(app.url).gql('mutation TraceSignIn($input: LoginInput!) { login(input: $input) { id } }', {
      input: { username: member.username, password: member.password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.errors).toBeUndefined();
    const search = `needle${unique}`;
    const browse = await c.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query TraceBrowse($filter: ProfileFilter) { profiles(filter: $filter) { total } }',
        variables: { filter: { search } },
        operationName: 'TraceBrowse',
      }),
    });
    expect(browse.status).toBe(200);
    const browseParent = TRACEPARENT.exec(browse.headers.get('traceparent') ?? '');
    expect(browseParent).not.toBeNull();

    // A REST call with her address in the query string, and a password reset (an e-mail from the job queue).
    const rest = await c.fetch(`/api/profiles?search=${encodeURIComponent(member.email)}&limit=5`);
    expect(rest.status).toBe(200);
    const restParent = TRACEPARENT.exec(rest.headers.get('traceparent') ?? '');
    expect(restParent).not.toBeNull();
    expect((await new TestClient(app.url).rest('POST', '/api/auth/forgot-password', { email: member.email })).status).toBe(202);

    const emailSends = () => receiver.spans.filter((s) => s.name === 'email.send');
    // The confirmation and the reset e-mail, each sent by a run of the `email` job.
    await waitFor(() => emailSends().length >= 2, 30_000, `no two email.send spans in ${receiver.spans.map((s) => s.name).join(', ')}`);
    await waitFor(() => receiver.spans.some((s) => s.attributes['graphql.operation.name'] === 'TraceBrowse'), 30_000, 'no span of the TraceBrowse operation');
    await stop(app);

    const spans = receiver.spans;
    const byId = new Map(spans.map((s) => [s.spanId, s]));

    // The GraphQL operations: their name and type, inside the request's trace named by its traceparent header.
    const browseSpan = spans.find((s) => s.name === 'graphql.operation TraceBrowse')!;
    expect(browseSpan.attributes).toMatchObject({ 'graphql.operation.name': 'TraceBrowse', 'graphql.operation.type': 'query' });
    expect(browseSpan.traceId).toBe(browseParent![1]);
    const browseHttp = byId.get(browseParent![2])!;
    expect(browseHttp).toMatchObject({ kind: 2, traceId: browseParent![1] }); // SERVER
    expect(browseHttp.attributes['http.route']).toBe('/graphql');
    expect(spans.find((s) => s.name === 'graphql.operation TraceSignIn')!.attributes).toMatchObject({ 'graphql.operation.type': 'mutation' });

    // The REST call: its route template, nothing of its path's values or query string.
    const restHttp = byId.get(restParent![2])!;
    expect(restHttp.attributes['http.route']).toBe('/api/profiles');
    expect(restHttp.name).toBe('GET /api/profiles');

    // SQL statements inside the requests, their text without literals and never their parameters.
    const statements = spans.filter((s) => s.traceId === restParent![1] && typeof (s.attributes['db.statement'] ?? s.attributes['db.query.text']) === 'string');
    expect(statements.length).toBeGreaterThan(0);
    for (const s of spans) expect(Object.keys(s.attributes).filter((k) => k.startsWith('db.postgresql.values') || k.includes('parameter'))).toEqual([]);

    // Jobs: each e-mail sent inside a run of the `email` job (the span a job runs in, named after its queue).
    for (const send of emailSends()) {
      expect(send.attributes['tea.provider']).toBe('outbox');
      const job = byId.get(send.parentSpanId!)!;
      expect(job.name).toBe('job email');
      expect(job.attributes['tea.job.name']).toBe('email');
    }

    // The log lines written inside a traced request or job carry its trace id.
    const lines = app
      .logs()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { trace_id?: string; msg?: string });
    const jobTraces = new Set(emailSends().map((s) => s.traceId));
    expect(lines.some((l) => l.msg?.startsWith('e-mail queued in the local outbox') && l.trace_id && jobTraces.has(l.trace_id))).toBe(true);
    expect(lines.some((l) => l.trace_id === restParent![1])).toBe(true);

    // No client address, browser or raw URL on any span (a server span keeps its route template).
    const named = ['client.address', 'network.peer.address', 'user_agent.original', 'url.path', 'url.query', 'url.full', 'http.target', 'http.url'];
    const serverSpans = spans.filter((s) => s.kind === 2);
    expect(serverSpans.length).toBeGreaterThanOrEqual(6);
    for (const s of serverSpans) expect(Object.keys(s.attributes).filter((k) => named.includes(k))).toEqual([]);

    // Nothing that names her, in any span or anywhere in what was sent (resource attributes included).
    const secrets = [member.email, member.username, member.password, search, encodeURIComponent(member.email), JSON.stringify({ search })];
    for (const s of spans) for (const text of stringsOf(s)) for (const secret of secrets) expect(text).not.toContain(secret);
    for (const body of receiver.bodies) for (const secret of secrets) expect(body).not.toContain(secret);
    expect(receiver.bodies.some((b) => b.includes('"tea-api-test"'))).toBe(true);
  }, 180_000);

  it('without it: no SDK module loaded, no traceparent header, nothing sent', async () => {
    const before = receiver.requests;
    // The exporter would read this one itself, were it loaded: nothing may arrive.
    const { app } = await startApp('off', { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces` });
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query TraceOff { profileCount }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('traceparent')).toBeNull();
    expect((await fetch(`${app.url}/api/profiles/count`)).headers.get('traceparent')).toBeNull();
    await stop(app);
    expect(app.logs()).not.toContain('OTEL MODULE');
    expect(app.logs()).not.toContain('"trace_id"');
    expect(receiver.requests).toBe(before);
  }, 120_000);
});
