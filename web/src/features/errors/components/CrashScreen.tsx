import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { StyledCard, StyledCardDescription, StyledCardTitle, StyledCenteredCard } from '../../../ui/Card';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';

const StyledCrashCard = styled(StyledCard)`
  max-width: 30rem;
  text-align: center;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

export type CrashScreenProps = { onTryAgain: () => void; onGoHome: () => void };

export function CrashScreen({ onTryAgain, onGoHome }: CrashScreenProps) {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'errors.crash.title',
    defaultMessage: 'Something went wrong',
    description: 'Heading and tab title of the crash screen.',
  });
  useDocumentTitle(pageTitle(title));
  return (
    <StyledCenteredCard role="alert">
      <StyledCrashCard>
        <StyledCardTitle as="h1">{title}</StyledCardTitle>
        <StyledCardDescription>
          <FormattedMessage
            id="errors.crash.text"
            defaultMessage="We encountered an unexpected error. Please try refreshing the page or return to the home page."
            description="Text of the crash screen."
          />
        </StyledCardDescription>
        <StyledActions>
          <Button onClick={onTryAgain}>
            <FormattedMessage id="errors.crash.tryAgain" defaultMessage="Try Again" description="Crash screen button: render the screen again." />
          </Button>
          <Button variant="outline" onClick={onGoHome}>
            <FormattedMessage id="errors.goHome" defaultMessage="Go Home" description="Button to the home page." />
          </Button>
        </StyledActions>
      </StyledCrashCard>
    </StyledCenteredCard>
  );
}
