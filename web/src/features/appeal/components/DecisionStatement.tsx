import { FormattedMessage } from 'react-intl';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledDecisionBox } from '../../../ui/Card';
import type { DecisionItem } from '../hooks/useMyDecisions';
import { APPEAL_STATUS_LABELS, capitalize, decisionKindLabel, formatDay, ruleAnchor } from '../appeal-labels';
import { AppealButton } from './AppealButton';
import { Heading } from '../../../ui/Text';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const StyledAppealLine = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type DecisionStatementProps = {
  decision: DecisionItem;
  /** Heading text; the kind of decision and what it was about when left out. */
  title?: string;
  /** The e-mail link's token, on the public appeal page. */
  token?: string | null;
};

/**
 * A statement of reasons (issue 10 item 4): what was decided, the reason, the rule of the guidelines (linked), the
 * moderator's explanation, until when it can be appealed, and the 'Appeal' button while she may; once appealed, where
 * the appeal stands.
 */
export function DecisionStatement({ decision, title, token }: DecisionStatementProps) {
  const titleId = useId();
  const heading = title ?? `${decisionKindLabel(decision.kind)}: ${decision.subjectLabel}`;
  const { appeal } = decision;
  return (
    <StyledDecisionBox aria-labelledby={titleId}>
      <Heading as="h3" $size="body" $weight="bold" id={titleId}>
        {heading}
      </Heading>
      <StyledFacts>
        <dt>Reason</dt>
        <dd>{capitalize(decision.reasonText)}.</dd>
        {decision.rule && (
          <>
            <dt>Rule</dt>
            <dd>
              <Link to={ruleAnchor(decision.rule)}>Community guidelines: {decision.ruleTitle}</Link>
            </dd>
          </>
        )}
        <dt>{decision.automatic ? 'Why' : 'Explanation'}</dt>
        <dd>
          {decision.text}
          {decision.automatic ? ' This was automatic.' : ''}
        </dd>
        <dt>Decided</dt>
        <dd>{formatDay(decision.decidedAt)}</dd>
      </StyledFacts>
      {appeal ? (
        <StyledAppealLine role="status">
          <FormattedMessage {...APPEAL_STATUS_LABELS[appeal.status]} />
          {appeal.outcomeReason ? ` Reason: ${appeal.outcomeReason}` : ''}
          {appeal.notRestored.length ? ` ${appeal.notRestored.join(' ')}` : ''}
        </StyledAppealLine>
      ) : decision.viewerCanAppeal ? (
        <>
          <StyledAppealLine>
            You can appeal this decision once, until {formatDay(decision.appealableUntil)}. A different moderator will review it.
          </StyledAppealLine>
          <AppealButton decision={decision} token={token} />
        </>
      ) : decision.reversedAt ? (
        <StyledAppealLine>This decision was undone.</StyledAppealLine>
      ) : decision.restoredAt ? (
        <StyledAppealLine>A moderator has since reviewed the flags and restored it: this decision no longer applies.</StyledAppealLine>
      ) : decision.supersededAt ? (
        <StyledAppealLine>A moderator has since upheld the flags: her decision replaces this one and can be appealed on its own.</StyledAppealLine>
      ) : (
        <StyledAppealLine>The time to appeal this decision has ended.</StyledAppealLine>
      )}
    </StyledDecisionBox>
  );
}
