import { FormattedMessage } from 'react-intl';
import type { ReportKind } from '../../../gql/graphql';
import { Pill, type PillTone } from '../../../ui/Pill';
import { REPORT_TYPE_BADGE_MESSAGES } from '../report-display';

const TONES: Record<ReportKind, PillTone> = { POSITIVE: 'success', NEGATIVE: 'destructive', NEUTRAL: 'neutral' };

export type ReportTypeBadgeProps = { reportType: ReportKind };

/** 'Positive Experience', 'Concerning Experience' or 'Neutral Experience' (SPEC §2). */
export function ReportTypeBadge({ reportType }: ReportTypeBadgeProps) {
  return (
    <Pill tone={TONES[reportType]}>
      <FormattedMessage {...REPORT_TYPE_BADGE_MESSAGES[reportType]} />
    </Pill>
  );
}
