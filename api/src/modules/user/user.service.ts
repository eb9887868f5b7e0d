import argon2 from 'argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Db } from '../../core/db.js';
import { LoginLimiter } from '../../auth/login-limiter.js';
import type { EmailSender } from '../../shared/outbox.js';
import { badInput, unauthenticated } from '../../core/errors.js';
import { parseInput } from '../../shared/parse.js';
import type { AuditService } from '../audit/audit.service.js';
import { REASON_LABELS, type ModerationReason } from '../decision/decision.inputs.js';
import { refreshProfileAggregates } from '../profile/aggregates.js';
import { DECISION_COLUMNS, DECISION_JOINS, presentDecision, type DecisionRow } from '../decision/decision.type.js';
import { statementOfReasons } from '../decision/decision.service.js';
import { isGuidelineRule } from '../decision/guidelines.js';
import { presentRemovalRequest, type RemovalRow } from '../removal/removal.type.js';
import type { FileStore } from '../upload/file-store.js';
import { imageFileKeys } from '../upload/image-variants.js';
import { BannedIdentity } from './banned-identity.entity.js';
import type { DataExportLimiter } from './data-export-limiter.js';
import type { User } from './user.entity.js';
import { DELETE_ACCOUNT_MESSAGES, deleteAccountSchema } from './user.inputs.js';
import { maskPhone } from '../../shared/mask-phone.js';
import { affectedMemberDecisionViewer } from '../../policies/visibility.js';
import { defineMessages, translate, word } from '../../core/i18n.js';
import type { Locale } from '@tea/limits';

/** The e-mail that confirms a deletion, in her language (read before her settings go). */
export const DELETION_MAIL = defineMessages({
  subject: { id: 'mail.accountDeleted.subject', defaultMessage: 'Your Tea account has been deleted' },
  body: {
    id: 'mail.accountDeleted.body',
    defaultMessage:
      'Your Tea account and its personal data have been deleted, as you asked. You have been signed out everywhere.\n\n{reports, select, deleted {Your published reports were deleted too.} other {Your published reports stay on the site as anonymous text that is no longer linked to any account.}}\n\nIf you did not ask for this, reply to this e-mail.',
    description: 'Plain-text e-mail; keep the empty lines. reports is deleted (she chose to delete her published reports) or kept.',
  },
});

export interface UserServiceDeps {
  db: Db;
  audit: AuditService;
  files: Pick<FileStore, 'delete'>;
  email: EmailSender;
  /** The sign-in limiter: wrong passwords at deletion count like failed sign-ins (no brute force through a stolen session). */
  loginLimiter: Pick<LoginLimiter, 'check' | 'recordFailure'>;
  exportLimiter: Pick<DataExportLimiter, 'consume'>;
  logger: Pick<Logger, 'warn'>;
  /** The language she saved (her e-mails follow it), or null: English. */
  languageOf(userId: string): Promise<Locale | null>;
}

/** How a deleted member is named from then on (audit log, reviewer labels): a label, never her data. */
export function deletedMemberLabel(userId: string): string {
  return `deleted member #${userId.replace(/-/g, '').slice(0, 8)}`;
}

/** What the export says it leaves out, and why: the member sees everything the service holds, even what it will not hand out. */
export const EXPORT_NOT_INCLUDED = [
  'Your password (only a one-way hash of it is stored).',
  'Your full phone number (shown masked, as everywhere else; a keyed hash of it is stored to keep numbers unique).',
  'The address you last signed in from (kept for IP bans; left out so that a stolen session cannot reveal where you are).',
  'ID document images and their details (name, number, date of birth): they are encrypted and deleted once a moderator decides, and are never exported.',
  'One-time phone codes (stored only as hashes, valid for 10 minutes).',
  'Your two-step sign-in secret and recovery codes (the secret is encrypted, the codes stored as one-way hashes).',
  'The secrets of your API tokens (only a one-way hash of each is stored; their first characters are included to recognise them).',
  'Anything about other members, including who moderated your content.',
];

export interface DataExport {
  format: 'tea-data-export';
  version: 1;
  exportedAt: string;
  account: Record<string, unknown>;
  reports: Record<string, unknown>[];
  peopleYouAdded: Record<string, unknown>[];
  /** Saved settings (Notifications, Privacy, Appearance); null when she never saved any. */
  preferences: { settings: unknown; updatedAt: Date } | null;
  notifications: Record<string, unknown>[];
  interactions: Record<string, unknown>[];
  removalRequests: Record<string, unknown>[];
  idVerification: Record<string, unknown>[];
  accountDecisions: Record<string, unknown>[];
  /** The decisions that restricted her content or account, with their statements of reasons as she reads them (never who decided). */
  decisions: Record<string, unknown>[];
  /** Her appeals: what she wrote, their status and outcome. */
  appeals: Record<string, unknown>[];
  /** Two-step sign-in: whether it is on and since when, how many recovery codes are left (never the secret or codes). */
  twoFactor: { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number };
  /** Where she is signed in (device and times; never the session ids). */
  sessions: Record<string, unknown>[];
  /** Her API tokens, revoked and expired ones included (name, scopes, dates, prefix; never the secret or its hash). */
  apiTokens: Record<string, unknown>[];
  /** Her name watches, ended ones included (a deleted one keeps only its dates: its name and place were erased). */
  watches: Record<string, unknown>[];
  notIncluded: string[];
}

export interface DeletionSummary {
  label: string;
  reportsDeleted: number;
  reportsKeptAnonymous: number;
  profilesDeleted: number;
  banKept: boolean;
  filesDeleted: number;
}

const reportStatus = (approved: boolean | null) => (approved === true ? 'approved' : approved === false ? 'rejected' : 'pending');

/**
 * The member's own account: her data export (everything held about her, nothing about anyone else) and the
 * deletion of her account (issue 8). Deletion runs in one transaction; files are deleted after the commit, so a
 * failure half-way changes nothing (at worst a file outlives its row, never a row its file).
 */
export class UserService {
  constructor(private readonly deps: UserServiceDeps) {}

  // ---------- export ----------

  /**
   * Everything the service holds about `actor`, read in one repeatable-read snapshot. Rate limited per member.
   * Other members never appear: no author, moderator or reviewer names, no one else's reports.
   */
  async exportData(actor: User): Promise<{ fileName: string; data: DataExport }> {
    await this.deps.exportLimiter.consume(actor.id);
    const client = await this.deps.db.pool.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const q = async <T = Record<string, any>>(sql: string, params: unknown[] = [actor.id]) => (await client.query(sql, params)).rows as T[];
      const [u] = await q(
        `select id, username, email, first_name, last_name, location, profile_image_url, role, banned, ban_reason, banned_at, created_at, updated_at,
                username_changed_at, phone_e164, phone_verified_at, id_verified, id_verification_status, id_verification_submitted_at
         from users where id = $1`,
      );
      if (!u) throw unauthenticated();
      const reports = await q(
        `select r.id, r.profile_id, p.display_name as profile_name, r.report_type, r.title, r.content, r.category,
                to_char(r.date_of_interaction, 'YYYY-MM-DD') as date_of_interaction, r.location, r.rating, r.approved, r.rejection_reason,
                r.moderation_note, r.moderated_at, r.hidden_at is not null as hidden, r.created_at, r.updated_at
         from reports r join profiles p on p.id = r.profile_id where r.author_id = $1 order by r.created_at, r.id`,
      );
      const people = await q(
        `select id, first_name, last_name, display_name, age, bio, location, category, profession, created_by_id = $1 as added_by_you,
                image_uploaded_by_id = $1 as photo_by_you, image_approval_status, image_uploaded_at, hidden_at is not null as hidden, created_at
         from profiles where created_by_id = $1 or image_uploaded_by_id = $1 or (user_id = $1 and is_user) order by created_at, id`,
      );
      const notifications = await q(
        'select id, type, title, message, read, action_url, created_at from notifications where user_id = $1 order by created_at, id',
      );
      const interactions = await q(
        `select i.profile_id, p.display_name as profile_name, i.view_count, i.created_at, i.last_viewed_at
         from interactions i join profiles p on p.id = i.profile_id where i.user_id = $1 order by i.created_at, i.id`,
      );
      const removals = await q<RemovalRow>(
        `select id, target_type, target_id, target_label, null::int as profile_id, reason, explanation, contact_email, status, content_hidden,
                decision_reason, decided_at, null::text as decided_by_label, created_at
         from removal_requests where requester_id = $1 order by created_at, id`,
      );
      const [preferences] = await q('select data, updated_at from user_preferences where user_id = $1');
      const [twoFactor] = await q(
        'select enabled_at, cardinality(recovery_code_hashes) as codes_left from two_factor where user_id = $1 and enabled_at is not null',
      );
      const sessions = await q(
        `select sess->>'device' as device, (sess->>'createdAt')::bigint as created_at, (sess->>'seenAt')::bigint as seen_at, expire
         from session where user_id = $1 and expire > now() order by expire`,
      );
      const apiTokens = await q(
        'select id, name, scopes, prefix, created_at, expires_at, last_used_at, revoked_at from api_tokens where user_id = $1 order by created_at, id',
      );
      const watches = await q(
        `select id, first_name, last_name, location, radius, created_at, expires_at, last_matched_at, ended_at, ended_reason
         from watches where user_id = $1 order by created_at, id`,
      );
      const idRequests = await q(
        `select id, id_type, status, submitted_at, decided_at, notes, documents_deleted_at from id_verifications where user_id = $1 order by submitted_at, id`,
      );
      // Decisions about her account: bans and unbans, ID decisions (and views of her ID document). Never the moderator.
      const decisions = await q(
        `select action, target_type, reason_code, note, created_at from audit_log
         where (target_type = 'user' and target_id = $1) or (target_type = 'id_verification' and target_id = any($2::text[])) order by id`,
        [actor.id, idRequests.map((r) => r.id)],
      );
      // Decisions that restrict her (her statements of reasons) and her appeals: as My Reports shows them, never the moderator.
      const restricting = await q<DecisionRow>(
        `select ${DECISION_COLUMNS} from decisions d ${DECISION_JOINS} where d.affected_user_id = $1 order by d.decided_at, d.id`,
      );
      // Hers: sent from her account, or with the link of the e-mail about a decision that affects her.
      const appeals = await q(
        `select a.id, a.decision_id, d.subject_label, a.via_link, a.text, a.status, a.created_at, a.decided_at, a.outcome_reason, a.not_restored
         from appeals a join decisions d on d.id = a.decision_id
         where a.appellant_id = $1 or (a.appellant_id is null and a.via_link and d.affected_user_id = $1) order by a.created_at, a.id`,
      );
      await client.query('commit');

      const exportedAt = new Date();
      const data: DataExport = {
        format: 'tea-data-export',
        version: 1,
        exportedAt: exportedAt.toISOString(),
        account: {
          id: u.id,
          username: u.username,
          email: u.email,
          firstName: u.first_name,
          lastName: u.last_name,
          location: u.location,
          profileImageUrl: u.profile_image_url,
          role: u.role,
          banned: u.banned,
          banReason: u.ban_reason,
          bannedAt: u.banned_at,
          createdAt: u.created_at,
          updatedAt: u.updated_at,
          usernameChangedAt: u.username_changed_at,
          phoneMasked: u.phone_verified_at ? maskPhone(u.phone_e164) : null,
          phoneVerifiedAt: u.phone_verified_at,
          idVerified: u.id_verified,
          idVerificationStatus: u.id_verification_status,
          idVerificationSubmittedAt: u.id_verification_submitted_at,
        },
        reports: reports.map((r) => ({
          id: String(r.id),
          profileId: String(r.profile_id),
          profileName: r.profile_name,
          reportType: r.report_type,
          title: r.title,
          content: r.content,
          category: r.category,
          dateOfInteraction: r.date_of_interaction,
          location: r.location,
          rating: r.rating,
          status: reportStatus(r.approved),
          rejectionReason: r.approved === false ? r.rejection_reason : null,
          rejectionReasonText: r.approved === false && r.rejection_reason ? (REASON_LABELS[r.rejection_reason as ModerationReason] ?? null) : null,
          // The note that came with a rejection was sent to her; other moderator notes are internal.
          moderatorNote: r.approved === false ? r.moderation_note : null,
          moderatedAt: r.moderated_at,
          hiddenPendingRemovalRequest: r.hidden,
          createdAt: r.created_at,
          updatedAt: r.updated_at,
        })),
        peopleYouAdded: people.map((p) => ({
          id: String(p.id),
          firstName: p.first_name,
          lastName: p.last_name,
          displayName: p.display_name,
          age: p.age,
          bio: p.bio,
          location: p.location,
          category: p.category,
          profession: p.profession,
          addedByYou: p.added_by_you === true,
          photoAddedByYou: p.photo_by_you === true,
          photoStatus: p.photo_by_you === true ? p.image_approval_status : null,
          photoUploadedAt: p.photo_by_you === true ? p.image_uploaded_at : null,
          hiddenPendingRemovalRequest: p.hidden,
          createdAt: p.created_at,
        })),
        preferences: preferences ? { settings: preferences.data, updatedAt: preferences.updated_at } : null,
        notifications: notifications.map((n) => ({
          id: n.id,
          type: n.type,
          title: n.title,
          message: n.message,
          read: n.read,
          actionUrl: n.action_url,
          createdAt: n.created_at,
        })),
        interactions: interactions.map((i) => ({
          profileId: String(i.profile_id),
          profileName: i.profile_name,
          viewCount: i.view_count,
          firstViewedAt: i.created_at,
          lastViewedAt: i.last_viewed_at,
        })),
        // As admins see them, minus who decided (another member) and the derived profile link.
        removalRequests: removals.map((r) => {
          const { decidedBy: _decidedBy, profileId: _profileId, ...request } = presentRemovalRequest(r);
          return request;
        }),
        idVerification: idRequests.map((v) => ({
          id: v.id,
          idType: v.id_type,
          status: v.status,
          submittedAt: v.submitted_at,
          decidedAt: v.decided_at,
          reviewerNotes: v.notes,
          documentsDeletedAt: v.documents_deleted_at,
        })),
        accountDecisions: decisions.map((d) => ({
          action: d.action,
          about: d.target_type === 'user' ? 'account' : 'id_verification',
          reasonCode: d.reason_code,
          note: d.note,
          at: d.created_at,
        })),
        decisions: restricting.map((r) => {
          const {
            decidedBy: _decidedBy,
            viewerCanAppeal,
            subjectLabelWording: _label,
            textWording: _text,
            ...decision
          } = presentDecision(r, affectedMemberDecisionViewer(actor.id));
          return {
            ...decision,
            // In English, as the export's other texts (its notifications' stored English).
            statementOfReasons: word(
              statementOfReasons({
                reasonCode: r.decision_reason_code,
                rule: isGuidelineRule(r.decision_rule) ? r.decision_rule : null,
                text: r.decision_text,
                automatic: r.decision_automatic,
              }),
              'en',
            ),
            canAppeal: viewerCanAppeal,
          };
        }),
        appeals: appeals.map((a) => ({
          id: a.id,
          decisionId: a.decision_id,
          about: a.subject_label,
          sentWithEmailLink: a.via_link === true,
          text: a.text,
          status: a.status,
          submittedAt: a.created_at,
          decidedAt: a.decided_at,
          outcome: a.outcome_reason,
          notRestored: a.not_restored ?? [],
        })),
        twoFactor: {
          enabled: !!twoFactor,
          enabledAt: (twoFactor?.enabled_at as Date | undefined) ?? null,
          recoveryCodesLeft: Number(twoFactor?.codes_left ?? 0),
        },
        sessions: sessions.map((s) => ({
          device: s.device ?? 'Unknown device',
          signedInAt: s.created_at ? new Date(Number(s.created_at)) : null,
          lastSeenAt: s.seen_at ? new Date(Number(s.seen_at)) : null,
          expiresAt: s.expire,
        })),
        apiTokens: apiTokens.map((k) => ({
          id: k.id,
          name: k.name,
          scopes: k.scopes,
          prefix: k.prefix,
          createdAt: k.created_at,
          expiresAt: k.expires_at,
          lastUsedAt: k.last_used_at,
          revokedAt: k.revoked_at,
        })),
        watches: watches.map((w) => ({
          id: w.id,
          firstName: w.first_name,
          lastName: w.last_name,
          location: w.location,
          radiusMiles: w.radius,
          createdAt: w.created_at,
          expiresAt: w.expires_at,
          lastMatchedAt: w.last_matched_at,
          endedAt: w.ended_at,
          endedBy: w.ended_reason === 'moderator' ? 'moderator' : w.ended_reason === 'deleted' ? 'you' : null,
        })),
        notIncluded: EXPORT_NOT_INCLUDED,
      };
      return { fileName: `tea-data-export-${exportedAt.toISOString().slice(0, 10)}.json`, data };
    } catch (e) {
      await client.query('rollback').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  // ---------- deletion ----------

  private async verifyPassword(em: EntityManager, actor: User, password: string, ip: string): Promise<void> {
    // Counted against her account from this address, as a sign-in is (429 once this address used up its guesses).
    const guess = { accountId: actor.id, ip };
    await this.deps.loginLimiter.check('password', guess);
    const rows = await em.getConnection().execute<{ password_hash: string }[]>('select password_hash from users where id = ?', [actor.id]);
    const ok = rows[0] ? await argon2.verify(rows[0].password_hash, password).catch(() => false) : false;
    if (!ok) {
      await this.deps.loginLimiter.recordFailure('password', guess);
      throw badInput(DELETE_ACCOUNT_MESSAGES.wrongPassword, 'password');
    }
  }

  /**
   * Deletes `actor`'s account after checking her password. In one transaction: her sessions end; her pending and
   * rejected reports are deleted; her approved reports are deleted too when she asks (`deletePublishedReports`,
   * aggregates recomputed) or else kept as anonymous text with no link to anyone; profiles she added that nobody
   * can see and nothing else supports are deleted; a ban is kept as username + phone hash (banned_identities);
   * labels naming her elsewhere become 'deleted member #…'; an audit entry with that label is written; then the
   * account row goes, and with it (foreign keys) her notifications, interactions, preferences, phone codes, ID
   * verification rows and reset links. After the commit: ID document and photo files are deleted and a confirmation e-mail is sent.
   */
  async deleteAccount(ctx: { em: EntityManager; ip: string }, actor: User, input: unknown): Promise<DeletionSummary> {
    const { password, deletePublishedReports } = parseInput(deleteAccountSchema, input);
    await this.verifyPassword(ctx.em, actor, password, ctx.ip);
    const label = deletedMemberLabel(actor.id);
    // Read before the deletion takes her settings with it.
    const locale = (await this.deps.languageOf(actor.id)) ?? 'en';

    const outcome = await ctx.em.transactional(async (em) => {
      const trx = em.getTransactionContext();
      const all = <T = Record<string, any>>(sql: string, params: unknown[]) => em.getConnection().execute<T[]>(sql, params, 'all', trx);
      const id = actor.id;
      // The row lock orders this against a ban decided at the same moment: whichever commits first, the ban survives.
      const [user] = await all<{ username: string; email: string; banned: boolean; banned_at: Date | null; phone_hash: string | null }>(
        'select username, email, banned, banned_at, phone_hash from users where id = ? for update',
        [id],
      );
      if (!user) throw unauthenticated();

      const files = (await all<{ document_key: string }>('select document_key from id_verifications where user_id = ? and document_key is not null', [id])).map(
        (r) => r.document_key,
      );

      const deleted = await all<{ profile_id: number }>(
        `delete from reports where author_id = ? ${deletePublishedReports ? '' : 'and approved is not true'} returning profile_id`,
        [id],
      );
      const kept = deletePublishedReports ? [] : await all<{ id: number }>('update reports set author_id = null where author_id = ? returning id', [id]);
      for (const profileId of new Set(deleted.map((r) => r.profile_id))) await refreshProfileAggregates(em, profileId);

      // People she added that nobody else can see (no report left, no approved photo: SAFETY 15), and her own profile.
      const profiles = await all<{ id: number; image_key: string | null; image_variant_widths: number[] | null }>(
        `delete from profiles p where (p.created_by_id = ? and p.image_approval_status is distinct from 'approved'
                                        and not exists (select 1 from reports r where r.profile_id = p.id))
                                   or (p.user_id = ? and p.is_user)
         returning p.id, p.image_key, p.image_variant_widths`,
        [id, id],
      );
      for (const p of profiles) if (p.image_key) files.push(...imageFileKeys(p.image_key, p.image_variant_widths));

      if (user.banned) {
        em.persist(Object.assign(new BannedIdentity(), { username: user.username, phoneHash: user.phone_hash, bannedAt: user.banned_at }));
      }

      // Where an admin's name was copied into other rows, it becomes the label.
      await all('update id_verifications set reviewer_label = ? where reviewer_id = ?', [label, id]);
      await all('update removal_requests set decided_by_label = ? where decided_by_id = ?', [label, id]);

      await all('delete from session where user_id = ?', [id]);
      // Her counters (keyed by her id, or by her username or e-mail as typed), which would otherwise name her until they expire.
      await all('delete from rate_limits where key like ? or key like ? or key like ?', [`%:${id}`, ...LoginLimiter.typedKeyPatterns(user)]);

      this.deps.audit.recordLabelled(
        em,
        { id, label },
        {
          action: 'account.delete',
          targetType: 'user',
          targetId: id,
          targetLabel: label,
          metadata: {
            deletePublishedReports,
            reportsDeleted: deleted.length,
            reportsKeptAnonymous: kept.length,
            profilesDeleted: profiles.length,
            banKept: user.banned,
          },
        },
      );
      await em.flush();
      // Cascades: notifications, interactions, preferences, phone codes, ID verifications, reset links; other links become null.
      await all('delete from users where id = ? returning id', [id]);
      return {
        email: user.email,
        files,
        summary: {
          label,
          reportsDeleted: deleted.length,
          reportsKeptAnonymous: kept.length,
          profilesDeleted: profiles.length,
          banKept: user.banned,
          filesDeleted: files.length,
        },
      };
    });

    // After the commit: a failed transaction never loses a file; a failed file deletion leaves an unreadable
    // (encrypted or unreferenced) file, logged by key (keys are random and name no one).
    const results = await Promise.allSettled(outcome.files.map((key) => this.deps.files.delete(key)));
    results.forEach((r, i) => {
      if (r.status === 'rejected')
        this.deps.logger.warn({ key: outcome.files[i], err: (r.reason as Error)?.message }, 'file of a deleted account could not be deleted');
    });
    await this.deps.email
      .send({
        to: outcome.email,
        subject: translate(locale, DELETION_MAIL.subject),
        text: translate(locale, DELETION_MAIL.body, { reports: deletePublishedReports ? 'deleted' : 'kept' }),
      })
      .catch((err: Error) => this.deps.logger.warn({ err: err?.message }, 'account deletion e-mail could not be sent'));
    return outcome.summary;
  }
}
