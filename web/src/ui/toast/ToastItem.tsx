import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { CloseIcon } from '../icons';
import { Tooltip } from '../Tooltip';
import { Stack } from '../Stack';
import { TOAST_SWIPE_THRESHOLD_PX, type ToastRecord } from './toast-context';

// One toast, in a chunk of its own: the viewport (Toaster.tsx) is in every page from the start so screen readers
// announce what appears in it, but what a toast looks like loads with the first toast, not with the first screen
// (issue 23, "no cost to the first screen"). The service worker keeps this chunk for offline visits
// (web/scripts/service-worker.mjs, OFFLINE_MODULES).

const slideIn = keyframes`
  from { transform: translateY(100%); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

const StyledToast = styled.li<{ $variant: ToastRecord['variant'] }>`
  position: relative;
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  width: 100%;
  padding: 1rem 2.75rem 1rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline};
  box-shadow: 0 12px 28px ${({ theme }) => theme.colors.shadow};
  animation: ${slideIn} 0.2s ease-out;
  touch-action: pan-y;
  ${({ $variant, theme }) =>
    $variant === 'destructive'
      ? css`
          background: ${theme.colors.destructive};
          color: ${theme.colors.destructiveForeground};
          border-color: ${theme.colors.destructive};
        `
      : css`
          background: ${theme.colors.card};
          color: ${theme.colors.foreground};
        `}
`;

const StyledToastTitle = styled.p`
  font-weight: 700;
`;

const StyledToastDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.body};
  opacity: 0.92;
`;

/** Holds the close button (and its tooltip) in the toast's top right corner. */
const StyledToastCloseSlot = styled.div`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  display: flex;
`;

const StyledToastClose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.8;

  &:hover,
  &:focus-visible {
    opacity: 1;
  }
`;

export type ToastItemProps = { toast: ToastRecord; onDismiss: (id: string) => void };

export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const intl = useIntl();
  const dismissLabel = intl.formatMessage({ id: 'ui.toast.dismiss', defaultMessage: 'Dismiss notification', description: "Name of a toast's x button." });

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.duration, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) onDismiss(toast.id);
    else setOffset(0);
  };

  return (
    <StyledToast
      $variant={toast.variant}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      {/* The role is on the text, not on the <li>: a list holds list items only (and the close button is not read out). */}
      <Stack $gap={1} role={toast.variant === 'destructive' ? 'alert' : 'status'} aria-atomic="true">
        <StyledToastTitle>{toast.title}</StyledToastTitle>
        {toast.description && <StyledToastDescription>{toast.description}</StyledToastDescription>}
      </Stack>
      <StyledToastCloseSlot>
        <Tooltip label={dismissLabel}>
          <StyledToastClose type="button" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
            <CloseIcon size={16} />
          </StyledToastClose>
        </Tooltip>
      </StyledToastCloseSlot>
    </StyledToast>
  );
}
