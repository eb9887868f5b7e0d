import { formatDate } from '../../core/i18n.js';
import type { Locale } from '@tea/limits';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Db } from '../../core/db.js';
import { authorize } from '../../policies/can.js';
import { conflict, forbidden, notFound, unauthenticated, unprocessable } from '../../core/errors.js';
import type { EmailMessage, EmailSender } from '../../shared/outbox.js';
import { parseInput } from '../../shared/parse.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ModerationContext } from '../../core/command.js';
import type { CommandRunner } from '../../core/run-command.js';
import { Decision } from '../decision/decision.entity.js';
import { appealTokenHash, decodeCursor, encodeCursor, type DecisionService } from '../decision/decision.service.js';
import { isAppealable, presentDecision, restoredAt, supersededAt, type DecisionGql, type DecisionRow } from '../decision/decision.type.js';
import { User } from '../user/user.entity.js';
import { affectedMemberDecisionViewer } from '../../policies/visibility.js';
import { Appeal } from './appeal.entity.js';
import { AppealStatus } from './appeal-status.js';
import { appealQueueSchema, appealSchema } from './appeal.inputs.js';
import { APPEAL_SQL, presentAppeal, type AppealGql, type AppealPage, type AppealRow } from './appeal.type.js';
import { APPEAL_NOT_FOUND, decideAppeal, otherModeratorSql } from './commands/decide-appeal.command.js';
import { APPEAL_TEXTS } from './appeal.messages.js';

export const DECISION_NOT_FOUND = APPEAL_TEXTS.decisionNotFound.defaultMessage;
export const NOT_YOURS = APPEAL_TEXTS.notYours.defaultMessage;
export const ALREADY_APPEALED = APPEAL_TEXTS.alreadyAppealed.defaultMessage;
/** 422: the 6 months are over (the date is that of the deadline, written out in her language, in UTC). */
/** 409: an automatic hide whose flags a moderator has decided since (restored: nothing to appeal; upheld: appeal that decision). */
export const HIDE_RESTORED = APPEAL_TEXTS.hideRestored.defaultMessage;
export const HIDE_SUPERSEDED = APPEAL_TEXTS.hideSuperseded.defaultMessage;
export const appealWindowClosed = (until: Date) => ({ message: APPEAL_TEXTS.windowClosed, values: { date: (locale: Locale) => formatDate(until, locale) } });

export interface AppealDeps {
  db: Db;
  commands: CommandRunner;
  audit: AuditService;
  decisions: Pick<DecisionService, 'row'>;
  email: EmailSender;
  logger: Logger;
}

/**
 * Appeals (issue 10 item 5): the member a decision affects (or whoever holds the link of its e-mail: a removal
 * requester, a banned member) appeals it once, within 6 months, with a text; moderators decide appeals in their own
 * queue (decide-appeal.command.ts), a different moderator from the one who decided first.
 */
export class AppealService {
  private readonly decideCommand = decideAppeal((message) => this.send(message));

  constructor(private readonly deps: AppealDeps) {}

  private async send(message: EmailMessage): Promise<void> {
    try {
      await this.deps.email.send(message);
    } catch (err) {
      this.deps.logger.warn({ err: (err as Error).name }, 'appeal e-mail could not be sent');
    }
  }

  /**
   * Sends an appeal: 400 for bad input (nothing stored), 404 for an unknown decision, 401/403 unless the viewer is the
   * member it affects or holds its link, 409 once it was appealed (or, for an automatic hide, once a moderator decided its flags), 422 after its 6 months. Answers the decision as
   * she now sees it (with its appeal pending).
   */
  async submit(em: EntityManager, user: User | null, raw: unknown): Promise<DecisionGql> {
    const { decisionId, text, token } = parseInput(appealSchema, raw ?? {});
    const row = await this.deps.decisions.row(decisionId);
    if (!row) throw notFound(DECISION_NOT_FOUND);
    const viaLink = await this.mayAppeal(user, row, token ?? null, decisionId);
    if (row.appeal_status || row.decision_reversed_at) throw conflict(ALREADY_APPEALED);
    if (restoredAt(row)) throw conflict(HIDE_RESTORED);
    if (supersededAt(row)) throw conflict(HIDE_SUPERSEDED);
    if (!isAppealable(row)) throw unprocessable(appealWindowClosed(new Date(row.decision_appealable_until)));
    try {
      await em.transactional(async (tem) => {
        const appeal = Object.assign(new Appeal(), {
          decision: tem.getReference(Decision, decisionId),
          appellant: viaLink || !user ? null : tem.getReference(User, user.id),
          viaLink,
          text,
        });
        tem.persist(appeal);
        await tem.flush();
        // The appellant stays anonymous in the log too: a report's author must not be named by her appeal.
        this.deps.audit.recordLabelled(
          tem,
          { id: null, label: 'appellant' },
          {
            action: 'appeal.submit',
            targetType: 'decision',
            targetId: decisionId,
            targetLabel: row.decision_subject_label,
            reasonCode: row.decision_reason_code,
            metadata: { appeal: appeal.id, kind: row.decision_kind, viaLink },
          },
        );
        await tem.flush();
      });
    } catch (e) {
      // Two appeals at once: the unique decision id decides.
      if (e instanceof UniqueConstraintViolationException) throw conflict(ALREADY_APPEALED);
      throw e;
    }
    const after = (await this.deps.decisions.row(decisionId))!;
    return presentDecision(after, affectedMemberDecisionViewer(user?.id ?? null, viaLink));
  }

  /**
   * Who may appeal: whoever holds the decision's e-mail link (answers true), or else the signed-in member it affects
   * (answers false). A link for another decision is a 403; no link and no session a 401.
   */
  private async mayAppeal(user: User | null, row: DecisionRow, token: string | null, decisionId: string): Promise<boolean> {
    if (token) {
      const [match] = await this.deps.db.query('select 1 from decisions where id = $1 and appeal_token_hash = $2', [decisionId, appealTokenHash(token)]);
      if (!match) throw forbidden(NOT_YOURS);
      return true;
    }
    if (!user) throw unauthenticated();
    authorize(user, 'decision:appeal');
    if (row.decision_affected_user_id !== user.id) throw forbidden(NOT_YOURS);
    return false;
  }

  /** The appeals queue: pending appeals, oldest first, one page (`limit first + 1`, served by appeals_queue_idx). */
  async queue(viewer: User, raw: unknown): Promise<AppealPage> {
    const { first, after } = parseInput(appealQueueSchema, raw ?? {});
    const params: unknown[] = [first + 1];
    let cursorSql = '';
    if (after) {
      params.push(...decodeCursor(after));
      cursorSql = 'and (ap.created_at, ap.id) > ($2::timestamptz, $3::uuid)';
    }
    const rows = await this.deps.db.query<AppealRow>(`${APPEAL_SQL} where ap.status = 'pending' ${cursorSql} order by ap.created_at, ap.id limit $1`, params);
    const page = rows.slice(0, first);
    const last = page[page.length - 1];
    return {
      items: await this.present(page, viewer),
      nextCursor: rows.length > first && last ? encodeCursor(last.cursor_at, last.appeal_id) : null,
    };
  }

  /** Decides an appeal (decide-appeal.command.ts) and answers it as decided. */
  async decide(ctx: ModerationContext, id: unknown, body: unknown): Promise<AppealGql> {
    const appealId = await this.deps.commands.run(this.decideCommand, ctx, { id, body });
    const row = await this.deps.db.one<AppealRow>(`${APPEAL_SQL} where ap.id = $1`, [appealId]);
    if (!row) throw notFound(APPEAL_NOT_FOUND);
    return (await this.present([row], ctx.actor))[0];
  }

  /** Appeals as `viewer` sees them; whether another moderator could decide is asked only when she made one of their decisions. */
  private async present(rows: AppealRow[], viewer: User): Promise<AppealGql[]> {
    const own = rows.some((r) => r.appeal_own_status === AppealStatus.PENDING && r.decision_decided_by_id === viewer.id);
    const sole = own && !(await this.deps.db.one<{ other: boolean }>(otherModeratorSql('$1'), [viewer.id]))?.other;
    return rows.map((r) => presentAppeal(r, viewer, sole));
  }
}
