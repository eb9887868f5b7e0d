import { createGlobalStyle } from 'styled-components';

export const theme = {
  colors: { background: '#fdf7f4', card: '#ffffff', border: '#eadfd9', foreground: '#2b2124', muted: '#74666b', primary: '#b4426a' },
  radius: '12px',
};

export type Theme = typeof theme;

declare module 'styled-components' {
  export interface DefaultTheme {
    colors: Theme['colors'];
    radius: Theme['radius'];
  }
}

export const StyledGlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    line-height: 1.5;
  }
  h1, h2, h3, p { margin: 0; }
`;
