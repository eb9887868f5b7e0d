import sharp from 'sharp';

/**
 * The crop-tolerant half of the photo check (issue 26 item 2). The whole picture's difference hash (`differenceHash`)
 * survives resizes and re-encodes, but a crop moves it: 10% cut off every edge changes 17-28 of its 64 bits, so the
 * catfish who zooms into a photo, or cuts a landscape picture to a square for a dating app, was not found. Measured on two
 * photographs and six generated scenes.
 *
 * So every approved photo also keeps the hash of its central part (`centerHash`: the middle half of its width and of its
 * height), and a check hashes, in the photo she sends, every window that could be that same central part after a crop:
 * windows centred on her photo, from the middle half up to the whole width, and independently from the middle half up to
 * the whole height, in steps of 6% (`cropWindowHashes`, 13 x 13 = 169 windows). One of them lines up with the stored
 * central part, within a few percent, when her photo is the original with up to a quarter cut off each side, cut
 * symmetrically: a zoom, a square or portrait cut of a landscape photo (and the reverse), or both.
 *
 * Not found: a crop that cuts one side much more than the other (more than about 3% of the width or height off centre),
 * or one that keeps less than the central part.
 *
 * The hash of a window: the picture in greys at 128 x 128 (each axis scaled on its own, so a window is a fraction of the
 * width and of the height whatever the shape), blurred (sigma 3 of 128: a window off by a pixel or two changes no
 * comparison), then the window's 9 x 8 cells averaged from an integral image (with fractional edges, so windows of any
 * size are exact) and one bit per pair of horizontal neighbours, as in `differenceHash`. A window hash answers when it is
 * within `CROP_MATCH_DISTANCE` bits of a stored central hash; unrelated photos were 14-25 bits apart at their nearest of
 * the 169 windows.
 */
export const CENTER_FRACTION = 0.5;
export const CROP_SCALE_STEP = 1.06;
/** The most differing bits between a window's hash and a stored central hash for a match (the lookup probes need <= 3). */
export const CROP_MATCH_DISTANCE = 3;

const GRID = 128;
const BLUR_SIGMA = 3;

type Integral = Float64Array;

async function integralOf(data: Buffer): Promise<Integral> {
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

/** The 64-bit difference hash of the window (left, top, width, height in fractions of the picture), as a signed decimal. */
function windowHash(sums: Integral, left: number, top: number, width: number, height: number): string {
  const cells: number[] = [];
  for (let j = 0; j < 8; j += 1) {
    for (let i = 0; i < 9; i += 1) {
      const [x0, x1] = [(left + (width * i) / 9) * GRID, (left + (width * (i + 1)) / 9) * GRID];
      const [y0, y1] = [(top + (height * j) / 8) * GRID, (top + (height * (j + 1)) / 8) * GRID];
      const sum = sumTo(sums, x1, y1) - sumTo(sums, x0, y1) - sumTo(sums, x1, y0) + sumTo(sums, x0, y0);
      cells.push(sum / ((x1 - x0) * (y1 - y0)));
    }
  }
  let hash = 0n;
  for (let j = 0; j < 8; j += 1) {
    for (let i = 0; i < 8; i += 1) hash = (hash << 1n) | (cells[j * 9 + i] > cells[j * 9 + i + 1] ? 1n : 0n);
  }
  return BigInt.asIntN(64, hash).toString();
}

const centred = (sums: Integral, width: number, height: number) => windowHash(sums, (1 - width) / 2, (1 - height) / 2, width, height);

/** The hash of the picture's central part (the middle half of each side), stored with an approved photo. */
export async function centerHash(data: Buffer): Promise<string> {
  return centred(await integralOf(data), CENTER_FRACTION, CENTER_FRACTION);
}

/** The window sizes a check tries on each axis: from the central half up to the whole side, by `CROP_SCALE_STEP`. */
export const CROP_WINDOW_SIDES: readonly number[] = (() => {
  const sides: number[] = [];
  for (let side = CENTER_FRACTION; side < 1 - 1e-9; side *= CROP_SCALE_STEP) sides.push(side);
  return [...sides, 1];
})();

/** The hashes of every centred window of a checked photo that may be an approved photo's central part (distinct values). */
export async function cropWindowHashes(data: Buffer): Promise<string[]> {
  const sums = await integralOf(data);
  const hashes = new Set<string>();
  for (const width of CROP_WINDOW_SIDES) for (const height of CROP_WINDOW_SIDES) hashes.add(centred(sums, width, height));
  return [...hashes];
}
