import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Db } from '../../core/db.js';
import { badInput, notFound, COMMON_MESSAGES } from '../../core/errors.js';
import { parseInput } from '../../shared/parse.js';
import type { NotificationService } from '../notification/notification.service.js';
import type { NotificationType } from '../notification/notification.entity.js';
import { User } from '../user/user.entity.js';
import { Decision, type DecisionSubjectType } from './decision.entity.js';
import type { GuidelineRule } from './guidelines.js';
import { NO_EXPLANATION, reasonWording } from './reasons.js';
import {
  DECISION_COLUMNS,
  DECISION_JOINS,
  presentDecision,
  type DecisionGql,
  type DecisionPage,
  type DecisionRow,
  type DecisionViewer,
} from './decision.type.js';
import { affectedMemberDecisionViewer } from '../../policies/visibility.js';
import { UUID } from '../../core/sql.js';
import { DECISION_MESSAGES, RULE_MESSAGES, STATEMENT_MESSAGES } from './decision.messages.js';
import { ref, word, type Wording } from '../../core/i18n.js';
import type { Locale } from '@tea/limits';
import { NOTIFICATION_MAIL } from '../notification/notification.messages.js';
import { mailOf } from '../notification/notification.service.js';

/** How long a decision may be appealed (DSA art. 20: at least six months). */
export const APPEAL_WINDOW_MONTHS = 6;

/** The last sentence of every statement of reasons. */
export const APPEAL_NOTICE = STATEMENT_MESSAGES.appeal.defaultMessage;

/**
 * The statement of reasons of a restricting decision (issue 10 item 4), as a command states it in its outcome. The
 * command runner writes it to `decisions` in the command's transaction, with the audit entry, and tells the affected
 * member: in-app (as she chose) and by e-mail (always: a legal notice), with how to appeal.
 */
export interface DecisionStatement {
  /** The undo registry's key (appeal/undo-registry.ts); the command's name when left out. */
  kind?: string;
  subjectType: DecisionSubjectType;
  subjectId: string | number;
  /**
   * A readable label of the subject, kept after it is deleted: a SUBJECT_MESSAGES wording (stored in English and as
   * wording, read in the reader's language), or plain text kept as it is.
   */
  subjectLabel: Wording;
  /** The member it restricts; null when nobody with an account is (a removal requester who was not signed in). */
  affectedUserId: string | null;
  reasonCode: string;
  /** The guideline rule it applies (decision/guidelines.ts); null when none does. */
  rule: GuidelineRule | null;
  /** The moderator's explanation (or what caused an automatic decision), stored as written (English when automatic). */
  text: string;
  /** An automatic decision's cause as a message, for the member's notice and e-mail in her language; `text` when absent. */
  explanation?: Wording;
  automatic?: boolean;
  /** What undoing it needs (appeal/undo-registry.ts). */
  details?: Record<string, unknown> | null;
  /** What she is told before the reasons: the title, the opening sentence(s) (messages) and where the notification leads. */
  notice: { type: NotificationType; title: Wording; message: Wording; actionUrl?: string | null };
  /** Where a removal requester gave to be answered: the decision e-mail goes there (and no in-app notification). */
  emailTo?: string | null;
  /** The language of that e-mail: the one her request was sent in (English when unknown). */
  emailLocale?: Locale | null;
}

/** Who decided and where the decision is audited (the runner knows both). */
export interface DecisionMeta {
  kind: string;
  decidedById: string | null;
  auditEntryId: string;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * 'Reason: …. Rule: Community guidelines, "…". Moderator's explanation: … You can appeal this decision within 6 months.',
 * as messages (worded in the reader's language; the moderator's own words stay as she wrote them).
 */
export function statementOfReasons(s: Pick<DecisionStatement, 'reasonCode' | 'rule' | 'text' | 'automatic' | 'explanation'>): Wording {
  const explanation: Wording = s.explanation ?? (s.text === NO_EXPLANATION ? ref(STATEMENT_MESSAGES.noExplanation) : s.text);
  return [
    ref(STATEMENT_MESSAGES.reason, { reason: reasonWording(s.reasonCode) }),
    s.rule ? ref(STATEMENT_MESSAGES.rule, { rule: ref(RULE_MESSAGES[s.rule]) }) : '',
    ref(s.automatic ? STATEMENT_MESSAGES.automatic : STATEMENT_MESSAGES.explanation, { text: explanation }),
    ref(STATEMENT_MESSAGES.appeal),
  ];
}

/** The last paragraph of every e-mail about a decision or an appeal: why it came whatever her settings. */
export const LEGAL_NOTICE_FOOTER = STATEMENT_MESSAGES.footer.defaultMessage;

/** The paragraphs of a legal notice's e-mail without an appeal link (an appeal's outcome, a suspension's end). */
export function legalNoticeText(message: Wording): Wording[] {
  return [message, ref(NOTIFICATION_MAIL.signIn), ref(STATEMENT_MESSAGES.footer)];
}

/** `decided` plus the appeal window, in UTC. */
export function appealDeadline(decided: Date): Date {
  const until = new Date(decided);
  until.setUTCMonth(until.getUTCMonth() + APPEAL_WINDOW_MONTHS);
  return until;
}

const pageSchema = z.object({
  first: z.preprocess((v) => (v == null ? 20 : v), z.number({ error: COMMON_MESSAGES.first.defaultMessage }).int().min(1).max(50)),
  after: z.string().max(200).nullish(),
});

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const CURSOR_SQL = `to_char(d.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A keyset cursor (a timestamp at microseconds and a uuid), base64url; anything else is a 400. */
export function decodeCursor(cursor: string): [string, string] {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof at === 'string' && CURSOR_AT.test(at) && !Number.isNaN(Date.parse(at)) && typeof id === 'string' && UUID.test(id)) return [at, id];
  } catch {
    /* fall through */
  }
  throw badInput(COMMON_MESSAGES.cursor);
}

export const encodeCursor = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');

/** A decision as its e-mail link finds it (the token is checked by its hash). */
export const TOKEN_NOT_FOUND = DECISION_MESSAGES.tokenNotFound.defaultMessage;

export interface DecisionDeps {
  db: Db;
  notifications: Pick<NotificationService, 'notifyDecision' | 'emailAfterCommit'>;
  /** Where the app runs, for the appeal link in the e-mail. */
  publicUrl: string;
}

/**
 * Statements of reasons (issue 10 item 4): written by the command runner (and by automatic decisions), read by the
 * affected member (My Reports, her notifications) and, through the link of the decision e-mail, by whoever holds it.
 */
export class DecisionService {
  constructor(private readonly deps: DecisionDeps) {}

  /**
   * Stores a decision in the caller's transaction and tells the affected person: her notification (with the decision,
   * so it shows an 'Appeal' link) and an e-mail with the statement of reasons and a link to appeal.
   */
  async record(em: EntityManager, statement: DecisionStatement, meta: DecisionMeta): Promise<Decision> {
    const token = randomBytes(24).toString('base64url');
    const decidedAt = new Date();
    const decision = Object.assign(new Decision(), {
      kind: meta.kind,
      subjectType: statement.subjectType,
      subjectId: String(statement.subjectId),
      subjectLabel: word(statement.subjectLabel, 'en').slice(0, 200),
      subjectLabelI18n: typeof statement.subjectLabel === 'string' ? null : statement.subjectLabel,
      affectedUser: statement.affectedUserId ? em.getReference(User, statement.affectedUserId) : null,
      reasonCode: statement.reasonCode,
      rule: statement.rule,
      text: statement.text,
      textI18n: statement.explanation ?? null,
      automatic: statement.automatic ?? false,
      decidedBy: meta.decidedById ? em.getReference(User, meta.decidedById) : null,
      decidedAt,
      auditEntryId: meta.auditEntryId,
      appealableUntil: appealDeadline(decidedAt),
      appealTokenHash: sha256(token),
      details: statement.details ?? null,
    });
    em.persist(decision);
    await em.flush();
    const message: Wording = [statement.notice.message, statementOfReasons(statement)];
    const email = (member: boolean) => this.emailText(decision, message, token, member);
    if (statement.emailTo) {
      // Someone without an account (a removal requester): in the language of her request, dates in UTC.
      const reader = { locale: statement.emailLocale ?? 'en', timeZone: null };
      await this.deps.notifications.emailAfterCommit(em, mailOf(statement.emailTo, statement.notice.title, email(!!statement.affectedUserId), reader));
    } else if (statement.affectedUserId) {
      // A restriction of her account (warning, suspension, ban) is an "account and security" notification; the rest are
      // decisions about her content. The e-mail goes whatever she chose (a statement of reasons).
      const kind = meta.kind.startsWith('user.') ? 'account' : 'decisions';
      await this.deps.notifications.notifyDecision(em, statement.affectedUserId, { ...statement.notice, message, decisionId: decision.id }, email(true), kind);
    }
    return decision;
  }

  /** The decision e-mail's paragraphs: the notice and its reasons, how to appeal (until when, where), the reference, the footer. */
  private emailText(decision: Decision, message: Wording, token: string, member: boolean): Wording[] {
    return [
      message,
      ref(STATEMENT_MESSAGES.howToAppeal, {
        until: decision.appealableUntil,
        link: `${this.deps.publicUrl}/appeal?token=${token}`,
        member: member ? 'yes' : 'no',
      }),
      ref(STATEMENT_MESSAGES.reference, { id: decision.id }),
      ref(STATEMENT_MESSAGES.footer),
    ];
  }

  /**
   * Her decisions (she is the member they affect), newest first, one page (`limit first + 1`, served by
   * decisions_affected_user_idx). An admin reads a member's as her sanction history (`viewer`: who decided is shown).
   */
  async mine(userId: string, raw: unknown, viewer: DecisionViewer = affectedMemberDecisionViewer(userId)): Promise<DecisionPage> {
    const { first, after } = parseInput(pageSchema, raw ?? {});
    const params: unknown[] = [userId, first + 1];
    let cursorSql = '';
    if (after) {
      params.push(...decodeCursor(after));
      cursorSql = 'and (d.decided_at, d.id) < ($3::timestamptz, $4::uuid)';
    }
    const rows = await this.deps.db.query<DecisionRow & { cursor_at: string }>(
      `select ${DECISION_COLUMNS}, ${CURSOR_SQL} as cursor_at from decisions d ${DECISION_JOINS}
       where d.affected_user_id = $1 ${cursorSql} order by d.decided_at desc, d.id desc limit $2`,
      params,
    );
    const page = rows.slice(0, first);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => presentDecision(r, viewer)),
      nextCursor: rows.length > first && last ? encodeCursor(last.cursor_at, last.decision_id) : null,
    };
  }

  /** The decision a link of a decision e-mail is for (404 for any other token). */
  async byToken(token: unknown): Promise<DecisionGql> {
    const row = await this.rowByToken(token);
    return presentDecision(row, affectedMemberDecisionViewer(null, true));
  }

  /** The row of the decision whose e-mail link is `token`, or 404. */
  async rowByToken(token: unknown): Promise<DecisionRow> {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound(TOKEN_NOT_FOUND);
    const row = await this.deps.db.one<DecisionRow>(`select ${DECISION_COLUMNS} from decisions d ${DECISION_JOINS} where d.appeal_token_hash = $1`, [
      sha256(token),
    ]);
    if (!row) throw notFound(TOKEN_NOT_FOUND);
    return row;
  }

  /** One decision's row, or null. */
  async row(id: string): Promise<DecisionRow | null> {
    if (!UUID.test(id)) return null;
    return this.deps.db.one<DecisionRow>(`select ${DECISION_COLUMNS} from decisions d ${DECISION_JOINS} where d.id = $1`, [id]);
  }
}

/** The hash a decision's e-mail link is stored as. */
export const appealTokenHash = sha256;
