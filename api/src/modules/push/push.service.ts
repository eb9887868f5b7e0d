import webpush from 'web-push';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { Db } from '../../core/db.js';
import { readPreferences, wants } from '../preferences/preferences.inputs.js';
import type { PushJob } from '../notification/notification.service.js';
import { badInput } from '../../core/errors.js';
import type { Locale } from '@tea/limits';
import { translate, word, wordOr, type Reader, type Wording } from '../../core/i18n.js';
import { isAllowedEndpoint, parsePushEndpointHosts } from './push-endpoints.js';
import { PUSH_MESSAGES } from './push.messages.js';
import { SpanKind, withSpan } from '../../shared/tracing.js';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What a browser's `PushSubscription.toJSON()` holds (the W3C Push API), as `POST /api/push/subscriptions` takes it. */
export const pushSubscriptionInput = z.object({
  endpoint: z.string().url().max(2000),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url: anything else cannot be encrypted to.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** What a push message says on her lock screen: the title, the text and where a tap takes her. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/**
 * Browsers one member may receive pushes on. Each notification is sent to every one of them, so without a cap one
 * account registering endpoints would turn each of its notifications into that many outgoing requests; the oldest
 * subscription gives way to a new one.
 */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

/** How long one push service may take to answer (ms). */
const PUSH_TIMEOUT_MS = 10_000;

/** How long a push service keeps a message for a browser that is offline (seconds): a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Web Push (issue 24 item 2): a member's browsers subscribe (only on allowed push services), and a message is sent to
 * each of them encrypted for it (RFC 8291) and signed with the instance's VAPID key (RFC 8292), through `web-push`. A
 * subscription the push service says is gone (404/410) is deleted; other failures throw, so the job queue retries.
 */
export class PushService {
  private readonly rules;

  constructor(
    private readonly deps: {
      db: Db;
      vapid: VapidConfig;
      endpointHosts: string;
      /** Her saved language and time zone (PreferencesService.memberReader). */
      readerOf: (userId: string) => Promise<Reader>;
      logger?: Logger;
    },
  ) {
    this.rules = parsePushEndpointHosts(deps.endpointHosts);
  }

  /** Set by the job queue (jobs.ts `deliverMessagesThroughQueue`): pushes then leave from a worker, with retries. */
  private enqueue: ((job: PushJob, startAfter?: Date | null) => Promise<void>) | null = null;

  sendThrough(enqueue: (job: PushJob, startAfter?: Date | null) => Promise<void>): void {
    this.enqueue = enqueue;
  }

  /**
   * A new notification of hers has committed (notification.service.ts, which schedules only the kinds she wants
   * pushed): a push to her browsers, if she has any, through the job queue when it runs (retried while a push service
   * fails), else at once. `startAfter` (the end of her quiet hours) holds the job until then; without a queue a held
   * push cannot wait, so it is not sent.
   */
  async schedule(job: PushJob, startAfter?: Date | null): Promise<void> {
    const [any] = await this.deps.db.query('select 1 from push_subscriptions where user_id = $1 limit 1', [job.userId]);
    if (!any) return;
    if (this.enqueue) await this.enqueue(job, startAfter);
    else if (!startAfter) await this.deliver(job);
  }

  /**
   * One notification to her browsers, worded in her saved language and time zone. The lock screen shows only that
   * there is a notification unless she chose "Show details on my lock screen" (read when it leaves, like the kind's
   * push choice: a push held through her quiet hours follows what she chose since).
   */
  async deliver(job: PushJob): Promise<void> {
    const [row] = job.notificationId
      ? await this.deps.db.query<{
          title: string;
          message: string;
          title_i18n: Wording | null;
          message_i18n: Wording | null;
          action_url: string | null;
        }>('select title, message, title_i18n, message_i18n, action_url from notifications where id = $1 and user_id = $2', [job.notificationId, job.userId])
      : [];
    if (job.notificationId && !row) return; // deleted since (by her, or with her account)
    const [saved] = await this.deps.db.query<{ data: unknown }>('select data from user_preferences where user_id = $1', [job.userId]);
    const { notifications: choice } = readPreferences(saved?.data);
    if (job.kind && !wants(choice, job.kind, 'Push')) return;
    const { locale, timeZone } = await this.deps.readerOf(job.userId);
    const notification = row
      ? {
          title: wordOr(row.title_i18n, locale, timeZone, row.title),
          message: wordOr(row.message_i18n, locale, timeZone, row.message),
          actionUrl: row.action_url,
        }
      : {
          title: word(job.content?.title ?? '', locale, timeZone),
          message: word(job.content?.message ?? '', locale, timeZone),
          actionUrl: job.content?.actionUrl ?? null,
        };
    await this.sendTo(job.userId, PushService.payload(locale, notification, choice.pushDetails));
  }

  /** The VAPID public key browsers subscribe with (`applicationServerKey`). */
  get publicKey(): string {
    return this.deps.vapid.publicKey;
  }

  /** Saves (or moves to her) a browser's subscription. The endpoint must be on an allowed push service. */
  async subscribe(userId: string, raw: unknown): Promise<{ endpoint: string }> {
    const parsed = pushSubscriptionInput.safeParse(raw);
    if (!parsed.success) throw badInput(PUSH_MESSAGES.invalidSubscription);
    const { endpoint, keys } = parsed.data;
    if (!isAllowedEndpoint(endpoint, this.rules)) throw badInput(PUSH_MESSAGES.endpointNotAllowed, 'endpoint');
    // One row per endpoint: the same browser signed in as another member now belongs to her.
    await this.deps.db.query(
      `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at)
       values (gen_random_uuid(), $1, $2, $3, $4, now())
       on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = now(), last_sent_at = null`,
      [userId, endpoint, keys.p256dh, keys.auth],
    );
    await this.deps.db.query(
      `delete from push_subscriptions where user_id = $1 and id not in
         (select id from push_subscriptions where user_id = $1 order by created_at desc, id desc limit $2)`,
      [userId, PUSH_SUBSCRIPTIONS_PER_MEMBER],
    );
    return { endpoint };
  }

  /** Forgets one of her browsers (push turned off there). Another member's endpoint is left alone. */
  async unsubscribe(userId: string, endpoint: unknown): Promise<{ removed: number }> {
    if (typeof endpoint !== 'string' || !endpoint) throw badInput(PUSH_MESSAGES.invalidSubscription);
    const rows = await this.deps.db.query('delete from push_subscriptions where user_id = $1 and endpoint = $2 returning id', [userId, endpoint]);
    return { removed: rows.length };
  }

  /** How many browsers of hers receive pushes. */
  async countFor(userId: string): Promise<number> {
    const [row] = await this.deps.db.query<{ n: number }>('select count(*)::int as n from push_subscriptions where user_id = $1', [userId]);
    return row?.n ?? 0;
  }

  /**
   * The lock-screen text of a notification: only that there is one, unless she chose to show details there
   * ("nothing that names a person or quotes a report ever sits on a lock screen unless she turns it on").
   */
  static payload(locale: Locale, notification: { title: string; message: string; actionUrl: string | null }, showDetails: boolean): PushPayload {
    const url = notification.actionUrl?.startsWith('/') ? notification.actionUrl : '/';
    if (showDetails) return { title: notification.title, body: notification.message, url };
    return { title: 'Tea', body: translate(locale, PUSH_MESSAGES.genericBody), url: '/' };
  }

  /**
   * Sends `payload` to every browser of hers. Answers how many it reached; deletes the ones their push service says
   * are gone (404/410). Throws when a push service failed otherwise, so the job queue retries (a browser already
   * reached may then get the message twice: push services do not deduplicate).
   */
  async sendTo(userId: string, payload: PushPayload): Promise<{ sent: number; gone: number }> {
    const subscriptions = await this.deps.db.query<{ id: string; endpoint: string; p256dh: string; auth: string }>(
      'select id, endpoint, p256dh, auth from push_subscriptions where user_id = $1',
      [userId],
    );
    let sent = 0;
    let gone = 0;
    const failures: string[] = [];
    for (const sub of subscriptions) {
      // Checked again at sending: the allowlist may have changed since she subscribed.
      if (!isAllowedEndpoint(sub.endpoint, this.rules)) {
        await this.deps.db.query('delete from push_subscriptions where id = $1', [sub.id]);
        gone += 1;
        continue;
      }
      // web-push encrypts and signs (generateRequestDetails); the request itself goes out through fetch, which also
      // speaks plain http to a listed local stand-in (web-push's own sender is https only).
      const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
        vapidDetails: this.deps.vapid,
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      });
      // The span names the push service's host only: the endpoint's path is a secret of hers.
      const status = await withSpan(
        'push.send',
        { kind: SpanKind.CLIENT, attributes: { 'tea.provider': 'web-push', 'server.address': new URL(sub.endpoint).hostname } },
        async (span): Promise<number | 'network'> => {
          try {
            const response = await fetch(request.endpoint, {
              method: request.method,
              headers: request.headers as Record<string, string>,
              body: request.body ?? undefined,
              redirect: 'error', // a push service never redirects: following one would leave the allowlist
              signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
            });
            span.setAttribute('http.response.status_code', response.status);
            await response.body?.cancel();
            return response.status;
          } catch {
            span.setAttribute('error.type', 'network');
            return 'network';
          }
        },
      );
      if (status === 200 || status === 201 || status === 202) {
        await this.deps.db.query('update push_subscriptions set last_sent_at = now() where id = $1', [sub.id]);
        sent += 1;
      } else if (status === 404 || status === 410) {
        await this.deps.db.query('delete from push_subscriptions where id = $1', [sub.id]);
        gone += 1;
      } else {
        // The endpoint is a secret of hers: log the push service's host and the status only.
        const host = new URL(sub.endpoint).host;
        this.deps.logger?.warn({ host, status }, 'push message not delivered');
        failures.push(`${host}: ${status}`);
      }
    }
    if (failures.length) throw new Error(`push not delivered (${failures.join(', ')})`);
    return { sent, gone };
  }
}
