import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { focusableElements, trapTabKey } from './focus';

/**
 * The behaviour every modal surface shares (Dialog, SidePanel): while open, focus moves to its first focusable
 * element and stays inside (Tab is trapped), the page behind does not scroll, Escape closes it, and on close focus
 * returns to whatever opened it. Spread `onKeyDown` on the modal element and attach `ref` to it.
 */
export function useModalFocus<T extends HTMLElement>(open: boolean, onClose: () => void) {
  const ref = useRef<T>(null);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const element = ref.current;
    if (element) (focusableElements(element)[0] ?? element).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [open]);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (ref.current) trapTabKey(event, ref.current);
  };

  return { ref, onKeyDown };
}
