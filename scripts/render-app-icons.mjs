// The web app's icons (public/icons, named by public/manifest.webmanifest), drawn from public/favicon.svg
// with sharp: `node scripts/render-app-icons.mjs` after a change of the logo. "any" icons keep the
// favicon's rounded square; "maskable" ones fill the square and keep the leaf inside the 80 % safe circle.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const favicon = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const leaf = /<path [^>]+\/>/.exec(favicon)?.[0];
if (!leaf) throw new Error('public/favicon.svg has no <path> to draw the maskable icon from');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1f4d2b"/><g transform="translate(32 32) scale(0.7) translate(-32 -32)">${leaf}</g></svg>`;

const render = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(`../public/icons/${name}`, import.meta.url).pathname);

await Promise.all([
  render(favicon, 192, 'icon-192.png'),
  render(favicon, 512, 'icon-512.png'),
  render(maskable, 192, 'maskable-192.png'),
  render(maskable, 512, 'maskable-512.png'),
  render(maskable, 180, 'apple-touch-icon.png'),
]);
