import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { formatDate, formatDateTime } from '../../shared/admin-labels';
import { BanUserForm } from '../forms/BanUserForm';
import { useBanActions, type AdminUser } from '../hooks/useAdminUsers';
import { StyledItemCard, StyledItemMeta, StyledItemNote, StyledItemTitle, StyledItemTop } from '../../shared/components/AdminListParts';
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

export type AdminUserRowProps = { user: AdminUser };

/**
 * A member account: Banned / Suspended / Active and IP Banned badges, the ban reason, her strikes and the suggested next
 * step; Warn, Suspend or Lift suspension, History; Ban or Unban.
 */
export function AdminUserRow({ user }: AdminUserRowProps) {
  const nameId = useId();
  const [dialog, setDialog] = useState<'ban' | 'unban' | null>(null);
  const { ban, unban } = useBanActions();
  const close = () => setDialog(null);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <StyledRow aria-labelledby={nameId}>
      <StyledMain>
        <StyledItemTop>
          <StyledItemTitle id={nameId}>@{user.username}</StyledItemTitle>
          {user.banned ? (
            <StyledStatusBadge $tone="destructive">Banned</StyledStatusBadge>
          ) : user.suspendedUntil ? (
            <StyledStatusBadge $tone="warning">Suspended</StyledStatusBadge>
          ) : (
            <StyledStatusBadge $tone="success">Active</StyledStatusBadge>
          )}
          {user.ipBanned && <StyledStatusBadge $tone="warning">IP Banned</StyledStatusBadge>}
          {user.isAdmin && <Badge variant="default">Admin</Badge>}
          {user.idVerificationStatus === 'APPROVED' && <Badge variant="outline">ID verified</Badge>}
          {user.phoneVerified && <Badge variant="outline">Phone verified</Badge>}
        </StyledItemTop>
        <StyledItemMeta>
          {fullName ? `${fullName} · ` : ''}
          {user.email} · Joined {formatDate(user.createdAt)}
        </StyledItemMeta>
        {user.banned && user.banReason && (
          <StyledItemNote>
            Banned{user.bannedAt ? ` ${formatDateTime(user.bannedAt)}` : ''}: {user.banReason}
          </StyledItemNote>
        )}
        {!user.isAdmin && <MemberSanctionSummary user={user} />}
        <MemberSanctionControls user={user} />
      </StyledMain>
      <div>
        {user.banned ? (
          <Button variant="outline" size="sm" onClick={() => setDialog('unban')}>
            Unban
          </Button>
        ) : (
          !user.isAdmin && (
            <Button variant="destructive" size="sm" onClick={() => setDialog('ban')}>
              Ban
            </Button>
          )
        )}
      </div>

      <Dialog open={dialog === 'ban'} onClose={close} title={`Ban @${user.username}`} description="Her sessions end at once. The ban stays until it is lifted.">
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
        title={`Unban @${user.username}?`}
        description="She can sign in again; IP bans made with this ban are lifted too."
        reason="none"
        confirmLabel="Unban"
        busyLabel="Unbanning..."
        onConfirm={({ note }) => unban(user.id, note)}
      />
    </StyledRow>
  );
}
