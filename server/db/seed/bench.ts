/**
 * The bench's catalogue (`npm run seed -- --bench`): the shop's products plus look-alikes up to
 * 100, the size of the Strapi catalogue it is compared with. Never part of the default seed: the
 * look-alikes exist only in a database seeded for the bench. They borrow the text, price and
 * illustrations of a real product in turn, so every one carries 1–3 images like the real ones.
 */
import { sql } from 'drizzle-orm';
import { productImageSize, productImageUrl } from '../../assets/illustration-look';
import type { Db } from '../client';
import { productImages, products } from '../schema';
import { categoryIdOf } from './categories';
import { seedProducts } from './products';

export const benchCatalogueSize = 100;
/** Far from the seeded ids, so the default seed never overwrites a look-alike. */
const firstBenchId = 9001;

export async function seedBenchCatalogue(db: Db): Promise<number> {
  const extra = benchCatalogueSize - seedProducts.length;
  const lookAlikes = Array.from({ length: extra }, (_, index) => {
    const model = seedProducts[index % seedProducts.length] as (typeof seedProducts)[number];
    const lot = index + 1;
    return { id: firstBenchId + index, lot, model };
  });
  await db.transaction(async (tx) => {
    await tx.delete(products).where(sql`${products.id} >= ${firstBenchId}`);
    if (lookAlikes.length === 0) return;
    await tx.insert(products).values(
      lookAlikes.map(({ id, lot, model }) => ({
        id,
        slug: `bench-${lot}-${model.slug}`,
        categoryId: categoryIdOf(model.category),
        nameFr: `${model.fr.name} — lot ${lot}`,
        nameEn: `${model.en.name} — batch ${lot}`,
        descriptionFr: model.fr.description,
        descriptionEn: model.en.description,
        propertiesFr: model.fr.properties,
        propertiesEn: model.en.properties,
        price: model.price + lot * 50,
        availability: lot % 9 !== 0,
      })),
    );
    await tx.insert(productImages).values(
      lookAlikes.flatMap(({ id, lot, model }) =>
        Array.from({ length: model.images }, (_, index) => ({
          productId: id,
          position: index + 1,
          url: productImageUrl(model.slug, index + 1, 'main'),
          width: productImageSize.main,
          height: productImageSize.main,
          altFr: `${model.fr.name} — lot ${lot}, illustration ${index + 1}`,
          altEn: `${model.en.name} — batch ${lot}, illustration ${index + 1}`,
          cardUrl: productImageUrl(model.slug, index + 1, 'small'),
          cardWidth: productImageSize.small,
          cardHeight: productImageSize.small,
        })),
      ),
    );
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products)),
                 setval(pg_get_serial_sequence('product_images', 'id'), (select max(id) from product_images))`,
    );
  });
  return lookAlikes.length;
}
