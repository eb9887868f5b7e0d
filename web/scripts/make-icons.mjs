// Draws the app's icons (issue 24, "Installable") from one SVG: the tea cup of the header's logo (ui/icons.tsx
// TeaCupIcon) in white on the brand's pink (theme.colors.primary). Run once after changing the drawing:
// `node web/scripts/make-icons.mjs`; the PNGs are committed in web/public/icons. sharp is the API's image library.
import { createRequire } from 'node:module';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(join(web, '../api/package.json'))('sharp');
const PINK = '#be185d';
const CUP =
  '<g fill="none" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M4 9h13v4a6 6 0 0 1-6 6H10a6 6 0 0 1-6-6z"/>' +
  '<path d="M17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2c0 1.5 1 1.5 1 3M12 2c0 1.5 1 1.5 1 3"/></g>';

/** The cup centred on a square; `scale` is the share of the side the 24-unit drawing takes, `round` the corner radius. */
function svg({ scale, round }) {
  const size = 512;
  const unit = (size * scale) / 24;
  const offset = (size - 24 * unit) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${round}" fill="${PINK}"/>` +
    `<g transform="translate(${offset} ${offset + unit * 0.5}) scale(${unit})">${CUP}</g></svg>`
  );
}

const out = join(web, 'public/icons');
await mkdir(out, { recursive: true });
// "any" icons: rounded corners, the cup large. Maskable: full bleed, the cup inside the 80% safe zone's circle.
const any = svg({ scale: 0.7, round: 112 });
const maskable = svg({ scale: 0.5, round: 0 });
await writeFile(join(out, 'icon.svg'), any + '\n');
for (const [name, source, size] of [
  ['icon-192.png', any, 192],
  ['icon-512.png', any, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
]) {
  await writeFile(join(out, name), await sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9, palette: true }).toBuffer());
}
console.log(`icons written to ${out}`);
