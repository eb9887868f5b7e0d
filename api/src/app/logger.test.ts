import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createLogger, safeError } from './logger.js';

// Issue 21 item 6: a job-queue error at shutdown logged a whole pg client, with its cancel key. Every error the app logs
// (`{ err }`, `{ error }` or an error as the first argument) is reduced to its type, message, code and stack.

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(line);
      done();
    },
  });
  return { lines, logger: createLogger({ LOG_LEVEL: 'debug' }, sink) };
}

/** A connected pg client: its `processID` and `secretKey` are the backend's cancel key. */
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await client.connect();
});
afterAll(() => client.end());

describe('error objects in log lines', () => {
  it('keep only type, message, code and stack: no pg client, cancel key, connection settings, AWS request or credentials', () => {
    const cancel = client as unknown as { processID: number; secretKey: number; connectionParameters: { password: string; user: string } };
    expect(typeof cancel.processID).toBe('number');
    expect(typeof cancel.secretKey).toBe('number');
    // What pg-boss hands its 'error' listener when the pool's connection dies at shutdown, with the client on it.
    const pgError = Object.assign(new Error('Connection terminated unexpectedly'), {
      code: '57P01',
      client,
      connection: client,
      config: { password: 'pg-password-7f3a' },
    });
    // A plain object shaped like a pg client (no Error at all), as an EventEmitter may hand over.
    const clientLike = { processID: 4242424, secretKey: 917263548, connectionParameters: { password: 'pg-password-7f3a', host: 'db.internal' } };
    // An AWS SDK v3 service exception: $metadata, and the raw response with the signed request.
    const awsError = Object.assign(new Error('Access Denied'), {
      name: 'AccessDenied',
      Code: 'AccessDenied',
      $fault: 'client',
      $metadata: { httpStatusCode: 403, requestId: 'REQ-ID-83d1', extendedRequestId: 'EXT-ID-19ab' },
      $response: { headers: { 'x-amz-request-id': 'REQ-ID-83d1' }, body: 'response-body-e51c' },
      request: { headers: { authorization: 'AWS4-HMAC-SHA256 Credential=AKIAEXAMPLEKEY0001/20260101/us-east-1/s3/aws4_request, Signature=sig-0c9e' } },
      options: { credentials: { accessKeyId: 'AKIAEXAMPLEKEY0001', secretAccessKey: 'aws-secret-key-5be2' } },
      response: { status: 403 },
    });

    const { lines, logger } = capture();
    logger.error({ err: pgError }, 'job queue error');
    logger.error(pgError, 'error during shutdown');
    logger.warn({ err: clientLike }, 'session store error');
    logger.warn({ err: awsError, path: '/api/x' }, 'unhandled error');
    logger.warn({ error: awsError }, 'e-mail could not be sent');
    logger.warn({ err: 'a plain message' }, 'a string stays');
    expect(lines).toHaveLength(6);

    const forbidden = [
      String(cancel.processID),
      String(cancel.secretKey),
      cancel.connectionParameters.user,
      'secretKey',
      'processID',
      'connectionParameters',
      'pg-password-7f3a',
      '4242424',
      '917263548',
      'db.internal',
      'REQ-ID-83d1',
      'EXT-ID-19ab',
      'response-body-e51c',
      'AKIAEXAMPLEKEY0001',
      'aws-secret-key-5be2',
      'sig-0c9e',
      '$metadata',
      '"client"',
      '"connection"',
      '"config"',
      '"request"',
      '"response"',
      '"options"',
    ];
    for (const line of lines) for (const f of forbidden) expect({ line, leaks: line.includes(f) ? f : null }).toEqual({ line, leaks: null });

    const [viaKey, viaArgument, plain, aws, asError, text] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(Object.keys(viaKey.err as object).sort()).toEqual(['code', 'message', 'stack', 'type']);
    // The code is kept, and then censored like every `*.code` (the redaction of one-time codes applies to it too).
    expect(viaKey.err).toMatchObject({ type: 'Error', message: 'Connection terminated unexpectedly', code: '[redacted]' });
    expect(viaArgument).toMatchObject({
      err: { type: 'Error', message: 'Connection terminated unexpectedly', code: '[redacted]' },
      msg: 'error during shutdown',
    });
    expect(Object.keys(viaArgument.err as object).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(plain.err).toEqual({ type: 'Object' });
    expect(aws).toMatchObject({ err: { type: 'Error', message: 'Access Denied' }, path: '/api/x' });
    expect(Object.keys(aws.err as object).sort()).toEqual(['message', 'stack', 'type']);
    expect(Object.keys(asError.error as object).sort()).toEqual(['message', 'stack', 'type']);
    expect(text.err).toBe('a plain message');
  });

  it('reduces anything to safe fields', () => {
    expect(safeError(Object.assign(new TypeError('bad'), { code: 'ERR_X', client: {} }))).toEqual({
      type: 'TypeError',
      message: 'bad',
      code: 'ERR_X',
      stack: expect.any(String),
    });
    expect(safeError(null)).toEqual({ type: 'null' });
    expect(safeError(42)).toEqual({ type: 'number' });
    expect(safeError({ name: 'Odd', message: 5, code: { nested: true } })).toEqual({ type: 'Object' });
    expect(safeError(Object.assign(Object.create(null) as object, { name: 'Bare', message: 'no prototype' }))).toEqual({
      type: 'Bare',
      message: 'no prototype',
    });
  });
});
