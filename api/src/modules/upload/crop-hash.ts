import { loadSharp } from './sharp.js';

/**
 * The crop-tolerant half of the photo check (issue 26 item 2). The whole picture's difference hash (`differenceHash`)
 * survives resizes and re-encodes, but a crop moves it: 10% cut off every edge changes 17-28 of its 64 bits, so the
 * catfish who zooms into a photo, or cuts a landscape picture to a square for a dating app, was not found. Measured on two
 * photographs and six generated scenes.
 *
 * So every approved photo also keeps the hashes of its central part (`centerHashes`: the middle half of its width and of its
 * height), and a check hashes, in the photo she sends, every window that could be that same central part after a crop:
 * windows centred on her photo, from the middle half up to the whole width, and independently from the middle half up to
 * the whole height, in steps of 6% (`cropWindowHashes`, 13 x 13 = 169 windows). One of them lines up with the stored
 * central part, within a few percent, when her photo is the original with up to a quarter cut off each side, cut
 * symmetrically: a zoom, a square or portrait cut of a landscape photo (and the reverse), or both.
 *
 * Not found: a crop that cuts one side much more than the other (more than about 3% of the width or height off centre),
 * or one that keeps less than the central part.
 *
 * The hashes of a window: the picture in greys at 128 x 128 (each axis scaled on its own, so a window is a fraction of
 * the width and of the height whatever the shape), blurred (sigma 3 of 128: a window off by a pixel or two changes no
 * comparison), then the window's 9 x 9 cells averaged from an integral image (with fractional edges, so windows of any
 * size are exact) and one bit per pair of horizontal neighbours (`across`, as in `differenceHash`) and one per pair of
 * vertical ones (`down`). A window answers when both are within `CROP_MATCH_DISTANCE` bits of a stored central part's;
 * unrelated photos were 14-25 bits apart (across) at their nearest of the 169 windows. Smooth generated scenes came within
 * 3 bits across of each other's central part; `down` keeps them apart.
 */
export const CENTER_FRACTION = 0.5;
export const CROP_SCALE_STEP = 1.06;
/** The most differing bits between a window's hash and a stored central hash for a match (the lookup probes need <= 3). */
export const CROP_MATCH_DISTANCE = 3;

const GRID = 128;
const BLUR_SIGMA = 3;

type Integral = Float64Array;

async function integralOf(data: Buffer): Promise<Integral> {
  const sharp = await loadSharp();
  const pixels = await sharp(data, { failOn: 'warning' }).greyscale().resize(GRID, GRID, { fit: 'fill' }).blur(BLUR_SIGMA).raw().toBuffer();
  const side = GRID + 1;
  const sums = new Float64Array(side * side);
  for (let y = 0; y < GRID; y += 1) {
    let row = 0;
    for (let x = 0; x < GRID; x += 1) {
      row += pixels[y * GRID + x];
      sums[(y + 1) * side + x + 1] = sums[y * side + x + 1] + row;
    }
  }
  return sums;
}

/** The sum of the pixels left of `x` and above `y` (fractional pixel coordinates, bilinear between the integral's points). */
function sumTo(sums: Integral, x: number, y: number): number {
  const side = GRID + 1;
  const xi = Math.min(GRID - 1, Math.floor(x));
  const yi = Math.min(GRID - 1, Math.floor(y));
  const [fx, fy] = [x - xi, y - yi];
  const at = (dx: number, dy: number) => sums[(yi + dy) * side + xi + dx];
  return at(0, 0) * (1 - fx) * (1 - fy) + at(1, 0) * fx * (1 - fy) + at(0, 1) * (1 - fx) * fy + at(1, 1) * fx * fy;
}

/** A window's two 64-bit difference hashes, as signed decimals: across (horizontal neighbours) and down (vertical ones). */
export interface WindowHashes {
  across: string;
  down: string;
}

/**
 * The window's (left, top, width, height in fractions of the picture) 9 x 9 cell means, then one bit per pair of
 * horizontal neighbours in its first 8 rows (`across`) and one per pair of vertical neighbours in its first 8 columns
 * (`down`). Two independent looks at the same window: a match needs both within CROP_MATCH_DISTANCE, which keeps smooth,
 * low-detail pictures (a sky, a wall, a gradient) from matching each other by chance.
 */
function windowHashes(sums: Integral, left: number, top: number, width: number, height: number): WindowHashes {
  const cells: number[] = [];
  for (let j = 0; j < 9; j += 1) {
    for (let i = 0; i < 9; i += 1) {
      const [x0, x1] = [(left + (width * i) / 9) * GRID, (left + (width * (i + 1)) / 9) * GRID];
      const [y0, y1] = [(top + (height * j) / 9) * GRID, (top + (height * (j + 1)) / 9) * GRID];
      const sum = sumTo(sums, x1, y1) - sumTo(sums, x0, y1) - sumTo(sums, x1, y0) + sumTo(sums, x0, y0);
      cells.push(sum / ((x1 - x0) * (y1 - y0)));
    }
  }
  let [across, down] = [0n, 0n];
  for (let j = 0; j < 8; j += 1) {
    for (let i = 0; i < 8; i += 1) {
      across = (across << 1n) | (cells[j * 9 + i] > cells[j * 9 + i + 1] ? 1n : 0n);
      down = (down << 1n) | (cells[j * 9 + i] > cells[(j + 1) * 9 + i] ? 1n : 0n);
    }
  }
  return { across: BigInt.asIntN(64, across).toString(), down: BigInt.asIntN(64, down).toString() };
}

const centred = (sums: Integral, width: number, height: number) => windowHashes(sums, (1 - width) / 2, (1 - height) / 2, width, height);

/** The hashes of the picture's central part (the middle half of each side), stored with an approved photo. */
export async function centerHashes(data: Buffer): Promise<WindowHashes> {
  return centred(await integralOf(data), CENTER_FRACTION, CENTER_FRACTION);
}

/** The window sizes a check tries on each axis: from the central half up to the whole side, by `CROP_SCALE_STEP`. */
export const CROP_WINDOW_SIDES: readonly number[] = (() => {
  const sides: number[] = [];
  for (let side = CENTER_FRACTION; side < 1 - 1e-9; side *= CROP_SCALE_STEP) sides.push(side);
  return [...sides, 1];
})();

/** The hashes of every centred window of a checked photo that may be an approved photo's central part (distinct pairs). */
export async function cropWindowHashes(data: Buffer): Promise<WindowHashes[]> {
  const sums = await integralOf(data);
  const windows = new Map<string, WindowHashes>();
  for (const width of CROP_WINDOW_SIDES) {
    for (const height of CROP_WINDOW_SIDES) {
      const w = centred(sums, width, height);
      windows.set(`${w.across} ${w.down}`, w);
    }
  }
  return [...windows.values()];
}
