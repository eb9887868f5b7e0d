import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { pino } from 'pino';
import type { S3Client } from '@aws-sdk/client-s3';
import { newFileKey, S3FileStore } from '../modules/upload/file-store.js';
import { OutboxEmailSender, OutboxSmsSender, TwilioSmsSender } from './outbox.js';
import { withSpan } from './tracing.js';

// The app's own spans (shared/tracing.ts) with an SDK registered, as main.ts registers it when tracing is on; the
// exporter keeps them in memory. Without an SDK they go to the API's no-op tracer (the adapters' own tests).

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
beforeAll(() => provider.register());
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});
beforeEach(() => exporter.reset());

const silent = pino({ level: 'silent' });

describe('withSpan', () => {
  it('runs the work inside its span, which is current for the spans made within and ends with the work', async () => {
    const answer = await withSpan('outer', { kind: SpanKind.CLIENT, attributes: { 'tea.provider': 'outbox' } }, async (span) => {
      span.setAttribute('http.response.status_code', 202);
      return withSpan('inner', {}, async () => 42);
    });
    expect(answer).toBe(42);
    const [inner, outer] = exporter.getFinishedSpans();
    expect(outer).toMatchObject({ name: 'outer', kind: SpanKind.CLIENT, attributes: { 'tea.provider': 'outbox', 'http.response.status_code': 202 } });
    expect(outer.status.code).toBe(SpanStatusCode.UNSET);
    expect(inner.name).toBe('inner');
    expect(inner.parentSpanContext?.spanId).toBe(outer.spanContext().spanId);
  });

  it('marks a failure with the error type only and lets the error through', async () => {
    const failing = withSpan('fails', {}, async () => {
      throw new RangeError('could not reach her@example.com');
    });
    await expect(failing).rejects.toThrow('her@example.com');
    const [span] = exporter.getFinishedSpans();
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message: 'RangeError' });
    expect(span.attributes).toEqual({ 'error.type': 'RangeError' });
    expect(span.events).toEqual([]);
  });
});

describe('the e-mail and SMS adapters', () => {
  it('send in a span naming the provider kind, never the address, the number or the text', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tracing-outbox-'));
    await new OutboxEmailSender(dataDir, silent).send({ to: 'her@example.com', subject: 'Reset', text: 'a secret link' });
    await new OutboxSmsSender(dataDir, silent).send('+12015550123', 'code 424242');
    // A provider that cannot be reached: the span says so by the error's type.
    const twilio = new TwilioSmsSender(
      { accountSid: 'AC1', authToken: 'secret', from: '+15005550006', apiBase: 'http://127.0.0.1:9', timeoutMs: 2_000 },
      silent,
    );
    await expect(twilio.send('+12015550123', 'code 424242')).rejects.toThrow();
    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => [s.name, s.kind, s.attributes['tea.provider']])).toEqual([
      ['email.send', SpanKind.CLIENT, 'outbox'],
      ['sms.send', SpanKind.CLIENT, 'outbox'],
      ['sms.send', SpanKind.CLIENT, 'twilio'],
    ]);
    expect(spans[2].status.code).toBe(SpanStatusCode.ERROR);
    const everything = JSON.stringify(spans.map((s) => [s.name, s.attributes, s.events, s.status]));
    for (const secret of ['her@example.com', '2015550123', '424242', 'a secret link', 'secret']) expect(everything).not.toContain(secret);
  });
});

describe('the S3 store', () => {
  it('calls the bucket in one span per call, named by the operation', async () => {
    // A stand-in client answering every command: the spans, not S3, are what this checks (test/s3-storage.test.ts runs a real S3 server).
    const client = { send: async () => ({}) } as unknown as S3Client;
    const store = new S3FileStore({ bucket: 'tea', region: 'us-east-1' }, client);
    const key = newFileKey('profile-images');
    await store.put(key, Buffer.from('x'), 'image/webp');
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
    expect(exporter.getFinishedSpans().map((s) => [s.name, s.kind, s.attributes])).toEqual(
      ['s3.put', 's3.get', 's3.delete'].map((name) => [name, SpanKind.CLIENT, { 'tea.provider': 's3' }]),
    );
  });
});
