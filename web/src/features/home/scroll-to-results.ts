import { DESKTOP_MIN_WIDTH } from '../../theme/theme';

/**
 * The history state of a navigation made by a search (the header's box, a quick-search chip, Enter in the list's
 * box): on a phone the browse list then scrolls its results into view, which otherwise start far below the fold.
 */
export const SCROLL_TO_RESULTS_STATE = { scrollToResults: true } as const;

/** Whether a location's state asks for the results to be scrolled into view. */
export function asksToScrollToResults(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { scrollToResults?: unknown }).scrollToResults === true;
}

const matches = (query: string) => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** The phone and tablet layout (the compact header), where the filters and the banner push the results down. */
export const isCompactViewport = () => matches(`(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`);

/** Her own setting (Accessibility > Reduce motion) or the system's. */
export const prefersReducedMotion = () => document.documentElement.classList.contains('reduce-motion') || matches('(prefers-reduced-motion: reduce)');

/** Brings the results' top into view on the compact layout (at once when she prefers reduced motion). */
export function scrollResultsIntoView(element: HTMLElement | null): void {
  if (!element || !isCompactViewport()) return;
  element.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
