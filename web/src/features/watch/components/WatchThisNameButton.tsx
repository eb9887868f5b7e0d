import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { secondaryActionStyles } from '../../../ui/SecondaryActions';
import type { WatchFormStart } from '../forms/WatchForm';

/** The dialog (and its form) loads when she first opens it. */
const WatchDialog = lazy(() => import('./WatchDialog').then((m) => ({ default: m.WatchDialog })));

/** A secondary action beside 'Request removal' and 'Flag'. */
const StyledWatchButton = styled.button`
  ${secondaryActionStyles}
`;

export type WatchThisNameButtonProps = { start: WatchFormStart };

/** 'Watch this name' on a profile page (signed-in members): the watch form, filled in with her name and city. */
export function WatchThisNameButton({ start }: WatchThisNameButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <StyledWatchButton
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <FormattedMessage id="watch.button.label" defaultMessage="Watch this name" />
      </StyledWatchButton>
      {opened && (
        <Suspense fallback={null}>
          <WatchDialog open={open} onClose={() => setOpen(false)} start={start} />
        </Suspense>
      )}
    </>
  );
}
