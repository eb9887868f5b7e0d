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
        <StyledCount $over={over}>{`${length}/${REPORT_COUNTER_MAX}`}</StyledCount>
        {minimum !== undefined && ` characters (at least ${minimum})`}
      </span>
      <span aria-live="polite">
        {over && (
          <StyledWarning>
            {`That is ${length - REPORT_COUNTER_MAX} over ${REPORT_COUNTER_MAX} characters. Shorter reports are easier to read and review; please trim it if you can.`}
          </StyledWarning>
        )}
      </span>
    </StyledCounter>
  );
}
