import { count, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test-support/database';
import { productImages, products } from '../schema';
import { seedDatabase } from '../seed';
import { benchCatalogueSize, seedBenchCatalogue } from './bench';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedDatabase(database.db);
});
afterAll(() => database.close());

const productCount = async () => (await database.db.select({ total: count() }).from(products))[0]?.total;

describe('the bench catalogue', () => {
  it('is not in the default seed', async () => {
    expect(await database.db.select().from(products).where(gte(products.id, 9001))).toEqual([]);
    expect(await productCount()).toBeLessThan(benchCatalogueSize);
  });

  it('fills the catalogue to 100 products, each with 1–3 images, and stays at 100 when run again', async () => {
    await seedBenchCatalogue(database.db);
    await seedBenchCatalogue(database.db);
    await seedDatabase(database.db);
    expect(await productCount()).toBe(benchCatalogueSize);
    const perProduct = await database.db
      .select({ productId: productImages.productId, images: count() })
      .from(productImages)
      .groupBy(productImages.productId);
    expect(perProduct).toHaveLength(benchCatalogueSize);
    for (const { images } of perProduct) expect(images).toBeGreaterThanOrEqual(1);
    for (const { images } of perProduct) expect(images).toBeLessThanOrEqual(3);
  });
});
