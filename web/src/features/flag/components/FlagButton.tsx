import { lazy, Suspense, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { FlagTargetType } from '../../../gql/graphql';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { FlagIcon } from '../../../ui/icons';
import { secondaryActionStyles } from '../../../ui/SecondaryActions';
import { useHasFlagged, type FlagTarget } from '../hooks/useHasFlagged';

/** The dialog loads when a member first opens it. */
const FlagDialog = lazy(() => import('./FlagDialog').then((m) => ({ default: m.FlagDialog })));

/** A secondary action (StyledSecondaryActions holds it beside 'Request removal'). */
const StyledFlagButton = styled.button`
  ${secondaryActionStyles}
`;

const StyledFlagged = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type FlagButtonProps = {
  type: FlagTargetType;
  id: string;
  /** The profile the item is (or is about): her flags are read per profile page. */
  profileId: string;
  /** The accessible name, e.g. 'Flag the report Cancelled twice'. */
  label: string;
};

/** 'Flag' for signed-in members on a published report or a profile; 'Flagged for review' once she has flagged it. */
export function FlagButton({ type, id, profileId, label }: FlagButtonProps) {
  const { user } = useCurrentUser();
  const target = useMemo<FlagTarget>(() => ({ type, id, profileId }), [type, id, profileId]);
  // Sent from this page: flagged even if the page's own MyFlags answer, asked before the flag and slow to come, arrives
  // after it and says otherwise (it overwrites the cache entry the flag added).
  const [sent, setSent] = useState(false);
  const flagged = useHasFlagged(target, user !== null) || sent;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!user) return null;
  return (
    <>
      {flagged ? (
        <StyledFlagged>
          <FormattedMessage
            id="flag.button.flagged"
            defaultMessage="{type, select, REPORT {You flagged this report for review.} other {You flagged this profile for review.}}"
            values={{ type }}
          />
        </StyledFlagged>
      ) : (
        <StyledFlagButton
          type="button"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <FlagIcon size={14} />
          <FormattedMessage id="flag.button.text" defaultMessage="Flag" />
        </StyledFlagButton>
      )}
      {opened && (
        <Suspense fallback={null}>
          <FlagDialog open={open} onClose={() => setOpen(false)} onFlagged={() => setSent(true)} target={target} />
        </Suspense>
      )}
    </>
  );
}
