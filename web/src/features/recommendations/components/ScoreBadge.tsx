import { FormattedMessage } from 'react-intl';
import { Pill, type PillTone } from '../../../ui/Pill';

export type ScoreTone = 'green' | 'blue' | 'yellow' | 'grey';

/** SPEC §9 badge colour: green >= 85, blue >= 70, yellow >= 55, else grey. */
export function scoreToneOf(score: number): ScoreTone {
  if (score >= 85) return 'green';
  if (score >= 70) return 'blue';
  if (score >= 55) return 'yellow';
  return 'grey';
}

/** Green, blue, yellow and grey are the theme's success, info, warning and neutral colours. */
export const PILL_TONES: Record<ScoreTone, PillTone> = {
  green: 'success',
  blue: 'info',
  yellow: 'warning',
  grey: 'neutral',
};

export type ScoreBadgeProps = { score: number };

export function ScoreBadge({ score }: ScoreBadgeProps) {
  return (
    <Pill tone={PILL_TONES[scoreToneOf(score)]}>
      <FormattedMessage id="recommendations.score" defaultMessage="{score}% match" description="How well a suggested profile matches." values={{ score }} />
    </Pill>
  );
}
