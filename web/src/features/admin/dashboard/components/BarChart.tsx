import styled from 'styled-components';

const StyledFigure = styled.figure`
  margin: 0;
  padding: 1rem;
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
`;

const StyledCaption = styled.figcaption`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
  font-weight: 700;
`;

const StyledTotal = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledSvg = styled.svg`
  display: block;
  width: 100%;
  height: 9rem;
`;

type Tone = 'primary' | 'info';

const StyledBar = styled.rect<{ $tone: Tone }>`
  fill: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const StyledBaseline = styled.line`
  stroke: ${({ theme }) => theme.colors.border};
  stroke-width: 1;
  vector-effect: non-scaling-stroke;
`;

const StyledAxis = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 0.375rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type BarChartPoint = { label: string; value: number };

export type BarChartProps = {
  title: string;
  points: readonly BarChartPoint[];
  tone?: Tone;
};

const BAR_WIDTH = 10;
const GAP = 2;
const HEIGHT = 100;

/** A small bar chart drawn with plain SVG (no chart library); its label sums the data up for screen readers. */
export function BarChart({ title, points, tone = 'primary' }: BarChartProps) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const peak = points.reduce<BarChartPoint | null>((best, p) => (!best || p.value > best.value ? p : best), null);
  const width = Math.max(1, points.length) * (BAR_WIDTH + GAP);
  const summary =
    points.length === 0
      ? `${title}: no data`
      : `${title}: ${total} in total over ${points.length} days` + (peak && peak.value > 0 ? `, most on ${peak.label} (${peak.value})` : '');
  return (
    <StyledFigure>
      <StyledCaption>
        <span>{title}</span>
        <StyledTotal>{total} total</StyledTotal>
      </StyledCaption>
      <StyledSvg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary}>
        {points.map((point, index) => {
          const height = (point.value / max) * (HEIGHT - 4);
          return (
            <StyledBar key={point.label} $tone={tone} x={index * (BAR_WIDTH + GAP) + GAP / 2} y={HEIGHT - height} width={BAR_WIDTH} height={height} rx={1.5}>
              <title>{`${point.label}: ${point.value}`}</title>
            </StyledBar>
          );
        })}
        <StyledBaseline x1={0} y1={HEIGHT} x2={width} y2={HEIGHT} />
      </StyledSvg>
      {points.length > 0 && (
        <StyledAxis aria-hidden="true">
          <span>{points[0].label}</span>
          <span>max {max}</span>
          <span>{points[points.length - 1].label}</span>
        </StyledAxis>
      )}
    </StyledFigure>
  );
}
