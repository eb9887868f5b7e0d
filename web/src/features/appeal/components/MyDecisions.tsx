import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
import { StyledTextButton } from '../../../ui/TextButton';
import { useMyDecisions } from '../hooks/useMyDecisions';
import { DecisionStatement } from './DecisionStatement';
import { Heading } from '../../../ui/Text';
import { StackList } from '../../../ui/Stack';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-top: 2rem;
`;

const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/**
 * My Reports' 'Moderation decisions': every decision that rejected, removed, hid or changed her content (or banned
 * her), with its statement of reasons and an 'Appeal' button while she may appeal. Nothing shows when there is none.
 */
export function MyDecisions() {
  const titleId = useId();
  const { decisions, loading, error, refetch, hasMore, loadMore, loadingMore } = useMyDecisions();
  if (loading || (!error && decisions.length === 0)) return null;
  return (
    <StyledSection aria-labelledby={titleId}>
      <Heading as="h2" $size="xl" $weight="bold" id={titleId}>
        <FormattedMessage id="appeal.decisions.title" defaultMessage="Moderation decisions" />
      </Heading>
      <StyledLead>
        <FormattedMessage
          id="appeal.decisions.lead"
          defaultMessage="Decisions about your content, with their reasons. You can appeal each decision once, within 6 months."
        />
      </StyledLead>
      {error && decisions.length === 0 ? (
        <StyledLead role="alert">
          <FormattedMessage id="appeal.decisions.loadFailed" defaultMessage="The decisions could not be loaded." /> {errorMessage(error) ?? ''}{' '}
          <StyledTextButton type="button" onClick={refetch}>
            <FormattedMessage id="appeal.decisions.reload" defaultMessage="Reload decisions" />
          </StyledTextButton>
        </StyledLead>
      ) : (
        <StackList aria-labelledby={titleId}>
          {decisions.map((decision) => (
            <li key={decision.id}>
              <DecisionStatement decision={decision} />
            </li>
          ))}
        </StackList>
      )}
      {hasMore && (
        <Button variant="outline" onClick={() => void loadMore()} disabled={loadingMore}>
          {loadingMore ? (
            <FormattedMessage id="appeal.decisions.loadingMore" defaultMessage="Loading..." />
          ) : (
            <FormattedMessage id="appeal.decisions.loadMore" defaultMessage="Load more" />
          )}
        </Button>
      )}
    </StyledSection>
  );
}
