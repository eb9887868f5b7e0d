import { useId, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { ModalBackdrop, ModalCloseButton } from './Modal';
import { useModalFocus } from './useModalFocus';
import { Heading } from './Text';

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: translateY(0); }
`;

const StyledDialog = styled.div<{ $placement: DialogPlacement }>`
  position: relative;
  width: 100%;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  border: ${({ theme }) => theme.borders.hairline};
  box-shadow: 0 20px 40px ${({ theme }) => theme.colors.shadow};
  padding: 1.5rem;
  ${({ $placement, theme }) =>
    $placement === 'bottom'
      ? css`
          max-width: 40rem;
          border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;
          padding-bottom: calc(1.5rem + env(safe-area-inset-bottom));
          animation: ${slideUp} 0.2s ease-out;
        `
      : css`
          max-width: 28rem;
          border-radius: ${theme.radii.lg};
        `}

  &:focus {
    outline: none;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
`;

const StyledDescription = styled.p`
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

export type DialogPlacement = 'center' | 'bottom';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** 'bottom' renders a bottom sheet. */
  placement?: DialogPlacement;
  children?: ReactNode;
};

/**
 * A modal dialog: focus moves into it and stays there (Tab is trapped), Escape or a click on the backdrop closes it,
 * and focus returns to whatever opened it.
 */
export function Dialog({ open, onClose, title, description, placement = 'center', children }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { ref: dialogRef, onKeyDown } = useModalFocus<HTMLDivElement>(open, onClose);

  if (!open) return null;

  return (
    <ModalBackdrop placement={placement} onClose={onClose}>
      <StyledDialog
        ref={dialogRef}
        $placement={placement}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <StyledHeader>
          <div>
            <Heading as="h2" $size="xl" $weight="bold" id={titleId}>
              {title}
            </Heading>
            {description && <StyledDescription id={descriptionId}>{description}</StyledDescription>}
          </div>
          <ModalCloseButton onClose={onClose} />
        </StyledHeader>
        {children}
      </StyledDialog>
    </ModalBackdrop>
  );
}
