import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { auditActionText, auditTargetText, dateTimeText, reasonText } from '../../shared/admin-labels';
import type { AuditEntry } from '../hooks/useAuditLog';

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
`;

const StyledEntry = styled.li`
  display: grid;
  gap: 0.25rem 1rem;
  padding: 0.75rem 1rem;

  & + & {
    border-top: ${({ theme }) => theme.borders.hairline};
  }

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: 11rem minmax(0, 1fr);
  }
`;

const StyledTime = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledSummary = styled.p`
  overflow-wrap: anywhere;
`;

const StyledDetail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
  overflow-wrap: anywhere;
`;

export type AuditLogListProps = { entries: readonly AuditEntry[] };

/** Audit entries, newest first: when, who, what, on which target, with the reason code and note. */
export function AuditLogList({ entries }: AuditLogListProps) {
  const intl = useIntl();
  return (
    <StyledList aria-label={intl.formatMessage({ id: 'admin.audit.entries', defaultMessage: 'Audit log entries' })}>
      {entries.map((entry) => (
        <StyledEntry key={entry.id}>
          <StyledTime dateTime={entry.createdAt}>{dateTimeText(intl, entry.createdAt)}</StyledTime>
          <div>
            <StyledSummary>
              <FormattedMessage
                id="admin.audit.summary"
                defaultMessage="<b>{actor}</b> · {action} · {target}: {targetLabel}"
                description="One audit entry: who, what, the kind of target and its name."
                values={{
                  b: (text) => <strong>{text}</strong>,
                  actor: entry.actorLabel,
                  action: auditActionText(intl, entry.action),
                  target: auditTargetText(intl, entry.targetType),
                  targetLabel: entry.targetLabel,
                }}
              />
            </StyledSummary>
            {(entry.reasonCode || entry.note) && (
              <StyledDetail>
                <AuditDetail reason={reasonText(intl, entry.reasonCode)} note={entry.note} />
              </StyledDetail>
            )}
          </div>
        </StyledEntry>
      ))}
    </StyledList>
  );
}

/** An entry's reason code and note: 'Reason: Spam · Note: …', either one alone. */
function AuditDetail({ reason, note }: { reason: string | null; note: string | null }) {
  if (reason && note) {
    return <FormattedMessage id="admin.audit.reasonAndNote" defaultMessage="Reason: {reason} · Note: {note}" values={{ reason, note }} />;
  }
  if (reason) return <FormattedMessage id="admin.audit.reason" defaultMessage="Reason: {reason}" values={{ reason }} />;
  return <FormattedMessage id="admin.audit.note" defaultMessage="Note: {note}" values={{ note }} />;
}
