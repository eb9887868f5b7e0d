import { useId, useState } from 'react';
import styled from 'styled-components';
import { SUSPENSION_DAYS } from '@tea/limits';
import type { ModerationReason, SanctionStep } from '../../../../gql/graphql';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { StyledField, StyledLabel, StyledSelect } from '../../../../ui/Field';
import { formatDate, formatDateTime } from '../../shared/admin-labels';
import { useSanctionActions, useSanctionHistory, type AdminUser } from '../hooks/useAdminUsers';
import { StyledItemMeta, StyledItemNote } from '../../shared/components/AdminListParts';
import { DecisionDialog } from '../../shared/components/DecisionDialog';

const STEP_LABELS: Record<SanctionStep, string> = {
  NONE: 'Nothing',
  WARNING: 'A warning',
  SUSPENSION: 'A suspension',
  BAN: 'A ban',
};

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const StyledHistory = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  max-height: 60vh;
  overflow-y: auto;
  list-style: none;
`;

const StyledReversed = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

export type MemberSanctionSummaryProps = { user: AdminUser };

/** Her strikes, the ladder's suggested next step and a running suspension. */
export function MemberSanctionSummary({ user }: MemberSanctionSummaryProps) {
  return (
    <>
      <StyledItemMeta>
        Strikes: {user.strikes} (warnings: {user.warnings}) · Suggested next step: {STEP_LABELS[user.suggestedSanction]} — {user.suggestedSanctionReason}
      </StyledItemMeta>
      {user.suspendedUntil && (
        <StyledItemNote>
          Suspended until {formatDateTime(user.suspendedUntil)}
          {user.suspensionReason ? `: ${user.suspensionReason}` : ''}
        </StyledItemNote>
      )}
    </>
  );
}

type SanctionDialog = 'warn' | 'suspend' | 'lift' | 'history' | null;

export type MemberSanctionControlsProps = { user: AdminUser };

/** Warn, Suspend (1, 7 or 30 days) or Lift suspension, with the reason-code dialog; History lists her decisions. */
export function MemberSanctionControls({ user }: MemberSanctionControlsProps) {
  const daysId = useId();
  const [dialog, setDialog] = useState<SanctionDialog>(null);
  const [days, setDays] = useState<number>(7);
  const { warn, suspend, lift } = useSanctionActions();
  const close = () => setDialog(null);
  const input = (reason: ModerationReason | null, note: string | null) => ({ userId: user.id, reason: reason ?? 'OTHER', note });
  // What the Warn and Suspend dialogs share: a required reason code and her explanation (the statement of reasons).
  const sanctionDialog = { onClose: close, reason: 'required', noteLabel: 'Explanation for her (optional)' } as const;

  if (user.isAdmin || user.banned) return null;
  return (
    <>
      <StyledActions>
        <Button variant="outline" size="sm" onClick={() => setDialog('history')}>
          History
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDialog('warn')}>
          Warn
        </Button>
        {user.suspendedUntil ? (
          <Button variant="outline" size="sm" onClick={() => setDialog('lift')}>
            Lift suspension
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setDialog('suspend')}>
            Suspend
          </Button>
        )}
      </StyledActions>

      <DecisionDialog
        {...sanctionDialog}
        open={dialog === 'warn'}
        title={`Warn @${user.username}`}
        description="She receives the statement of reasons and can appeal. A warning counts as a strike."
        confirmLabel="Warn"
        busyLabel="Warning..."
        onConfirm={({ reason, note }) => warn(input(reason, note))}
      />
      <DecisionDialog
        {...sanctionDialog}
        open={dialog === 'suspend'}
        title={`Suspend @${user.username}`}
        description="She can still sign in, read and appeal, but not post, add people or flag until it ends by itself."
        confirmLabel="Suspend"
        busyLabel="Suspending..."
        destructive
        onConfirm={({ reason, note }) => suspend({ ...input(reason, note), days })}
      >
        <StyledField>
          <StyledLabel htmlFor={daysId}>Length</StyledLabel>
          <StyledSelect id={daysId} value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
            {SUSPENSION_DAYS.map((d) => (
              <option key={d} value={d}>
                {d === 1 ? '1 day' : `${d} days`}
              </option>
            ))}
          </StyledSelect>
        </StyledField>
      </DecisionDialog>
      <DecisionDialog
        open={dialog === 'lift'}
        onClose={close}
        title={`Lift the suspension of @${user.username}?`}
        description="She can post again at once."
        reason="none"
        confirmLabel="Lift suspension"
        busyLabel="Lifting..."
        onConfirm={({ note }) => lift(user.id, note)}
      />
      <Dialog open={dialog === 'history'} onClose={close} title={`Sanction history of @${user.username}`}>
        {dialog === 'history' && <SanctionHistory userId={user.id} />}
      </Dialog>
    </>
  );
}

type SanctionHistoryProps = { userId: string };

function SanctionHistory({ userId }: SanctionHistoryProps) {
  const { decisions, loading, error } = useSanctionHistory(userId);
  if (loading) return <StyledItemMeta role="status">Loading history...</StyledItemMeta>;
  if (error) return <StyledItemMeta role="alert">Could not load her history.</StyledItemMeta>;
  if (decisions.length === 0) return <StyledItemMeta>No decisions against her content or her account.</StyledItemMeta>;
  return (
    <StyledHistory aria-label="Decisions, newest first">
      {decisions.map((d) => (
        <li key={d.id}>
          <strong>{d.subjectLabel}</strong> · {d.kind} · {formatDate(d.decidedAt)}
          {d.decidedBy ? ` by @${d.decidedBy}` : ''}
          {d.reversedAt && <StyledReversed> · Reversed on appeal</StyledReversed>}
          <StyledItemMeta>
            Reason: {d.reasonText}. {d.text}
          </StyledItemMeta>
        </li>
      ))}
    </StyledHistory>
  );
}
