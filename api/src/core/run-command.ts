import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AuditEntry,
  Command,
  CommandActor,
  CommandCapability,
  CommandScope,
  DecisionStatement,
  FileRemover,
  ModerationContext,
  Notice,
} from './command.js';

/** What the runner needs from the modules; the composition root (app/services.ts) wires them. */
export interface CommandRunnerDeps {
  /** The policy step: throws unless `actor` has `capability` (policies/can.ts `authorize`). */
  authorize(actor: CommandActor, capability: CommandCapability): void;
  /** Recomputes a profile's rating, report count and flag in the transaction (profile/aggregates.ts). */
  refreshProfile(em: EntityManager, profileId: number): Promise<void>;
  audit: { record(em: EntityManager, actor: CommandActor, entry: AuditEntry): { id: string } };
  /** Writes a restricting decision's statement of reasons and tells the member it affects. */
  decisions: {
    record(em: EntityManager, statement: DecisionStatement, meta: { kind: string; decidedById: string | null; auditEntryId: string }): Promise<unknown>;
  };
  /** Delivers one notice: in-app as she chose and by e-mail after the commit (a legal notice by e-mail always). */
  notify(em: EntityManager, notice: Notice): Promise<void>;
  files: FileRemover;
  /**
   * The claim check of a decision (moderators' claims, issue 24): throws CONFLICT when another admin's live claim holds
   * the item `command` decides, and lets the item's claim go otherwise. Runs in the transaction, after the change (a
   * decided item keeps its own answer), for the command the caller ran (not the ones it runs inside).
   */
  claims?: { settle(em: EntityManager, actor: CommandActor, command: string, input: unknown): Promise<void> };
  /**
   * A committed decision published a profile or a report about her (`publishes`): the one hook of the name watch, which
   * queues its match run (watch module). Runs after the commit, after the command's own after-commit work.
   */
  published?(profileId: number): Promise<void>;
}

/**
 * The one way a moderation command runs (Mastodon's Admin::AccountAction#save!, Discourse's Flags::CreateFlag):
 * 1. policy: `authorize` the actor for the command's capability (deny by default; callers are not trusted);
 * 2. validation: the command's `parse` (nothing has changed when it throws);
 * 3. the change, in one transaction;
 * 4. the aggregates of the profile the command touched;
 * 5. the audit entry the command must return;
 * 6. a restricting command's statement of reasons (`decisions`, linked to the audit entry, appealable for 6 months), and
 *    its notice to the affected member (in-app as she chose; by e-mail always, after the commit, with how to appeal);
 * 7. its notifications (in-app rows commit with the change; e-mails leave after the commit);
 * 8. after the commit: its after-commit work (deleting files, e-mails to outsiders).
 * A decision on an item another admin is reviewing is refused (`claims`) before the commit.
 * Whatever throws before the commit rolls back all of it, and no notification or after-commit work happens.
 */
export class CommandRunner {
  constructor(private readonly deps: CommandRunnerDeps) {}

  /** The same runner with another file store (tests that watch what a command deletes). */
  withFiles(files: FileRemover): CommandRunner {
    return new CommandRunner({ ...this.deps, files });
  }

  async run<Raw, I, R>(command: Command<Raw, I, R>, ctx: ModerationContext, raw: Raw): Promise<R> {
    this.authorize(command, ctx);
    const input = command.parse(raw);
    const afterCommit: (() => Promise<void>)[] = [];
    const published = new Set<number>();
    const result = await ctx.em.transactional(async (em) => {
      const answer = await this.apply(command, { em, actor: ctx.actor, ip: ctx.ip }, input, afterCommit, published);
      await this.deps.claims?.settle(em, ctx.actor, command.name, input);
      return answer;
    });
    for (const work of afterCommit) await work();
    if (this.deps.published) for (const profileId of published) await this.deps.published(profileId);
    return result;
  }

  private authorize(command: Command<never, unknown, unknown>, ctx: ModerationContext): void {
    this.deps.authorize(ctx.actor, command.capability);
    command.policy?.(ctx.actor);
  }

  /** Steps 3 to 7 inside the caller's transaction; step 8's work is collected into `afterCommit`. */
  private async apply<I, R>(
    command: Command<never, I, R>,
    ctx: ModerationContext,
    input: I,
    afterCommit: (() => Promise<void>)[],
    published: Set<number>,
  ): Promise<R> {
    const scope: CommandScope = {
      ...ctx,
      files: this.deps.files,
      run: (sub, subInput) => {
        this.authorize(sub, ctx);
        return this.apply(sub, ctx, subInput, afterCommit, published);
      },
    };
    const outcome = await command.change(scope, input);
    // The types already demand both; this holds for code that gets around them too.
    if (!outcome?.audit || !Array.isArray(outcome.notify)) throw new Error(`${command.name} must return its audit entry and its notifications`);
    if (command.restricts && outcome.decision === undefined) throw new Error(`${command.name} restricts: it must return its statement of reasons`);
    await ctx.em.flush();
    if (outcome.touchesProfile !== undefined) await this.deps.refreshProfile(ctx.em, outcome.touchesProfile);
    const entry = this.deps.audit.record(ctx.em, ctx.actor, { ...outcome.audit, ip: ctx.ip });
    if (outcome.decision) {
      await ctx.em.flush();
      await this.deps.decisions.record(ctx.em, outcome.decision, {
        kind: (outcome.decision as { kind?: string }).kind ?? command.name,
        decidedById: ctx.actor.id,
        auditEntryId: entry.id,
      });
    }
    for (const notice of outcome.notify) if (notice) await this.deps.notify(ctx.em, notice);
    await ctx.em.flush();
    if (outcome.afterCommit) afterCommit.push(outcome.afterCommit);
    if (outcome.publishes !== undefined) published.add(outcome.publishes);
    return outcome.result;
  }
}
