import type { EntityManager } from '@mikro-orm/postgresql';
import { Profile } from '../profile/profile.entity.js';
import { Report } from '../report/report.entity.js';
import { refreshProfileAggregates } from '../profile/aggregates.js';
import { RemovalTargetType } from './removal-request.entity.js';

/** Hides (`at`) or unhides (null) a removal request's target; aggregates follow a report's visibility. */
export async function setHidden(em: EntityManager, type: RemovalTargetType, id: number, at: Date | null): Promise<void> {
  if (type === RemovalTargetType.REPORT) {
    const report = await em.findOne(Report, id);
    if (!report) return;
    report.hiddenAt = at;
    await em.flush();
    await refreshProfileAggregates(em, report.profile.id);
    return;
  }
  const profile = await em.findOne(Profile, id);
  if (!profile) return;
  if (type === RemovalTargetType.IMAGE) profile.imageHiddenAt = at;
  else profile.hiddenAt = at;
  await em.flush();
}

/** True while a pending removal request keeps the target hidden (restoring it must not show it then). */
export async function hiddenByPendingRequest(em: EntityManager, type: RemovalTargetType, id: number): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<{ n: number }[]>(
      "select count(*)::int as n from removal_requests where target_type = ? and target_id = ? and status = 'pending' and content_hidden = true",
      [type, id],
      'all',
      em.getTransactionContext(),
    );
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * True while community flags keep the target hidden: an open flag case hid it and no moderator has decided its flags yet
 * (dismissing a removal request must not show it then; dismiss-flags.command.ts does once no request hides it).
 */
export async function hiddenByOpenFlags(em: EntityManager, type: RemovalTargetType, id: number): Promise<boolean> {
  if (type === RemovalTargetType.IMAGE) return false;
  const target = type === RemovalTargetType.REPORT ? 'report_id = ?' : 'profile_id = ? and report_id is null';
  const rows = await em
    .getConnection()
    .execute<{ n: number }[]>(
      `select count(*)::int as n from flag_cases where ${target} and status = 'pending' and hidden_at is not null`,
      [id],
      'all',
      em.getTransactionContext(),
    );
  return (rows[0]?.n ?? 0) > 0;
}

/** The audit actions of automatic hides (by community flags, by a confirmed removal request): the hourly ceiling counts them. */
export const AUTOMATIC_HIDE_ACTIONS = ['flags.hide', 'removal.hide'] as const;

/**
 * Whether one more automatic hide fits AUTO_HIDES_PER_HOUR across the site (issue 21 item 3). In the hiding transaction:
 * a transaction-level advisory lock serialises the count and the hide's audit entry, so instances racing at the
 * ceiling cannot each take the last place. Past the ceiling the item goes to the top of the queue instead, and the
 * admin dashboard shows the alert (admin-stats.service.ts).
 */
export async function automaticHideAllowed(em: EntityManager, perHour: number): Promise<boolean> {
  const sql = <T>(text: string, params: unknown[] = []) => em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());
  await sql(`select pg_advisory_xact_lock(hashtext('tea:automatic-hides'))`);
  const [row] = await sql<{ n: number }>(
    `select count(*)::int as n from audit_log where created_at > now() - interval '1 hour' and action in (${AUTOMATIC_HIDE_ACTIONS.map(() => '?').join(', ')})`,
    [...AUTOMATIC_HIDE_ACTIONS],
  );
  return (row?.n ?? 0) < perHour;
}
