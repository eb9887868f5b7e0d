import { Db } from './db.js';

/** What a public read needs of a database: the `Db` methods, on the primary or on a replica. */
export interface Reader {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | null>;
}

/** What the router reads of a request: its cookies (the write mark), and whatever `primaryOnly` looks at. */
export interface ReadRequest {
  headers: { cookie?: string };
}

/** Why a read went where it went (the metrics' label values: never anything about the person). */
export type ReadRoute = 'replica' | 'primary-only' | 'own-write' | 'no-replica' | 'fallback';

export interface ReadRouterOptions<R extends ReadRequest> {
  /** REPLICA_MAX_LAG_MS: a replica further behind the primary than this is skipped. */
  maxLagMs: number;
  /** READ_YOUR_WRITES_MS: how long after her last write a member's reads stay on the primary. */
  readYourWritesMs: number;
  /** The write mark's cookie name (`readMarkCookie`), and whether it is sent only over HTTPS. */
  cookieName: string;
  secureCookie?: boolean;
  /** Requests that always read from the primary (moderators, API tokens): decided by the policies, at the composition root. */
  primaryOnly: (req: R) => boolean;
  /** How long a replica whose statement failed is left out (ms). */
  downMs?: number;
  /** The least time between two lag checks (ms): at most one a second. */
  checkEveryMs?: number;
  /** A lag older than this is not trusted: reads go to the primary until the next check answers (ms). */
  staleAfterMs?: number;
  now?: () => number;
  logger?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Called once per routed read (the metrics' counter). */
  onRoute?: (route: ReadRoute) => void;
}

/** A replica as the router knows it: its pool and what the last check said. */
export interface ReplicaState {
  readonly name: string;
  readonly db: Db;
  /** Milliseconds behind the primary at the last check; null before the first check or when it is not a standby. */
  lagMs: number | null;
  checkedAt: number;
  /** Left out until then after a failed statement or check (not even checked); -Infinity once it answered since. */
  downUntil: number;
}

/** `16/B374D848` (pg_lsn's text) as one number. */
export function parseLsn(text: string): bigint {
  const [hi, lo] = text.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

/**
 * How far behind the primary a replica is, in time: the age of the oldest primary position (sampled once per check)
 * it has not replayed yet; 0 when it has replayed the newest sample. An idle primary makes no lag, and the precision
 * is the check interval. A replica behind even the oldest sample kept (at the first checks, or back after a failure)
 * could be behind by more than the samples tell: then the age of the last transaction it replayed
 * (`now() - pg_last_xact_replay_timestamp()`, `replayAgeMs`; more than the lag when the primary was idle) counts too.
 */
export function lagFromSamples(replayed: bigint, samples: readonly { at: number; lsn: bigint }[], now: number, replayAgeMs: number | null): number {
  const first = samples.find((s) => s.lsn > replayed);
  if (!first) return 0;
  const lag = Math.max(0, now - first.at);
  return first === samples[0] ? Math.max(lag, replayAgeMs ?? Infinity) : lag;
}

/** SQLSTATE classes of a statement's own fault (bad data, bad SQL): the primary would refuse it the same way. */
const STATEMENT_FAULT = /^(22|42)/;
/** "canceling statement due to conflict with recovery": the replica is fine, this statement lost to replay. */
const RECOVERY_CONFLICT = '40001';
const CHECK_SQL = `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn,
  (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as replay_age_ms`;
/** Primary positions kept for the lags: the oldest one a replica still needs and the newest ones (about 20 minutes). */
const MAX_SAMPLES = 1_200;

/** The write mark's cookie: `__Host-` (Secure, this origin only) in production, as the session cookie. */
export function readMarkCookie(secure: boolean): string {
  return secure ? '__Host-wrote' : 'wrote';
}

/** The value of cookie `name` in a Cookie header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Issue 25 item 5: the database a public read (browse, search, profile pages, a profile's reports, transparency) runs
 * on. Without replicas it is always the primary, with no work at all. With replicas (DATABASE_REPLICA_URLS), a read
 * goes to one of them, in turn, unless
 * - the request must read the primary (`primaryOnly`: moderators, API tokens),
 * - her session wrote within READ_YOUR_WRITES_MS (the write mark cookie, set by `afterWrite` after a mutation or a
 *   non-GET REST call), so she reads her own writes,
 * - no replica is usable: every one is down (a statement or a check failed within `downMs`), lags past
 *   REPLICA_MAX_LAG_MS, or has no recent check.
 * The lag is checked on demand, at most once per `checkEveryMs` for all replicas together, never awaited by a read: the
 * primary's `pg_current_wal_lsn()` and each replica's `pg_last_wal_replay_lsn()` (`lagFromSamples`). A replica statement that fails for
 * any reason but its own SQL is run again on the primary and the replica is left out for `downMs`: a request never
 * fails because of a replica.
 */
export class ReadRouter<R extends ReadRequest = ReadRequest> {
  readonly replicas: ReplicaState[];
  private readonly readers: Reader[];
  private readonly opts: Required<Omit<ReadRouterOptions<R>, 'logger' | 'onRoute'>> & Pick<ReadRouterOptions<R>, 'logger' | 'onRoute'>;
  private samples: { at: number; lsn: bigint }[] = [];
  private checking: Promise<void> | null = null;
  private lastCheck = -Infinity;
  private turn = 0;

  constructor(
    readonly primary: Db,
    replicas: Db[],
    opts: ReadRouterOptions<R>,
  ) {
    this.opts = { secureCookie: false, downMs: 10_000, checkEveryMs: 1_000, staleAfterMs: 5_000, now: Date.now, ...opts };
    this.replicas = replicas.map((db, i) => ({ name: `replica${i}`, db, lagMs: null, checkedAt: -Infinity, downUntil: -Infinity }));
    this.readers = this.replicas.map((r) => ({
      query: (sql, params) => this.readOn(r, sql, params),
      one: async <T>(sql: string, params?: unknown[]) => (await this.readOn<T>(r, sql, params))[0] ?? null,
    }));
  }

  /** The reader for one public read of `req`. */
  pick(req: R): Reader {
    if (this.replicas.length === 0) return this.primary;
    const route = this.routeOf(req);
    if (route !== 'replica') {
      this.opts.onRoute?.(route);
      return this.primary;
    }
    const now = this.opts.now();
    this.checkSoon(now);
    const usable = this.replicas.flatMap((r, i) => (this.usable(r, now) ? [i] : []));
    if (usable.length === 0) {
      this.opts.onRoute?.('no-replica');
      return this.primary;
    }
    this.opts.onRoute?.('replica');
    return this.readers[usable[this.turn++ % usable.length]];
  }

  /**
   * After a write by a signed-in member (a GraphQL mutation, a non-GET REST call that succeeded): the write mark, so
   * her next reads, on whichever instance, go to the primary. Nothing without replicas, for a visitor (who carries no
   * cookie, AGENTS.md rule 22) or for a request that reads the primary anyway (a moderator, an API token).
   */
  afterWrite(req: R & { principal?: unknown }, res: MarkableResponse): void {
    if (this.replicas.length === 0 || !req.principal || this.opts.primaryOnly(req)) return;
    markWrite(res, { cookieName: this.opts.cookieName, readYourWritesMs: this.opts.readYourWritesMs, secure: this.opts.secureCookie, now: this.opts.now() });
  }

  /** Whether her reads are to stay on the primary, and why; 'replica' when they may go to one. */
  routeOf(req: R): ReadRoute {
    if (this.opts.primaryOnly(req)) return 'primary-only';
    const mark = Number(cookieValue(req.headers.cookie, this.opts.cookieName));
    // A mark from the future (a clock set back, a hand-made cookie) counts as a write now.
    if (Number.isFinite(mark) && mark > 0 && this.opts.now() - mark < this.opts.readYourWritesMs) return 'own-write';
    return 'replica';
  }

  private usable(r: ReplicaState, now: number): boolean {
    return r.downUntil <= now && r.lagMs !== null && r.lagMs <= this.opts.maxLagMs && now - r.checkedAt <= this.opts.staleAfterMs;
  }

  /** Starts a lag check when the last one is older than `checkEveryMs` and none is running. */
  private checkSoon(now: number): void {
    if (this.checking || now - this.lastCheck < this.opts.checkEveryMs) return;
    this.checking = this.check().finally(() => (this.checking = null));
  }

  /** One lag check of every replica (one left out after a failure: once its time is up). Never throws. */
  async check(): Promise<void> {
    this.lastCheck = this.opts.now();
    let primaryLsn: bigint;
    try {
      const { rows } = await this.primary.pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      primaryLsn = parseLsn(rows[0].lsn);
    } catch (e) {
      this.opts.logger?.warn({ err: (e as Error).message }, 'replica lag check: the primary did not answer');
      return;
    }
    const at = this.opts.now();
    this.samples.push({ at, lsn: primaryLsn });
    let oldestReplayed = primaryLsn;
    await Promise.all(
      this.replicas.map(async (r) => {
        if (r.downUntil > at) return;
        try {
          const { rows } = await r.db.pool.query<{ standby: boolean; lsn: string | null; replay_age_ms: number | null }>(CHECK_SQL);
          const wasDown = r.downUntil !== -Infinity;
          if (!rows[0].standby || rows[0].lsn === null) {
            if (r.lagMs !== null || r.checkedAt === -Infinity) this.opts.logger?.warn({ replica: r.name }, 'replica is not a streaming standby: reads skip it');
            r.lagMs = null;
          } else {
            const replayed = parseLsn(rows[0].lsn);
            if (replayed < oldestReplayed) oldestReplayed = replayed;
            r.lagMs = lagFromSamples(replayed, this.samples, this.opts.now(), rows[0].replay_age_ms);
            if (wasDown) this.opts.logger?.info({ replica: r.name }, 'replica answers again');
            r.downUntil = -Infinity;
          }
          r.checkedAt = this.opts.now();
        } catch (e) {
          this.markDown(r, e);
        }
      }),
    );
    // Only the samples some replica has not replayed yet (and the newest) are needed for the next lags; past
    // MAX_SAMPLES the oldest needed one and the newest stay (a replica behind every sample kept is judged by
    // lagFromSamples' other measure).
    const firstNeeded = this.samples.findIndex((s) => s.lsn > oldestReplayed);
    const needed = this.samples.slice(firstNeeded < 0 ? -1 : firstNeeded);
    this.samples = needed.length > MAX_SAMPLES ? [needed[0], ...needed.slice(1 - MAX_SAMPLES)] : needed;
  }

  private markDown(r: ReplicaState, e: unknown): void {
    const now = this.opts.now();
    if (r.downUntil <= now) this.opts.logger?.warn({ replica: r.name, err: (e as Error)?.message }, 'replica failed: reads go to the primary for a while');
    r.downUntil = now + this.opts.downMs;
  }

  private async readOn<T>(r: ReplicaState, sql: string, params?: unknown[]): Promise<T[]> {
    try {
      return await r.db.query<T>(sql, params);
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && STATEMENT_FAULT.test(code)) throw e;
      if (code !== RECOVERY_CONFLICT) this.markDown(r, e);
      this.opts.onRoute?.('fallback');
      return this.primary.query<T>(sql, params);
    }
  }

  end(): Promise<void> {
    return Promise.all(this.replicas.map((r) => r.db.end())).then(() => {});
  }
}

/** The part of an Express response the write mark needs. */
export interface MarkableResponse {
  headersSent: boolean;
  cookie(name: string, value: string, options: object): unknown;
}

/**
 * The write mark (`ReadRouter.afterWrite` decides when): a cookie holding the time of her write that lives
 * READ_YOUR_WRITES_MS, so her next reads, on whichever instance, go to the primary.
 */
export function markWrite(res: MarkableResponse, mark: { cookieName: string; readYourWritesMs: number; secure: boolean; now?: number }): void {
  if (res.headersSent) return;
  res.cookie(mark.cookieName, String(mark.now ?? Date.now()), {
    httpOnly: true,
    sameSite: 'lax',
    secure: mark.secure,
    path: '/',
    maxAge: mark.readYourWritesMs,
  });
}
