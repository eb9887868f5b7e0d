import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { pino, type Level } from 'pino';
import { accessLog, quietAccessLog } from './access-log.js';

// The access log on a real HTTP server: one line per request with its level, never the query string, nothing for the
// health checks or for an answer another middleware reports itself, and nothing built below the logger's level.

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

async function serve(level: Level) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(accessLog(pino({ level }, stream), { ignore: (req) => req.url === '/healthz', fields: (req) => (req.query.token ? { apiTokenId: 't-1' } : {}) }));
  app.get('/healthz', (_req, res) => void res.json({ ok: true }));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/missing', (_req, res) => void res.status(404).json({ message: 'Not found' }));
  app.get('/broken', (_req, res) => void res.status(500).json({ message: 'Something went wrong' }));
  app.get('/quiet', (_req, res) => {
    quietAccessLog(res);
    res.status(503).json({ message: 'busy' });
  });
  app.get('/slow', (_req, res) => {
    res.statusCode = 500; // set on the way, never sent: the client gives up first
  });
  server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, lines };
}

const settle = () => new Promise((r) => setTimeout(r, 100));

describe('the access log', () => {
  it('writes one line per request at the level of its status, without the query string', async () => {
    const { base, lines } = await serve('info');
    for (const path of ['/ok?email=someone@example.com', '/missing', '/broken', '/healthz', '/quiet', '/ok?token=1']) await fetch(base + path);
    await settle();
    expect(lines.map((l) => [l.level, l.msg, (l.req as { url: string }).url, (l.res as { statusCode: number }).statusCode])).toEqual([
      [30, 'request completed', '/ok', 200],
      [40, 'request completed', '/missing', 404],
      [50, 'request errored', '/broken', 500],
      [30, 'request completed', '/ok', 200],
    ]);
    expect(lines[3].apiTokenId).toBe('t-1');
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
    expect(lines.every((l) => typeof l.responseTime === 'number')).toBe(true);
  });

  it('names a request the client gave up on, at level warn', async () => {
    const { base, lines } = await serve('info');
    const req = request(`${base}/slow`);
    req.on('error', () => undefined);
    req.end();
    await settle();
    req.destroy();
    for (let i = 0; i < 50 && lines.length === 0; i++) await settle();
    expect(lines.map((l) => [l.level, l.msg, (l.req as { url: string }).url])).toEqual([[40, 'request aborted', '/slow']]);
  });

  it('writes nothing below its level', async () => {
    const { base, lines } = await serve('error');
    for (const path of ['/ok', '/missing', '/broken']) await fetch(base + path);
    await settle();
    expect(lines.map((l) => l.msg)).toEqual(['request errored']);
  });
});
