import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { StyledCard } from '../../../../ui/Card';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { StyledCaseFacts, StyledCaseTitle, StyledItemActions, StyledItemTop } from '../../shared/components/AdminListParts';
import { AdminCaseQueue } from '../../shared/components/AdminCaseQueue';
import { StyledStatusBadge } from '../../shared/components/StatusBadge';
import { formatDateTime, reasonLabel } from '../../shared/admin-labels';
import { countOf } from '../../../../shared/plural';
import { FlagDecisionDialog } from '../components/FlagDecisionDialog';
import { flagReasonLabel, GUIDELINE_RULE_OPTIONS } from '../../../flag/flag-labels';
import { useAdminFlags, useDecideFlags, type FlagCaseItem, type FlagDecision } from '../hooks/useAdminFlags';

const StyledNotes = styled.ul`
  margin: 0;
  padding-left: 1.125rem;
`;

const StyledDeadline = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.destructive};
`;

const STATUS_LABELS = { PENDING: 'Pending', UPHELD: 'Upheld', DISMISSED: 'Dismissed' } as const;
const ruleLabel = (rule: string | null | undefined) => GUIDELINE_RULE_OPTIONS.find((option) => option.value === rule)?.label ?? rule;

function FlagCaseCard({ flagCase, onDecide }: { flagCase: FlagCaseItem; onDecide: (kind: FlagDecision['kind']) => void }) {
  const titleId = `flag-case-${flagCase.id}-title`;
  const what = flagCase.targetType === 'REPORT' ? `Report "${flagCase.reportTitle ?? ''}" about ${flagCase.profileName}` : `Profile of ${flagCase.profileName}`;
  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <StyledItemTop>
        <StyledCaseTitle id={titleId}>{what}</StyledCaseTitle>
        {flagCase.urgent && <StyledStatusBadge $tone="destructive">Urgent</StyledStatusBadge>}
      </StyledItemTop>
      {flagCase.urgent && flagCase.dueAt && <StyledDeadline>Decide by {formatDateTime(flagCase.dueAt)}</StyledDeadline>}
      <StyledCaseFacts>
        <dt>Status</dt>
        <dd>
          {STATUS_LABELS[flagCase.status]}
          {flagCase.hidden ? ' (hidden until decided)' : ''}
        </dd>
        <dt>Flags</dt>
        <dd>
          {flagCase.flagCount}: {flagCase.reasons.map((r) => `${flagReasonLabel(r.reason)} (${r.count})`).join(', ')}
        </dd>
        <dt>Counted</dt>
        <dd>
          {flagCase.countedFlags} of {countOf(flagCase.flagCount, 'flag')} {flagCase.countedFlags === 1 ? 'counts' : 'count'} toward hiding
        </dd>
        {flagCase.notes.length > 0 && (
          <>
            <dt>Notes</dt>
            <dd>
              <StyledNotes>
                {flagCase.notes.map((note, index) => (
                  <li key={index}>{note}</li>
                ))}
              </StyledNotes>
            </dd>
          </>
        )}
        {flagCase.excerpt && (
          <>
            <dt>{flagCase.targetType === 'REPORT' ? 'Report' : 'Bio'}</dt>
            <dd>{flagCase.excerpt}</dd>
          </>
        )}
        <dt>First flag</dt>
        <dd>{formatDateTime(flagCase.openedAt)}</dd>
        {flagCase.status === 'UPHELD' && (
          <>
            <dt>Decision</dt>
            <dd>
              {reasonLabel(flagCase.decisionReason)}, {ruleLabel(flagCase.decisionRule)}: {flagCase.decisionText}
            </dd>
          </>
        )}
      </StyledCaseFacts>
      <StyledItemActions>
        <Link to={`/profile/${flagCase.profileId}`}>Open profile</Link>
        {flagCase.status === 'PENDING' && (
          <>
            <Button size="sm" variant="destructive" onClick={() => onDecide('uphold')}>
              Uphold
            </Button>
            <Button size="sm" variant="outline" onClick={() => onDecide('dismiss')}>
              Dismiss
            </Button>
          </>
        )}
      </StyledItemActions>
    </StyledCard>
  );
}

/** /admin/flags: items members flagged, urgent ones first (with their deadline), then oldest first, with their flags per reason; Uphold (with a statement of reasons) or Dismiss. */
export function AdminFlagsRoute() {
  useDocumentTitle(pageTitle('Admin', 'Flags'));
  const { cases, loading, error, refetch, hasMore, loadMore, loadingMore } = useAdminFlags();
  const decide = useDecideFlags();
  const [deciding, setDeciding] = useState<{ id: string; kind: FlagDecision['kind'] } | null>(null);
  const intl = useIntl();
  return (
    <AdminLayout
      title="Flags"
      description="Published reports and profiles that members flagged: urgent ones first, then oldest first. Items with enough counted flags are hidden until you decide."
    >
      <AdminCaseQueue
        texts={{
          loading: intl.formatMessage({ id: 'admin.flags.loading', defaultMessage: 'Loading flags' }),
          error: intl.formatMessage({ id: 'admin.flags.loadFailed', defaultMessage: 'Could not load flags' }),
          empty: intl.formatMessage({ id: 'admin.flags.empty', defaultMessage: 'No flags' }),
        }}
        items={cases}
        {...{ loading, error, refetch, hasMore, loadMore, loadingMore }}
        renderItem={(flagCase) => <FlagCaseCard flagCase={flagCase} onDecide={(kind) => setDeciding({ id: flagCase.id, kind })} />}
      />
      <FlagDecisionDialog
        kind={deciding?.kind ?? null}
        onClose={() => setDeciding(null)}
        onConfirm={(decision) => (deciding ? decide(deciding.id, decision) : Promise.resolve(false))}
      />
    </AdminLayout>
  );
}
