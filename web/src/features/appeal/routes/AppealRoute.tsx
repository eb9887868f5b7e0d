import { Link, useSearchParams } from 'react-router-dom';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
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

const messages = defineMessages({
  metaDescription: { id: 'appeal.page.metaDescription', defaultMessage: 'Appeal a moderation decision on Tea with the link from the decision e-mail.' },
  title: { id: 'appeal.page.title', defaultMessage: 'Appeal a decision' },
  description: {
    id: 'appeal.page.description',
    defaultMessage:
      'You can appeal a moderation decision once, within 6 months. A moderator other than the one who decided reviews your appeal, and you are told the outcome by e-mail.',
  },
  loading: { id: 'appeal.page.loading', defaultMessage: 'Loading the decision' },
  loadFailed: { id: 'appeal.page.loadFailed', defaultMessage: 'Could not load the decision' },
  tryAgain: { id: 'appeal.page.tryAgain', defaultMessage: 'Please try again.' },
});

function BadLink() {
  return (
    <StyledCard>
      <StyledCardTitle>
        <FormattedMessage id="appeal.badLink.title" defaultMessage="This appeal link is not valid" />
      </StyledCardTitle>
      <StyledCardDescription>
        <FormattedMessage
          id="appeal.badLink.description"
          defaultMessage="Please open the link from the decision e-mail again, in full. If you have an account, you can also sign in and appeal from <link>My Reports</link>."
          values={{ link: (chunks) => <Link to="/reviews">{chunks}</Link> }}
        />
      </StyledCardDescription>
    </StyledCard>
  );
}

function AppealByLink({ token }: { token: string }) {
  const intl = useIntl();
  const { decision, loading, error, refetch } = useDecisionForAppeal(token);
  if (loading) return <LoadingState label={intl.formatMessage(messages.loading)} />;
  if (errorCode(error) === 'NOT_FOUND') return <BadLink />;
  if (error || !decision)
    return (
      <ErrorState title={intl.formatMessage(messages.loadFailed)} message={errorMessage(error) ?? intl.formatMessage(messages.tryAgain)} onRetry={refetch} />
    );
  return <DecisionStatement decision={decision} token={token} />;
}

/**
 * /appeal?token=...: the page the link of a decision e-mail opens, for whoever holds it, signed in or not (a removal
 * requester without an account, a banned member): the statement of reasons and, while it may be appealed, 'Appeal'.
 */
export function AppealRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle(pageTitle(intl.formatMessage(messages.title)), intl.formatMessage(messages.metaDescription));
  return (
    <StyledPage>
      <StyledNarrow>
        <PageHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)} />
        {token ? <AppealByLink token={token} /> : <BadLink />}
      </StyledNarrow>
    </StyledPage>
  );
}
