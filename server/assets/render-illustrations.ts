/**
 * Renders the seeded products' and services' illustrations to WebP under server/assets/uploads.
 * The files are committed (see docs/decisions), so this runs only when the drawings or the
 * catalogue change: `npx tsx server/assets/render-illustrations.ts`.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { seedServices } from '../db/seed/content';
import { seedProducts } from '../db/seed/products';
import { productImageSize, productImageUrl, serviceImageSize } from './illustration-look';
import { productIllustration, serviceIllustration } from './illustrations';
import { uploadsDir } from './uploads-dir';

const fileOf = (url: string) => path.join(uploadsDir, ...url.replace(/^\/uploads\//, '').split('/'));

async function render(svgText: string, svgWidth: number, width: number, height: number, file: string): Promise<number> {
  const webp = await sharp(Buffer.from(svgText), { density: (72 * width) / svgWidth })
    .resize(width, height)
    .webp({ quality: 72, effort: 6, smartSubsample: true })
    .toBuffer();
  await writeFile(file, webp);
  return webp.length;
}

async function main(): Promise<void> {
  await rm(uploadsDir, { recursive: true, force: true });
  await mkdir(path.join(uploadsDir, 'products'), { recursive: true });
  await mkdir(path.join(uploadsDir, 'services'), { recursive: true });
  let bytes = 0;
  let files = 0;
  for (const product of seedProducts) {
    for (let position = 1; position <= product.images; position += 1) {
      const drawing = productIllustration(product.slug, product.look, position);
      for (const variant of ['main', 'small'] as const) {
        const size = productImageSize[variant];
        bytes += await render(drawing, 200, size, size, fileOf(productImageUrl(product.slug, position, variant)));
        files += 1;
      }
    }
  }
  for (const service of seedServices) {
    bytes += await render(serviceIllustration(service.slug), 320, serviceImageSize.width, serviceImageSize.height, fileOf(service.imageLink));
    files += 1;
  }
  const listed = await readdir(uploadsDir, { recursive: true });
  let onDisk = 0;
  for (const entry of listed) {
    const info = await stat(path.join(uploadsDir, entry));
    if (info.isFile()) onDisk += info.size;
  }
  console.log(`${files} images, ${bytes} bytes (${onDisk} on disk) in ${path.relative(process.cwd(), uploadsDir)}`);
}

await main();
