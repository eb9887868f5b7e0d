import { useCallback, useSyncExternalStore } from 'react';
import { CONTENT_MAX_WIDTH_REM } from '../../../theme/theme';
import { usePreferences } from './usePreferences';

/** Where the accessibility button sits on desktop: floating in the left margin, or in the header's actions. */
export type AccessibilityButtonPlacement = 'floating' | 'header';

/** The floating button's geometry, in rem (AccessibilityPanel's styles use the same numbers). */
export const FLOATING_BUTTON = { offset: 1.5, size: 3.25, gap: 0.5 } as const;

/** The pages' horizontal padding inside the content column from 768px, in rem (ui/Page.tsx). */
const PAGE_PADDING_REM = 1.5;

/**
 * The narrowest viewport, in rem, whose left margin holds the floating button beside the content column's text
 * (the column is centred, so both margins count): 72 + 2 × (1.5 + 3.25 + 0.5 − 1.5) = 79.5rem.
 */
export const FLOATING_BUTTON_MIN_VIEWPORT_REM =
  CONTENT_MAX_WIDTH_REM + 2 * (FLOATING_BUTTON.offset + FLOATING_BUTTON.size + FLOATING_BUTTON.gap - PAGE_PADDING_REM);

/**
 * The media query under which the floating button would cover content. The root font size is the font-size
 * preference in px, so a rem here is `fontSize` px: 1113px at the default 14px, 1590px at 20px.
 */
export function floatingButtonQuery(fontSize: number): string {
  return `(min-width: ${Math.ceil(FLOATING_BUTTON_MIN_VIEWPORT_REM * fontSize)}px)`;
}

const canMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * 'floating' when the viewport leaves room for the floating button beside the content at the chosen font size,
 * 'header' otherwise (at 1024px, or at 20px text below 1590px): the button then moves out of the way into the
 * desktop header. Follows window resizes and font-size changes. Without matchMedia it floats.
 */
export function useAccessibilityButtonPlacement(): AccessibilityButtonPlacement {
  const { preferences } = usePreferences();
  const query = floatingButtonQuery(preferences.fontSize);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const fits = useSyncExternalStore(
    subscribe,
    () => !canMatchMedia() || window.matchMedia(query).matches,
    () => true,
  );
  return fits ? 'floating' : 'header';
}
