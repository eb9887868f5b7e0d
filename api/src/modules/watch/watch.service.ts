import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { WATCH_LIMITS } from '@tea/limits';
import type { Db } from '../../core/db.js';
import type { ModerationContext } from '../../core/command.js';
import { conflict, notFound, tooManyRequests } from '../../core/errors.js';
import { isUuid } from '../../core/sql.js';
import { ref } from '../../core/i18n.js';
import { authorize, requireVerifiedPhone } from '../../policies/can.js';
import { parseInput } from '../../shared/parse.js';
import type { AuditService } from '../audit/audit.service.js';
import { NotificationType, type NotificationService } from '../notification/notification.service.js';
import type { User } from '../user/user.entity.js';
import type { CommandRunner } from '../../core/run-command.js';
import { endWatch } from './commands/end-watch.command.js';
import { watchSchema } from './watch.inputs.js';
import { WATCH_MATCH_SQL, WATCH_PROFILE_SQL, watchMatchParams, type WatchedProfileRow, type WatchHitRow } from './watch.match.js';
import { WATCH_MESSAGES, WATCH_NOTICES } from './watch.messages.js';
import { presentWatch, WATCH_COLUMNS, type WatchGql, type WatchRow } from './watch.type.js';

/** One match run: a profile a moderator published (a report about her or her photo approved). */
export interface WatchJob {
  profileId: number;
}

/** What the audit log says of a watch: that it exists, never whose name it watches (SAFETY: watches are private). */
const AUDIT_LABEL = 'Name watch';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The name watch (issue 26 item 1). A member with a verified phone watches up to WATCH_LIMITS.active names at once, each
 * a first name, an optional last name or initial and a city with a radius; she starts at most WATCH_LIMITS.perMonth in 30
 * days, and each lasts WATCH_LIMITS.days until she renews it. When a moderator publishes a profile, or a report about one
 * (the command runner's `published`, after the commit), the profile is matched against the live watches (watch.match.ts)
 * in a pg-boss job when the queue runs (else at once), and each member whose watch matches is told through her
 * 'watches' choices, with a link to the profile, at most once per profile per day (a unique `watch_matches` row written
 * in the notification's transaction). The notice says nothing of who reported. Her watches pause while she is suspended
 * or banned. Creating, renewing and deleting one are audited without the name; a moderator ends one with the `endWatch`
 * command (modules/watch/commands).
 */
export class WatchService {
  private enqueue: ((job: WatchJob) => Promise<void>) | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      audit: AuditService;
      notifications: NotificationService;
      commands: CommandRunner;
      /** A fresh unit of work for a match run (outside any request's). */
      fork: () => EntityManager;
      logger: Pick<Logger, 'warn'>;
    },
  ) {}

  /** Her watches (not the ones she deleted), newest first. */
  async list(actor: User): Promise<WatchGql[]> {
    authorize(actor, 'watch:manage');
    const rows = await this.deps.db.query<WatchRow>(
      `select ${WATCH_COLUMNS} from watches w where w.user_id = $1 and w.ended_reason is distinct from 'deleted' order by w.created_at desc, w.id`,
      [actor.id],
    );
    return rows.map((r) => presentWatch(r));
  }

  /** 403 without a verified phone; 400 on bad input; 409 past WATCH_LIMITS.active live watches; 429 past the month's. */
  async create({ em, actor, ip }: ModerationContext, raw: unknown): Promise<WatchGql> {
    authorize(actor, 'watch:manage');
    requireVerifiedPhone(actor, WATCH_MESSAGES.phoneRequired);
    const input = parseInput(watchSchema, raw);
    return em.transactional(async (tx) => {
      await this.lockMember(tx, actor.id);
      await this.assertRoomForOneMore(tx, actor.id);
      const [{ started, oldest }] = await this.sql<{ started: number; oldest: string | null }>(
        tx,
        `select count(*)::int as started, min(created_at) as oldest from watches where user_id = ? and created_at > now() - interval '30 days'`,
        [actor.id],
      );
      if (started >= WATCH_LIMITS.perMonth) {
        const retry = Math.max(1, Math.ceil(((oldest ? new Date(oldest).getTime() : Date.now()) + 30 * DAY_MS - Date.now()) / 1000));
        throw tooManyRequests({ message: WATCH_MESSAGES.tooManyThisMonth, values: { max: WATCH_LIMITS.perMonth } }, retry);
      }
      const [row] = await this.sql<WatchRow>(
        tx,
        `insert into watches as w (id, user_id, first_name, last_name, location, radius, expires_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, now() + interval '${WATCH_LIMITS.days} days') returning ${WATCH_COLUMNS}`,
        [actor.id, input.firstName, input.lastName, input.location, input.radius],
      );
      this.audit(tx, actor, ip, 'watch.create', row.id);
      await tx.flush();
      return presentWatch(row);
    });
  }

  /** Another WATCH_LIMITS.days from now. An expired watch counts again toward her live ones; an ended one cannot be renewed. */
  async renew({ em, actor, ip }: ModerationContext, id: string): Promise<WatchGql> {
    authorize(actor, 'watch:manage');
    requireVerifiedPhone(actor, WATCH_MESSAGES.phoneRequired);
    return em.transactional(async (tx) => {
      await this.lockMember(tx, actor.id);
      const current = await this.own(tx, actor.id, id);
      if (new Date(current.expires_at).getTime() <= Date.now()) await this.assertRoomForOneMore(tx, actor.id);
      const [row] = await this.sql<WatchRow>(
        tx,
        `update watches w set expires_at = now() + interval '${WATCH_LIMITS.days} days' where w.id = ? returning ${WATCH_COLUMNS}`,
        [id],
      );
      this.audit(tx, actor, ip, 'watch.renew', id);
      await tx.flush();
      return presentWatch(row);
    });
  }

  /** A moderator ends a watch (the `endWatch` command: audited, her told without the moderator's name). */
  end(m: ModerationContext, id: string, note?: string | null): Promise<WatchGql> {
    return this.deps.commands.run(endWatch, m, { id, body: { note } });
  }

  /** Ends her watch for good (the row stays for her monthly count, out of her list). */
  async delete({ em, actor, ip }: ModerationContext, id: string): Promise<boolean> {
    authorize(actor, 'watch:manage');
    await em.transactional(async (tx) => {
      await this.own(tx, actor.id, id, true);
      // Her deleted watch keeps only its dates (it counts toward her 10 a month): the name and place she watched are erased.
      await this.sql(tx, `update watches set ended_at = now(), ended_reason = 'deleted', first_name = '', last_name = null, location = '' where id = ?`, [id]);
      this.audit(tx, actor, ip, 'watch.delete', id);
      await tx.flush();
    });
    return true;
  }

  /**
   * For moderators (a removal request about this profile): the live watches the profile matches now, by the same rule as
   * the notices (watch.match.ts). Authorized by the caller's `@Access('moderate')` / route level.
   */
  async matchingProfile(profileId: number): Promise<WatchGql[]> {
    const profile = await this.deps.db.one<WatchedProfileRow>(
      'select p.id, p.first_name, p.last_name, p.location from profiles p where p.id = $1 and p.is_user = false',
      [profileId],
    );
    const params = profile && watchMatchParams(profile);
    if (!params) return [];
    const hits = await this.deps.db.query<{ id: string }>(WATCH_MATCH_SQL, params);
    if (!hits.length) return [];
    const rows = await this.deps.db.query<WatchRow>(`select ${WATCH_COLUMNS} from watches w where w.id = any($1::uuid[]) order by w.created_at desc`, [
      hits.map((h) => h.id),
    ]);
    return rows.map((r) => presentWatch(r));
  }

  /** Set by the job queue (jobs.ts): match runs then leave from a worker, retried while they fail. */
  sendThrough(enqueue: (job: WatchJob) => Promise<void>): void {
    this.enqueue = enqueue;
  }

  /**
   * A moderator's decision published a profile or a report about her (after its commit): her match run, through the job
   * queue when it runs (moderation stays fast), else at once. A run that fails without a queue is logged, never the decision's failure.
   */
  async published(profileId: number): Promise<void> {
    if (this.enqueue) return this.enqueue({ profileId });
    try {
      await this.deliver({ profileId });
    } catch (error) {
      this.deps.logger.warn({ error: error instanceof Error ? error.name : 'unknown', profileId }, 'name watch match failed');
    }
  }

  /**
   * One match run (a job from the queue): the live watches the profile matches (none unless it is published, not hidden and of a person reported
   * on), each remembered for today and her told once per profile per day, in one transaction. Answers how many members
   * were told.
   */
  async deliver({ profileId }: WatchJob): Promise<void> {
    await this.matchProfile(profileId);
  }

  /** `deliver`'s work: answers how many members were told. */
  async matchProfile(profileId: number): Promise<number> {
    const profile = await this.deps.db.one<WatchedProfileRow>(WATCH_PROFILE_SQL, [profileId]);
    const params = profile && watchMatchParams(profile);
    if (!params) return 0;
    const hits = await this.deps.db.query<WatchHitRow>(WATCH_MATCH_SQL, params);
    if (!hits.length) return 0;
    const em = this.deps.fork();
    return em.transactional(async (tx) => {
      // A uuid[] literal (uuids need no quoting): one parameter, whatever the driver does with arrays.
      const ids = `{${hits.map((h) => h.id).join(',')}}`;
      await this.sql(tx, 'update watches set last_matched_at = now() where id = any(?::uuid[])', [ids]);
      const fresh = await this.sql<{ watch_id: string }>(
        tx,
        `insert into watch_matches (watch_id, profile_id, day) select unnest(?::uuid[]), ?, (now() at time zone 'utc')::date
         on conflict on constraint watch_matches_once_a_day do nothing returning watch_id`,
        [ids, profileId],
      );
      const told = new Set<string>();
      for (const { watch_id } of fresh) {
        const hit = hits.find((h) => h.id === watch_id)!;
        // One notice per member and profile, however many of her watches match.
        if (told.has(hit.user_id)) continue;
        told.add(hit.user_id);
        await this.deps.notifications.notifyByPreference(tx, hit.user_id, 'watches', {
          type: NotificationType.OTHER,
          title: ref(WATCH_NOTICES.matchTitle),
          message: ref(WATCH_NOTICES.match, { name: hit.first_name, location: hit.location }),
          actionUrl: `/profile/${profileId}`,
        });
      }
      await tx.flush();
      return told.size;
    });
  }

  private audit(em: EntityManager, actor: User, ip: string, action: string, id: string): void {
    this.deps.audit.record(em, actor, { action, targetType: 'watch', targetId: id, targetLabel: AUDIT_LABEL, ip });
  }

  /** Her watch `id` that is not ended (404 otherwise: another member's watch is not hers to know of). */
  private async own(em: EntityManager, userId: string, id: string, allowEnded = false): Promise<WatchRow> {
    if (!isUuid(id)) throw notFound(WATCH_MESSAGES.notFound);
    const [row] = await this.sql<WatchRow>(
      em,
      `select ${WATCH_COLUMNS} from watches w where w.id = ? and w.user_id = ? and w.ended_reason is distinct from 'deleted'`,
      [id, userId],
    );
    if (!row || (row.ended_at && !allowEnded)) throw notFound(WATCH_MESSAGES.notFound);
    return row;
  }

  /** Serialises one member's watch changes (the limits count, then write). */
  private async lockMember(em: EntityManager, userId: string): Promise<void> {
    await this.sql(em, 'select 1 from users where id = ? for update', [userId]);
  }

  private async assertRoomForOneMore(em: EntityManager, userId: string): Promise<void> {
    const [{ live }] = await this.sql<{ live: number }>(
      em,
      'select count(*)::int as live from watches where user_id = ? and ended_at is null and expires_at > now()',
      [userId],
    );
    if (live >= WATCH_LIMITS.active) throw conflict({ message: WATCH_MESSAGES.tooManyActive, values: { max: WATCH_LIMITS.active } });
  }

  private sql<T>(em: EntityManager, text: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());
  }
}
