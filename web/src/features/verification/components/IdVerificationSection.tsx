import styled from 'styled-components';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../../shared/errors';
import { Badge } from '../../../ui/Badge';
import { StyledCard, StyledCardDescription, StyledCardTitle } from '../../../ui/Card';
import { ShieldCheckIcon } from '../../../ui/icons';
import { ErrorState, LoadingState } from '../../../ui/StateMessage';
import { IdVerificationForm } from '../forms/IdVerificationForm';
import { useIdVerificationStatus } from '../hooks/useIdVerificationStatus';

const StyledSection = styled(StyledCard)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledHeading = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  flex-wrap: wrap;
`;

const StyledIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledNotice = styled.p`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const StyledRejected = styled(StyledNotice)`
  border-left: 4px solid ${({ theme }) => theme.colors.destructive};
`;

const messages = defineMessages({
  loading: { id: 'verification.section.loading', defaultMessage: 'Loading ID verification' },
  loadFailed: { id: 'verification.section.loadFailed', defaultMessage: 'Could not load your ID verification' },
});

const TITLE_ID = 'id-verification-title';

/**
 * 'ID Verification' on /my-profile (SPEC §2): the verified view with its date, the pending view ('usually takes 24-48
 * hours', e-mail notice), or the form (never submitted, or rejected).
 */
export function IdVerificationSection() {
  const intl = useIntl();
  const { state, loading, error, refetch } = useIdVerificationStatus();
  // Her language and time zone (the provider's).
  const formatDate = (iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: 'long' }) : null);

  let content;
  if (loading) content = <LoadingState label={intl.formatMessage(messages.loading)} />;
  else if (!state) {
    content = <ErrorState title={intl.formatMessage(messages.loadFailed)} message={errorMessage(error)} onRetry={refetch} />;
  } else if (state.idVerified || state.status === 'APPROVED') {
    const verifiedOn = formatDate(state.verifiedAt);
    content = (
      <>
        <StyledHeading>
          <Badge variant="success">
            <FormattedMessage id="verification.section.verified" defaultMessage="Verified" />
          </Badge>
        </StyledHeading>
        <StyledCardDescription>
          {verifiedOn ? (
            <FormattedMessage
              id="verification.section.verifiedOn"
              defaultMessage="Your identity has been verified on {date}. Your ID document has been deleted."
              values={{ date: verifiedOn }}
            />
          ) : (
            <FormattedMessage id="verification.section.verifiedText" defaultMessage="Your identity has been verified. Your ID document has been deleted." />
          )}
        </StyledCardDescription>
      </>
    );
  } else if (state.status === 'PENDING') {
    const submittedOn = formatDate(state.submittedAt);
    content = (
      <>
        <StyledHeading>
          <Badge variant="secondary">
            <FormattedMessage id="verification.section.pending" defaultMessage="Pending review" />
          </Badge>
        </StyledHeading>
        <StyledNotice>
          {submittedOn ? (
            <FormattedMessage
              id="verification.section.pendingOn"
              defaultMessage="We received your ID on {date} and are reviewing it. This usually takes 24-48 hours. We'll send you an e-mail when the review is complete."
              values={{ date: submittedOn }}
            />
          ) : (
            <FormattedMessage
              id="verification.section.pendingText"
              defaultMessage="We received your ID and are reviewing it. This usually takes 24-48 hours. We'll send you an e-mail when the review is complete."
            />
          )}
        </StyledNotice>
      </>
    );
  } else {
    content = (
      <>
        {state.status === 'REJECTED' ? (
          <StyledRejected role="status">
            <FormattedMessage
              id="verification.section.rejected"
              defaultMessage="Your last submission could not be approved. Please check your details and submit a clear photo of your ID again."
            />
          </StyledRejected>
        ) : (
          <StyledCardDescription>
            <FormattedMessage
              id="verification.section.intro"
              defaultMessage="Verify your identity to get the Verified badge. Your details are encrypted and only used for this check."
            />
          </StyledCardDescription>
        )}
        <IdVerificationForm />
      </>
    );
  }

  return (
    <StyledSection aria-labelledby={TITLE_ID}>
      <StyledHeading>
        <StyledIcon>
          <ShieldCheckIcon />
        </StyledIcon>
        <StyledCardTitle id={TITLE_ID}>
          <FormattedMessage id="verification.section.title" defaultMessage="ID Verification" />
        </StyledCardTitle>
      </StyledHeading>
      {content}
    </StyledSection>
  );
}
