import type { EntityManager } from '@mikro-orm/postgresql';
import { legalNoticeText } from '../decision/decision.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { NotificationType, type NotificationService } from '../notification/notification.service.js';
import { suspensionDate } from '../../policies/can.js';
import { ref } from '../../core/i18n.js';
import { SANCTION_NOTICES } from './user.messages.js';

export interface SuspensionEndDeps {
  audit: Pick<AuditService, 'recordSystem'>;
  notifications: Pick<NotificationService, 'notifyDecision'>;
}

/** What she reads when her suspension has ended by itself (in-app and by e-mail). */
export function suspensionEndNotice(until: Date) {
  return {
    type: NotificationType.OTHER,
    title: ref(SANCTION_NOTICES.endedTitle),
    message: ref(SANCTION_NOTICES.ended, { date: until }),
    actionUrl: '/reviews',
  };
}

/** Members told per transaction (a run loops until none is left). */
const BATCH = 200;

/**
 * Tells each member whose suspension ended by itself that it did (the `suspension-end-notice` job): in-app as she chose
 * and by e-mail always, like the suspension's own notice, with a system audit entry. Each member is claimed in a
 * transaction (`for update skip locked`) that marks `suspension_end_notified_at` with the notice, so two instances, a
 * retry or a restart never tell her twice. A suspension lifted early (lift-suspension, an upheld appeal) clears
 * `suspended_until`, so it is never picked up here; a new suspension clears the mark. A banned member is marked, not
 * told (she cannot post again). Answers how many were told.
 */
export class SuspensionEndNotices {
  constructor(private readonly deps: SuspensionEndDeps) {}

  async run(em: EntityManager, now = new Date()): Promise<number> {
    let told = 0;
    for (;;) {
      const [claimed, notified] = await em.fork().transactional(async (tx) => {
        const rows = await tx.getConnection().execute<{ id: string; username: string; suspended_until: Date; banned: boolean }[]>(
          `select id, username, suspended_until, banned from users
             where suspended_until is not null and suspended_until <= ? and suspension_end_notified_at is null
             order by suspended_until, id limit ? for update skip locked`,
          [now, BATCH],
          'all',
          tx.getTransactionContext(),
        );
        if (!rows.length) return [0, 0];
        const ids = rows.map((r) => r.id);
        await tx
          .getConnection()
          .execute(
            `update users set suspension_end_notified_at = now() where id in (${ids.map(() => '?').join(', ')})`,
            ids,
            'run',
            tx.getTransactionContext(),
          );
        let n = 0;
        for (const r of rows.filter((u) => !u.banned)) {
          const until = new Date(r.suspended_until);
          const notice = suspensionEndNotice(until);
          this.deps.audit.recordSystem(tx, {
            action: 'user.suspension_end',
            targetType: 'user',
            targetId: r.id,
            targetLabel: r.username,
            note: `The suspension ended by itself on ${suspensionDate(until)}; she was told.`,
            metadata: { automatic: true, until: until.toISOString() },
          });
          await this.deps.notifications.notifyDecision(tx, r.id, notice, legalNoticeText(notice.message), 'account');
          n += 1;
        }
        await tx.flush();
        return [rows.length, n];
      });
      told += notified;
      if (claimed < BATCH) return told;
    }
  }
}
