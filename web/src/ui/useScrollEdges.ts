import { useEffect, useRef, useState, type RefObject } from 'react';

/** Whether a horizontally scrolling element hides content before (start) or after (end) the part that shows. */
export type ScrollEdges = { start: boolean; end: boolean };

/** Half a pixel or so is rounding, not content. */
const TOLERANCE_PX = 1;

export function scrollEdgesOf(element: HTMLElement): ScrollEdges {
  const hidden = element.scrollWidth - element.clientWidth;
  const scrolled = Math.abs(element.scrollLeft); // negative in right-to-left layouts
  return { start: scrolled > TOLERANCE_PX, end: hidden - scrolled > TOLERANCE_PX };
}

/**
 * Follows which edges of a horizontally scrolling element have more content behind them, so the element can show
 * that it scrolls (a fade at those edges). Updates on scroll, on window resizes and when the element or its
 * children change size (a larger font, a longer label). Attach the ref to the scrolling element.
 */
export function useScrollEdges<T extends HTMLElement>(): [RefObject<T | null>, ScrollEdges] {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const next = scrollEdgesOf(element);
      setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (observer) [element, ...Array.from(element.children)].forEach((node) => observer.observe(node));
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);

  return [ref, edges];
}
