import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../../../theme/theme';
import { THEMES, type ThemeName } from '../../../theme/themes';
import { buildUser } from '../../../test/mocks/users';
import { WelcomeBanner } from './WelcomeBanner';

/** '#fbcfe8' as getComputedStyle writes a colour: 'rgb(251, 207, 232)'. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

function bannerStyle(theme: ThemeName) {
  render(
    <ThemeProvider theme={buildTheme(theme)}>
      <IntlProvider locale="en" defaultLocale="en">
        <MemoryRouter>
          <WelcomeBanner user={buildUser({ firstName: 'Ada' })} />
        </MemoryRouter>
      </IntlProvider>
    </ThemeProvider>,
  );
  return getComputedStyle(screen.getByText('Welcome back, Ada!').closest('section')!);
}

describe('WelcomeBanner', () => {
  it("uses the dark theme's own dark colours in dark mode, not a pale gradient", () => {
    const { palette } = THEMES.dark;
    const style = bannerStyle('dark');
    expect(style.background).toContain(palette.accent);
    expect(style.background).toContain(palette.card);
    expect(style.background).not.toContain(palette.accentForeground);
    expect(style.color).toBe(rgb(palette.accentForeground));
  });

  it('keeps the deep brand gradient under white text in the light theme', () => {
    const { palette } = THEMES.default;
    const style = bannerStyle('default');
    expect(style.background).toContain(palette.primary);
    expect(style.color).toBe(rgb(palette.primaryForeground));
  });
});
