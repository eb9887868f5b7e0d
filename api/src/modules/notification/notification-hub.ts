import pg from 'pg';
import type { Logger } from 'pino';

/** The PostgreSQL channel a new notification is announced on (LISTEN/NOTIFY). */
export const NOTIFICATION_CHANNEL = 'notification_added';

/**
 * What travels through NOTIFY when a notification is created: its id and its member's id, never its text or anything
 * else about her (a NOTIFY payload is visible to every session of the database). The subscriber loads the notification
 * as its owner, with her own id.
 */
export interface NotificationEvent {
  id: string;
  userId: string;
}

/** The statement that announces a notification. Run inside the transaction that inserts it: PostgreSQL delivers it when that transaction commits, and never after a rollback. */
export const ANNOUNCE_SQL = `select pg_notify('${NOTIFICATION_CHANNEL}', ?)`;

/** The payload of `ANNOUNCE_SQL`. */
export const announcement = (event: NotificationEvent): string => JSON.stringify({ id: event.id, userId: event.userId });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseEvent(payload: string | undefined): NotificationEvent | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<NotificationEvent>;
    return typeof value.id === 'string' && typeof value.userId === 'string' && UUID.test(value.id) && UUID.test(value.userId)
      ? { id: value.id, userId: value.userId }
      : null;
  } catch {
    return null;
  }
}

/**
 * One PostgreSQL channel the hub listens on: its name, how an announcement's payload is read (null: ignored), and which
 * listeners hear it (`keyOf`: the listeners of that key, e.g. the member a notification is for; null: every listener of
 * the channel, e.g. the moderators hearing of a queue's change).
 */
export interface HubChannel<E> {
  name: string;
  parse(payload: string | undefined): E | null;
  keyOf(event: E): string | null;
}

/** New notifications, each for the listeners of its member. */
export const NOTIFICATIONS: HubChannel<NotificationEvent> = { name: NOTIFICATION_CHANNEL, parse: parseEvent, keyOf: (event) => event.userId };

type Listener<E = never> = (event: E) => void;

/** Waits before connecting again after the listening connection was lost (ms). */
const RECONNECT_MS = [250, 1_000, 5_000];

/**
 * This instance's ear on the database: one dedicated PostgreSQL connection (opened with the first subscriber) that
 * LISTENs on every channel a subscriber asked for (new notifications, `NOTIFICATIONS`; the moderation queues'
 * changes), handing each announcement to the live connections on this instance that wait for it. Whichever instance
 * made the change, every instance hears it (issue 24: a member connected to instance B hears a decision made on
 * instance A).
 *
 * Announcements made while the connection is down (a database restart) are not heard: the web app reloads what it
 * shows when its live connection comes back.
 */
export class NotificationHub {
  /** Channel name → listeners' key → listeners. */
  private readonly listeners = new Map<string, Map<string, Set<Listener<unknown>>>>();
  private readonly channels = new Map<string, HubChannel<unknown>>();
  /** Channels the current connection LISTENs on. */
  private readonly heard = new Set<string>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Pick<Logger, 'warn' | 'info'>,
  ) {}

  /** Calls `listener` with each new notification of `userId` until the returned function is called. */
  listen(userId: string, listener: Listener<NotificationEvent>): Promise<() => void> {
    return this.listenOn(NOTIFICATIONS, userId, listener);
  }

  /**
   * Calls `listener` with each announcement on `channel` meant for `key` (or for everyone: `keyOf` null) until the
   * returned function is called. `key` is whose listener it is (her id), what `listening(key)` counts.
   */
  async listenOn<E>(channel: HubChannel<E>, key: string, listener: Listener<E>): Promise<() => void> {
    this.channels.set(channel.name, channel as HubChannel<unknown>);
    // Listening first: what is announced from the moment this resolves reaches the listener.
    await this.ensureListening(channel.name);
    let byKey = this.listeners.get(channel.name);
    if (!byKey) this.listeners.set(channel.name, (byKey = new Map()));
    let set = byKey.get(key);
    if (!set) byKey.set(key, (set = new Set()));
    const added = listener as Listener<unknown>;
    set.add(added);
    return () => {
      set.delete(added);
      if (set.size === 0 && byKey.get(key) === set) byKey.delete(key);
    };
  }

  /** Listeners in place on this instance (one per live subscription), on every channel: in /readyz's detail; of one member with `key`. */
  listening(key?: string): number {
    let n = 0;
    for (const byKey of this.listeners.values()) {
      if (key) n += byKey.get(key)?.size ?? 0;
      else for (const set of byKey.values()) n += set.size;
    }
    return n;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    this.listeners.clear();
    await client?.end().catch(() => {});
  }

  private async ensureListening(channel: string): Promise<void> {
    await this.ensureConnected();
    if (this.heard.has(channel) || !this.client) return;
    this.heard.add(channel);
    try {
      await this.client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      this.heard.delete(channel);
      throw err;
    }
  }

  private ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve();
    if (this.stopped) return Promise.reject(new Error('notification hub stopped'));
    return (this.connecting ??= this.connect().finally(() => (this.connecting = null)));
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      const channel = this.channels.get(message.channel);
      const event = channel?.parse(message.payload);
      if (channel && event) this.dispatch(channel, event);
    });
    // A lost connection (database restart, network) is reported as an error and then 'end': listen again.
    client.on('error', (err) => this.logger.warn({ err: err.message }, 'notification hub: listening connection failed'));
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = null;
      this.heard.clear();
      this.reconnectLater();
    });
    const channels = [...this.channels.keys()];
    try {
      await client.connect();
      for (const channel of channels) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.heard.clear();
    for (const channel of channels) this.heard.add(channel);
    this.client = client;
    this.failures = 0;
  }

  private reconnectLater(): void {
    if (this.stopped || this.retryTimer || this.listening() === 0) return;
    const wait = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)];
    this.failures++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.ensureConnected()
        .then(() => this.logger.info('notification hub: listening again'))
        .catch(() => this.reconnectLater());
    }, wait);
    this.retryTimer.unref();
  }

  private dispatch(channel: HubChannel<unknown>, event: unknown): void {
    const byKey = this.listeners.get(channel.name);
    if (!byKey) return;
    const key = channel.keyOf(event);
    const sets = key === null ? [...byKey.values()] : [byKey.get(key)].filter((set) => set !== undefined);
    for (const set of sets) for (const listener of [...set]) listener(event);
  }
}
