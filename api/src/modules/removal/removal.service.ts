import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Db } from '../../app/db.js';
import { ImageStatus } from '../profile/profile.entity.js';
import { User } from '../user/user.entity.js';
import type { ModerationContext } from '../moderation/moderation-context.js';
import type { CommandRunner } from '../moderation/commands/run-command.js';
import type { EmailSender } from '../../shared/outbox.js';
import { notFound } from '../../shared/errors.js';
import { parseInput } from '../../shared/parse.js';
import { RemovalRequest, RemovalTargetType } from './removal-request.entity.js';
import { HIDE_AT_ONCE, REMOVAL_REASON_LABELS, removalListSchema, RemovalStatusFilter, submitRemovalSchema } from './removal.inputs.js';
import type { RemovalLimiter } from './removal-limiter.js';
import { presentRemovalRequest, type RemovalReceipt, type RemovalRequestGql, type RemovalRow } from './removal.type.js';
import { decideRemovalRequest } from './decide-removal.command.js';
import { setHidden } from './hide-content.js';

const LIST_SQL = `select rr.id, rr.target_type, rr.target_id, rr.target_label, rr.reason, rr.explanation, rr.contact_email, rr.status, rr.content_hidden,
    rr.decision_reason, rr.decided_at, rr.decided_by_label, rr.created_at, coalesce(r.profile_id, p.id) as profile_id
  from removal_requests rr
  left join reports r on rr.target_type = 'report' and r.id = rr.target_id
  left join profiles p on rr.target_type <> 'report' and p.id = rr.target_id`;

export interface RemovalDeps {
  db: Db;
  commands: CommandRunner;
  email: EmailSender;
  limiter: RemovalLimiter;
  logger: Logger;
}

/**
 * Removal requests (SAFETY 12): anyone may ask for a profile, a report or an image to be removed. Requests
 * about a minor or an intimate image hide the content at once. Admins uphold (the content is removed, a whole
 * profile's person is blocklisted) or dismiss (the content is unhidden), always with a reason; the decision is
 * audited and e-mailed to the sender, like the acknowledgement.
 */
export class RemovalService {
  private readonly decideCommand = decideRemovalRequest((to, subject, text) => this.send(to, subject, text));

  constructor(private readonly deps: RemovalDeps) {}

  /** A readable label of a target that the public can see, or 404 (pending reports and images are not targets). */
  private async targetLabel(type: RemovalTargetType, id: number): Promise<string> {
    if (type === RemovalTargetType.REPORT) {
      const r = await this.deps.db.one<{ title: string; display_name: string }>(
        'select r.title, p.display_name from reports r join profiles p on p.id = r.profile_id where r.id = $1 and r.approved = true',
        [id],
      );
      if (!r) throw notFound('Report not found');
      return `Report "${r.title}" about ${r.display_name}`.slice(0, 200);
    }
    const p = await this.deps.db.one<{ display_name: string; location: string | null; image_key: string | null; image_approval_status: ImageStatus | null }>(
      'select display_name, location, image_key, image_approval_status from profiles where id = $1',
      [id],
    );
    if (type === RemovalTargetType.IMAGE) {
      if (!p?.image_key || p.image_approval_status !== ImageStatus.APPROVED) throw notFound('Image not found');
      return `Photo of ${p.display_name}`.slice(0, 200);
    }
    if (!p) throw notFound('Profile not found');
    return `Profile of ${p.display_name}${p.location ? ` (${p.location})` : ''}`.slice(0, 200);
  }

  private async send(to: string, subject: string, text: string): Promise<void> {
    try {
      await this.deps.email.send({ to, subject, text });
    } catch (err) {
      this.deps.logger.warn({ err: (err as Error).message }, 'removal request e-mail could not be sent');
    }
  }

  /** `requester` is the signed-in member who sends it (null for visitors): only her data export and deletion use the link. */
  async submit(em: EntityManager, ip: string, input: unknown, requester: User | null = null): Promise<RemovalReceipt> {
    const data = parseInput(submitRemovalSchema, input);
    const label = await this.targetLabel(data.targetType, data.targetId);
    await this.deps.limiter.consume(ip);
    const hide = HIDE_AT_ONCE.has(data.reason);
    const request = await em.transactional(async (tem) => {
      const req = Object.assign(new RemovalRequest(), {
        targetType: data.targetType,
        targetId: data.targetId,
        targetLabel: label,
        reason: data.reason,
        explanation: data.explanation,
        contactEmail: data.contactEmail,
        contentHidden: hide,
        requester: requester ? tem.getReference(User, requester.id) : null,
      });
      tem.persist(req);
      if (hide) await setHidden(tem, req.targetType, req.targetId, new Date());
      await tem.flush();
      return req;
    });
    await this.send(
      request.contactEmail,
      'We received your removal request',
      [
        `Thank you. We received your request to remove: ${label}.`,
        `Reason: ${REMOVAL_REASON_LABELS[request.reason]}.`,
        hide ? 'Because of the reason you gave, the content is hidden from the public until an administrator has decided.' : 'An administrator will review it.',
        'You will receive the decision and its reasons at this address.',
        `Reference: ${request.id}`,
      ].join('\n\n'),
    );
    return { id: request.id, contentHidden: hide };
  }

  async list(raw: unknown): Promise<RemovalRequestGql[]> {
    const { status } = parseInput(removalListSchema, raw ?? {});
    const params: unknown[] = [];
    let where = '';
    if (status !== RemovalStatusFilter.ALL) {
      params.push(status);
      where = 'where rr.status::text = $1';
    }
    // Pending first (oldest first: fair waiting), then decided ones, newest first.
    const rows = await this.deps.db.query<RemovalRow>(
      `${LIST_SQL} ${where}
       order by (rr.status = 'pending') desc, case when rr.status = 'pending' then rr.created_at end asc, rr.created_at desc, rr.id limit 500`,
      params,
    );
    return rows.map(presentRemovalRequest);
  }

  /** Upholds or dismisses a request (decide-removal.command.ts), then answers it as the admin list shows it. */
  async decide(ctx: ModerationContext, id: unknown, body: unknown): Promise<RemovalRequestGql> {
    const requestId = await this.deps.commands.run(this.decideCommand, ctx, { id, body });
    const [row] = await this.deps.db.query<RemovalRow>(`${LIST_SQL} where rr.id = $1`, [requestId]);
    return presentRemovalRequest(row);
  }
}
