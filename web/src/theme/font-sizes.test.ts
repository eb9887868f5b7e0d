import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FONT_SIZE } from '../features/preferences/preferences';
import { FONT_SIZES, type FontSizeName } from './theme';

/**
 * Legible text on mobile (Lighthouse 'font-size', issue 7): no font size under 12px. The root font size is the
 * preference's default (14px; the slider that changes it is desktop-only), so 0.8125rem is 11.4px: small text is
 * written `max(12px, 0.8125rem)`, which keeps its place in the scale when the root grows.
 */
const MIN_PX = 12;
const ROOT_PX = FONT_SIZE.default;
const SRC = join(__dirname, '..');

/** Splits 'a, f(b, c), d' at its top-level commas. */
function splitArgs(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(' || text[i] === '{') depth += 1;
    else if (text[i] === ')' || text[i] === '}') depth -= 1;
    else if (text[i] === ',' && depth === 0) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  args.push(text.slice(start).trim());
  return args;
}

/**
 * The smallest size in px a CSS font-size value can compute to, or null when that cannot be told from the source
 * (an interpolation, calc(), a keyword): such values need a `max(12px, ...)` floor. em and % count from the root.
 */
function smallestFontPx(value: string, rootPx: number = ROOT_PX): number | null {
  const text = value.trim();
  const fn = /^(max|min|clamp)\((.*)\)$/s.exec(text);
  if (fn) {
    const args = splitArgs(fn[2]).map((arg) => smallestFontPx(arg, rootPx));
    if (fn[1] === 'max') {
      const known = args.filter((arg): arg is number => arg !== null);
      return known.length ? Math.max(...known) : null;
    }
    if (fn[1] === 'clamp') return args.length === 3 ? args[0] : null;
    return args.some((arg) => arg === null) ? null : Math.min(...(args as number[]));
  }
  const length = /^(\d*\.?\d+)(px|rem|em|%)?$/.exec(text);
  if (!length) return null;
  const number = Number(length[1]);
  if (length[2] === 'rem' || length[2] === 'em') return number * rootPx;
  if (length[2] === '%') return (number / 100) * rootPx;
  return number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' || name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

type Declaration = { file: string; value: string };

/** `${({ theme }) => theme.fontSizes.sm}` as the scale's value ('max(12px, 0.8125rem)'); any other value as written. */
function fromScale(value: string): string {
  const named = /^\$\{\(\{ theme \}\) => theme\.fontSizes(?:\.(\w+)|\['(\w+)'\])\}$/.exec(value.trim());
  const name = named?.[1] ?? named?.[2];
  if (name && name in FONT_SIZES) return FONT_SIZES[name as FontSizeName];
  // A step chosen by a prop (ui/Text.tsx): any step of the scale, so the smallest one.
  if (/^\$\{\(\{ theme(?:, [^}]*)? \}\) => theme\.fontSizes\[\$?\w+\]\}$/.test(value.trim())) return FONT_SIZES.xs;
  return value;
}

/** Every `font-size: ...;` in styled-components CSS, and every `fontSize=` / `fontSize:` length in JSX. */
function fontSizeDeclarations(): Declaration[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path).split(sep).join('/');
    const source = readFileSync(path, 'utf8');
    // A size from the theme's type scale is checked as the scale's value.
    const css = [...source.matchAll(/font-size:\s*([^;`]+?)\s*;/g)].map((match) => ({ file, value: fromScale(match[1]) }));
    const jsx = path.endsWith('.tsx')
      ? [...source.matchAll(/fontSize(?:=\{?|:\s*)\s*['"]?(\d*\.?\d+(?:px|rem|em)?)['"]?/g)].map((match) => ({ file, value: match[1] }))
      : [];
    return [...css, ...jsx];
  });
}

describe('font sizes', () => {
  it.each([
    ['11px', 11],
    ['0.8125rem', 11.375],
    ['0.75rem', 10.5],
    ['0.875rem', 12.25],
    ['0.875em', 12.25],
    ['max(12px, 0.75rem)', 12],
    ['max(12px, ${({ $size }) => Math.round($size * 0.4)}px)', 12],
    ['clamp(1.75rem, 9vw, 2.75rem)', 24.5],
    ['${({ $size }) => Math.round($size * 0.4)}px', null],
    ['calc(1rem - 4px)', null],
    ['x-small', null],
  ])('reads %s as at least %s px', (value, px) => {
    expect(smallestFontPx(value)).toBe(px);
  });

  it('finds the font sizes written in web/src', () => {
    const declarations = fontSizeDeclarations();
    expect(declarations.length).toBeGreaterThan(80);
    expect(declarations).toContainEqual({ file: 'ui/Badge.tsx', value: 'max(12px, 0.75rem)' });
    expect(fromScale('${({ theme }) => theme.fontSizes.sm}')).toBe('max(12px, 0.8125rem)');
    expect(fromScale("${({ theme, $size = 'lg' }) => theme.fontSizes[$size]}")).toBe(FONT_SIZES.xs);
  });

  it('keeps every font size at 12px or more at the default root size', () => {
    // The root size the member chose (preferences.ts, `${preferences.fontSize}px`, clamped to 12-20 px where it is
    // saved) is a value, not a literal size: it cannot be checked here.
    const small = fontSizeDeclarations()
      .filter(({ value }) => !value.includes('${preferences.fontSize}'))
      .filter(({ value }) => (smallestFontPx(value) ?? 0) < MIN_PX)
      .map(({ file, value }) => `${file}: ${value}`);
    expect(small).toEqual([]);
  });
});
