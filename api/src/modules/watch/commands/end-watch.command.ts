import { z } from 'zod';
import { defineCommand, type TargetedInput } from '../../../core/command.js';
import { notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/sql.js';
import { ref } from '../../../core/i18n.js';
import { parseInput } from '../../../shared/parse.js';
import { optionalDecisionSchema } from '../../decision/decision.inputs.js';
import { NotificationType } from '../../notification/notification.service.js';
import { WATCH_MESSAGES, WATCH_NOTICES } from '../watch.messages.js';
import { presentWatch, WATCH_COLUMNS, type WatchRow } from '../watch.type.js';

const endWatchSchema = z.object({ note: optionalDecisionSchema.shape.note });

/**
 * A moderator ends a member's name watch (issue 26 item 1: one that targets a person who asked for removal). The watch
 * stops matching at once and cannot be renewed; its owner is told in-app (her 'watches' choices), never by whom. The
 * audit entry names the watch, not the name it watched.
 */
export const endWatch = defineCommand({
  name: 'watch.end',
  capability: 'moderate',
  parse: ({ id, body }: TargetedInput) => {
    const parsed = parseInput(endWatchSchema, body ?? {});
    if (!isUuid(id)) throw notFound(WATCH_MESSAGES.notFound);
    return { ...parsed, id };
  },
  async change({ em }, { id, note }) {
    const [row] = await em
      .getConnection()
      .execute<(WatchRow & { user_id: string })[]>(
        `update watches w set ended_at = now(), ended_reason = 'moderator' where w.id = ? and w.ended_at is null returning ${WATCH_COLUMNS}, w.user_id`,
        [id],
        'all',
        em.getTransactionContext(),
      );
    if (!row) throw notFound(WATCH_MESSAGES.notFound);
    return {
      result: presentWatch(row),
      audit: { action: 'watch.end', targetType: 'watch', targetId: id, targetLabel: 'Name watch', note },
      notify: [
        {
          userId: row.user_id,
          topic: 'watches',
          notification: {
            type: NotificationType.OTHER,
            title: ref(WATCH_NOTICES.endedTitle),
            message: ref(WATCH_NOTICES.ended, { name: row.first_name }),
            actionUrl: '/settings/watches',
          },
        },
      ],
    };
  },
});
