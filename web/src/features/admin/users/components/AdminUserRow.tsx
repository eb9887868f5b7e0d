import { useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { BanUserForm } from '../forms/BanUserForm';
import { useBanActions, type AdminUser } from '../hooks/useAdminUsers';
import { StyledItemCard, StyledItemMeta, StyledItemNote, StyledItemTitle } from '../../shared/components/AdminListParts';
import { Row } from '../../../../ui/Stack';
import { DecisionDialog } from '../../shared/components/DecisionDialog';
import { MemberSanctionControls, MemberSanctionSummary } from './MemberSanctionControls';
import { StyledStatusBadge } from '../../shared/components/StatusBadge';

const StyledRow = styled(StyledItemCard)`
  ${({ theme }) => theme.media.medium} {
    flex-direction: row;
    align-items: center;
    gap: 1rem;
  }
`;

const StyledMain = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

const messages = defineMessages({
  banned: { id: 'admin.users.row.banned', defaultMessage: 'Banned', description: 'Badge of a banned member.' },
  suspended: { id: 'admin.users.row.suspended', defaultMessage: 'Suspended', description: 'Badge of a suspended member.' },
  active: { id: 'admin.users.row.active', defaultMessage: 'Active', description: 'Badge of a member neither banned nor suspended.' },
  ipBanned: { id: 'admin.users.row.ipBanned', defaultMessage: 'IP Banned', description: 'Badge: her IP address is banned too.' },
  admin: { id: 'admin.users.row.admin', defaultMessage: 'Admin', description: 'Badge of an administrator account.' },
  idVerified: { id: 'admin.users.row.idVerified', defaultMessage: 'ID verified', description: 'Badge.' },
  phoneVerified: { id: 'admin.users.row.phoneVerified', defaultMessage: 'Phone verified', description: 'Badge.' },
  ban: { id: 'admin.users.row.ban', defaultMessage: 'Ban', description: 'Button: ban the member.' },
  unban: { id: 'admin.users.row.unban', defaultMessage: 'Unban', description: 'Button: lift the ban.' },
  banDescription: { id: 'admin.users.ban.description', defaultMessage: 'Her sessions end at once. The ban stays until it is lifted.' },
  unbanDescription: { id: 'admin.users.unban.description', defaultMessage: 'She can sign in again; IP bans made with this ban are lifted too.' },
  unbanning: { id: 'admin.users.unban.busy', defaultMessage: 'Unbanning...' },
});

const metaMessage = defineMessage<{ email: string; date: string }>({
  id: 'admin.users.row.meta',
  defaultMessage: '{email} · Joined {date}',
  description: 'Her e-mail address and when she signed up.',
});
const metaWithNameMessage = defineMessage<{ name: string; email: string; date: string }>({
  id: 'admin.users.row.metaWithName',
  defaultMessage: '{name} · {email} · Joined {date}',
  description: 'Her name, e-mail address and when she signed up.',
});
const banNoteMessage = defineMessage<{ reason: string }>({
  id: 'admin.users.row.banNote',
  defaultMessage: 'Banned: {reason}',
  description: "The moderator's reason for the ban.",
});
const banNoteDatedMessage = defineMessage<{ date: string; reason: string }>({
  id: 'admin.users.row.banNoteDated',
  defaultMessage: 'Banned {date}: {reason}',
  description: "When she was banned and the moderator's reason.",
});
const banTitleMessage = defineMessage<{ username: string }>({
  id: 'admin.users.ban.title',
  defaultMessage: 'Ban @{username}',
  description: 'Title of the ban dialog.',
});
const unbanTitleMessage = defineMessage<{ username: string }>({
  id: 'admin.users.unban.title',
  defaultMessage: 'Unban @{username}?',
  description: 'Title of the unban dialog.',
});

export type AdminUserRowProps = { user: AdminUser };

/**
 * A member account: Banned / Suspended / Active and IP Banned badges, the ban reason, her strikes and the suggested next
 * step; Warn, Suspend or Lift suspension, History; Ban or Unban.
 */
export function AdminUserRow({ user }: AdminUserRowProps) {
  const intl = useIntl();
  const nameId = useId();
  const [dialog, setDialog] = useState<'ban' | 'unban' | null>(null);
  const { ban, unban } = useBanActions();
  const close = () => setDialog(null);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const joined = intl.formatDate(user.createdAt, { dateStyle: 'medium' });

  return (
    <StyledRow aria-labelledby={nameId}>
      <StyledMain>
        <Row>
          <StyledItemTitle id={nameId}>@{user.username}</StyledItemTitle>
          {user.banned ? (
            <StyledStatusBadge $tone="destructive">{intl.formatMessage(messages.banned)}</StyledStatusBadge>
          ) : user.suspendedUntil ? (
            <StyledStatusBadge $tone="warning">{intl.formatMessage(messages.suspended)}</StyledStatusBadge>
          ) : (
            <StyledStatusBadge $tone="success">{intl.formatMessage(messages.active)}</StyledStatusBadge>
          )}
          {user.ipBanned && <StyledStatusBadge $tone="warning">{intl.formatMessage(messages.ipBanned)}</StyledStatusBadge>}
          {user.isAdmin && <Badge variant="default">{intl.formatMessage(messages.admin)}</Badge>}
          {user.idVerificationStatus === 'APPROVED' && <Badge variant="outline">{intl.formatMessage(messages.idVerified)}</Badge>}
          {user.phoneVerified && <Badge variant="outline">{intl.formatMessage(messages.phoneVerified)}</Badge>}
        </Row>
        <StyledItemMeta>
          {fullName
            ? intl.formatMessage(metaWithNameMessage, { name: fullName, email: user.email, date: joined })
            : intl.formatMessage(metaMessage, { email: user.email, date: joined })}
        </StyledItemMeta>
        {user.banned && user.banReason && (
          <StyledItemNote>
            {user.bannedAt
              ? intl.formatMessage(banNoteDatedMessage, {
                  date: intl.formatDate(user.bannedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  reason: user.banReason,
                })
              : intl.formatMessage(banNoteMessage, { reason: user.banReason })}
          </StyledItemNote>
        )}
        {!user.isAdmin && <MemberSanctionSummary user={user} />}
        <MemberSanctionControls user={user} />
      </StyledMain>
      <div>
        {user.banned ? (
          <Button variant="outline" size="sm" onClick={() => setDialog('unban')}>
            {intl.formatMessage(messages.unban)}
          </Button>
        ) : (
          !user.isAdmin && (
            <Button variant="destructive" size="sm" onClick={() => setDialog('ban')}>
              {intl.formatMessage(messages.ban)}
            </Button>
          )
        )}
      </div>

      <Dialog
        open={dialog === 'ban'}
        onClose={close}
        title={intl.formatMessage(banTitleMessage, { username: user.username })}
        description={intl.formatMessage(messages.banDescription)}
      >
        <BanUserForm
          userId={user.id}
          lastIp={user.lastIp ?? null}
          onCancel={close}
          onBan={async (input) => {
            const ok = await ban(input);
            if (ok) close();
            return ok;
          }}
        />
      </Dialog>
      <DecisionDialog
        open={dialog === 'unban'}
        onClose={close}
        title={intl.formatMessage(unbanTitleMessage, { username: user.username })}
        description={intl.formatMessage(messages.unbanDescription)}
        reason="none"
        confirmLabel={intl.formatMessage(messages.unban)}
        busyLabel={intl.formatMessage(messages.unbanning)}
        onConfirm={({ note }) => unban(user.id, note)}
      />
    </StyledRow>
  );
}
