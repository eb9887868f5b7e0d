import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorCode, errorMessage } from '../../../shared/errors';
import { StyledCard, StyledCardDescription, StyledCardTitle } from '../../../ui/Card';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { ErrorState, LoadingState } from '../../../ui/StateMessage';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DecisionStatement } from '../components/DecisionStatement';
import { useDecisionForAppeal } from '../hooks/useAppealDecision';

const StyledNarrow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 40rem;
  width: 100%;
  margin: 0 auto;
`;

const DESCRIPTION = 'Appeal a moderation decision on Tea with the link from the decision e-mail.';

function BadLink() {
  return (
    <StyledCard>
      <StyledCardTitle>This appeal link is not valid</StyledCardTitle>
      <StyledCardDescription>
        Please open the link from the decision e-mail again, in full. If you have an account, you can also sign in and appeal from{' '}
        <Link to="/reviews">My Reports</Link>.
      </StyledCardDescription>
    </StyledCard>
  );
}

function AppealByLink({ token }: { token: string }) {
  const { decision, loading, error, refetch } = useDecisionForAppeal(token);
  if (loading) return <LoadingState label="Loading the decision" />;
  if (errorCode(error) === 'NOT_FOUND') return <BadLink />;
  if (error || !decision) return <ErrorState title="Could not load the decision" message={errorMessage(error) ?? 'Please try again.'} onRetry={refetch} />;
  return <DecisionStatement decision={decision} token={token} />;
}

/**
 * /appeal?token=...: the page the link of a decision e-mail opens, for whoever holds it, signed in or not (a removal
 * requester without an account, a banned member): the statement of reasons and, while it may be appealed, 'Appeal'.
 */
export function AppealRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle(pageTitle('Appeal a decision'), DESCRIPTION);
  return (
    <StyledPage>
      <StyledNarrow>
        <PageHeader
          title="Appeal a decision"
          description="You can appeal a moderation decision once, within 6 months. A moderator other than the one who decided reviews your appeal, and you are told the outcome by e-mail."
        />
        {token ? <AppealByLink token={token} /> : <BadLink />}
      </StyledNarrow>
    </StyledPage>
  );
}
