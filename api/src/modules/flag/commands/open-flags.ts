import { FlagCase, FlagCaseStatus } from '../flag.entity.js';
import type { CommandScope } from '../../../core/command.js';
import { dismissFlags } from './dismiss-flags.command.js';

/**
 * A moderator who shows a report or a profile again (restore-report, restore-profile) has decided that it stays: the
 * open flags about it are decided in the same transaction by the flag queue's own reject (dismiss-flags), so the flag
 * queue, the flaggers' notices ("it stays") and the counting of dismissed flags against their flaggers follow one rule,
 * whether a moderator rejects the flags in the queue or restores the item. Answers the dismissed case's id, or null.
 */
export async function dismissOpenFlags(scope: CommandScope, item: { reportId: number } | { profileId: number }, note: string): Promise<string | null> {
  const open = await scope.em.findOne(
    FlagCase,
    'reportId' in item ? { report: item.reportId, status: FlagCaseStatus.PENDING } : { profile: item.profileId, report: null, status: FlagCaseStatus.PENDING },
  );
  if (!open) return null;
  await scope.run(dismissFlags, { id: open.id, note: note.slice(0, 1000) });
  return open.id;
}
