/** Products as the back office shows them: the record (as its audit compares it) and with its gallery. */
import type { AdminProduct } from '../../../src/domain/admin-catalogue';
import type { ImageRow, ProductRow } from './repository';

export const productFieldsOf = (row: ProductRow) => ({
  id: row.id,
  slug: row.slug,
  category_id: row.categoryId,
  name_fr: row.nameFr,
  name_en: row.nameEn,
  description_fr: row.descriptionFr,
  description_en: row.descriptionEn,
  price: row.price,
  availability: row.availability,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

export const toAdminProduct = (row: ProductRow, images: ImageRow[]): AdminProduct => ({
  ...productFieldsOf(row),
  images: images.map((image) => ({
    id: image.id,
    position: image.position,
    url: image.url,
    width: image.width,
    height: image.height,
    card_url: image.cardUrl,
    alt_fr: image.altFr,
    alt_en: image.altEn,
  })),
});
