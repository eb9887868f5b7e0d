import { act, fireEvent, screen, within } from '@testing-library/react';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PREFERENCES_STORAGE_KEY } from '../preferences';
import { FLOATING_BUTTON_MIN_VIEWPORT_REM, floatingButtonQuery } from './useAccessibilityButtonPlacement';

/**
 * jsdom has no layout and no matchMedia: this stands in for a window `width` px wide, answering `(min-width: Npx)`
 * queries and telling listeners when the window is resized.
 */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<{ min: number; listener: () => void }>();
  window.matchMedia = ((query: string) => {
    const min = Number(/\(min-width: (\d+)px\)/.exec(query)?.[1] ?? Number.NaN);
    return {
      media: query,
      get matches() {
        return width >= min;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add({ min, listener }),
      removeEventListener: (_type: string, listener: () => void) => listeners.forEach((entry) => entry.listener === listener && listeners.delete(entry)),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    resize(next: number) {
      act(() => {
        width = next;
        listeners.forEach(({ listener }) => listener());
      });
    },
  };
}

const setFontSize = (fontSize: number) => localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ fontSize }));

/** The desktop header is display:none in jsdom (no media queries), so its contents count as hidden. */
const accessibilityButton = () => screen.getByRole('button', { name: 'Accessibility settings', hidden: true });

async function renderAt(width: number, fontSize: number) {
  const viewport = fakeViewport(width);
  setFontSize(fontSize);
  const rendered = renderWithProviders(<AppRoutes />, { route: '/privacy', currentUser: null });
  await screen.findByRole('heading', { level: 1, name: 'Privacy' });
  return { ...rendered, viewport };
}

describe('the accessibility button gets out of the way', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    localStorage.clear();
  });

  it('floats only where the margin beside the 72rem column holds it: 79.5rem, in px of the chosen font size', () => {
    expect(FLOATING_BUTTON_MIN_VIEWPORT_REM).toBe(79.5);
    expect(floatingButtonQuery(14)).toBe('(min-width: 1113px)');
    expect(floatingButtonQuery(20)).toBe('(min-width: 1590px)');
  });

  it.each([
    [1024, 14, 'header'],
    [1024, 20, 'header'],
    [1280, 14, 'floating'],
    [1280, 20, 'header'],
    [1600, 20, 'floating'],
  ])('at %ipx with %ipx text it sits in the %s', async (width, fontSize, placement) => {
    await renderAt(width, fontSize);
    const button = accessibilityButton();
    expect(button.getAttribute('data-placement')).toBe(placement);
    expect(button.closest('header')).not.toBeNull();
    // The rules behind each placement: fixed in the margin (the button in its tooltip's anchor), or in the flow of the
    // header's actions.
    const anchor = button.parentElement!;
    expect(anchor.contains(button) && getComputedStyle(anchor).position).toBe(placement === 'floating' ? 'fixed' : 'relative');
    expect(getComputedStyle(button).position).not.toBe('fixed');
  });

  it('follows window resizes', async () => {
    const { viewport } = await renderAt(1280, 14);
    expect(accessibilityButton().getAttribute('data-placement')).toBe('floating');
    viewport.resize(1024);
    expect(accessibilityButton().getAttribute('data-placement')).toBe('header');
    viewport.resize(1440);
    expect(accessibilityButton().getAttribute('data-placement')).toBe('floating');
  });

  it('moves into the header when the text is made larger, keeping the dialog open and focus on close', async () => {
    const { user } = await renderAt(1280, 14);
    const button = accessibilityButton();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Accessibility' });
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Font size' }), { target: { value: '20' } });
    expect(button.getAttribute('data-placement')).toBe('header');
    expect(screen.getByRole('dialog', { name: 'Accessibility' })).toBe(dialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(accessibilityButton());
  });
});
