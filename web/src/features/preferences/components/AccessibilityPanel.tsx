import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { AccessibilityIcon } from '../../../ui/icons';
import { Tooltip } from '../../../ui/Tooltip';
import { FLOATING_BUTTON, useAccessibilityButtonPlacement, type AccessibilityButtonPlacement } from '../hooks/useAccessibilityButtonPlacement';

/**
 * Desktop only (SPEC §2; it lives in the desktop header, hidden below 1024px). Floating: fixed in the left margin
 * beside the content column. In the header: in the flow of the header's actions, where it covers nothing; used
 * when the margin is too narrow for the floating button at the chosen font size (useAccessibilityButtonPlacement).
 */
const StyledAccessibilityButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  border: none;
  border-radius: 50%;
  cursor: pointer;

  &[data-placement='floating'] {
    width: ${FLOATING_BUTTON.size}rem;
    height: ${FLOATING_BUTTON.size}rem;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
    box-shadow: 0 8px 20px ${({ theme }) => theme.colors.shadow};
  }

  &[data-placement='header'] {
    position: static;
    width: 2.75rem;
    height: 2.75rem;
    background: transparent;
    color: ${({ theme }) => theme.colors.foreground};

    &:hover {
      background: ${({ theme }) => theme.colors.muted};
    }
  }
`;

/** The button's tooltip anchor: floating, it is what sits fixed in the left margin (the tip shows at its right). */
const StyledAccessibilityTooltip = styled(Tooltip)<{ $placement: AccessibilityButtonPlacement }>`
  /* Doubled class: wins over the anchor's own position: relative. */
  && {
    ${({ $placement, theme }) =>
      $placement === 'floating' &&
      css`
        position: fixed;
        left: ${FLOATING_BUTTON.offset}rem;
        bottom: ${FLOATING_BUTTON.offset}rem;
        z-index: ${theme.zIndex.floating};
      `}
  }
`;

/**
 * The button that opens the Accessibility dialog, rendered once, in the desktop header (desktop only). It floats in
 * the left margin when the margin has room for it and otherwise takes its place among the header's actions, so it
 * never covers content (at 1024px, or with large text). It is the same element either way: a font-size change made
 * in the open dialog may move it, and focus still returns to it on close.
 */
const AccessibilityDialog = lazy(() => import('./AccessibilityDialog').then((m) => ({ default: m.AccessibilityDialog })));

/** The accessibility button; its dialog's code loads on the first click, so it stays out of the first screen. */
export function AccessibilityPanel() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const placement = useAccessibilityButtonPlacement();
  const label = intl.formatMessage({ id: 'preferences.accessibility.open', defaultMessage: 'Accessibility settings' });
  return (
    <>
      <StyledAccessibilityTooltip label={label} side={placement === 'floating' ? 'right' : 'bottom'} $placement={placement}>
        <StyledAccessibilityButton
          type="button"
          aria-label={label}
          aria-haspopup="dialog"
          data-placement={placement}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <AccessibilityIcon size={placement === 'floating' ? 26 : 22} />
        </StyledAccessibilityButton>
      </StyledAccessibilityTooltip>
      {used && (
        <Suspense fallback={null}>
          <AccessibilityDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
