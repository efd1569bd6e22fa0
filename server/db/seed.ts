/**
 * Fills the catalogue and site content. Idempotent: rows are upserted by their stable ids, so a
 * second run leaves the same data — except seeded events that have passed, which move forward so
 * the shop always shows upcoming ones. Rows the seed does not know (customer data, products added
 * later) are never touched.
 */
import { createHash } from 'node:crypto';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { productImageSize, productImageUrl } from '../assets/illustration-look';
import type { Db } from './client';
import * as t from './schema';
import { categoryIdOf, seedCategories } from './seed/categories';
import { seedEvents, seedServices, seedShops, seedTestimonials } from './seed/content';
import { seedProducts } from './seed/products';
import { seedCountries, seedDeliveryMethods, seedExchangeRates } from './seed/reference';

/**
 * `SET col = excluded.col` for every column but the given ones (timestamps keep their first value) and
 * the back office's `version`, which the seed must not move back to 1 under an edit in progress.
 */
function updateFromExcluded<T extends PgTable>(table: T, keep: readonly string[] = []): PgUpdateSetSource<T> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key !== 'version' && !keep.includes(key)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set as PgUpdateSetSource<T>;
}

const day = 24 * 60 * 60 * 1000;

function seedEventDate(daysAhead: number, hourUtc: number, now: Date): Date {
  const date = new Date(now.getTime() + daysAhead * day);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date;
}

const imageAlt = (name: string, position: number, locale: 'fr' | 'en'): string => {
  if (position === 1) return locale === 'fr' ? `${name} — illustration du produit` : `${name} — product illustration`;
  if (position === 2) return locale === 'fr' ? `${name} — ses ingrédients` : `${name} — its ingredients`;
  return locale === 'fr' ? `${name} et ses ingrédients` : `${name} with its ingredients`;
};

export interface SeedOptions {
  /** The seeding time; events are scheduled from it. */
  now?: Date;
}

/** Every seeded row whose values do not depend on the seeding time (all but the events' dates). */
function seedRows() {
  return {
    categories: seedCategories.map((c, index) => ({ id: c.id, slug: c.slug, nameFr: c.fr, nameEn: c.en, position: index + 1 })),
    products: seedProducts.map((p) => ({
      id: p.id,
      slug: p.slug,
      categoryId: categoryIdOf(p.category),
      nameFr: p.fr.name,
      nameEn: p.en.name,
      descriptionFr: p.fr.description,
      descriptionEn: p.en.description,
      propertiesFr: p.fr.properties,
      propertiesEn: p.en.properties,
      price: p.price,
      availability: p.availability,
    })),
    images: seedProducts.flatMap((p) =>
      Array.from({ length: p.images }, (_, index) => {
        const position = index + 1;
        return {
          productId: p.id,
          position,
          url: productImageUrl(p.slug, position, 'main'),
          width: productImageSize.main,
          height: productImageSize.main,
          altFr: imageAlt(p.fr.name, position, 'fr'),
          altEn: imageAlt(p.en.name, position, 'en'),
          cardUrl: productImageUrl(p.slug, position, 'small'),
          cardWidth: productImageSize.small,
          cardHeight: productImageSize.small,
        };
      }),
    ),
    countries: seedCountries.map((c, index) => ({
      id: c.id,
      code: c.code,
      nameFr: c.fr,
      nameEn: c.en,
      locale: c.locale,
      currency: c.currency,
      position: index + 1,
    })),
    exchangeRates: seedExchangeRates.map((r) => ({ ...r })),
    deliveryMethods: seedDeliveryMethods.map((m, index) => ({ code: m.code, nameFr: m.fr, nameEn: m.en, fee: m.fee, position: index + 1 })),
    services: seedServices.map((s, index) => ({
      id: s.id,
      slug: s.slug,
      nameFr: s.fr.name,
      nameEn: s.en.name,
      descriptionFr: s.fr.description,
      descriptionEn: s.en.description,
      imageLink: s.imageLink,
      price: s.price,
      position: index + 1,
    })),
    shops: seedShops.map((s) => ({
      id: s.id,
      slug: s.slug,
      name: s.name,
      address: s.address,
      weekStart: s.week.start,
      weekEnd: s.week.end,
      weekendStart: s.weekend?.start ?? null,
      weekendEnd: s.weekend?.end ?? null,
    })),
    testimonials: seedTestimonials.map((m) => ({ id: m.id, author: m.author, messageFr: m.fr, messageEn: m.en })),
  };
}

/**
 * Raise when the way rows are written changes without their values changing (a new upsert rule):
 * the fingerprint then differs and every database is seeded again at its next start.
 */
const seedWriteVersion = 1;

/**
 * Where the fingerprint of the last seed applied is kept: the comment of the products table (no
 * table or migration of its own; PostgreSQL and PGlite both keep it, inside the seed's transaction).
 */
const fingerprintTable = 'products';
const fingerprintPrefix = 'baobab seed ';

const seedFingerprint = (rows: ReturnType<typeof seedRows>): string =>
  createHash('sha256').update(JSON.stringify({ seedWriteVersion, rows, seedEvents })).digest('hex');

/** The fingerprint of the seed last applied; none when the catalogue is empty (a new or emptied database). */
async function appliedFingerprint(tx: Pick<Db, 'select'>): Promise<string | null> {
  const [row] = await tx
    .select({ comment: sql<string | null>`obj_description(${fingerprintTable}::regclass, 'pg_class')` })
    .from(t.products)
    .limit(1);
  const comment = row?.comment ?? null;
  return comment?.startsWith(fingerprintPrefix) ? comment.slice(fingerprintPrefix.length) : null;
}

export async function seedDatabase(db: Db, { now = new Date() }: SeedOptions = {}): Promise<void> {
  const rows = seedRows();
  const fingerprint = seedFingerprint(rows);
  await db.transaction(async (tx) => {
    // Events first: their dates depend on `now`, and the sequences are moved past every seeded id below.
    await tx
      .insert(t.events)
      .values(
        seedEvents.map((e) => ({
          id: e.id,
          slug: e.slug,
          titleFr: e.fr.title,
          titleEn: e.en.title,
          descriptionFr: e.fr.description,
          descriptionEn: e.en.description,
          address: e.address,
          capacity: e.capacity,
          startsAt: seedEventDate(e.daysAhead, e.hourUtc, now),
        })),
      )
      .onConflictDoUpdate({
        target: t.events.id,
        set: {
          ...updateFromExcluded(t.events, ['startsAt', 'seatsBooked']),
          // Places already booked are never taken back: a capacity below them is raised to them.
          capacity: sql`case when excluded.capacity is null then null else greatest(excluded.capacity, ${t.events.seatsBooked}) end`,
          // An upcoming event keeps its date; one that has passed is scheduled again.
          startsAt: sql`case when ${t.events.startsAt} < ${now.toISOString()}::timestamptz then excluded.starts_at else ${t.events.startsAt} end`,
        },
      });
    // Nothing but the seed writes the other rows: when this exact seed was applied already, upserting them
    // again would change nothing and costs ~0.4 s of CPU at every start (PGlite).
    if ((await appliedFingerprint(tx)) !== fingerprint) await writeSeedRows(tx, rows, fingerprint);
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function writeSeedRows(tx: Tx, rows: ReturnType<typeof seedRows>, fingerprint: string): Promise<void> {
  await tx
    .insert(t.categories)
    .values(rows.categories)
    .onConflictDoUpdate({ target: t.categories.id, set: updateFromExcluded(t.categories) });

  await tx
    .insert(t.products)
    .values(rows.products)
    .onConflictDoUpdate({ target: t.products.id, set: updateFromExcluded(t.products, ['createdAt', 'updatedAt']) });

  await tx
    .insert(t.productImages)
    .values(rows.images)
    .onConflictDoUpdate({
      target: [t.productImages.productId, t.productImages.position],
      set: updateFromExcluded(t.productImages, ['id']),
    });
  // Images a seeded product no longer has (its image count went down), in one statement.
  const imageCounts = sql.join(
    seedProducts.map((p) => sql`(${p.id}::integer, ${p.images}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`delete from product_images as image using (values ${imageCounts}) as seeded (product_id, images)
        where image.product_id = seeded.product_id and image.position > seeded.images`,
  );

  await tx
    .insert(t.countries)
    .values(rows.countries)
    .onConflictDoUpdate({ target: t.countries.id, set: updateFromExcluded(t.countries) });
  await tx
    .insert(t.exchangeRates)
    .values(rows.exchangeRates)
    .onConflictDoUpdate({ target: t.exchangeRates.currency, set: updateFromExcluded(t.exchangeRates) });
  await tx
    .insert(t.deliveryMethods)
    .values(rows.deliveryMethods)
    .onConflictDoUpdate({ target: t.deliveryMethods.code, set: updateFromExcluded(t.deliveryMethods) });
  await tx
    .insert(t.services)
    .values(rows.services)
    .onConflictDoUpdate({ target: t.services.id, set: updateFromExcluded(t.services) });
  await tx
    .insert(t.shops)
    .values(rows.shops)
    .onConflictDoUpdate({ target: t.shops.id, set: updateFromExcluded(t.shops) });
  await tx
    .insert(t.testimonials)
    .values(rows.testimonials)
    .onConflictDoUpdate({ target: t.testimonials.id, set: updateFromExcluded(t.testimonials) });

  // Rows inserted with explicit ids do not advance the identity sequences; move them past the seed (one statement).
  const sequences = ['categories', 'products', 'product_images', 'countries', 'services', 'events', 'shops', 'testimonials'].map(
    (table) => sql`setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
  );
  await tx.execute(sql`select ${sql.join(sequences, sql`, `)}`);
  // A hex digest: nothing to escape (COMMENT takes no bind parameters).
  await tx.execute(sql.raw(`comment on table ${fingerprintTable} is '${fingerprintPrefix}${fingerprint}'`));
}
