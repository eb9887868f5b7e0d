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
