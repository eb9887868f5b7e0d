import { useId } from 'react';
import styled from 'styled-components';
import { Stack } from './Stack';

const StyledSliderLabel = styled.label`
  display: flex;
  justify-content: space-between;
  font-weight: 600;
`;

const StyledRange = styled.input`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.primary};
  min-height: 2rem;
`;

const StyledScale = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type SliderProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
  /** What to show and announce for the current value (defaults to the number). */
  formatValue?: (value: number) => string;
};

export function Slider({ label, value, min, max, step, onValueChange, formatValue = String }: SliderProps) {
  const id = useId();
  return (
    <Stack $gap={2}>
      <StyledSliderLabel htmlFor={id}>
        <span>{label}</span>
        <span aria-hidden="true">{formatValue(value)}</span>
      </StyledSliderLabel>
      <StyledRange
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={formatValue(value)}
        onChange={(event) => onValueChange(Number(event.target.value))}
      />
      <StyledScale aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </StyledScale>
    </Stack>
  );
}
