import type { FlagStatus } from '../../../gql/graphql';
import { Pill, type PillTone } from '../../../ui/Pill';
import { flagLabelOf } from '../profile-display';

export type FlagBadgeProps = { flagStatus: FlagStatus };

/** The profile's flag: 'Green Flag', 'Red Flag' or 'Neutral' (SPEC §2). */
export function FlagBadge({ flagStatus }: FlagBadgeProps) {
  const tone: PillTone = flagStatus === 'GREEN' ? 'success' : flagStatus === 'RED' ? 'destructive' : 'neutral';
  return <Pill tone={tone}>{flagLabelOf(flagStatus)}</Pill>;
}
