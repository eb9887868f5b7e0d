import { Role, User } from '../user.entity.js';
import { badInput, forbidden, notFound, COMMON_MESSAGES } from '../../../core/errors.js';
import { parseInput } from '../../../shared/parse.js';
import { IpBan } from '../../moderation/ip-ban.entity.js';
import { parseCidr } from '../../moderation/ip.js';
import { banSchema } from '../../moderation/moderation.inputs.js';
import { defineCommand } from '../../../core/command.js';
import { NotificationType } from '../../notification/notification.service.js';
import { moderatorReasons } from '../../decision/reasons.js';
import { SANCTION_NOTICES, USER_MESSAGES } from '../user.messages.js';
import { ref } from '../../../core/i18n.js';
import { accountSubject } from '../../decision/subjects.js';

/**
 * Bans a member (never an admin, never oneself): her sessions end in the same transaction; optionally an address or
 * range too. She gets the statement of reasons by e-mail, with a link to appeal (she can no longer sign in). Answers her id.
 */
export const banMember = defineCommand({
  name: 'user.ban',
  capability: 'manage_users',
  restricts: true,
  parse: (raw: unknown) => parseInput(banSchema, raw),
  async change({ em, actor }, data) {
    if (data.userId === actor.id) throw badInput(USER_MESSAGES.banSelf);
    const user = await em.findOne(User, data.userId, { populate: ['lastIp'] as never });
    if (!user) throw notFound(COMMON_MESSAGES.user);
    if (user.role === Role.ADMIN) throw forbidden(USER_MESSAGES.banAdmin);
    Object.assign(user, { banned: true, banReason: data.reason, bannedAt: new Date() });
    let cidr: string | null = null;
    if (data.banIP) {
      const source = data.cidr ?? user.lastIp;
      if (!source) throw badInput(USER_MESSAGES.noAddress);
      cidr = parseCidr(source);
      em.persist(Object.assign(new IpBan(), { cidr, reason: data.reason, userId: user.id, createdById: actor.id, expiresAt: data.ipBanExpiresAt ?? null }));
    }
    // Every session of hers ends with the ban (the session middleware also refuses banned users).
    await em.getConnection().execute('delete from session where user_id = ?', [user.id], 'run', em.getTransactionContext());
    return {
      result: user.id,
      audit: {
        action: 'user.ban',
        targetType: 'user',
        targetId: user.id,
        targetLabel: user.username,
        note: data.reason,
        metadata: cidr ? { ipBan: cidr, expiresAt: data.ipBanExpiresAt ?? null } : null,
      },
      decision: {
        subjectType: 'user',
        subjectId: user.id,
        subjectLabel: accountSubject(user.username),
        affectedUserId: user.id,
        ...moderatorReasons({ reason: data.reasonCode, rule: data.rule, note: data.reason }),
        details: cidr ? { ipBan: cidr } : null,
        notice: {
          type: NotificationType.OTHER,
          title: ref(SANCTION_NOTICES.bannedTitle),
          message: ref(SANCTION_NOTICES.banned),
          actionUrl: null,
        },
      },
      notify: [],
    };
  },
});
