import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
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

const barMessage = defineMessage<{ label: string; value: number }>({
  id: 'admin.dashboard.chart.bar',
  defaultMessage: '{label}: {value, number}',
  description: 'Tooltip of one bar: its day and count.',
});

const summaryWithPeakMessage = defineMessage<{ title: string; total: number; days: number; peakDay: string; peak: number }>({
  id: 'admin.dashboard.chart.summaryWithPeak',
  defaultMessage: '{title}: {total, number} in total over {days, plural, one {# day} other {# days}}, most on {peakDay} ({peak, number})',
  description: 'Screen-reader summary of a chart; peakDay is a short date such as Oct 5.',
});

const summaryMessage = defineMessage<{ title: string; total: number; days: number }>({
  id: 'admin.dashboard.chart.summary',
  defaultMessage: '{title}: {total, number} in total over {days, plural, one {# day} other {# days}}',
  description: 'Screen-reader summary of a chart whose days are all zero.',
});

const noDataMessage = defineMessage<{ title: string }>({
  id: 'admin.dashboard.chart.noData',
  defaultMessage: '{title}: no data',
  description: 'Screen-reader summary of an empty chart.',
});

const BAR_WIDTH = 10;
const GAP = 2;
const HEIGHT = 100;

/** A small bar chart drawn with plain SVG (no chart library); its label sums the data up for screen readers. */
export function BarChart({ title, points, tone = 'primary' }: BarChartProps) {
  const intl = useIntl();
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const peak = points.reduce<BarChartPoint | null>((best, p) => (!best || p.value > best.value ? p : best), null);
  const width = Math.max(1, points.length) * (BAR_WIDTH + GAP);
  const summary =
    points.length === 0
      ? intl.formatMessage(noDataMessage, { title })
      : peak && peak.value > 0
        ? intl.formatMessage(summaryWithPeakMessage, { title, total, days: points.length, peakDay: peak.label, peak: peak.value })
        : intl.formatMessage(summaryMessage, { title, total, days: points.length });
  return (
    <StyledFigure>
      <StyledCaption>
        <span>{title}</span>
        <StyledTotal>
          <FormattedMessage id="admin.dashboard.chart.total" defaultMessage="{total, number} total" values={{ total }} />
        </StyledTotal>
      </StyledCaption>
      <StyledSvg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary}>
        {points.map((point, index) => {
          const height = (point.value / max) * (HEIGHT - 4);
          return (
            <StyledBar key={point.label} $tone={tone} x={index * (BAR_WIDTH + GAP) + GAP / 2} y={HEIGHT - height} width={BAR_WIDTH} height={height} rx={1.5}>
              <title>{intl.formatMessage(barMessage, { label: point.label, value: point.value })}</title>
            </StyledBar>
          );
        })}
        <StyledBaseline x1={0} y1={HEIGHT} x2={width} y2={HEIGHT} />
      </StyledSvg>
      {points.length > 0 && (
        <StyledAxis aria-hidden="true">
          <span>{points[0].label}</span>
          <span>
            <FormattedMessage id="admin.dashboard.chart.max" defaultMessage="max {max, number}" description="The chart's highest value." values={{ max }} />
          </span>
          <span>{points[points.length - 1].label}</span>
        </StyledAxis>
      )}
    </StyledFigure>
  );
}
