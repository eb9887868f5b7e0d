import { lazy, Suspense, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ToastRecord } from './toast-context';
import { StackList } from '../Stack';

/** What a toast looks like, loaded with the first toast (ToastItem.tsx says why). */
const ToastItem = lazy(() => import('./ToastItem').then((m) => ({ default: m.ToastItem })));

/**
 * Where toasts appear: on a phone under the compact header (3.5rem, below the notch), never over it; from 768px at the
 * bottom right, above the bottom bar while there is one (below 1024px).
 */
const StyledViewport = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  top: calc(3.5rem + 1px + env(safe-area-inset-top));
  left: 0;
  right: 0;
  display: flex;
  flex-direction: column-reverse;
  padding: 1rem;
  pointer-events: none;

  &:focus-visible {
    outline: none;
  }

  ${({ theme }) => theme.media.medium} {
    top: auto;
    left: auto;
    bottom: ${({ theme }) => theme.layout.bottomNavHeight};
    right: 0;
    flex-direction: column;
    max-width: 420px;
    width: 100%;
  }

  ${({ theme }) => theme.media.desktop} {
    bottom: 0;
  }
`;

export type ToasterProps = { toasts: ToastRecord[]; onDismiss: (id: string) => void };

/**
 * The toast viewport: a labelled region that is always in the document (so screen readers announce new toasts),
 * and that F8 focuses.
 */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const viewportRef = useRef<HTMLElement>(null);
  const intl = useIntl();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        viewportRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <StyledViewport
      ref={viewportRef}
      aria-label={intl.formatMessage({
        id: 'ui.toast.region',
        defaultMessage: 'Notifications (F8)',
        description: 'Name of the region where toasts appear; F8 focuses it.',
      })}
      tabIndex={-1}
    >
      <StackList as="ol" $gap={2} aria-live="polite" aria-relevant="additions text">
        <Suspense fallback={null}>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </Suspense>
      </StackList>
    </StyledViewport>
  );
}
