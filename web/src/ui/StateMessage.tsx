import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { errorMessage } from '../shared/errors';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { Heading } from './Text';

const StyledState = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 2.5rem 1rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.card};
`;

/** The round icon of a state panel (also a drop target's icon). */
export const StyledStateIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledText = styled.p`
  max-width: 28rem;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledErrorState = styled(StyledState)`
  border-style: solid;
  border-color: ${({ theme }) => theme.colors.destructive};
`;

export type EmptyStateProps = { title: string; description?: ReactNode; icon?: ReactNode; action?: ReactNode };

/** A friendly 'nothing here' panel. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <StyledState>
      {icon && <StyledStateIcon>{icon}</StyledStateIcon>}
      <Heading as="h2" $size="lg" $weight="bold">
        {title}
      </Heading>
      {description && <StyledText>{description}</StyledText>}
      {action}
    </StyledState>
  );
}

export type ErrorStateProps = { title: string; message?: string; onRetry?: () => void };

/** A failed load: the reason (when known) and a Try Again button. Announced as an alert. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <StyledErrorState role="alert">
      <Heading as="h2" $size="lg" $weight="bold">
        {title}
      </Heading>
      {message && <StyledText>{message}</StyledText>}
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <FormattedMessage id="ui.errorState.tryAgain" defaultMessage="Try Again" description="Button of a failed load that loads it again." />
        </Button>
      )}
    </StyledErrorState>
  );
}

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: 2.5rem 1rem;
`;

export type LoadingStateProps = { label: string };

/** A centred spinner with an accessible label, for a section that is loading. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <StyledLoading>
      <Spinner label={label} />
    </StyledLoading>
  );
}

export type QueryStateProps = {
  loading: boolean;
  error: unknown;
  /** True when there is nothing to show (an error then shows the error state). */
  empty: boolean;
  loadingLabel: string;
  errorTitle: string;
  onRetry: () => void;
  /** Shown when the answer is empty. */
  emptyState: ReactNode;
  children: ReactNode;
};

/** The four states of a fetched list: loading, failed (with Try Again), empty, or the content. */
export function QueryState({ loading, error, empty, loadingLabel, errorTitle, onRetry, emptyState, children }: QueryStateProps) {
  if (loading) return <LoadingState label={loadingLabel} />;
  if (error && empty) return <ErrorState title={errorTitle} message={errorMessage(error)} onRetry={onRetry} />;
  if (empty) return <>{emptyState}</>;
  return <>{children}</>;
}
