import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino, type Logger } from 'pino';
import { loadEnv } from '../app/env.js';
import { createEmailSender, createSmsSender, OutboxEmailSender, OutboxSmsSender, SmsDeliveryError, SmtpEmailSender, TwilioSmsSender } from './outbox.js';

/** A real pino logger whose lines are kept in memory (no redaction: the adapters must not log secrets at all). */
function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level: 'trace' }, stream), lines };
}

const tmp = () => mkdtempSync(join(tmpdir(), 'outbox-'));
const jsonl = (path: string) =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

describe('local SMS outbox', () => {
  it('appends one JSON line per message to DATA_DIR/outbox/sms.jsonl and logs only the masked number', async () => {
    const dataDir = tmp();
    const { logger, lines } = capturingLogger();
    const sms = new OutboxSmsSender(dataDir, logger);
    await sms.send('+12015550123', 'Your Tea verification code is 424242. It expires in 10 minutes.');
    await sms.send('+447700900123', 'second');
    const file = join(dataDir, 'outbox', 'sms.jsonl');
    const rows = jsonl(file);
    expect(rows).toEqual([
      { to: '+12015550123', body: 'Your Tea verification code is 424242. It expires in 10 minutes.', createdAt: expect.any(String) },
      { to: '+447700900123', body: 'second', createdAt: expect.any(String) },
    ]);
    expect(Date.parse(rows[0].createdAt)).not.toBeNaN();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'outbox')).mode & 0o777).toBe(0o700);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('+1 ••• ••• 0123');
    const log = lines.join('\n');
    expect(log).not.toContain('2015550123');
    expect(log).not.toContain('7700900123');
    expect(log).not.toContain('424242');
  });

  it('is the default SMS sender', () => {
    expect(createSmsSender(loadEnv({ DATA_DIR: tmp() }), capturingLogger().logger)).toBeInstanceOf(OutboxSmsSender);
  });
});

describe('Twilio SMS adapter', () => {
  const received: { method: string; url: string; auth: string; type: string; form: URLSearchParams }[] = [];
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // Stands in for Twilio's Messages API on 127.0.0.1.
    server = createHttpServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        received.push({ method: req.method!, url: req.url!, auth: String(req.headers.authorization), type: String(req.headers['content-type']), form });
        if (form.get('To') === '+15005550001') {
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid.", status: 400 }));
          return;
        }
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM0123456789abcdef', status: 'queued' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('POSTs form-encoded To/From/Body with basic auth to the account Messages endpoint', async () => {
    const { logger, lines } = capturingLogger();
    const sms = new TwilioSmsSender({ accountSid: 'AC123', authToken: 'tok-secret', from: '+15005550006', apiBase: base }, logger);
    await sms.send('+12015550123', 'Your Tea verification code is 123456. It expires in 10 minutes.');
    const req = received.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(req.auth).toBe(`Basic ${Buffer.from('AC123:tok-secret').toString('base64')}`);
    expect(req.type).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(req.form)).toEqual({
      To: '+12015550123',
      From: '+15005550006',
      Body: 'Your Tea verification code is 123456. It expires in 10 minutes.',
    });
    const log = lines.join('\n');
    expect(log).toContain('SM0123456789abcdef');
    expect(log).not.toContain('2015550123');
    expect(log).not.toContain('verification code');
    expect(log).not.toContain('tok-secret');
  });

  it('throws when the provider refuses the message, without logging the number', async () => {
    const { logger, lines } = capturingLogger();
    const sms = new TwilioSmsSender({ accountSid: 'AC123', authToken: 'tok', from: '+15005550006', apiBase: `${base}/` }, logger);
    const error = await sms.send('+15005550001', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error).toMatchObject({ status: 400, providerCode: 21211 });
    expect(received.at(-1)!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(lines.join('\n')).not.toContain('5005550001');
  });

  it('is chosen by SMS_PROVIDER=twilio, which needs its credentials', () => {
    const env = loadEnv({
      DATA_DIR: tmp(),
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: base,
    });
    expect(createSmsSender(env, capturingLogger().logger)).toBeInstanceOf(TwilioSmsSender);
    expect(() => loadEnv({ DATA_DIR: tmp(), SMS_PROVIDER: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID: is required when SMS_PROVIDER is twilio[\s\S]*TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM/,
    );
  });
});

describe('local e-mail outbox', () => {
  it('appends {to, subject, text, createdAt} lines to DATA_DIR/outbox/email.jsonl', async () => {
    const dataDir = tmp();
    const { logger, lines } = capturingLogger();
    const email = new OutboxEmailSender(dataDir, logger);
    await email.send({ to: 'rosa@example.com', subject: 'Your report was approved', text: 'Thanks for sharing.' });
    const file = join(dataDir, 'outbox', 'email.jsonl');
    expect(jsonl(file)).toEqual([{ to: 'rosa@example.com', subject: 'Your report was approved', text: 'Thanks for sharing.', createdAt: expect.any(String) }]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lines.join('\n')).not.toContain('rosa@');
    expect(createEmailSender(loadEnv({ DATA_DIR: tmp() }), logger)).toBeInstanceOf(OutboxEmailSender);
  });
});

describe('SMTP e-mail adapter', () => {
  // A minimal SMTP server on 127.0.0.1 that accepts one message per session and keeps it.
  const messages: { from: string; to: string[]; data: string }[] = [];
  let server: TcpServer;
  let port: number;
  beforeAll(async () => {
    server = createTcpServer((socket) => {
      let buffer = '';
      let inData = false;
      let current = { from: '', to: [] as string[], data: '' };
      socket.write('220 localhost test SMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end === -1) return;
            current.data = buffer.slice(0, end);
            buffer = buffer.slice(end + 5);
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
            continue;
          }
          const nl = buffer.indexOf('\r\n');
          if (nl === -1) return;
          const line = buffer.slice(0, nl);
          buffer = buffer.slice(nl + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
          else if (verb === 'MAIL') {
            current.from = line;
            socket.write('250 OK\r\n');
          } else if (verb === 'RCPT') {
            current.to.push(line);
            socket.write('250 OK\r\n');
          } else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through nodemailer to the SMTP server from SMTP_URL', async () => {
    const { logger, lines } = capturingLogger();
    const env = loadEnv({ DATA_DIR: tmp(), EMAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_FROM: 'Tea <no-reply@tea.test>' });
    const email = createEmailSender(env, logger);
    expect(email).toBeInstanceOf(SmtpEmailSender);
    await email.send({ to: 'lena@example.com', subject: 'Decision on your removal request', text: 'We removed the profile.' });
    (email as SmtpEmailSender).close();
    expect(messages).toHaveLength(1);
    expect(messages[0].from).toContain('no-reply@tea.test');
    expect(messages[0].to[0]).toContain('lena@example.com');
    expect(messages[0].data).toContain('Subject: Decision on your removal request');
    expect(messages[0].data).toContain('We removed the profile.');
    expect(lines.join('\n')).not.toContain('lena@');
    expect(() => loadEnv({ DATA_DIR: tmp(), EMAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL: is required when EMAIL_PROVIDER is smtp[\s\S]*EMAIL_FROM/);
  });
});
