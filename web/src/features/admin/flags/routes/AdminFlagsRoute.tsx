import { useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { StyledCard } from '../../../../ui/Card';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { Fact, StyledCaseFacts, StyledCaseTitle, StyledItemActions } from '../../shared/components/AdminListParts';
import { Row } from '../../../../ui/Stack';
import { AdminCaseQueue } from '../../shared/components/AdminCaseQueue';
import { useQueueReview } from '../../shared/components/ModerationClaimParts';
import { StyledStatusBadge } from '../../shared/components/StatusBadge';
import { adminPageTitle, dateTimeText, reasonText } from '../../shared/admin-labels';
import { FlagDecisionDialog } from '../components/FlagDecisionDialog';
import { flagReasonLabel, guidelineRuleLabel } from '../../../flag/flag-labels';
import { useAdminFlags, useDecideFlags, type FlagCaseItem, type FlagDecision } from '../hooks/useAdminFlags';

const StyledNotes = styled.ul`
  margin: 0;
  padding-left: 1.125rem;
`;

const StyledDeadline = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.destructive};
`;

const STATUS_LABELS = defineMessages({
  PENDING: { id: 'admin.flags.statusPending', defaultMessage: 'Pending' },
  UPHELD: { id: 'admin.flags.statusUpheld', defaultMessage: 'Upheld' },
  DISMISSED: { id: 'admin.flags.statusDismissed', defaultMessage: 'Dismissed' },
});

function FlagCaseCard({ flagCase, onDecide, review }: { flagCase: FlagCaseItem; onDecide: (kind: FlagDecision['kind']) => void; review: ReactNode }) {
  const titleId = `flag-case-${flagCase.id}-title`;
  const intl = useIntl();
  const what =
    flagCase.targetType === 'REPORT'
      ? intl.formatMessage(
          { id: 'admin.flags.reportTitle', defaultMessage: 'Report "{title}" about {name}', description: 'A flagged report: its title and whom it is about.' },
          { title: flagCase.reportTitle ?? '', name: flagCase.profileName },
        )
      : intl.formatMessage({ id: 'admin.flags.profileTitle', defaultMessage: 'Profile of {name}' }, { name: flagCase.profileName });
  const status = intl.formatMessage(STATUS_LABELS[flagCase.status]);
  const reasons = flagCase.reasons.map((r) =>
    intl.formatMessage(
      { id: 'admin.flags.reasonCount', defaultMessage: '{reason} ({count, number})', description: 'A flag reason and how many flags gave it.' },
      { reason: flagReasonLabel(r.reason, intl), count: r.count },
    ),
  );
  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <Row>
        <StyledCaseTitle id={titleId}>{what}</StyledCaseTitle>
        {flagCase.urgent && (
          <StyledStatusBadge $tone="destructive">
            <FormattedMessage id="admin.flags.urgent" defaultMessage="Urgent" />
          </StyledStatusBadge>
        )}
      </Row>
      {flagCase.urgent && flagCase.dueAt && (
        <StyledDeadline>
          <FormattedMessage id="admin.flags.decideBy" defaultMessage="Decide by {date}" values={{ date: dateTimeText(intl, flagCase.dueAt) }} />
        </StyledDeadline>
      )}
      <StyledCaseFacts>
        <Fact label={<FormattedMessage id="admin.flags.status" defaultMessage="Status" />}>
          {flagCase.hidden ? <FormattedMessage id="admin.flags.statusHidden" defaultMessage="{status} (hidden until decided)" values={{ status }} /> : status}
        </Fact>
        <Fact label={<FormattedMessage id="admin.flags.flags" defaultMessage="Flags" />}>
          <FormattedMessage
            id="admin.flags.flagsValue"
            defaultMessage="{count, number}: {reasons}"
            description="How many flags an item has, then each reason with its count."
            values={{ count: flagCase.flagCount, reasons: intl.formatList(reasons, { type: 'unit', style: 'short' }) }}
          />
        </Fact>
        <Fact label={<FormattedMessage id="admin.flags.counted" defaultMessage="Counted" />}>
          <FormattedMessage
            id="admin.flags.countedValue"
            defaultMessage="{counted, number} of {total, plural, one {# flag} other {# flags}} {counted, plural, one {counts} other {count}} toward hiding"
            description="How many of an item's flags count toward hiding it automatically (flags from trusted members)."
            values={{ counted: flagCase.countedFlags, total: flagCase.flagCount }}
          />
        </Fact>
        {flagCase.notes.length > 0 && (
          <Fact label={<FormattedMessage id="admin.flags.notes" defaultMessage="Notes" />}>
            <StyledNotes>
              {flagCase.notes.map((note, index) => (
                <li key={index}>{note}</li>
              ))}
            </StyledNotes>
          </Fact>
        )}
        {flagCase.excerpt && (
          <>
            <dt>
              {flagCase.targetType === 'REPORT' ? (
                <FormattedMessage id="admin.flags.excerptReport" defaultMessage="Report" />
              ) : (
                <FormattedMessage id="admin.flags.excerptBio" defaultMessage="Bio" />
              )}
            </dt>
            <dd>{flagCase.excerpt}</dd>
          </>
        )}
        <Fact label={<FormattedMessage id="admin.flags.firstFlag" defaultMessage="First flag" />}>{dateTimeText(intl, flagCase.openedAt)}</Fact>
        {flagCase.status === 'UPHELD' && (
          <Fact label={<FormattedMessage id="admin.flags.decision" defaultMessage="Decision" />}>
            <FormattedMessage
              id="admin.flags.decisionValue"
              defaultMessage="{reason}, {rule}: {text}"
              description="An upheld case's statement of reasons: reason code, guideline rule and the moderator's text."
              values={{
                reason: reasonText(intl, flagCase.decisionReason),
                rule: guidelineRuleLabel(flagCase.decisionRule, intl),
                text: flagCase.decisionText,
              }}
            />
          </Fact>
        )}
      </StyledCaseFacts>
      {flagCase.status === 'PENDING' && review}
      <StyledItemActions>
        <Link to={`/profile/${flagCase.profileId}`}>
          <FormattedMessage id="admin.flags.openProfile" defaultMessage="Open profile" />
        </Link>
        {flagCase.status === 'PENDING' && (
          <>
            <Button size="sm" variant="destructive" onClick={() => onDecide('uphold')}>
              <FormattedMessage id="admin.flags.uphold" defaultMessage="Uphold" />
            </Button>
            <Button size="sm" variant="outline" onClick={() => onDecide('dismiss')}>
              <FormattedMessage id="admin.flags.dismiss" defaultMessage="Dismiss" />
            </Button>
          </>
        )}
      </StyledItemActions>
    </StyledCard>
  );
}

/** /admin/flags: items members flagged, urgent ones first (with their deadline), then oldest first, with their flags per reason; Uphold (with a statement of reasons) or Dismiss. */
export function AdminFlagsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.flags.title', defaultMessage: 'Flags' });
  useDocumentTitle(adminPageTitle(intl, title));
  const { cases, loading, error, refetch, hasMore, loadMore, loadingMore } = useAdminFlags();
  const [deciding, setDeciding] = useState<{ id: string; kind: FlagDecision['kind'] } | null>(null);
  // The case whose dialog is open is claimed; a decision refused because another moderator reviews it is said on its card.
  const review = useQueueReview('FLAGS', deciding?.id ?? null);
  const decide = useDecideFlags({ quiet: review.quiet });
  return (
    <AdminLayout
      title={title}
      description={intl.formatMessage({
        id: 'admin.flags.description',
        defaultMessage:
          'Published reports and profiles that members flagged: urgent ones first, then oldest first. Items with enough counted flags are hidden until you decide.',
      })}
    >
      <AdminCaseQueue
        texts={{
          loading: intl.formatMessage({ id: 'admin.flags.loading', defaultMessage: 'Loading flags' }),
          error: intl.formatMessage({ id: 'admin.flags.loadFailed', defaultMessage: 'Could not load flags' }),
          empty: intl.formatMessage({ id: 'admin.flags.empty', defaultMessage: 'No flags' }),
        }}
        items={cases}
        {...{ loading, error, refetch, hasMore, loadMore, loadingMore }}
        renderItem={(flagCase) => (
          <FlagCaseCard flagCase={flagCase} onDecide={(kind) => setDeciding({ id: flagCase.id, kind })} review={review.on(flagCase.id)} />
        )}
      />
      <FlagDecisionDialog
        kind={deciding?.kind ?? null}
        onClose={() => setDeciding(null)}
        onConfirm={async (decision) => (deciding ? (await decide(deciding.id, decision)) || review.refused() : false)}
      />
    </AdminLayout>
  );
}
