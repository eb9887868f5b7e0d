import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { StyledRoundIconButton } from './Button';
import { CloseIcon } from './icons';
import { Tooltip } from './Tooltip';

/** Where a modal surface sits on its backdrop: centred, a bottom sheet, or a panel at the right edge. */
export type ModalPlacement = 'center' | 'bottom' | 'right';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const ALIGN = { center: 'center', bottom: 'flex-end', right: 'stretch' } as const;

const StyledBackdrop = styled.div<{ $placement: ModalPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  display: flex;
  justify-content: ${({ $placement }) => ($placement === 'right' ? 'flex-end' : 'center')};
  align-items: ${({ $placement }) => ALIGN[$placement]};
  padding: ${({ $placement }) => ($placement === 'center' ? '1rem' : '0')};
  animation: ${fadeIn} 0.15s ease-out;
`;

export type ModalBackdropProps = { placement: ModalPlacement; onClose: () => void; children: ReactNode };

/**
 * The dimmed backdrop of every modal surface (Dialog, SidePanel), portalled into the body: it fades in, and a press
 * on the backdrop itself (not on the surface) closes the modal.
 */
export function ModalBackdrop({ placement, onClose, children }: ModalBackdropProps) {
  return createPortal(
    <StyledBackdrop
      $placement={placement}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </StyledBackdrop>,
    document.body,
  );
}

/** The round Close (x) button in a modal's header. */
export function ModalCloseButton({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'ui.modal.close', defaultMessage: 'Close', description: 'Name of the x button that closes a dialog or side panel.' });
  return (
    <Tooltip label={label}>
      <StyledRoundIconButton type="button" aria-label={label} onClick={() => onClose()}>
        <CloseIcon />
      </StyledRoundIconButton>
    </Tooltip>
  );
}
