import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../core/db.js';
import { AuditLog } from './audit-log.entity.js';
import type { User } from '../user/user.entity.js';
import { clamp, isUuid, likeEscape } from '../../core/sql.js';

export interface AuditEntryInput {
  action: string;
  targetType:
    | 'report'
    | 'profile'
    | 'image'
    | 'user'
    | 'ip_ban'
    | 'id_verification'
    | 'sample_data'
    | 'report_author'
    | 'removal_request'
    | 'decision'
    | 'appeal'
    | 'watch';
  targetId?: string | number | null;
  /** A readable label of the target, kept after the target is deleted. */
  targetLabel: string;
  reasonCode?: string | null;
  note?: string | null;
  metadata?: Record<string, unknown> | null;
  ip?: string | null;
}

export interface AuditFilter {
  action?: string | null;
  targetType?: string | null;
  actorId?: string | null;
  search?: string | null;
  limit?: number;
  before?: string | null;
}

/**
 * The append-only audit log (SAFETY 7, 10). `record` joins the caller's transaction (pass its
 * EntityManager), so an action and its entry commit together. The table refuses UPDATE/DELETE itself.
 */
export class AuditService {
  constructor(private readonly db: Db) {}

  /** Answers the entry (its id is set once the unit of work is flushed). */
  record(em: EntityManager, actor: User, entry: AuditEntryInput): AuditLog {
    return this.write(em, actor.id, actor.username, entry);
  }

  /**
   * An entry whose actor is named by a label instead of her username: a member deleting her own account is
   * recorded as 'deleted member #…', so the log keeps a label, not her data.
   */
  recordLabelled(em: EntityManager, actor: { id: string | null; label: string }, entry: AuditEntryInput): AuditLog {
    return this.write(em, actor.id, actor.label, entry);
  }

  /** An entry made by the app itself (scheduled jobs, automatic decisions), not by a person. */
  recordSystem(em: EntityManager, entry: AuditEntryInput): AuditLog {
    return this.write(em, null, 'system', entry);
  }

  private write(em: EntityManager, actorId: string | null, actorLabel: string, entry: AuditEntryInput): AuditLog {
    const row = Object.assign(new AuditLog(), {
      actorId,
      actorLabel,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId == null ? null : String(entry.targetId),
      targetLabel: entry.targetLabel.slice(0, 200),
      reasonCode: entry.reasonCode ?? null,
      note: entry.note ?? null,
      metadata: entry.metadata ?? null,
      ip: entry.ip ?? null,
    });
    em.persist(row);
    return row;
  }

  async list(filter: AuditFilter = {}) {
    const where: string[] = [];
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (filter.action) where.push(`action = ${p(filter.action)}`);
    if (filter.targetType) where.push(`target_type = ${p(filter.targetType)}`);
    // Not an id (a number, garbage): no entry has it, rather than a failed ::uuid cast (a 500).
    if (filter.actorId && !isUuid(filter.actorId)) return [];
    if (filter.actorId) where.push(`actor_id = ${p(filter.actorId)}::uuid`);
    if (filter.search)
      where.push(`(target_label ilike ${p(`%${likeEscape(filter.search)}%`)} or actor_label ilike $${params.length} or note ilike $${params.length})`);
    // At most 18 digits fit a bigint; a limit that is not a number (REST `?limit=abc`) or not whole falls back to 50.
    if (filter.before && /^\d{1,18}$/.test(filter.before)) where.push(`id < ${p(filter.before)}::bigint`);
    const limit = clamp(Number.isFinite(filter.limit) ? Math.trunc(filter.limit!) : 50, 1, 200);
    const rows = await this.db.query<Record<string, unknown>>(
      `select id::text, actor_id, actor_label, action, target_type, target_id, target_label, reason_code, note, metadata, ip, created_at
       from audit_log ${where.length ? `where ${where.join(' and ')}` : ''} order by id desc limit ${limit}`,
      params,
    );
    return rows.map((r) => ({
      id: r.id as string,
      actorId: (r.actor_id as string) ?? null,
      actorLabel: r.actor_label as string,
      action: r.action as string,
      targetType: r.target_type as string,
      targetId: (r.target_id as string) ?? null,
      targetLabel: r.target_label as string,
      reasonCode: (r.reason_code as string) ?? null,
      note: (r.note as string) ?? null,
      metadata: (r.metadata as Record<string, unknown>) ?? null,
      ip: (r.ip as string) ?? null,
      createdAt: r.created_at as Date,
    }));
  }
}
