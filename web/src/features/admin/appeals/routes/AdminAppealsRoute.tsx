import { useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { AppealOutcome } from '../../../../gql/graphql';
import { Button } from '../../../../ui/Button';
import { StyledCard } from '../../../../ui/Card';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { Fact, StyledCaseFacts, StyledCaseTitle, StyledItemActions, StyledItemNote } from '../../shared/components/AdminListParts';
import { AdminCaseQueue } from '../../shared/components/AdminCaseQueue';
import { useQueueReview } from '../../shared/components/ModerationClaimParts';
import { adminPageTitle, dateTimeText } from '../../shared/admin-labels';
import { AppealDecisionDialog } from '../components/AppealDecisionDialog';
import { capitalize, decisionKindLabel } from '../../../appeal/appeal-labels';
import { useAdminAppeals, useDecideAppeal, type AppealItem } from '../hooks/useAdminAppeals';

const STATUS_LABELS = defineMessages({
  PENDING: { id: 'admin.appeals.statusPending', defaultMessage: 'Pending' },
  UPHELD: { id: 'admin.appeals.statusUpheld', defaultMessage: 'Upheld' },
  REJECTED: { id: 'admin.appeals.statusRejected', defaultMessage: 'Rejected' },
});

function AppealCard({ appeal, onDecide, review }: { appeal: AppealItem; onDecide: (outcome: AppealOutcome) => void; review: ReactNode }) {
  const titleId = `appeal-${appeal.id}-title`;
  const { decision } = appeal;
  const intl = useIntl();
  const decidedBy = decision.automatic
    ? intl.formatMessage({ id: 'admin.appeals.automatic', defaultMessage: 'Automatic (flags)' })
    : (decision.decidedBy ?? intl.formatMessage({ id: 'admin.appeals.formerModerator', defaultMessage: 'A former moderator' }));
  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <StyledCaseTitle id={titleId}>
        <FormattedMessage
          id="admin.appeals.cardTitle"
          defaultMessage="{kind}: {subject}"
          description="An appeal's card: what the decision did, and what it was about."
          values={{ kind: decisionKindLabel(decision.kind, intl), subject: decision.subjectLabel }}
        />
      </StyledCaseTitle>
      <StyledCaseFacts>
        <Fact label={<FormattedMessage id="admin.appeals.status" defaultMessage="Status" />}>
          <FormattedMessage {...STATUS_LABELS[appeal.status]} />
        </Fact>
        <Fact label={<FormattedMessage id="admin.appeals.decision" defaultMessage="Decision" />}>
          {decision.ruleTitle ? (
            <FormattedMessage
              id="admin.appeals.decisionWithRule"
              defaultMessage="{reason}, {rule}: {text}"
              description="The appealed decision: its reason, the guideline it applied and the moderator's text."
              values={{ reason: capitalize(decision.reasonText), rule: decision.ruleTitle, text: decision.text }}
            />
          ) : (
            <FormattedMessage
              id="admin.appeals.decisionText"
              defaultMessage="{reason}: {text}"
              description="The appealed decision: its reason and the moderator's text."
              values={{ reason: capitalize(decision.reasonText), text: decision.text }}
            />
          )}
        </Fact>
        <Fact label={<FormattedMessage id="admin.appeals.decidedBy" defaultMessage="Decided by" />}>
          <FormattedMessage
            id="admin.appeals.decidedByValue"
            defaultMessage="{who}, {date}"
            description="Who decided (a username, or automatic) and when."
            values={{ who: decidedBy, date: dateTimeText(intl, decision.decidedAt) }}
          />
        </Fact>
        <Fact label={<FormattedMessage id="admin.appeals.appeal" defaultMessage="Appeal" />}>{appeal.text}</Fact>
        <Fact label={<FormattedMessage id="admin.appeals.sent" defaultMessage="Sent" />}>
          {appeal.viaLink ? (
            <FormattedMessage
              id="admin.appeals.sentViaLink"
              defaultMessage="{date} (with the e-mail link)"
              values={{ date: dateTimeText(intl, appeal.submittedAt) }}
            />
          ) : (
            dateTimeText(intl, appeal.submittedAt)
          )}
        </Fact>
        {appeal.status !== 'PENDING' && (
          <Fact label={<FormattedMessage id="admin.appeals.outcome" defaultMessage="Outcome" />}>
            <FormattedMessage
              id="admin.appeals.outcomeValue"
              defaultMessage="{reason} ({moderator}, {date})"
              description="The appeal's outcome: the deciding moderator's reason, her username and when."
              values={{ reason: appeal.outcomeReason, moderator: appeal.decidedBy, date: dateTimeText(intl, appeal.decidedAt) }}
            />
          </Fact>
        )}
      </StyledCaseFacts>
      {appeal.notRestored.length > 0 && (
        <StyledItemNote>
          <FormattedMessage
            id="admin.appeals.notRestored"
            defaultMessage="Not restored: {items}"
            description="What an upheld appeal could not bring back (the server's sentences)."
            values={{ items: appeal.notRestored.join(' ') }}
          />
        </StyledItemNote>
      )}
      {appeal.status === 'PENDING' && appeal.needsSecondLook && (
        <StyledItemNote>
          <FormattedMessage
            id="admin.appeals.secondLookNeeded"
            defaultMessage="You made this decision, and no other moderator can decide the appeal: decide it with a second look, which the audit log keeps."
          />
        </StyledItemNote>
      )}
      {appeal.status === 'PENDING' && review}
      {appeal.status === 'PENDING' &&
        (appeal.viewerCanDecide ? (
          <StyledItemActions>
            <Button size="sm" onClick={() => onDecide('UPHOLD')}>
              <FormattedMessage id="admin.appeals.uphold" defaultMessage="Uphold" />
            </Button>
            <Button size="sm" variant="outline" onClick={() => onDecide('REJECT')}>
              <FormattedMessage id="admin.appeals.reject" defaultMessage="Reject" />
            </Button>
          </StyledItemActions>
        ) : (
          <StyledItemNote>
            <FormattedMessage id="admin.appeals.otherModerator" defaultMessage="You made this decision: a different moderator must decide the appeal." />
          </StyledItemNote>
        ))}
    </StyledCard>
  );
}

/**
 * /admin/appeals: appeals against decisions, oldest first; Uphold (undo the decision) or Reject, with a reason, by a
 * different moderator, or by the same one with a second look when no other can decide (`needsSecondLook`).
 */
export function AdminAppealsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.appeals.title', defaultMessage: 'Appeals' });
  useDocumentTitle(adminPageTitle(intl, title));
  const { appeals, loading, error, refetch, hasMore, loadMore, loadingMore } = useAdminAppeals();
  const [deciding, setDeciding] = useState<{ id: string; outcome: AppealOutcome; secondLook: boolean } | null>(null);
  // The appeal whose dialog is open is claimed; a decision refused because another moderator reviews it is said on its card.
  const review = useQueueReview('APPEALS', deciding?.id ?? null);
  const decide = useDecideAppeal({ quiet: review.quiet });
  return (
    <AdminLayout
      title={title}
      description={intl.formatMessage({
        id: 'admin.appeals.description',
        defaultMessage: 'Members and removal requesters who appealed a decision, oldest first. A moderator other than the one who decided reviews each appeal.',
      })}
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
          <AppealCard
            appeal={appeal}
            onDecide={(outcome) => setDeciding({ id: appeal.id, outcome, secondLook: appeal.needsSecondLook })}
            review={review.on(appeal.id)}
          />
        )}
      />
      <AppealDecisionDialog
        outcome={deciding?.outcome ?? null}
        secondLook={deciding?.secondLook ?? false}
        onClose={() => setDeciding(null)}
        onConfirm={async (outcome, reason, note) => (deciding ? (await decide(deciding.id, outcome, reason, note)) || review.refused() : false)}
      />
    </AdminLayout>
  );
}
