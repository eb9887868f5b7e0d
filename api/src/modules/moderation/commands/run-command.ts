import { authorize } from '../../../policies/can.js';
import { refreshProfileAggregates } from '../../profile/aggregates.js';
import type { NotificationService } from '../../notification/notification.service.js';
import type { AuditService } from '../audit.service.js';
import type { Command, CommandScope, FileRemover, ModerationContext } from './define-command.js';

export interface CommandRunnerDeps {
  audit: AuditService;
  notifications: Pick<NotificationService, 'notifyByPreference'>;
  files: FileRemover;
}

/**
 * The one way a moderation command runs (Mastodon's Admin::AccountAction#save!, Discourse's Flags::CreateFlag):
 * 1. policy: `authorize` the actor for the command's capability (deny by default; callers are not trusted);
 * 2. validation: the command's `parse` (nothing has changed when it throws);
 * 3. the change, in one transaction;
 * 4. the aggregates of the profile the command touched;
 * 5. the audit entry the command must return;
 * 6. its notifications (in-app rows commit with the change; e-mails leave after the commit);
 * 7. after the commit: its after-commit work (deleting files, e-mails to outsiders).
 * Whatever throws before the commit rolls back all of it, and no notification or after-commit work happens.
 */
export class CommandRunner {
  constructor(private readonly deps: CommandRunnerDeps) {}

  async run<Raw, I, R>(command: Command<Raw, I, R>, ctx: ModerationContext, raw: Raw): Promise<R> {
    this.authorize(command, ctx);
    const input = command.parse(raw);
    const afterCommit: (() => Promise<void>)[] = [];
    const result = await ctx.em.transactional((em) => this.apply(command, { em, actor: ctx.actor, ip: ctx.ip }, input, afterCommit));
    for (const work of afterCommit) await work();
    return result;
  }

  private authorize(command: Command<never, unknown, unknown>, ctx: ModerationContext): void {
    authorize(ctx.actor, command.capability);
    command.policy?.(ctx.actor);
  }

  /** Steps 3 to 6 inside the caller's transaction; step 7's work is collected into `afterCommit`. */
  private async apply<I, R>(command: Command<never, I, R>, ctx: ModerationContext, input: I, afterCommit: (() => Promise<void>)[]): Promise<R> {
    const scope: CommandScope = {
      ...ctx,
      files: this.deps.files,
      run: (sub, subInput) => {
        this.authorize(sub, ctx);
        return this.apply(sub, ctx, subInput, afterCommit);
      },
    };
    const outcome = await command.change(scope, input);
    // The types already demand both; this holds for code that gets around them too.
    if (!outcome?.audit || !Array.isArray(outcome.notify)) throw new Error(`${command.name} must return its audit entry and its notifications`);
    await ctx.em.flush();
    if (outcome.touchesProfile !== undefined) await refreshProfileAggregates(ctx.em, outcome.touchesProfile);
    this.deps.audit.record(ctx.em, ctx.actor, { ...outcome.audit, ip: ctx.ip });
    for (const notice of outcome.notify) {
      if (notice) await this.deps.notifications.notifyByPreference(ctx.em, notice.userId, notice.topic, notice.notification);
    }
    await ctx.em.flush();
    if (outcome.afterCommit) afterCommit.push(outcome.afterCommit);
    return outcome.result;
  }
}
