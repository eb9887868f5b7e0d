import { Report } from '../report/report.entity.js';
import { Profile } from '../profile/profile.entity.js';
import { FlagCase, FlagCaseStatus } from '../flag/flag.entity.js';
import { RemovalRequest, RemovalStatus } from '../removal/removal-request.entity.js';
import { decideRemovalRequest, removeContent } from '../removal/commands/decide-removal.command.js';
import { RemovalDecision } from '../removal/removal.inputs.js';
import type { Decision } from '../decision/decision.entity.js';
import type { CommandScope } from '../../core/command.js';
import { NOT_RESTORED_MESSAGES } from './appeal.messages.js';
import { approveReport } from '../report/commands/approve-report.command.js';
import { dismissFlags } from '../flag/commands/dismiss-flags.command.js';
import { restoreProfile } from '../profile/commands/restore-profile.command.js';
import { restoreReport } from '../report/commands/restore-report.command.js';
import { unblockImage } from '../image-hash/commands/unblock-image.command.js';
import { unbanMember } from '../user/commands/unban-member.command.js';

/** What undoing a decision could not restore, as the appellant reads it (empty when everything was). */
export interface UndoOutcome {
  notRestored: string[];
}

/**
 * Undoes one kind of decision inside the upheld appeal's transaction, through commands (`scope.run`: each audited, the
 * aggregates they touch recomputed by the runner). `reason` is the second moderator's reason. Where the decision deleted
 * data, the undo restores what it can and names the rest in `notRestored`.
 */
export type Undo = (scope: CommandScope, decision: Decision, reason: string) => Promise<UndoOutcome>;

/** The English texts (stored with the appeal); the appellant reads them in her language (NOT_RESTORED_MESSAGES). */
export const NOT_RESTORED = {
  reportDeleted: NOT_RESTORED_MESSAGES.reportDeleted.defaultMessage,
  profileDeleted: NOT_RESTORED_MESSAGES.profileDeleted.defaultMessage,
  photoDeleted: NOT_RESTORED_MESSAGES.photoDeleted.defaultMessage,
  gone: NOT_RESTORED_MESSAGES.gone.defaultMessage,
  flagsDecided: NOT_RESTORED_MESSAGES.flagsDecided.defaultMessage,
  requestDecided: NOT_RESTORED_MESSAGES.requestDecided.defaultMessage,
} as const;

const nothingLost: UndoOutcome = { notRestored: [] };
const numeric = (decision: Decision) => Number(decision.subjectId);

/** The report when it still exists (an undo never fails on content deleted since). */
const reportOf = (scope: CommandScope, decision: Decision) => scope.em.findOne(Report, numeric(decision));
const profileOf = (scope: CommandScope, decision: Decision) => scope.em.findOne(Profile, numeric(decision));

/** A report or a profile published (or shown) again, when it still exists. */
async function restoreItem(scope: CommandScope, decision: Decision): Promise<UndoOutcome> {
  if (decision.subjectType === 'report') {
    if (!(await reportOf(scope, decision))) return { notRestored: [NOT_RESTORED.gone] };
    await scope.run(restoreReport, { id: numeric(decision), publish: true, decisionId: decision.id });
    return nothingLost;
  }
  if (!(await profileOf(scope, decision))) return { notRestored: [NOT_RESTORED.gone] };
  await scope.run(restoreProfile, { id: numeric(decision), unhide: true, decisionId: decision.id });
  return nothingLost;
}

/**
 * The undo of every kind of restricting decision, keyed by decision kind (`decisions.kind`: the command's name, or the
 * kind its statement names). A new restricting command registers its undo here (or with `registerUndo` from its own
 * module, imported before the app serves), so that an appeal against it can be upheld: the appeal tests check that
 * every kind a command can decide has one.
 */
const registry = new Map<string, Undo>([
  // A rejected report is approved after all (published, its aggregates follow).
  [
    'report.reject',
    async (scope, decision, reason) => {
      if (!(await reportOf(scope, decision))) return { notRestored: [NOT_RESTORED.gone] };
      await scope.run(approveReport, { id: numeric(decision), note: `Appeal upheld: ${reason}`.slice(0, 1000) });
      return nothingLost;
    },
  ],
  ['report.delete', async () => ({ notRestored: [NOT_RESTORED.reportDeleted] })],
  [
    'report.edit',
    async (scope, decision) => {
      const before = decision.details?.before as { title: string; content: string } | undefined;
      if (!before || !(await reportOf(scope, decision))) return { notRestored: [NOT_RESTORED.gone] };
      await scope.run(restoreReport, { id: numeric(decision), publish: false, fields: before, decisionId: decision.id });
      return nothingLost;
    },
  ],
  ['profile.delete', async () => ({ notRestored: [NOT_RESTORED.profileDeleted] })],
  [
    'profile.edit',
    async (scope, decision) => {
      const before = decision.details?.before as { firstName: string; lastName: string | null; location: string | null; bio: string | null } | undefined;
      if (!before || !(await profileOf(scope, decision))) return { notRestored: [NOT_RESTORED.gone] };
      await scope.run(restoreProfile, { id: numeric(decision), unhide: false, fields: before, decisionId: decision.id });
      return nothingLost;
    },
  ],
  // The photo's files are gone; the blocklist entry the decision made is lifted, so she may upload it again.
  [
    'image.reject',
    async (scope, decision) => {
      const hash = decision.details?.blockedHash;
      if (typeof hash === 'string') await scope.run(unblockImage, { hash, profileId: numeric(decision), decisionId: decision.id });
      return { notRestored: [NOT_RESTORED.photoDeleted] };
    },
  ],
  // An automatic hide: the moderator who upholds the appeal dismisses the flags (the item is shown again).
  [
    'flags.hide',
    async (scope, decision, reason) => {
      const flagCase = await scope.em.findOne(FlagCase, String(decision.details?.flagCase ?? '0'));
      if (!flagCase) return { notRestored: [NOT_RESTORED.gone] };
      if (flagCase.status === FlagCaseStatus.PENDING) {
        await scope.run(dismissFlags, { id: flagCase.id, note: `Appeal upheld: ${reason}`.slice(0, 1000) });
        return nothingLost;
      }
      return flagCase.status === FlagCaseStatus.UPHELD ? { notRestored: [NOT_RESTORED.flagsDecided] } : nothingLost;
    },
  ],
  ['flags.uphold', (scope, decision) => restoreItem(scope, decision)],
  // A confirmed removal request hid the content automatically: the request is dismissed (the content comes back unless
  // something else still hides it), its sender told with the second moderator's reasons.
  [
    'removal.hide',
    async (scope, decision, reason) => {
      const req = await scope.em.findOne(RemovalRequest, String(decision.details?.removalRequest ?? ''));
      if (!req) return { notRestored: [NOT_RESTORED.gone] };
      if (req.status === RemovalStatus.PENDING) {
        await scope.run(
          decideRemovalRequest(async () => {}),
          { id: req.id, decision: RemovalDecision.DISMISS, reason: `Appeal upheld: ${reason}`.slice(0, 2000) },
        );
        return nothingLost;
      }
      return req.status === RemovalStatus.UPHELD ? { notRestored: [NOT_RESTORED.requestDecided] } : nothingLost;
    },
  ],
  [
    'user.ban',
    async (scope, decision, reason) => {
      await scope.run(unbanMember, { userId: decision.subjectId, note: `Appeal upheld: ${reason}`.slice(0, 1000) });
      return nothingLost;
    },
  ],
  // A removal request that was not upheld: it is upheld now, and the content removed through the usual commands.
  [
    'removal.dismiss',
    async (scope, decision, reason) => {
      const req = await scope.em.findOne(RemovalRequest, decision.subjectId);
      if (!req || req.status !== RemovalStatus.DISMISSED) return { notRestored: [NOT_RESTORED.gone] };
      await removeContent(scope, req, reason);
      Object.assign(req, {
        status: RemovalStatus.UPHELD,
        decisionReason: reason,
        decidedAt: new Date(),
        decidedById: scope.actor.id,
        decidedByLabel: scope.actor.username,
      });
      return nothingLost;
    },
  ],
]);

/** Registers the undo of a new kind of decision (a sanction's lifting, ...). A kind has one undo: registering it twice throws. */
export function registerUndo(kind: string, undo: Undo): void {
  if (registry.has(kind)) throw new Error(`An undo for ${kind} is already registered`);
  registry.set(kind, undo);
}

/** The undo of a kind of decision; undefined when none is registered. */
export function undoFor(kind: string): Undo | undefined {
  return registry.get(kind);
}

/** Every kind with an undo (for the tests). */
export function undoableKinds(): string[] {
  return [...registry.keys()];
}
