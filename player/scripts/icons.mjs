// Draws the icons of the web app manifests and the home-screen icon of iPhones
// from the site's own logo (public/favicon.svg), so a new logo is one run away:
// `npm run icons -w player`, then commit the files in public/icons/. Sharp comes
// with the server (mock-api), which resizes media with it.
//
// - icon-192.png, icon-512.png: the logo as it is, rounded corners and all
//   (the manifests' "any" purpose: a launcher shows them whole).
// - maskable-192.png, maskable-512.png: the green square to the edges, the
//   mark shrunk into the safe zone (a circle of 40% of the size around the
//   centre) that Android keeps whatever shape it cuts the icon to.
// - apple-touch-icon.png (180 px): square to the edges, iOS rounds it itself.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const root = new URL('../', import.meta.url);
const logo = readFileSync(new URL('public/favicon.svg', root), 'utf8');
const out = (name) => new URL(`public/icons/${name}`, root);

/** The logo's background, without its rounded corners, and its mark scaled about the centre. */
function fullBleed(svg, scale) {
  const background = /<rect width="32" height="32" rx="[\d.]+" fill="(#[0-9a-f]+)"\/>/i;
  const found = svg.match(background);
  if (!found) throw new Error('favicon.svg no longer starts with its 32x32 rounded square');
  const [rect, fill] = found;
  const start = svg.indexOf(rect) + rect.length;
  const end = svg.lastIndexOf('</svg>');
  const mark = svg.slice(start, end);
  return (
    `${svg.slice(0, svg.indexOf(rect))}<rect width="32" height="32" fill="${fill}"/>` +
    `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${mark}</g></svg>`
  );
}

async function png(svg, size, name) {
  // The SVG's 32 units drawn straight at the target size, not a small bitmap enlarged.
  const bytes = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, effort: 10 })
    .toBuffer();
  writeFileSync(out(name), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}

// The mark's outer ring reaches 11.75 of 16 units from the centre: at 0.8 it stays
// inside the safe zone's 12.8.
const maskable = fullBleed(logo, 0.8);
const apple = fullBleed(logo, 1);

await png(logo, 192, 'icon-192.png');
await png(logo, 512, 'icon-512.png');
await png(maskable, 192, 'maskable-192.png');
await png(maskable, 512, 'maskable-512.png');
await png(apple, 180, 'apple-touch-icon.png');
