import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { REPORT_COUNTER_MAX } from '../report-display';

const StyledCounter = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.375rem;
`;

const StyledCount = styled.span<{ $over: boolean }>`
  font-weight: ${({ $over }) => ($over ? 700 : 400)};
  font-variant-numeric: tabular-nums;
`;

const StyledWarning = styled.span`
  padding: 0.25rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.warningForeground};
  font-weight: 600;
`;

export type ReportLengthCounterProps = {
  length: number;
  /** The minimum to mention after the count, e.g. 20: '9/500 characters (at least 20)'. */
  minimum?: number;
};

/** The one report text counter (SPEC §9: 'characters/500'): N/500, and a warning once past 500 (not a cap). */
export function ReportLengthCounter({ length, minimum }: ReportLengthCounterProps) {
  const over = length > REPORT_COUNTER_MAX;
  return (
    <StyledCounter>
      <span>
        {minimum === undefined ? (
          <StyledCount $over={over}>{`${length}/${REPORT_COUNTER_MAX}`}</StyledCount>
        ) : (
          <FormattedMessage
            id="reports.counter.minimum"
            defaultMessage="<count>{length}/{max}</count> characters (at least {minimum})"
            description="Character count of a report, e.g. 12/500 characters (at least 20)."
            values={{ length, max: REPORT_COUNTER_MAX, minimum, count: (chunks: ReactNode[]) => <StyledCount $over={over}>{chunks}</StyledCount> }}
          />
        )}
      </span>
      <span aria-live="polite">
        {over && (
          <StyledWarning>
            <FormattedMessage
              id="reports.counter.over"
              defaultMessage="That is {over} over {max} characters. Shorter reports are easier to read and review; please trim it if you can."
              description="Warning when a report is longer than the suggested length."
              values={{ over: length - REPORT_COUNTER_MAX, max: REPORT_COUNTER_MAX }}
            />
          </StyledWarning>
        )}
      </span>
    </StyledCounter>
  );
}
