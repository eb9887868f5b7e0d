import { INITIALS_GRADIENTS } from './themes';

/** Hue in degrees (0-360), saturation and relative luminance of a #rrggbb colour. */
function colourOf(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let hue = 0;
  if (d > 0) {
    if (max === r) hue = ((g - b) / d) % 6;
    else if (max === g) hue = (b - r) / d + 2;
    else hue = (r - g) / d + 4;
    hue = (hue * 60 + 360) % 360;
  }
  const saturation = max === 0 ? 0 : d / max;
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return { hue, saturation, luminance };
}

describe('INITIALS_GRADIENTS', () => {
  const colours = INITIALS_GRADIENTS.flat();

  it.each(colours)('%s is neither red nor green (the colours of the flags)', (hex) => {
    const { hue, saturation } = colourOf(hex);
    if (saturation < 0.25) return; // greys read as neither
    const red = hue < 25 || hue > 335;
    const green = hue >= 75 && hue <= 165;
    expect({ hex, red, green }).toEqual({ hex, red: false, green: false });
  });

  it.each(colours)('%s keeps white initials readable (contrast 4.5:1 or more)', (hex) => {
    const contrast = 1.05 / (colourOf(hex).luminance + 0.05);
    expect(contrast).toBeGreaterThanOrEqual(4.5);
  });
});
