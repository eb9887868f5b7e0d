import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../core/errors.js';
import { NotificationType } from '../notification/notification.service.js';
import type { Notice } from '../../core/command.js';
import { RemovalTargetType } from '../removal/removal-request.entity.js';
import { hiddenByPendingRequest } from '../removal/hide-content.js';
import { FlagCase, FlagCaseStatus, FlagTargetType } from './flag.entity.js';
import { FLAG_MESSAGES } from './flag.messages.js';
import type { MessageRef, Wording } from '../../core/i18n.js';
import { profileSubject, reportSubject } from '../decision/subjects.js';

export const CASE_NOT_FOUND = FLAG_MESSAGES.caseNotFound.defaultMessage;
export const CASE_DECIDED = FLAG_MESSAGES.caseDecided.defaultMessage;

/** The removal-request target type of a flagged item, for the shared hidden mechanism (removal/hide-content.ts). */
export const HIDDEN_TARGET: Record<FlagTargetType, RemovalTargetType> = {
  [FlagTargetType.REPORT]: RemovalTargetType.REPORT,
  [FlagTargetType.PROFILE]: RemovalTargetType.PROFILE,
};

/** A case id from a path or an argument (a bigint): anything else is a 404, like a missing case. */
export function parseCaseId(raw: unknown): string {
  const id = String(raw ?? '');
  if (!/^[1-9]\d{0,17}$/.test(id)) throw notFound(CASE_NOT_FOUND);
  return id;
}

/** The open case with its item (and the item's author), or 404 / 400 when it was decided already. */
export async function loadOpenCase(em: EntityManager, id: string): Promise<FlagCase> {
  const found = await em.findOne(FlagCase, id, { populate: ['profile', 'profile.createdBy', 'report', 'report.author'] as never });
  if (!found) throw notFound(CASE_NOT_FOUND);
  if (found.status !== FlagCaseStatus.PENDING) throw badInput(CASE_DECIDED);
  return found;
}

/** The flagged item's id: the report's, or the profile's. */
export const targetIdOf = (c: FlagCase): number => c.report?.id ?? c.profile.id;

/** How decisions and notifications name the item (worded for each reader; the audit log keeps its English). */
export const caseSubject = (c: FlagCase): MessageRef =>
  c.report ? reportSubject(c.report.title, c.profile.displayName) : profileSubject(c.profile.displayName);

/** True while a pending removal request keeps the item hidden too (dismissing the flags must not show it then). */
export const hiddenByRemovalRequest = (em: EntityManager, c: FlagCase): Promise<boolean> =>
  hiddenByPendingRequest(em, HIDDEN_TARGET[c.targetType], targetIdOf(c));

/** The members who flagged the item in this case: each hears of the outcome. */
export async function flaggerNotices(em: EntityManager, c: FlagCase, title: Wording, message: Wording, actionUrl: string | null): Promise<Notice[]> {
  const rows = await em
    .getConnection()
    .execute<{ flagger_id: string }[]>('select flagger_id from flags where case_id = ? order by id', [c.id], 'all', em.getTransactionContext());
  return rows.map((r) => ({ userId: r.flagger_id, topic: 'flags', notification: { type: NotificationType.OTHER, title, message, actionUrl } }));
}
