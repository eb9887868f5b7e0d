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

type Listener = (event: NotificationEvent) => void;

/** Waits before connecting again after the listening connection was lost (ms). */
const RECONNECT_MS = [250, 1_000, 5_000];

/**
 * This instance's ear on the database for new notifications: one dedicated PostgreSQL connection that LISTENs on
 * `NOTIFICATION_CHANNEL` (opened with the first subscriber), handing each announcement to the live connections of its
 * member on this instance. Whichever instance made the notification, every instance hears it (issue 24: a member
 * connected to instance B hears a decision made on instance A).
 *
 * Announcements made while the connection is down (a database restart) are not heard: the web app reloads her
 * notifications when its live connection comes back.
 */
export class NotificationHub {
  private readonly listeners = new Map<string, Set<Listener>>();
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
  async listen(userId: string, listener: Listener): Promise<() => void> {
    // Listening first: what is announced from the moment this resolves reaches the listener.
    await this.ensureConnected();
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /** Listeners in place on this instance (one per live subscription): in /readyz's detail; of one member with `userId`. */
  listening(userId?: string): number {
    if (userId) return this.listeners.get(userId)?.size ?? 0;
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
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

  private ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve();
    if (this.stopped) return Promise.reject(new Error('notification hub stopped'));
    return (this.connecting ??= this.connect().finally(() => (this.connecting = null)));
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== NOTIFICATION_CHANNEL) return;
      const event = parseEvent(message.payload);
      if (event) this.dispatch(event);
    });
    // A lost connection (database restart, network) is reported as an error and then 'end': listen again.
    client.on('error', (err) => this.logger.warn({ err: err.message }, 'notification hub: listening connection failed'));
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = null;
      this.reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`listen ${NOTIFICATION_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.failures = 0;
  }

  private reconnectLater(): void {
    if (this.stopped || this.retryTimer || this.listeners.size === 0) return;
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

  private dispatch(event: NotificationEvent): void {
    const set = this.listeners.get(event.userId);
    if (!set) return;
    for (const listener of [...set]) listener(event);
  }
}
