import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { FlagStatus } from '../../../gql/graphql';
import { Pill, type PillTone } from '../../../ui/Pill';
import { flagLabelOf } from '../profile-display';

export type FlagBadgeProps = { flagStatus: FlagStatus };

/** The profile's flag: 'Green Flag', 'Red Flag' or 'Neutral' (SPEC §2). */
export function FlagBadge({ flagStatus }: FlagBadgeProps) {
  const tone: PillTone = flagStatus === 'GREEN' ? 'success' : flagStatus === 'RED' ? 'destructive' : 'neutral';
  return (
    <Pill tone={tone}>
      <FormattedMessage {...flagLabelOf(flagStatus)} />
    </Pill>
  );
}

const StyledNoFlag = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mutedForeground};
  white-space: nowrap;
`;

export type ProfileFlagProps = { flagStatus: FlagStatus; flagShown: boolean };

/**
 * The flag badge, once approved reports come from enough distinct members (SAFETY 16, `Profile.flagShown`); below that
 * no badge, but 'Not enough reports yet' (the report count shows next to it).
 */
export function ProfileFlag({ flagStatus, flagShown }: ProfileFlagProps) {
  return flagShown ? (
    <FlagBadge flagStatus={flagStatus} />
  ) : (
    <StyledNoFlag data-testid="no-flag">
      <FormattedMessage
        id="profile.flag.notEnough"
        defaultMessage="Not enough reports yet"
        description="Instead of a flag, until reports come from enough members."
      />
    </StyledNoFlag>
  );
}
