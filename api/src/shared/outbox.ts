import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../core/config.js';
import { maskPhone } from './mask-phone.js';
import { SpanKind, withSpan } from './tracing.js';

/**
 * Outgoing SMS and e-mail behind small adapters. The local defaults really deliver: they append one JSON
 * line per message to DATA_DIR/outbox/{sms,email}.jsonl (the folder is 0700, the files 0600, since they
 * hold one-time codes), which is what development and the tests read. Production uses Twilio and SMTP.
 * Log lines name a masked number or the recipient's domain only, never the message body.
 */
export interface SmsSender {
  /** `to` is an E.164 number. Throws when the provider refuses the message. */
  send(to: string, body: string): Promise<void>;
  /**
   * The provider's line type of a number (`mobile`, `landline`, `nonFixedVoip`, ...), where the provider has a lookup and
   * it is turned on; null when it cannot tell. Trust (policies/trust.ts) then goes by libphonenumber's numbering plan.
   */
  lookupLineType?(e164: string): Promise<string | null>;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/**
 * The e-mail and SMS adapters below deliver in `deliver`. `send` delivers at once, until `sendThrough` hands it a queue
 * (main.ts does, with the job queue, unless EMAIL_DELIVERY / SMS_DELIVERY is `direct`): then `send` only enqueues, in
 * the request, and a queue worker calls `deliver` (jobs.ts). A text queued for a number the provider refuses is retried
 * and then dropped; with SMS_DELIVERY=direct the phone service tells the member at once instead.
 */
export abstract class QueueableSender<M> {
  private enqueue: ((message: M) => Promise<void>) | null = null;

  /** Delivers one message now, through the provider. */
  abstract deliver(message: M): Promise<void>;

  sendThrough(enqueue: (message: M) => Promise<void>): void {
    this.enqueue = enqueue;
  }

  /** Enqueues the message once `sendThrough` was called, else delivers it at once. */
  protected dispatch(message: M): Promise<void> {
    return this.enqueue ? this.enqueue(message) : this.deliver(message);
  }
}

export abstract class QueueableEmailSender extends QueueableSender<EmailMessage> implements EmailSender {
  send(message: EmailMessage): Promise<void> {
    return this.dispatch(message);
  }
}

/** One text: `to` is an E.164 number. */
export interface SmsMessage {
  to: string;
  body: string;
}

/** As QueueableEmailSender, for texts. */
export abstract class QueueableSmsSender extends QueueableSender<SmsMessage> implements SmsSender {
  send(to: string, body: string): Promise<void> {
    return this.dispatch({ to, body });
  }
}

export class SmsDeliveryError extends Error {
  constructor(
    readonly status: number,
    readonly providerCode?: string | number,
  ) {
    super(`SMS provider refused the message (HTTP ${status}${providerCode !== undefined ? `, code ${providerCode}` : ''})`);
    this.name = 'SmsDeliveryError';
  }
}

async function appendLine(dir: string, file: string, record: object): Promise<void> {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- the outbox folder under DATA_DIR from configuration and fixed file names
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- the outbox folder under DATA_DIR from configuration and fixed file names
  await appendFile(join(dir, file), `${JSON.stringify(record)}\n`, { mode: 0o600 });
}

function emailDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at >= 0 ? address.slice(at + 1) : '?';
}

/** Local SMS outbox: DATA_DIR/outbox/sms.jsonl, one `{"to","body","createdAt"}` per line. */
export class OutboxSmsSender extends QueueableSmsSender {
  readonly dir: string;
  constructor(
    dataDir: string,
    private readonly logger: Logger,
  ) {
    super();
    this.dir = join(dataDir, 'outbox');
  }

  async deliver({ to, body }: SmsMessage): Promise<void> {
    await withSpan('sms.send', { kind: SpanKind.CLIENT, attributes: { 'tea.provider': 'outbox' } }, () =>
      appendLine(this.dir, 'sms.jsonl', { to, body, createdAt: new Date().toISOString() }),
    );
    this.logger.info({ sms: { toMasked: maskPhone(to) } }, 'SMS queued in the local outbox (DATA_DIR/outbox/sms.jsonl)');
  }
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** Defaults to https://api.twilio.com; tests point it at a local stand-in. */
  apiBase?: string;
  /** Twilio Lookup v2 (line type intelligence, charged per lookup): where `lookupLineType` asks; unset = no lookup. */
  lookupBase?: string;
  timeoutMs?: number;
}

/** Twilio's Messages API: POST form-encoded To/From/Body with HTTP basic auth. */
export class TwilioSmsSender extends QueueableSmsSender {
  constructor(
    private readonly options: TwilioOptions,
    private readonly logger: Logger,
  ) {
    super();
  }

  async deliver({ to, body }: SmsMessage): Promise<void> {
    const { accountSid, authToken, from } = this.options;
    const base = (this.options.apiBase ?? 'https://api.twilio.com').replace(/\/+$/, '');
    const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const { res, payload } = await withSpan('sms.send', { kind: SpanKind.CLIENT, attributes: { 'tea.provider': 'twilio' } }, async (span) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      span.setAttribute('http.response.status_code', res.status);
      return { res, payload: (await res.json().catch(() => ({}))) as { sid?: string; code?: number | string } };
    });
    if (!res.ok) {
      this.logger.warn({ sms: { toMasked: maskPhone(to), status: res.status, providerCode: payload.code } }, 'SMS provider refused the message');
      throw new SmsDeliveryError(res.status, payload.code);
    }
    this.logger.info({ sms: { toMasked: maskPhone(to), sid: payload.sid } }, 'SMS sent');
  }

  /** Twilio Lookup v2's `line_type_intelligence.type` of the number; null when lookups are off or it cannot tell. */
  async lookupLineType(e164: string): Promise<string | null> {
    if (!this.options.lookupBase) return null;
    const { accountSid, authToken } = this.options;
    const url = `${this.options.lookupBase.replace(/\/+$/, '')}/v2/PhoneNumbers/${encodeURIComponent(e164)}?Fields=line_type_intelligence`;
    try {
      const { res, payload } = await withSpan('sms.lookup', { kind: SpanKind.CLIENT, attributes: { 'tea.provider': 'twilio' } }, async (span) => {
        const res = await fetch(url, {
          headers: { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`, accept: 'application/json' },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        });
        span.setAttribute('http.response.status_code', res.status);
        return { res, payload: (await res.json().catch(() => ({}))) as { line_type_intelligence?: { type?: unknown } | null } };
      });
      const type = payload.line_type_intelligence?.type;
      if (!res.ok || typeof type !== 'string' || !/^[A-Za-z]{1,24}$/.test(type)) {
        this.logger.warn({ sms: { toMasked: maskPhone(e164), status: res.status } }, 'line type lookup gave no answer');
        return null;
      }
      return type;
    } catch (err) {
      this.logger.warn({ sms: { toMasked: maskPhone(e164) }, error: (err as Error).name }, 'line type lookup failed');
      return null;
    }
  }
}

/** Local e-mail outbox: DATA_DIR/outbox/email.jsonl, one `{"to","subject","text","createdAt"}` per line. */
export class OutboxEmailSender extends QueueableEmailSender {
  readonly dir: string;
  constructor(
    dataDir: string,
    private readonly logger: Logger,
  ) {
    super();
    this.dir = join(dataDir, 'outbox');
  }

  async deliver(message: EmailMessage): Promise<void> {
    await withSpan('email.send', { kind: SpanKind.CLIENT, attributes: { 'tea.provider': 'outbox' } }, () =>
      appendLine(this.dir, 'email.jsonl', { to: message.to, subject: message.subject, text: message.text, createdAt: new Date().toISOString() }),
    );
    this.logger.info({ email: { toDomain: emailDomain(message.to) } }, 'e-mail queued in the local outbox (DATA_DIR/outbox/email.jsonl)');
  }
}

/** SMTP through nodemailer (`smtp://user:pass@host:587` or `smtps://...:465`). */
export class SmtpEmailSender extends QueueableEmailSender {
  private readonly transport: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async deliver(message: EmailMessage): Promise<void> {
    const info = await withSpan('email.send', { kind: SpanKind.CLIENT, attributes: { 'tea.provider': 'smtp' } }, () =>
      this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text }),
    );
    this.logger.info({ email: { toDomain: emailDomain(message.to), messageId: info.messageId } }, 'e-mail sent');
  }

  close(): void {
    this.transport.close();
  }
}

type OutboxEnv = Pick<
  AppConfig,
  | 'DATA_DIR'
  | 'SMS_PROVIDER'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_API_BASE'
  | 'TWILIO_LOOKUP_BASE'
  | 'EMAIL_PROVIDER'
  | 'SMTP_URL'
  | 'EMAIL_FROM'
>;

export function createSmsSender(env: OutboxEnv, logger: Logger): SmsSender {
  if (env.SMS_PROVIDER === 'twilio') {
    return new TwilioSmsSender(
      {
        accountSid: env.TWILIO_ACCOUNT_SID!,
        authToken: env.TWILIO_AUTH_TOKEN!,
        from: env.TWILIO_FROM!,
        apiBase: env.TWILIO_API_BASE,
        lookupBase: env.TWILIO_LOOKUP_BASE,
      },
      logger,
    );
  }
  return new OutboxSmsSender(env.DATA_DIR, logger);
}

export function createEmailSender(env: OutboxEnv, logger: Logger): EmailSender {
  if (env.EMAIL_PROVIDER === 'smtp') return new SmtpEmailSender(env.SMTP_URL!, env.EMAIL_FROM!, logger);
  return new OutboxEmailSender(env.DATA_DIR, logger);
}
