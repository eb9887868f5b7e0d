import { registerUndo } from '../appeal/undo-registry.js';
import { activeSuspension } from '../../policies/can.js';
import { liftSuspensionOnAppeal } from './commands/lift-suspension.command.js';
import { User } from './user.entity.js';

/**
 * The undo of the sanctions for an upheld appeal (appeal/undo-registry.ts). A warning only counts as a strike, and an
 * upheld appeal reverses its decision, so nothing else changes. A suspension is lifted when it is the one still running
 * (one that ended, or that a later suspension replaced, is left as it is).
 */
registerUndo('user.warn', async () => ({ notRestored: [] }));
registerUndo('user.suspend', async (scope, decision, reason) => {
  const user = await scope.em.findOne(User, decision.subjectId);
  const until = activeSuspension(user ?? null);
  if (user && until && until.toISOString() === decision.details?.until) {
    await scope.run(liftSuspensionOnAppeal, { userId: user.id, note: `Appeal upheld: ${reason}`.slice(0, 1000) });
  }
  return { notRestored: [] };
});
