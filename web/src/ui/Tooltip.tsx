import { cloneElement, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import styled from 'styled-components';

/** SPEC ('Tooltip open delay 700 ms, skip delay 300 ms'): a tooltip opens after the pointer rests 700 ms; within 300 ms of another closing, the next opens at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When the last tooltip closed: moving along a row of icon buttons shows each label at once (the skip delay). */
let lastClosedAt = Number.NEGATIVE_INFINITY;

const StyledAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const StyledTip = styled.span<{ $side: TooltipSide }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.toast};
  ${({ $side }) =>
    $side === 'right'
      ? 'left: calc(100% + 0.5rem); top: 50%; transform: translateY(-50%);'
      : 'top: calc(100% + 0.375rem); left: 50%; transform: translateX(-50%);'}
  padding: 0.25rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.foreground};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
  pointer-events: none;
`;

export type TooltipSide = 'bottom' | 'right';

/** Focus from the keyboard (not a click): the label shows at once. */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without the selector: only hovering shows the label
  }
}

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  'aria-describedby'?: string;
};

export type TooltipProps = {
  /** The text shown: the control's own name, for the sighted (an icon-only control keeps its aria-label). */
  label: string;
  /** Where the tip shows (default below). */
  side?: TooltipSide;
  /** Off: the child is rendered without a tooltip (e.g. a labelled link in an expanded sidebar). */
  enabled?: boolean;
  /** Styles the anchor around the control, e.g. to place it where a fixed control sits (`styled(Tooltip)`). */
  className?: string;
  children: ReactElement<TriggerProps>;
};

/**
 * A label for an icon-only control, shown on hover after TOOLTIP_OPEN_DELAY_MS (at once within TOOLTIP_SKIP_DELAY_MS
 * of another) and at once on keyboard focus; Escape, leaving or blurring hides it. The tip repeats the control's
 * accessible name, so it is hidden from screen readers (they already read the aria-label).
 */
export function Tooltip({ label, side = 'bottom', enabled = true, className, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!enabled) return children;

  const show = (delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };
  const props = children.props;
  return (
    <StyledAnchor className={className}>
      {cloneElement(children, {
        onPointerEnter: (event: PointerEvent) => {
          props.onPointerEnter?.(event);
          show(Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS);
        },
        onPointerLeave: (event: PointerEvent) => {
          props.onPointerLeave?.(event);
          hide();
        },
        onFocus: (event: FocusEvent) => {
          props.onFocus?.(event);
          if (focusVisible(event.target as Element)) show(0);
        },
        onBlur: (event: FocusEvent) => {
          props.onBlur?.(event);
          hide();
        },
        onKeyDown: (event: KeyboardEvent) => {
          props.onKeyDown?.(event);
          if (event.key === 'Escape') hide();
        },
      })}
      {open && (
        <StyledTip id={id} role="tooltip" aria-hidden="true" $side={side}>
          {label}
        </StyledTip>
      )}
    </StyledAnchor>
  );
}
