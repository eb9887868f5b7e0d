import { useId, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { ModalBackdrop, ModalCloseButton } from './Modal';
import { useModalFocus } from './useModalFocus';
import { Heading } from './Text';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 26rem;
  height: 100%;
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  border-left: ${({ theme }) => theme.borders.hairline};
  box-shadow: -12px 0 32px ${({ theme }) => theme.colors.shadow};
  padding-top: env(safe-area-inset-top);
  padding-bottom: env(safe-area-inset-bottom);
  animation: ${slideIn} 0.2s ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }

  &:focus {
    outline: none;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 1rem 1.25rem;
  border-bottom: ${({ theme }) => theme.borders.hairline};
`;

const StyledPanelTitle = styled(Heading)`
  flex: 1;
`;

const StyledBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 1rem 1.25rem;
`;

export type SidePanelProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Buttons next to the title (before the close button). */
  headerActions?: ReactNode;
  children?: ReactNode;
};

/**
 * A modal panel that slides in from the right edge (full width on phones). Focus moves into it and stays there,
 * Escape or a click on the backdrop closes it, and focus returns to whatever opened it.
 */
export function SidePanel({ open, onClose, title, headerActions, children }: SidePanelProps) {
  const titleId = useId();
  const { ref: panelRef, onKeyDown } = useModalFocus<HTMLDivElement>(open, onClose);

  if (!open) return null;

  return (
    <ModalBackdrop placement="right" onClose={onClose}>
      <StyledPanel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <StyledHeader>
          <StyledPanelTitle as="h2" $size="xl" $weight="bold" id={titleId}>
            {title}
          </StyledPanelTitle>
          {headerActions}
          <ModalCloseButton onClose={onClose} />
        </StyledHeader>
        <StyledBody>{children}</StyledBody>
      </StyledPanel>
    </ModalBackdrop>
  );
}
