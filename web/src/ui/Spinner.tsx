import { defineMessages, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.muted};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

const StyledCentered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  padding: 2rem;
`;

const messages = defineMessages({
  loading: {
    id: 'ui.spinner.loading',
    defaultMessage: 'Loading',
    description: "A spinner's name for screen readers when its caller names nothing more precise.",
  },
});

export type SpinnerProps = { label?: string; size?: number };

export function Spinner({ label, size = 32 }: SpinnerProps) {
  const intl = useIntl();
  return <StyledSpinner role="status" aria-label={label ?? intl.formatMessage(messages.loading)} $size={size} />;
}

/** The centred spinner used while authentication state or a screen loads. */
export function CenteredSpinner({ label }: SpinnerProps) {
  return (
    <StyledCentered>
      <Spinner label={label} size={40} />
    </StyledCentered>
  );
}
