import styled from 'styled-components';
import type { FontSizeName, FontWeightName } from '../theme/theme';

export type HeadingProps = {
  /** A step of the theme's type scale (default 'lg'). */
  $size?: FontSizeName;
  /** Default 'bold' (700). */
  $weight?: FontWeightName;
};

/**
 * A heading on the type scale. The element is chosen with `as` (h1-h4, or a span inside a button or link): the level
 * follows the page's outline, the size follows the scale.
 */
export const Heading = styled.h2<HeadingProps>`
  font-size: ${({ theme, $size = 'lg' }) => theme.fontSizes[$size]};
  font-weight: ${({ theme, $weight = 'bold' }) => theme.fontWeights[$weight]};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export type TextProps = {
  /** A step of the theme's type scale (default 'body'). */
  $size?: FontSizeName;
  $weight?: FontWeightName;
  /** Secondary text in the theme's muted colour. */
  $muted?: boolean;
};

/** Body text on the type scale (a paragraph unless `as` says otherwise). */
export const Text = styled.p<TextProps>`
  font-size: ${({ theme, $size = 'body' }) => theme.fontSizes[$size]};
  ${({ theme, $weight }) => ($weight ? `font-weight: ${theme.fontWeights[$weight]};` : '')}
  ${({ theme, $muted }) => ($muted ? `color: ${theme.colors.mutedForeground};` : '')}
`;
