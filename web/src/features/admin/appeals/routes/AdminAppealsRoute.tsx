import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AppealOutcome } from '../../../../gql/graphql';
import { Button } from '../../../../ui/Button';
import { StyledCard } from '../../../../ui/Card';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { StyledCaseFacts, StyledCaseTitle, StyledItemActions, StyledItemNote } from '../../shared/components/AdminListParts';
import { AdminCaseQueue } from '../../shared/components/AdminCaseQueue';
import { formatDateTime } from '../../shared/admin-labels';
import { AppealDecisionDialog } from '../components/AppealDecisionDialog';
import { capitalize, decisionKindLabel } from '../../../appeal/appeal-labels';
import { useAdminAppeals, useDecideAppeal, type AppealItem } from '../hooks/useAdminAppeals';

const STATUS_LABELS = { PENDING: 'Pending', UPHELD: 'Upheld', REJECTED: 'Rejected' } as const;

function AppealCard({ appeal, onDecide }: { appeal: AppealItem; onDecide: (outcome: AppealOutcome) => void }) {
  const titleId = `appeal-${appeal.id}-title`;
  const { decision } = appeal;
  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <StyledCaseTitle id={titleId}>
        {decisionKindLabel(decision.kind)}: {decision.subjectLabel}
      </StyledCaseTitle>
      <StyledCaseFacts>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[appeal.status]}</dd>
        <dt>Decision</dt>
        <dd>
          {capitalize(decision.reasonText)}
          {decision.ruleTitle ? `, ${decision.ruleTitle}` : ''}: {decision.text}
        </dd>
        <dt>Decided by</dt>
        <dd>
          {decision.automatic ? 'Automatic (flags)' : (decision.decidedBy ?? 'A former moderator')}, {formatDateTime(decision.decidedAt)}
        </dd>
        <dt>Appeal</dt>
        <dd>{appeal.text}</dd>
        <dt>Sent</dt>
        <dd>
          {formatDateTime(appeal.submittedAt)}
          {appeal.viaLink ? ' (with the e-mail link)' : ''}
        </dd>
        {appeal.status !== 'PENDING' && (
          <>
            <dt>Outcome</dt>
            <dd>
              {appeal.outcomeReason} ({appeal.decidedBy}, {formatDateTime(appeal.decidedAt)})
            </dd>
          </>
        )}
      </StyledCaseFacts>
      {appeal.notRestored.length > 0 && <StyledItemNote>Not restored: {appeal.notRestored.join(' ')}</StyledItemNote>}
      {appeal.status === 'PENDING' && appeal.needsSecondLook && (
        <StyledItemNote>
          You made this decision, and no other moderator can decide the appeal: decide it with a second look, which the audit log keeps.
        </StyledItemNote>
      )}
      {appeal.status === 'PENDING' &&
        (appeal.viewerCanDecide ? (
          <StyledItemActions>
            <Button size="sm" onClick={() => onDecide('UPHOLD')}>
              Uphold
            </Button>
            <Button size="sm" variant="outline" onClick={() => onDecide('REJECT')}>
              Reject
            </Button>
          </StyledItemActions>
        ) : (
          <StyledItemNote>You made this decision: a different moderator must decide the appeal.</StyledItemNote>
        ))}
    </StyledCard>
  );
}

/**
 * /admin/appeals: appeals against decisions, oldest first; Uphold (undo the decision) or Reject, with a reason, by a
 * different moderator, or by the same one with a second look when no other can decide (`needsSecondLook`).
 */
export function AdminAppealsRoute() {
  useDocumentTitle(pageTitle('Admin', 'Appeals'));
  const { appeals, loading, error, refetch, hasMore, loadMore, loadingMore } = useAdminAppeals();
  const decide = useDecideAppeal();
  const [deciding, setDeciding] = useState<{ id: string; outcome: AppealOutcome; secondLook: boolean } | null>(null);
  const intl = useIntl();
  return (
    <AdminLayout
      title="Appeals"
      description="Members and removal requesters who appealed a decision, oldest first. A moderator other than the one who decided reviews each appeal."
    >
      <AdminCaseQueue
        texts={{
          loading: intl.formatMessage({ id: 'admin.appeals.loading', defaultMessage: 'Loading appeals' }),
          error: intl.formatMessage({ id: 'admin.appeals.loadFailed', defaultMessage: 'Could not load appeals' }),
          empty: intl.formatMessage({ id: 'admin.appeals.empty', defaultMessage: 'No appeals' }),
        }}
        items={appeals}
        {...{ loading, error, refetch, hasMore, loadMore, loadingMore }}
        renderItem={(appeal) => (
          <AppealCard appeal={appeal} onDecide={(outcome) => setDeciding({ id: appeal.id, outcome, secondLook: appeal.needsSecondLook })} />
        )}
      />
      <AppealDecisionDialog
        outcome={deciding?.outcome ?? null}
        secondLook={deciding?.secondLook ?? false}
        onClose={() => setDeciding(null)}
        onConfirm={(outcome, reason, note) => (deciding ? decide(deciding.id, outcome, reason, note) : Promise.resolve(false))}
      />
    </AdminLayout>
  );
}
