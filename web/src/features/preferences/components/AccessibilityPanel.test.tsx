import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PREFERENCES_STORAGE_KEY } from '../preferences';
import { AccessibilityPanel } from './AccessibilityPanel';

const root = () => document.documentElement;
const stored = () => JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null');

/** jsdom applies no media queries, so the desktop-only button counts as hidden there. */
const floatingButton = () => screen.getByLabelText('Accessibility settings');

async function openPanel() {
  const rendered = renderWithProviders(<AccessibilityPanel />);
  await rendered.user.click(floatingButton());
  // The dialog's code loads on the first click.
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Accessibility' }) };
}

describe('AccessibilityPanel', () => {
  beforeEach(() => {
    localStorage.clear();
    root().className = '';
    root().style.fontSize = '';
  });

  it('stores the SPEC defaults under userPreferences', () => {
    renderWithProviders(<AccessibilityPanel />);
    expect(stored()).toEqual({
      fontSize: 14,
      highContrast: false,
      reducedMotion: false,
      largeCursor: false,
      soundEffects: true,
      theme: 'default',
      sidebarCollapsed: false,
      notificationPreferences: { email: true, push: true, inApp: true, sounds: true },
      language: null,
      timeZone: null,
    });
    expect(root().style.fontSize).toBe('14px');
  });

  it('has a 12 to 20 font-size slider and the four switches', async () => {
    const { dialog } = await openPanel();
    const slider = within(dialog).getByRole('slider', { name: 'Font size' }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['12', '20', '1', '14']);
    for (const name of ['High Contrast', 'Large Cursor', 'Reduce Motion', 'Sound Effects']) {
      expect(within(dialog).getByRole('switch', { name })).toBeTruthy();
    }
    expect(within(dialog).getByRole('switch', { name: 'Sound Effects' }).getAttribute('aria-checked')).toBe('true');
  });

  it('applies and persists changes, and keeps them after a reload', async () => {
    const { user, dialog, unmount } = await openPanel();
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Font size' }), { target: { value: '18' } });
    await user.click(within(dialog).getByRole('switch', { name: 'High Contrast' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Large Cursor' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Reduce Motion' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Sound Effects' }));

    expect(stored()).toMatchObject({ fontSize: 18, highContrast: true, largeCursor: true, reducedMotion: true, soundEffects: false });
    expect(root().style.fontSize).toBe('18px');
    expect(['high-contrast', 'large-cursor', 'reduce-motion'].every((c) => root().classList.contains(c))).toBe(true);

    unmount();
    const reopened = await openPanel();
    expect((within(reopened.dialog).getByRole('slider', { name: 'Font size' }) as HTMLInputElement).value).toBe('18');
    expect(within(reopened.dialog).getByRole('switch', { name: 'High Contrast' }).getAttribute('aria-checked')).toBe('true');
  });

  it('Reset to Defaults restores the accessibility defaults and keeps the theme', async () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ fontSize: 20, highContrast: true, reducedMotion: true, largeCursor: true, soundEffects: false, theme: 'nature' }),
    );
    const { user, dialog } = await openPanel();
    expect(root().style.fontSize).toBe('20px');
    await user.click(within(dialog).getByRole('button', { name: 'Reset to Defaults' }));

    expect(stored()).toMatchObject({ fontSize: 14, highContrast: false, reducedMotion: false, largeCursor: false, soundEffects: true, theme: 'nature' });
    expect(root().style.fontSize).toBe('14px');
    expect(root().classList.contains('high-contrast')).toBe(false);
    expect(root().classList.contains('large-cursor')).toBe(false);
    expect(root().classList.contains('reduce-motion')).toBe(false);
  });

  it('ignores malformed stored values', () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ fontSize: 99, highContrast: 'yes' }));
    renderWithProviders(<AccessibilityPanel />);
    expect(stored()).toMatchObject({ fontSize: 20, highContrast: false });
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(floatingButton());
  });

  it('shows the button and the dialog in Spanish when her language is es', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es' }));
    const { user } = renderWithProviders(<AccessibilityPanel />);
    const button = await screen.findByLabelText('Configuración de accesibilidad', undefined, { timeout: 5000 });
    // The icon-only button names itself in a tooltip once the pointer rests on it (700 ms).
    fireEvent.pointerEnter(button);
    expect((await screen.findByRole('tooltip', { hidden: true }, { timeout: 3000 })).textContent).toBe('Configuración de accesibilidad');
    fireEvent.pointerLeave(button);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Accesibilidad' }, { timeout: 5000 });
    expect(within(dialog).getByRole('slider', { name: 'Tamaño del texto' })).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: /Alto contraste/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Restablecer valores predeterminados' })).toBeTruthy();
  });
});
