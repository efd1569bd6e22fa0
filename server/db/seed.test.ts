import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../assets/uploads-dir';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import * as t from './schema';
import { customers, events, productImages, products } from './schema';
import { seedDatabase } from './seed';
import { seedEvents, seedServices } from './seed/content';
import { seedProducts } from './seed/products';

const day = 24 * 60 * 60 * 1000;
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

/** Every table the seed writes, in a stable order. */
async function snapshot() {
  const { db } = database;
  return {
    categories: await db.select().from(t.categories).orderBy(t.categories.id),
    products: await db.select().from(t.products).orderBy(t.products.id),
    productImages: await db.select().from(t.productImages).orderBy(t.productImages.id),
    countries: await db.select().from(t.countries).orderBy(t.countries.id),
    exchangeRates: await db.select().from(t.exchangeRates).orderBy(t.exchangeRates.currency),
    deliveryMethods: await db.select().from(t.deliveryMethods).orderBy(t.deliveryMethods.code),
    events: await db.select().from(t.events).orderBy(t.events.id),
    services: await db.select().from(t.services).orderBy(t.services.id),
    shops: await db.select().from(t.shops).orderBy(t.shops.id),
    testimonials: await db.select().from(t.testimonials).orderBy(t.testimonials.id),
  };
}

/** As a database seeded before seeds were fingerprinted: no trace of the seed applied. */
const forgetAppliedSeed = () => database.db.execute(sql`comment on table products is null`);

const eventDates = async () =>
  Object.fromEntries(
    (await database.db.select({ id: events.id, startsAt: events.startsAt }).from(events)).map((e) => [e.id, e.startsAt.getTime()]),
  );

describe('seedDatabase', () => {
  const now = new Date('2030-03-10T08:00:00Z');

  it('is idempotent: seeding again leaves the same data', async () => {
    await seedDatabase(database.db, { now });
    const first = await snapshot();
    expect(first.products.length).toBeGreaterThanOrEqual(40);
    await seedDatabase(database.db, { now });
    await seedDatabase(database.db, { now: new Date(now.getTime() + 60 * 60 * 1000) });
    expect(await snapshot()).toEqual(first);
  });

  it('moves seed events that have passed forward, and only those', async () => {
    await seedDatabase(database.db, { now });
    const before = await eventDates();
    const later = new Date(now.getTime() + 20 * day);
    await seedDatabase(database.db, { now: later });
    const after = await eventDates();
    for (const event of seedEvents) {
      const original = before[event.id] ?? 0;
      if (original < later.getTime()) {
        expect(after[event.id], event.slug).toBeGreaterThan(later.getTime());
      } else {
        expect(after[event.id], event.slug).toBe(original);
      }
    }
    expect(Object.values(after).filter((date) => date > later.getTime()).length).toBeGreaterThanOrEqual(3);
  });

  it('leaves rows it does not own alone, and new rows get fresh ids', async () => {
    await database.db
      .insert(customers)
      .values({ fname: 'Awa', lname: 'Diop', email: 'awa@example.sn', address: 'Dakar', authId: 'uid-seed-test', phone: '+221771234567' });
    const [added] = await database.db
      .insert(products)
      .values({
        slug: 'added-later',
        categoryId: 7,
        nameFr: 'Ajouté',
        nameEn: 'Added',
        descriptionFr: '…',
        descriptionEn: '…',
        propertiesFr: [],
        propertiesEn: [],
        price: 1000,
      })
      .returning({ id: products.id });
    expect(added?.id).toBeGreaterThan(42);
    await seedDatabase(database.db, { now });
    expect(await database.db.select().from(customers)).toHaveLength(1);
    expect((await database.db.select().from(products)).some((p) => p.slug === 'added-later')).toBe(true);
  });

  it('removes the images a seeded product no longer has, and only those', async () => {
    await seedDatabase(database.db, { now });
    const [seeded] = seedProducts;
    if (!seeded) throw new Error('no seeded product');
    const image = {
      url: '/uploads/extra.webp',
      width: 1,
      height: 1,
      altFr: '…',
      altEn: '…',
      cardUrl: '/uploads/extra.webp',
      cardWidth: 1,
      cardHeight: 1,
    };
    const [added] = await database.db
      .insert(products)
      .values({
        slug: 'added-with-images',
        categoryId: 7,
        nameFr: 'Ajouté',
        nameEn: 'Added',
        descriptionFr: '…',
        descriptionEn: '…',
        propertiesFr: [],
        propertiesEn: [],
        price: 1000,
      })
      .returning({ id: products.id });
    if (!added) throw new Error('product not inserted');
    await database.db.insert(productImages).values([
      { ...image, productId: seeded.id, position: seeded.images + 1 },
      { ...image, productId: added.id, position: 5 },
    ]);
    // As left by an earlier seed in which that product had one image more.
    await forgetAppliedSeed();
    await seedDatabase(database.db, { now });
    const positionsOf = async (productId: number) =>
      (await database.db.select({ position: productImages.position }).from(productImages).where(eq(productImages.productId, productId)))
        .map((row) => row.position)
        .sort();
    expect(await positionsOf(seeded.id)).toEqual(Array.from({ length: seeded.images }, (_, index) => index + 1));
    expect(await positionsOf(added.id)).toEqual([5]);
    // The image checks below read every row: this one has no file.
    await database.db.delete(products).where(eq(products.id, added.id));
  });
});

describe('seedDatabase at a start on data already seeded', () => {
  const now = new Date('2030-03-10T08:00:00Z');
  const [seeded] = seedProducts;
  if (!seeded) throw new Error('no seeded product');
  const nameOf = async (id: number) =>
    (await database.db.select({ nameFr: products.nameFr }).from(products).where(eq(products.id, id)))[0]?.nameFr;
  const editProduct = () => database.db.update(products).set({ nameFr: 'Modifié à la main' }).where(eq(products.id, seeded.id));

  it('does not write the catalogue again when this same seed was applied (the events still move forward)', async () => {
    await seedDatabase(database.db, { now });
    await editProduct();
    const later = new Date(now.getTime() + 400 * day);
    await seedDatabase(database.db, { now: later });
    expect(await nameOf(seeded.id)).toBe('Modifié à la main');
    expect(Object.values(await eventDates()).every((date) => date > later.getTime())).toBe(true);
  });

  it('applies a seed that differs from the one applied last', async () => {
    await seedDatabase(database.db, { now });
    await editProduct();
    await database.db.execute(sql`comment on table products is 'baobab seed 0000'`);
    await seedDatabase(database.db, { now });
    expect(await nameOf(seeded.id)).toBe(seeded.fr.name);
    // And remembers it: the next start skips the work again.
    await editProduct();
    await seedDatabase(database.db, { now });
    expect(await nameOf(seeded.id)).toBe('Modifié à la main');
  });

  it('applies the seed to a database seeded before seeds were fingerprinted, or whose catalogue was emptied', async () => {
    await seedDatabase(database.db, { now });
    await editProduct();
    await forgetAppliedSeed();
    await seedDatabase(database.db, { now });
    expect(await nameOf(seeded.id)).toBe(seeded.fr.name);

    const before = await snapshot();
    await database.db.delete(productImages);
    await database.db.delete(products);
    await seedDatabase(database.db, { now });
    const after = await snapshot();
    const seededOnly = (rows: typeof before.products) =>
      rows.filter((p) => seedProducts.some((s) => s.id === p.id)).map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest);
    expect(seededOnly(after.products)).toEqual(seededOnly(before.products));
    expect(after.productImages.map(({ id: _id, ...rest }) => rest)).toEqual(before.productImages.map(({ id: _id, ...rest }) => rest));
  });
});

describe('seeded images', () => {
  const fileOf = (url: string) => path.join(uploadsDir, ...url.replace(/^\/uploads\//, '').split('/'));

  it('exist on disk with the sizes the rows declare', async () => {
    await seedDatabase(database.db);
    const rows = await database.db.select().from(productImages);
    expect(rows.length).toBeGreaterThanOrEqual(42);
    for (const row of rows) {
      for (const [url, width, height] of [
        [row.url, row.width, row.height],
        [row.cardUrl, row.cardWidth, row.cardHeight],
      ] as const) {
        const meta = await sharp(fileOf(url)).metadata();
        expect([meta.format, meta.width, meta.height], url).toEqual(['webp', width, height]);
      }
    }
    for (const service of seedServices) {
      expect((await sharp(fileOf(service.imageLink)).metadata()).format).toBe('webp');
    }
  });
});
