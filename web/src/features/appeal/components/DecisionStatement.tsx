import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
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

const headingMessage = defineMessage<{ kind: string; subject: string }>({ id: 'appeal.statement.heading', defaultMessage: '{kind}: {subject}' });

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
  const intl = useIntl();
  const titleId = useId();
  const heading = title ?? intl.formatMessage(headingMessage, { kind: decisionKindLabel(decision.kind, intl), subject: decision.subjectLabel });
  const { appeal } = decision;
  return (
    <StyledDecisionBox aria-labelledby={titleId}>
      <Heading as="h3" $size="body" $weight="bold" id={titleId}>
        {heading}
      </Heading>
      <StyledFacts>
        <dt>
          <FormattedMessage id="appeal.statement.reason" defaultMessage="Reason" />
        </dt>
        <dd>{capitalize(decision.reasonText)}.</dd>
        {decision.rule && (
          <>
            <dt>
              <FormattedMessage id="appeal.statement.rule" defaultMessage="Rule" />
            </dt>
            <dd>
              <Link to={ruleAnchor(decision.rule)}>
                <FormattedMessage id="appeal.statement.guidelines" defaultMessage="Community guidelines: {rule}" values={{ rule: decision.ruleTitle }} />
              </Link>
            </dd>
          </>
        )}
        <dt>
          {decision.automatic ? (
            <FormattedMessage id="appeal.statement.why" defaultMessage="Why" />
          ) : (
            <FormattedMessage id="appeal.statement.explanation" defaultMessage="Explanation" />
          )}
        </dt>
        <dd>
          {decision.text}
          {decision.automatic && (
            <>
              {' '}
              <FormattedMessage id="appeal.statement.automatic" defaultMessage="This was automatic." />
            </>
          )}
        </dd>
        <dt>
          <FormattedMessage id="appeal.statement.decided" defaultMessage="Decided" />
        </dt>
        <dd>{formatDay(intl, decision.decidedAt)}</dd>
      </StyledFacts>
      {appeal ? (
        <StyledAppealLine role="status">
          <FormattedMessage {...APPEAL_STATUS_LABELS[appeal.status]} />
          {appeal.outcomeReason && (
            <>
              {' '}
              <FormattedMessage id="appeal.statement.outcomeReason" defaultMessage="Reason: {reason}" values={{ reason: appeal.outcomeReason }} />
            </>
          )}
          {appeal.notRestored.length ? ` ${appeal.notRestored.join(' ')}` : ''}
        </StyledAppealLine>
      ) : decision.viewerCanAppeal ? (
        <>
          <StyledAppealLine>
            <FormattedMessage
              id="appeal.statement.canAppeal"
              defaultMessage="You can appeal this decision once, until {date}. A different moderator will review it."
              values={{ date: formatDay(intl, decision.appealableUntil) }}
            />
          </StyledAppealLine>
          <AppealButton decision={decision} token={token} />
        </>
      ) : decision.reversedAt ? (
        <StyledAppealLine>
          <FormattedMessage id="appeal.statement.undone" defaultMessage="This decision was undone." />
        </StyledAppealLine>
      ) : decision.restoredAt ? (
        <StyledAppealLine>
          <FormattedMessage
            id="appeal.statement.restored"
            defaultMessage="A moderator has since reviewed the flags and restored it: this decision no longer applies."
          />
        </StyledAppealLine>
      ) : decision.supersededAt ? (
        <StyledAppealLine>
          <FormattedMessage
            id="appeal.statement.superseded"
            defaultMessage="A moderator has since upheld the flags: her decision replaces this one and can be appealed on its own."
          />
        </StyledAppealLine>
      ) : (
        <StyledAppealLine>
          <FormattedMessage id="appeal.statement.expired" defaultMessage="The time to appeal this decision has ended." />
        </StyledAppealLine>
      )}
    </StyledDecisionBox>
  );
}
