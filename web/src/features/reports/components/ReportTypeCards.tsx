import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { StyledFieldset, StyledLegend } from '../../../ui/FormLayout';
import type { ReportKind } from '../../../gql/graphql';

const TYPE_MESSAGES = defineMessages({
  positive: { id: 'reports.type.positive', defaultMessage: 'Positive', description: 'Report type choice.' },
  positiveHint: { id: 'reports.type.positiveHint', defaultMessage: 'A good experience worth sharing', description: 'Under the Positive report type.' },
  negative: { id: 'reports.type.negative', defaultMessage: 'Negative', description: 'Report type choice.' },
  negativeHint: { id: 'reports.type.negativeHint', defaultMessage: 'Something others should know about', description: 'Under the Negative report type.' },
  neutral: { id: 'reports.type.neutral', defaultMessage: 'Neutral', description: 'Report type choice.' },
  neutralHint: { id: 'reports.type.neutralHint', defaultMessage: 'Mixed, or neither good nor bad', description: 'Under the Neutral report type.' },
});

export const REPORT_TYPE_OPTIONS: { value: ReportKind; label: MessageDescriptor; description: MessageDescriptor }[] = [
  { value: 'POSITIVE', label: TYPE_MESSAGES.positive, description: TYPE_MESSAGES.positiveHint },
  { value: 'NEGATIVE', label: TYPE_MESSAGES.negative, description: TYPE_MESSAGES.negativeHint },
  { value: 'NEUTRAL', label: TYPE_MESSAGES.neutral, description: TYPE_MESSAGES.neutralHint },
];

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.5rem;

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledCard = styled.label<{ $kind: ReportKind }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  padding: 0.75rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.card};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme, $kind }) =>
      $kind === 'POSITIVE' ? theme.colors.success : $kind === 'NEGATIVE' ? theme.colors.destructive : theme.colors.neutral};
    background: ${({ theme }) => theme.colors.muted};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

const StyledCardLabel = styled.span`
  font-weight: 700;
`;

const StyledCardDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledError = styled.p`
  margin-top: 0.375rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.destructive};
`;

export type ReportTypeCardsProps = {
  name: string;
  legend: string;
  value: ReportKind | undefined;
  onChange: (value: ReportKind) => void;
  onBlur?: () => void;
  error?: string;
};

/** The report type as three selectable cards (a radio group: arrow keys move between them). */
export function ReportTypeCards({ name, legend, value, onChange, onBlur, error }: ReportTypeCardsProps) {
  const errorId = `${name}-error`;
  return (
    <StyledFieldset aria-describedby={error ? errorId : undefined}>
      <StyledLegend>{legend}</StyledLegend>
      <StyledCards>
        {REPORT_TYPE_OPTIONS.map((option) => (
          <StyledCard key={option.value} $kind={option.value}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} onBlur={onBlur} />
            <StyledCardLabel>
              <FormattedMessage {...option.label} />
            </StyledCardLabel>
            <StyledCardDescription>
              <FormattedMessage {...option.description} />
            </StyledCardDescription>
          </StyledCard>
        ))}
      </StyledCards>
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledFieldset>
  );
}
