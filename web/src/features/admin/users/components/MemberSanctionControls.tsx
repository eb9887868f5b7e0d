import { useId, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { SUSPENSION_DAYS } from '@tea/limits';
import type { ModerationReason, SanctionStep } from '../../../../gql/graphql';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { StyledField, StyledLabel, StyledSelect } from '../../../../ui/Field';
import { DECISION_KIND_LABELS } from '../../../appeal/appeal-labels';
import { useSanctionActions, useSanctionHistory, type AdminUser } from '../hooks/useAdminUsers';
import { StyledItemMeta, StyledItemNote } from '../../shared/components/AdminListParts';
import { DecisionDialog } from '../../shared/components/DecisionDialog';

/** The sanction ladder's suggested next step. */
const STEP_LABELS = defineMessages({
  NONE: { id: 'admin.users.step.none', defaultMessage: 'Nothing', description: 'Suggested next step: no sanction.' },
  WARNING: { id: 'admin.users.step.warning', defaultMessage: 'A warning', description: 'Suggested next step.' },
  SUSPENSION: { id: 'admin.users.step.suspension', defaultMessage: 'A suspension', description: 'Suggested next step.' },
  BAN: { id: 'admin.users.step.ban', defaultMessage: 'A ban', description: 'Suggested next step.' },
} satisfies Record<SanctionStep, MessageDescriptor>);

/** Decision kinds of her history that the member screens' labels (appeal-labels) do not name. */
const SANCTION_KIND_LABELS: Partial<Record<string, MessageDescriptor>> = defineMessages({
  'user.warn': { id: 'admin.users.kind.warn', defaultMessage: 'Warning', description: 'A decision in her sanction history.' },
  'user.suspend': { id: 'admin.users.kind.suspend', defaultMessage: 'Suspension', description: 'A decision in her sanction history.' },
  'removal.hide': { id: 'admin.users.kind.removalHide', defaultMessage: 'Hidden after a removal request', description: 'A decision in her sanction history.' },
});

/** A decision's kind as people read it; a kind no list knows yet shows its code. */
function kindText(intl: IntlShape, kind: string): string {
  const label = Object.keys(SANCTION_KIND_LABELS).includes(kind)
    ? SANCTION_KIND_LABELS[kind]
    : Object.keys(DECISION_KIND_LABELS).includes(kind)
      ? DECISION_KIND_LABELS[kind]
      : undefined;
  return label ? intl.formatMessage(label) : kind;
}

const messages = defineMessages({
  history: { id: 'admin.users.sanction.history', defaultMessage: 'History', description: 'Button: her sanction history.' },
  warn: { id: 'admin.users.sanction.warn', defaultMessage: 'Warn', description: 'Button: warn the member.' },
  warning: { id: 'admin.users.sanction.warning', defaultMessage: 'Warning...', description: 'Button while the warning is sent.' },
  warnDescription: {
    id: 'admin.users.sanction.warnDescription',
    defaultMessage: 'She receives the statement of reasons and can appeal. A warning counts as a strike.',
  },
  suspend: { id: 'admin.users.sanction.suspend', defaultMessage: 'Suspend', description: 'Button: suspend the member.' },
  suspending: { id: 'admin.users.sanction.suspending', defaultMessage: 'Suspending...' },
  suspendDescription: {
    id: 'admin.users.sanction.suspendDescription',
    defaultMessage: 'She can still sign in, read and appeal, but not post, add people or flag until it ends by itself.',
  },
  length: { id: 'admin.users.sanction.length', defaultMessage: 'Length', description: 'Field: how long the suspension lasts.' },
  lift: { id: 'admin.users.sanction.lift', defaultMessage: 'Lift suspension', description: 'Button: end the suspension now.' },
  lifting: { id: 'admin.users.sanction.lifting', defaultMessage: 'Lifting...' },
  liftDescription: { id: 'admin.users.sanction.liftDescription', defaultMessage: 'She can post again at once.' },
  noteLabel: {
    id: 'admin.users.sanction.noteLabel',
    defaultMessage: 'Explanation for her (optional)',
    description: 'Field: the text of her statement of reasons.',
  },
  loadingHistory: { id: 'admin.users.history.loading', defaultMessage: 'Loading history...' },
  historyFailed: { id: 'admin.users.history.failed', defaultMessage: 'Could not load her history.' },
  historyEmpty: { id: 'admin.users.history.empty', defaultMessage: 'No decisions against her content or her account.' },
  historyList: { id: 'admin.users.history.list', defaultMessage: 'Decisions, newest first' },
  reversed: { id: 'admin.users.history.reversed', defaultMessage: 'Reversed on appeal' },
});

const summaryMessage = defineMessage<{ strikes: number; warnings: number; step: string; why: string }>({
  id: 'admin.users.sanction.summary',
  defaultMessage: 'Strikes: {strikes, number} (warnings: {warnings, number}) · Suggested next step: {step} — {why}',
  description: 'Her strikes and what the sanction ladder suggests; why is the explanation from the server.',
});
const suspendedUntilMessage = defineMessage<{ date: string }>({ id: 'admin.users.sanction.suspendedUntil', defaultMessage: 'Suspended until {date}' });
const suspendedUntilReasonMessage = defineMessage<{ date: string; reason: string }>({
  id: 'admin.users.sanction.suspendedUntilReason',
  defaultMessage: 'Suspended until {date}: {reason}',
  description: "Until when she is suspended and the moderator's reason.",
});
const daysMessage = defineMessage<{ days: number }>({
  id: 'admin.users.sanction.days',
  defaultMessage: '{days, plural, one {# day} other {# days}}',
  description: 'A suspension length.',
});
const warnTitleMessage = defineMessage<{ username: string }>({ id: 'admin.users.sanction.warnTitle', defaultMessage: 'Warn @{username}' });
const suspendTitleMessage = defineMessage<{ username: string }>({ id: 'admin.users.sanction.suspendTitle', defaultMessage: 'Suspend @{username}' });
const liftTitleMessage = defineMessage<{ username: string }>({ id: 'admin.users.sanction.liftTitle', defaultMessage: 'Lift the suspension of @{username}?' });
const historyTitleMessage = defineMessage<{ username: string }>({ id: 'admin.users.history.title', defaultMessage: 'Sanction history of @{username}' });
const historyReasonMessage = defineMessage<{ reason: string; text: string }>({
  id: 'admin.users.history.reason',
  defaultMessage: 'Reason: {reason}. {text}',
  description: "The decision's reason (from the server) and the moderator's text.",
});

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
  const intl = useIntl();
  const until = user.suspendedUntil ? intl.formatDate(user.suspendedUntil, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <>
      <StyledItemMeta>
        {intl.formatMessage(summaryMessage, {
          strikes: user.strikes,
          warnings: user.warnings,
          step: intl.formatMessage(STEP_LABELS[user.suggestedSanction]),
          why: user.suggestedSanctionReason,
        })}
      </StyledItemMeta>
      {until && (
        <StyledItemNote>
          {user.suspensionReason
            ? intl.formatMessage(suspendedUntilReasonMessage, { date: until, reason: user.suspensionReason })
            : intl.formatMessage(suspendedUntilMessage, { date: until })}
        </StyledItemNote>
      )}
    </>
  );
}

type SanctionDialog = 'warn' | 'suspend' | 'lift' | 'history' | null;

export type MemberSanctionControlsProps = { user: AdminUser };

/** Warn, Suspend (1, 7 or 30 days) or Lift suspension, with the reason-code dialog; History lists her decisions. */
export function MemberSanctionControls({ user }: MemberSanctionControlsProps) {
  const intl = useIntl();
  const daysId = useId();
  const [dialog, setDialog] = useState<SanctionDialog>(null);
  const [days, setDays] = useState<number>(7);
  const { warn, suspend, lift } = useSanctionActions();
  const close = () => setDialog(null);
  const input = (reason: ModerationReason | null, note: string | null) => ({ userId: user.id, reason: reason ?? 'OTHER', note });
  // What the Warn and Suspend dialogs share: a required reason code and her explanation (the statement of reasons).
  const sanctionDialog = { onClose: close, reason: 'required', noteLabel: intl.formatMessage(messages.noteLabel) } as const;
  const username = { username: user.username };

  if (user.isAdmin || user.banned) return null;
  return (
    <>
      <StyledActions>
        <Button variant="outline" size="sm" onClick={() => setDialog('history')}>
          <FormattedMessage {...messages.history} />
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDialog('warn')}>
          <FormattedMessage {...messages.warn} />
        </Button>
        {user.suspendedUntil ? (
          <Button variant="outline" size="sm" onClick={() => setDialog('lift')}>
            <FormattedMessage {...messages.lift} />
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setDialog('suspend')}>
            <FormattedMessage {...messages.suspend} />
          </Button>
        )}
      </StyledActions>

      <DecisionDialog
        {...sanctionDialog}
        open={dialog === 'warn'}
        title={intl.formatMessage(warnTitleMessage, username)}
        description={intl.formatMessage(messages.warnDescription)}
        confirmLabel={intl.formatMessage(messages.warn)}
        busyLabel={intl.formatMessage(messages.warning)}
        onConfirm={({ reason, note }) => warn(input(reason, note))}
      />
      <DecisionDialog
        {...sanctionDialog}
        open={dialog === 'suspend'}
        title={intl.formatMessage(suspendTitleMessage, username)}
        description={intl.formatMessage(messages.suspendDescription)}
        confirmLabel={intl.formatMessage(messages.suspend)}
        busyLabel={intl.formatMessage(messages.suspending)}
        destructive
        onConfirm={({ reason, note }) => suspend({ ...input(reason, note), days })}
      >
        <StyledField>
          <StyledLabel htmlFor={daysId}>{intl.formatMessage(messages.length)}</StyledLabel>
          <StyledSelect id={daysId} value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
            {SUSPENSION_DAYS.map((d) => (
              <option key={d} value={d}>
                {intl.formatMessage(daysMessage, { days: d })}
              </option>
            ))}
          </StyledSelect>
        </StyledField>
      </DecisionDialog>
      <DecisionDialog
        open={dialog === 'lift'}
        onClose={close}
        title={intl.formatMessage(liftTitleMessage, username)}
        description={intl.formatMessage(messages.liftDescription)}
        reason="none"
        confirmLabel={intl.formatMessage(messages.lift)}
        busyLabel={intl.formatMessage(messages.lifting)}
        onConfirm={({ note }) => lift(user.id, note)}
      />
      <Dialog open={dialog === 'history'} onClose={close} title={intl.formatMessage(historyTitleMessage, username)}>
        {dialog === 'history' && <SanctionHistory userId={user.id} />}
      </Dialog>
    </>
  );
}

type SanctionHistoryProps = { userId: string };

function SanctionHistory({ userId }: SanctionHistoryProps) {
  const intl = useIntl();
  const { decisions, loading, error } = useSanctionHistory(userId);
  if (loading) return <StyledItemMeta role="status">{intl.formatMessage(messages.loadingHistory)}</StyledItemMeta>;
  if (error) return <StyledItemMeta role="alert">{intl.formatMessage(messages.historyFailed)}</StyledItemMeta>;
  if (decisions.length === 0) return <StyledItemMeta>{intl.formatMessage(messages.historyEmpty)}</StyledItemMeta>;
  return (
    <StyledHistory aria-label={intl.formatMessage(messages.historyList)}>
      {decisions.map((d) => {
        const values = {
          subject: d.subjectLabel,
          kind: kindText(intl, d.kind),
          date: intl.formatDate(d.decidedAt, { dateStyle: 'medium' }),
          b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
        };
        return (
          <li key={d.id}>
            {d.decidedBy ? (
              <FormattedMessage
                id="admin.users.history.lineBy"
                defaultMessage="<b>{subject}</b> · {kind} · {date} by @{moderator}"
                description="One decision of her history: what it was about, its kind, its day and the moderator's username."
                values={{ ...values, moderator: d.decidedBy }}
              />
            ) : (
              <FormattedMessage
                id="admin.users.history.line"
                defaultMessage="<b>{subject}</b> · {kind} · {date}"
                description="One decision of her history: what it was about, its kind and its day."
                values={values}
              />
            )}
            {d.reversedAt && <StyledReversed> · {intl.formatMessage(messages.reversed)}</StyledReversed>}
            <StyledItemMeta>{intl.formatMessage(historyReasonMessage, { reason: d.reasonText, text: d.text })}</StyledItemMeta>
          </li>
        );
      })}
    </StyledHistory>
  );
}
