import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The words commands speak that belong to modules: who acts (`actor`, the account entity), the rights the policy module
 * names (`capability`), the audit entry (`auditEntry`), a notification and its topic (`notification`, `topic`) and a
 * decision's statement of reasons (`statement`). The composition root (app/services.ts) names them by declaration
 * merging, so that this floor imports no module; until it does, each word is the loose shape given here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommandVocabulary {}

type Word<K extends string, Loose> = K extends keyof CommandVocabulary ? CommandVocabulary[K] : Loose;

/** The member who acts (a managed account entity). */
export type CommandActor = Word<'actor', { id: string }>;
/** A right the policy module names (policies/can.ts). */
export type CommandCapability = Word<'capability', string>;
/** An audit entry as the audit service records it (with the request's address). */
export type AuditEntry = Word<'auditEntry', { action: string; ip: string }>;
/** An in-app notification's content. */
export type NoticeContent = Word<'notification', { message: string }>;
/** Which of her notification choices a notice follows. */
export type NoticeTopic = Word<'topic', string>;
/** A restricting decision's statement of reasons (decision.service.ts). */
export type DecisionStatement = Word<'statement', { kind?: string }>;

/** Who acts, in which unit of work, from which address: what commands and moderation services receive. */
export interface ModerationContext {
  em: EntityManager;
  actor: CommandActor;
  ip: string;
}

/**
 * An in-app notification (and the e-mail she asked for) about a decision, delivered by her preferences. The member a
 * restricting decision affects is told through the decision's statement instead (always e-mailed, with how to appeal).
 */
export interface Notice {
  userId: string;
  topic: NoticeTopic;
  notification: NoticeContent;
  /** A legal notice (an appeal's outcome): e-mailed whatever her settings, like a statement of reasons. */
  legal?: boolean;
  /**
   * An answer to her own request (an ID check): in-app and push as her "account and security" choices say, never
   * e-mailed by preference (the command writes her own e-mail, after the commit).
   */
  direct?: boolean;
}

/** What a command's change step hands back to the runner. Every field but the optional ones must be stated. */
export interface CommandOutcome<R> {
  /** The command's answer to its caller. */
  result: R;
  /** The audit entry of the decision (the runner adds the actor and the address): an action is never unaudited. */
  audit: Omit<AuditEntry, 'ip'>;
  /** Who hears of the decision; `[]` when nobody does, so leaving them out is a choice, not an omission. */
  notify: readonly (Notice | null)[];
  /** The profile whose rating, report count and flag follow the change (recomputed in the same transaction). */
  touchesProfile?: number;
  /**
   * The profile this decision published, or published a report about (a report or her photo approved): after the commit
   * the runner hands it to `published` (the name watch's match). Never set for a change that publishes nothing.
   */
  publishes?: number;
  /** Work after the commit (deleting files, e-mails to outsiders): never runs when the transaction rolls back. */
  afterCommit?: () => Promise<void>;
  /**
   * The statement of reasons of a decision that restricts something (issue 10 item 4): the runner writes it to
   * `decisions` with the audit entry and tells the affected member, with how to appeal. A command marked `restricts`
   * must state it; `null` says this run restricted nothing (an upheld removal request: its removals state their own).
   */
  decision?: DecisionStatement | null;
}

/** Where stored files (profile images and their smaller copies) are deleted from. */
export interface FileRemover {
  delete(key: string): Promise<void>;
}

/** A scope inside the command's transaction. */
export interface CommandScope extends ModerationContext {
  /** The file store, for after-commit deletions (a rolled-back decision never loses a file). */
  files: FileRemover;
  /**
   * Runs another command in this same transaction: its own policy check, change, aggregates, audit entry and
   * notifications. `input` is already parsed (the caller validated its own input); its after-commit work joins
   * this command's.
   */
  run<I, R>(command: Command<unknown, I, R>, input: I): Promise<R>;
}

/**
 * One moderation action. The runner (core/run-command.ts) runs every command the same way: policy → validate →
 * change in one transaction → aggregates → audit entry → statement of reasons (a restricting decision) →
 * notifications (in-app rows commit with the change, e-mails leave after it) → after-commit work.
 */
export interface Command<Raw, I, R> {
  /** The action's name, as in the audit log where it has one (`report.approve`). */
  name: string;
  /** The right the actor needs (policies/can.ts); the command checks it itself, whoever calls it. */
  capability: CommandCapability;
  /** True for a decision that restricts something: its outcome must carry its statement of reasons (`decision`). */
  restricts?: boolean;
  /** A further policy check on the actor, after the capability (e.g. a recent second factor). */
  policy?: (actor: CommandActor) => void;
  /** Validates the raw input (the zod schemas, with the messages users read); throws before anything changes. */
  parse(raw: Raw): I;
  /** Makes the change with `scope.em` (the transaction) and states its audit entry, notifications and aggregates. */
  change(scope: CommandScope, input: I): Promise<CommandOutcome<R>>;
}

/** Declares a command (an identity function that gives the literal its types). */
export function defineCommand<Raw, I, R>(command: Command<Raw, I, R>): Command<Raw, I, R> {
  return command;
}

/** The raw input of a command about one target: the target's id and the request's body or arguments. */
export interface TargetedInput {
  id: unknown;
  body?: unknown;
}
