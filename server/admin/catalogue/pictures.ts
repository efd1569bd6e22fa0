/**
 * A picture as the shop stores it: re-encoded by sharp (which also refuses anything that is not really a
 * picture) to WebP, 1200 px wide at most and a 400 px card.
 */
import { HttpError } from '../../errors';

const fullWidth = 1200;
const cardWidth = 400;

export interface Encoded {
  bytes: Buffer;
  width: number;
  height: number;
}

async function toWebp(picture: Buffer, width: number): Promise<Encoded> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(picture, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

export async function encodeBoth(picture: Buffer): Promise<{ full: Encoded; card: Encoded }> {
  try {
    const [full, card] = await Promise.all([toWebp(picture, fullWidth), toWebp(picture, cardWidth)]);
    return { full, card };
  } catch {
    throw new HttpError(400, 'InvalidImage', 'This file is not a picture that can be read (JPEG, PNG or WebP).', {
      reason: 'invalid_image',
    });
  }
}
