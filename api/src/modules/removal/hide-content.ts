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
