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
  useDocumentTitle(pageTitle('Something went wrong'));
  return (
    <StyledCenteredCard role="alert">
      <StyledCrashCard>
        <StyledCardTitle as="h1">Something went wrong</StyledCardTitle>
        <StyledCardDescription>We encountered an unexpected error. Please try refreshing the page or return to the home page.</StyledCardDescription>
        <StyledActions>
          <Button onClick={onTryAgain}>Try Again</Button>
          <Button variant="outline" onClick={onGoHome}>
            Go Home
          </Button>
        </StyledActions>
      </StyledCrashCard>
    </StyledCenteredCard>
  );
}
