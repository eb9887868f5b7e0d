import styled from 'styled-components';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, formatDateTime, reasonLabel } from '../../shared/admin-labels';
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
  return (
    <StyledList aria-label="Audit log entries">
      {entries.map((entry) => (
        <StyledEntry key={entry.id}>
          <StyledTime dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</StyledTime>
          <div>
            <StyledSummary>
              <strong>{entry.actorLabel}</strong> · {AUDIT_ACTION_LABELS[entry.action] ?? entry.action} ·{' '}
              {AUDIT_TARGET_LABELS[entry.targetType] ?? entry.targetType}: {entry.targetLabel}
            </StyledSummary>
            {(entry.reasonCode || entry.note) && (
              <StyledDetail>
                {entry.reasonCode && `Reason: ${reasonLabel(entry.reasonCode)}`}
                {entry.reasonCode && entry.note && ' · '}
                {entry.note && `Note: ${entry.note}`}
              </StyledDetail>
            )}
          </div>
        </StyledEntry>
      ))}
    </StyledList>
  );
}
