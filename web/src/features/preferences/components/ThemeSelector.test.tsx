import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PREFERENCES_STORAGE_KEY, THEME_STORAGE_KEY } from '../preferences';
import { ThemeSelector } from './ThemeSelector';

const root = () => document.documentElement;

describe('ThemeSelector', () => {
  beforeEach(() => {
    localStorage.clear();
    root().className = '';
  });

  it('offers the six themes with their descriptions, default first', () => {
    renderWithProviders(<ThemeSelector />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['default', 'dark', 'sunset', 'electric', 'romantic', 'nature']);
    expect((screen.getByRole('radio', { name: /Default/ }) as HTMLInputElement).checked).toBe(true);
    for (const text of [
      'Clean and professional',
      'Easy on the eyes',
      'Warm oranges and pinks',
      'Vibrant blues and purples',
      'Soft pinks and roses',
      'Earth tones and greens',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('stores the chosen theme under `theme` and keeps it after a reload', async () => {
    const { user, unmount } = renderWithProviders(<ThemeSelector />);
    await user.click(screen.getByRole('radio', { name: /Sunset/ }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('sunset');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!).theme).toBe('sunset');
    expect(root().dataset.theme).toBe('sunset');

    unmount();
    root().removeAttribute('data-theme');
    renderWithProviders(<ThemeSelector />);
    expect((screen.getByRole('radio', { name: /Sunset/ }) as HTMLInputElement).checked).toBe(true);
    expect(root().dataset.theme).toBe('sunset');
  });

  it('adds the dark class on <html> for the dark theme only', async () => {
    const { user } = renderWithProviders(<ThemeSelector />);
    await user.click(screen.getByRole('radio', { name: /Dark/ }));
    expect(root().classList.contains('dark')).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Nature/ }));
    expect(root().classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('nature');
  });

  it('reads a stored theme on start and ignores unknown values', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'electric');
    const { unmount } = renderWithProviders(<ThemeSelector />);
    expect((screen.getByRole('radio', { name: /Electric/ }) as HTMLInputElement).checked).toBe(true);
    unmount();

    localStorage.clear();
    localStorage.setItem(THEME_STORAGE_KEY, 'neon');
    renderWithProviders(<ThemeSelector />);
    expect((screen.getByRole('radio', { name: /Default/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('names the themes in Spanish when her language is es', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es' }));
    renderWithProviders(<ThemeSelector />);
    expect(await screen.findByText('Tema', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Atardecer/ })).toBeTruthy();
    expect(screen.getByText('Descansa la vista')).toBeTruthy();
  });
});
