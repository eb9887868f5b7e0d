import styled from 'styled-components';
import type { SpaceStep } from '../theme/theme';

export type StackProps = {
  /** The gap, a step of the theme's spacing scale (default 3: 0.75rem). */
  $gap?: SpaceStep;
  $align?: 'stretch' | 'start' | 'center' | 'end';
};

/** Children one under the other, `theme.space[$gap]` apart. */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align = 'stretch' }) => ($align === 'start' || $align === 'end' ? `flex-${$align}` : $align)};
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
`;

export type RowProps = {
  /** The gap, a step of the theme's spacing scale (default 2: 0.5rem). */
  $gap?: SpaceStep;
  $align?: 'start' | 'center' | 'end' | 'baseline';
  $justify?: 'start' | 'center' | 'end' | 'between';
  /** Wraps onto more lines on narrow screens (default true). */
  $wrap?: boolean;
};

const FLEX = { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline', between: 'space-between' } as const;

/** Children side by side (a cluster that wraps on phones), `theme.space[$gap]` apart. */
export const Row = styled.div<RowProps>`
  display: flex;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'center' }) => FLEX[$align]};
  justify-content: ${({ $justify = 'start' }) => FLEX[$justify]};
  gap: ${({ theme, $gap = 2 }) => theme.space[$gap]};
`;

/** A list without bullets whose items stack one under the other, `theme.space[$gap]` apart (a ul unless `as` says otherwise). */
export const StackList = styled.ul<Pick<StackProps, '$gap'>>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type GridProps = {
  /** Columns on phones (each `minmax(0, 1fr)`). */
  $columns: number;
  /** Columns from the theme's medium, desktop and wide breakpoints up (each left out keeps the narrower count). */
  $medium?: number;
  $desktop?: number;
  $wide?: number;
  /** The gap, a step of the theme's spacing scale (default 3: 0.75rem). */
  $gap?: SpaceStep;
};

const columns = (count: number) => `grid-template-columns: repeat(${count}, minmax(0, 1fr));`;

/** Equal columns that grow in number with the screen, `theme.space[$gap]` apart; as a list (`as="ul"`) it has no bullets. */
export const Grid = styled.div<GridProps>`
  display: grid;
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $columns }) => columns($columns)}
  ${({ theme, $medium }) => ($medium ? `${theme.media.medium} { ${columns($medium)} }` : '')}
  ${({ theme, $desktop }) => ($desktop ? `${theme.media.desktop} { ${columns($desktop)} }` : '')}
  ${({ theme, $wide }) => ($wide ? `${theme.media.wide} { ${columns($wide)} }` : '')}
`;
