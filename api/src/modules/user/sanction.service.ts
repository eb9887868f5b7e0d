import type { CommandRunner } from '../../core/run-command.js';
import type { ModerationContext } from '../../core/command.js';
import type { ModerationService } from '../moderation/moderation.service.js';
import type { DecisionService } from '../decision/decision.service.js';
import type { DecisionPage } from '../decision/decision.type.js';
import { warnMember } from './commands/warn-member.command.js';
import { suspendMember } from './commands/suspend-member.command.js';
import { liftSuspension } from './commands/lift-suspension.command.js';
import { parseInput } from '../../shared/parse.js';
import { z } from 'zod';
import { SANCTION_MESSAGES } from './sanction.inputs.js';
import { decisionViewerOf } from '../../policies/visibility.js';
// Registers the sanctions' undo for upheld appeals before the app serves.
import './sanction-undo.js';

const memberId = z.string({ error: SANCTION_MESSAGES.userId }).uuid(SANCTION_MESSAGES.userId);

/**
 * Graduated sanctions (issue 10 item 6): warnings and suspensions through their commands (the ban is the moderation
 * service's), each answered with the member as admins see her; and a member's sanction history for admins.
 */
export class SanctionService {
  constructor(
    private readonly commands: CommandRunner,
    private readonly moderation: Pick<ModerationService, 'listUsers'>,
    private readonly decisions: Pick<DecisionService, 'mine'>,
  ) {}

  private async present(userId: string) {
    return (await this.moderation.listUsers({ id: userId })).items[0];
  }

  async warn(ctx: ModerationContext, input: unknown) {
    return this.present(await this.commands.run(warnMember, ctx, input));
  }

  async suspend(ctx: ModerationContext, input: unknown) {
    return this.present(await this.commands.run(suspendMember, ctx, input));
  }

  async lift(ctx: ModerationContext, userId: unknown, note?: unknown) {
    return this.present(await this.commands.run(liftSuspension, ctx, { userId, note }));
  }

  /** Every decision that affected the member (her content and her account), newest first, as admins see them. */
  history(ctx: ModerationContext, userId: unknown, page: { first?: unknown; after?: unknown }): Promise<DecisionPage> {
    const id = parseInput(memberId, userId);
    return this.decisions.mine(id, page, decisionViewerOf(ctx.actor));
  }
}
