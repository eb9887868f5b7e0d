import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Db } from '../../core/db.js';
import { Notification, NotificationType } from './notification.entity.js';
import { Decision } from '../decision/decision.entity.js';
import { User } from '../user/user.entity.js';
import { notFound } from '../../core/errors.js';
import type { EmailMessage, EmailSender } from '../../shared/outbox.js';
import { preferencesOf } from '../preferences/preferences.service.js';
import { wants, type NotificationKind, type Preferences } from '../preferences/preferences.inputs.js';
import { quietHoursEnd } from '../preferences/quiet-hours.js';
import { affectedMemberDecisionViewer } from '../../policies/visibility.js';
import { DECISION_COLUMNS, DECISION_JOINS, presentDecision, type DecisionGql, type DecisionRow } from '../decision/decision.type.js';
import { clamp, isUuid } from '../../core/sql.js';
import { NOTIFICATION_MAIL, NOTIFICATION_MESSAGES } from './notification.messages.js';
import { ENGLISH_READER as ENGLISH, ref, word, wordOr, type Reader, type Wording } from '../../core/i18n.js';
import { ANNOUNCE_SQL, announcement, type NotificationHub } from './notification-hub.js';

/** Announcements waiting for one live subscription at most (older ones are kept, newer ones dropped). */
const LIVE_QUEUE_MAX = 50;

export interface NotificationInput {
  type: NotificationType;
  /** Messages (core/i18n.ts `ref`): stored with the English, read in each reader's language; a plain string stays as written. */
  title: Wording;
  message: Wording;
  actionUrl?: string | null;
  /** The decision (statement of reasons) it tells her about: her notifications show it with an 'Appeal' link. */
  decisionId?: string | null;
}

/**
 * Which of her notification choices (Settings > Notifications) a notification follows: `decisions` (about her own
 * content), `newReports` (on a person she added), `flags` (her flags' outcomes), `appeals` (her appeals' outcomes),
 * `account` (her account and its security). preferences.inputs.ts says what each means and its defaults.
 */
export type NotificationTopic = NotificationKind;

/**
 * A push to send, as this module hands it to Web Push (push.service.ts): for whom, of which kind (preferences.inputs.ts),
 * and which in-app notification (the worker reads it) or, when she turned in-app off for that kind, what it says.
 */
export interface PushJob {
  /** Her in-app notification; null when she has none for this kind (then `content` says what the push says). */
  notificationId: string | null;
  userId: string;
  /** Absent in jobs queued before kinds existed: those are sent. */
  kind?: NotificationKind;
  content?: { title: Wording; message: Wording; actionUrl: string | null };
}

export interface NotificationView {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  read: boolean;
  createdAt: Date;
  actionUrl: string | null;
  /** The decision it tells her about, as she sees it (reason, rule, text, whether she may appeal); null for other news. */
  decision: DecisionGql | null;
}

type Row = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  title_i18n: Wording | null;
  message_i18n: Wording | null;
  read: boolean;
  created_at: Date;
  action_url: string | null;
} & (DecisionRow | { decision_id: null });
/** A notification with the decision it is about (her own: `affected_user_id` is checked again by presentDecision). */
const SELECT = `select n.id, n.type, n.title, n.message, n.title_i18n, n.message_i18n, n.read, n.created_at, n.action_url, ${DECISION_COLUMNS}
  from notifications n left join decisions d on d.id = n.decision_id ${DECISION_JOINS}`;
/** A row in her language: its stored messages worded for her; a row without them (older, or plain text) as stored. */
const present = (r: Row, userId: string, reader: Reader): NotificationView => ({
  id: r.id,
  type: r.type,
  title: wordOr(r.title_i18n, reader.locale, reader.timeZone, r.title).slice(0, 120),
  message: wordOr(r.message_i18n, reader.locale, reader.timeZone, r.message),
  read: r.read,
  createdAt: r.created_at,
  actionUrl: r.action_url,
  decision: r.decision_id ? presentDecision(r as DecisionRow, affectedMemberDecisionViewer(userId)) : null,
});

/**
 * In-app notifications, pushes and the e-mails a member asked for. `notify`, `notifyByPreference` and `notifyDecision`
 * are called by the moderation commands inside their transaction (pass the transactional EntityManager), so a
 * notification exists exactly when its decision was committed. Each follows her Settings > Notifications for its kind
 * (in-app, push, e-mail), enforced here: `notify` never e-mails (account matters whose command e-mails her itself),
 * `notifyDecision` always e-mails (a legal notice).
 * Every read and change is scoped to the owner: another member's id answers 404, never her data.
 */
export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly email?: EmailSender,
    private readonly logger?: Logger,
    /** Where live connections hear of new notifications (GraphQL subscriptions); without it, `live` is unavailable. */
    private readonly hub?: NotificationHub,
    /** Web Push to her browsers (push.service.ts), once the notification has committed. */
    private readonly push?: { schedule(job: PushJob, startAfter?: Date | null): Promise<void> },
  ) {}

  /**
   * A notification of `kind` in the app and by push, as she chose for that kind (no e-mail: account matters such as an
   * ID check, whose command writes its own e-mail). In-app: the row is written and announced to live connections
   * (`NOTIFICATION_CHANNEL`, ids only); inside a transaction both are part of it (the row commits with the decision and
   * PostgreSQL delivers the announcement on commit, never after a rollback); outside one, at once. The push is
   * scheduled once the transaction has committed, held until her quiet hours end.
   */
  async notify(em: EntityManager, userId: string, input: NotificationInput, kind: NotificationKind = 'account'): Promise<void> {
    await this.inAppAndPush(em, userId, kind, input, await preferencesOf(em, userId));
  }

  /**
   * A notification about `topic`, delivered the way she chose: in-app and push unless she turned them off (default on),
   * by e-mail only if she turned that on (default off but for her account). Call it inside the transaction that makes
   * the decision: the in-app notification is written with it, and the e-mail and the push leave only once that
   * transaction has committed (a rolled-back decision sends nothing). A failed e-mail is logged (without the address)
   * and never fails the decision.
   */
  async notifyByPreference(em: EntityManager, userId: string, topic: NotificationTopic, input: NotificationInput): Promise<void> {
    const preferences = await preferencesOf(em, userId);
    await this.inAppAndPush(em, userId, topic, input, preferences);
    if (!wants(preferences.notifications, topic, 'Email') || !this.email) return;
    const paragraphs = [input.message, ref(NOTIFICATION_MAIL.signIn), ref(NOTIFICATION_MAIL.optOut)];
    await this.emailTo(em, userId, input.title, paragraphs, preferences, topic);
  }

  /**
   * A decision that restricts her content or her account (a statement of reasons, issue 10 item 4), or an appeal's
   * outcome: in-app and push as she chose for `kind`, and by e-mail always, whatever her settings, because it is a
   * legal notice (`email`, its paragraphs, says how to appeal). The e-mail is in her saved language (else English), its
   * dates on her saved time zone's calendar.
   */
  async notifyDecision(
    em: EntityManager,
    userId: string,
    input: NotificationInput,
    email: readonly Wording[],
    kind: NotificationKind = 'decisions',
  ): Promise<void> {
    const preferences = await preferencesOf(em, userId);
    await this.inAppAndPush(em, userId, kind, input, preferences);
    await this.emailTo(em, userId, input.title, email, preferences, kind);
  }

  /** Her in-app row (announced live) and her push, each only if her choice for `kind` allows it. */
  private async inAppAndPush(em: EntityManager, userId: string, kind: NotificationKind, input: NotificationInput, preferences: Preferences): Promise<void> {
    const { notifications: choice, appearance } = preferences;
    const notificationId = wants(choice, kind, 'InApp') ? await this.write(em, userId, input) : null;
    const push = this.push;
    if (!push || !wants(choice, kind, 'Push')) return;
    // Without an in-app row the job carries what the push says (sealed in the queue like every message).
    const job: PushJob = notificationId
      ? { notificationId, userId, kind }
      : { notificationId: null, userId, kind, content: { title: input.title, message: input.message, actionUrl: input.actionUrl ?? null } };
    await this.afterCommit(em, 'push', () => push.schedule(job, quietHoursEnd(new Date(), choice.quietHours, appearance.timeZone)));
  }

  /** Writes and announces an in-app notification (see `notify`); answers its id. */
  private async write(em: EntityManager, userId: string, input: NotificationInput): Promise<string> {
    const notification = Object.assign(new Notification(), {
      user: em.getReference(User, userId),
      type: input.type,
      title: word(input.title, 'en').slice(0, 120),
      message: word(input.message, 'en'),
      titleI18n: typeof input.title === 'string' ? null : input.title,
      messageI18n: typeof input.message === 'string' ? null : input.message,
      actionUrl: input.actionUrl ?? null,
      decision: input.decisionId ? em.getReference(Decision, input.decisionId) : null,
    });
    em.persist(notification);
    if (!em.isInTransaction()) await em.flush();
    await em.getConnection().execute(ANNOUNCE_SQL, [announcement({ id: notification.id, userId })], 'all', em.getTransactionContext());
    return notification.id;
  }

  /** An e-mail to her address (if she has one) after the commit, in her saved language (else English) and time zone. */
  private async emailTo(
    em: EntityManager,
    userId: string,
    title: Wording,
    paragraphs: readonly Wording[],
    { appearance }: Preferences,
    topic: string,
  ): Promise<void> {
    const to = await NotificationService.addressOf(em, userId);
    const reader = { locale: appearance.language ?? 'en', timeZone: appearance.timeZone };
    if (to) await this.emailAfterCommit(em, mailOf(to, title, paragraphs, reader), topic);
  }

  private static async addressOf(em: EntityManager, userId: string): Promise<string | null> {
    const [row] = await em.getConnection().execute<{ email: string }[]>('select email from users where id = ?', [userId], 'all', em.getTransactionContext());
    return row?.email || null;
  }

  /**
   * Sends an e-mail once the caller's transaction has committed (at once outside one); never after a rollback. A
   * failed e-mail is logged (without the address) and never fails the decision.
   */
  async emailAfterCommit(em: EntityManager, message: EmailMessage, topic = 'decisions'): Promise<void> {
    const email = this.email;
    if (!email) return;
    await this.afterCommit(em, topic, () => email.send(message));
  }

  /**
   * Work that must follow the caller's transaction (an e-mail, a push): once it has committed (at once outside one),
   * never after a rollback. A failure is logged by its kind only (a provider's message may quote an address) and never
   * fails the decision.
   */
  private afterCommit(em: EntityManager, topic: string, work: () => Promise<unknown>): Promise<void> | void {
    const run = async () => {
      try {
        await work();
      } catch (error) {
        this.logger?.warn({ error: error instanceof Error ? error.name : 'unknown', topic }, 'notification delivery could not be started');
      }
    };
    if (!em.isInTransaction()) return run();
    // Once, on this transaction's commit; never after a rollback.
    let settled = false;
    em.getEventManager().registerSubscriber({
      afterTransactionCommit: async () => {
        if (settled) return;
        settled = true;
        await run();
      },
      afterTransactionRollback: () => {
        settled = true;
      },
    });
  }

  /** Her notifications, newest first, each in `reader`'s language (English by default). */
  async list(userId: string, opts: { unreadOnly?: boolean; limit?: number } = {}, reader: Reader = ENGLISH): Promise<NotificationView[]> {
    const limit = clamp(opts.limit ?? 50, 1, 100);
    const rows = await this.db.query<Row>(
      `${SELECT} where n.user_id = $1 ${opts.unreadOnly ? 'and n.read = false' : ''} order by n.created_at desc, n.id desc limit $2`,
      [userId, limit],
    );
    return rows.map((r) => present(r, userId, reader));
  }

  async unreadCount(userId: string): Promise<number> {
    const row = await this.db.one<{ n: number }>('select count(*)::int as n from notifications where user_id = $1 and read = false', [userId]);
    return row?.n ?? 0;
  }

  /** One of her notifications, or null (not hers, or deleted since). */
  async byId(userId: string, id: string, reader: Reader = ENGLISH): Promise<NotificationView | null> {
    if (!isUuid(id)) return null;
    const [r] = await this.db.query<Row>(`${SELECT} where n.id = $1 and n.user_id = $2`, [id, userId]);
    return r ? present(r, userId, reader) : null;
  }

  /**
   * Her new notifications as they are created, on this instance or another (`notificationAdded`): each announcement
   * is loaded as hers (`byId`), after `stillAllowed` says her session or token still holds (false ends the stream).
   * Ends when its consumer calls `return()` (the subscription stopped, the connection closed).
   */
  live(userId: string, stillAllowed: () => Promise<boolean>, readerOf: () => Promise<Reader> = async () => ENGLISH): AsyncIterableIterator<NotificationView> {
    let reader: Promise<Reader> | null = null;
    if (!this.hub) throw new Error('live notifications need a NotificationHub');
    const pending: string[] = [];
    let wake: (() => void) | null = null;
    let done = false;
    let unlisten: (() => void) | null = null;
    const finish = () => {
      done = true;
      unlisten?.();
      wake?.();
    };
    const listening = this.hub.listen(userId, (event) => {
      // A member gets a handful of notifications a day: more than this many waiting means the consumer is stuck.
      if (pending.length < LIVE_QUEUE_MAX) pending.push(event.id);
      wake?.();
    });
    listening.then(
      (stop) => (done ? stop() : (unlisten = stop)),
      () => {},
    );
    const end = { value: undefined, done: true } as const;
    const iterator: AsyncIterableIterator<NotificationView> = {
      [Symbol.asyncIterator]: () => iterator,
      next: async () => {
        await listening;
        while (!done) {
          const id = pending.shift();
          if (id === undefined) {
            await new Promise<void>((resolve) => (wake = resolve));
            wake = null;
            continue;
          }
          if (!(await stillAllowed())) {
            finish();
            break;
          }
          const view = await this.byId(userId, id, await (reader ??= readerOf()));
          if (view && !done) return { value: view, done: false };
        }
        return end;
      },
      return: async () => {
        finish();
        return end;
      },
    };
    return iterator;
  }

  async markRead(userId: string, id: string, reader: Reader = ENGLISH): Promise<NotificationView> {
    if (!isUuid(id)) throw notFound(NOTIFICATION_MESSAGES.notFound);
    const marked = await this.db.query('update notifications set read = true where id = $1 and user_id = $2 returning id', [id, userId]);
    const [r] = marked.length ? await this.db.query<Row>(`${SELECT} where n.id = $1 and n.user_id = $2`, [id, userId]) : [];
    if (!r) throw notFound(NOTIFICATION_MESSAGES.notFound);
    return present(r, userId, reader);
  }

  async markAllRead(userId: string): Promise<number> {
    const rows = await this.db.query('update notifications set read = true where user_id = $1 and read = false returning id', [userId]);
    return rows.length;
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(NOTIFICATION_MESSAGES.notFound);
    const rows = await this.db.query('delete from notifications where id = $1 and user_id = $2 returning id', [id, userId]);
    if (!rows.length) throw notFound(NOTIFICATION_MESSAGES.notFound);
  }
}

/** An e-mail whose subject is `title` and whose text is `paragraphs`, each worded for `reader`, separated by an empty line. */
export function mailOf(to: string, title: Wording, paragraphs: readonly Wording[], reader: Reader): EmailMessage {
  return {
    to,
    subject: word(title, reader.locale, reader.timeZone),
    text: paragraphs.map((p) => word(p, reader.locale, reader.timeZone)).join('\n\n'),
  };
}

export { NotificationType };
