import { createGlobalStyle, css } from 'styled-components';

/**
 * Document-wide styles. The accessibility preferences are applied as classes on <html> (see
 * features/preferences/preferences.ts): `reduce-motion`, `large-cursor`, `high-contrast`, and `dark` for the dark theme.
 * The root font size is set inline on <html>, so every rem in the UI follows the font-size slider.
 */
const largeCursor = (stroke: string, fill: string) => {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40' viewBox='0 0 24 24'><path d='M4 2l15 11.5-6.6.9 3.9 7.3-3 1.6-3.9-7.4L4 20z' fill='${fill}' stroke='${stroke}' stroke-width='1.4' stroke-linejoin='round'/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}") 4 2, auto`;
};

const reducedMotion = css`
  html.reduce-motion *,
  html.reduce-motion *::before,
  html.reduce-motion *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export const StyledGlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    color-scheme: ${({ theme }) => (theme.isDark ? 'dark' : 'light')};
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    font-family: ${({ theme }) => theme.fonts.body};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: 1.2;
    margin: 0;
  }

  p {
    margin: 0;
  }

  a {
    color: inherit;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }

  html.high-contrast a {
    text-decoration: underline;
  }

  html.large-cursor, html.large-cursor * {
    cursor: ${({ theme }) => largeCursor(theme.colors.background, theme.colors.foreground)} !important;
  }

  ${reducedMotion}
`;
