import type { ReportKind } from '../../../gql/graphql';
import { Pill, type PillTone } from '../../../ui/Pill';
import { REPORT_TYPE_BADGES } from '../report-display';

const TONES: Record<ReportKind, PillTone> = { POSITIVE: 'success', NEGATIVE: 'destructive', NEUTRAL: 'neutral' };

export type ReportTypeBadgeProps = { reportType: ReportKind };

/** 'Positive Experience', 'Concerning Experience' or 'Neutral Experience' (SPEC §2). */
export function ReportTypeBadge({ reportType }: ReportTypeBadgeProps) {
  return <Pill tone={TONES[reportType]}>{REPORT_TYPE_BADGES[reportType]}</Pill>;
}
