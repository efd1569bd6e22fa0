/**
 * Products' and services' names, descriptions and first pictures for the pages' heads, kept in the
 * catalogue cache (server/cache): read once per item and language, dropped with the rest of the
 * catalogue at any write, in every process.
 */
import { asc, eq } from 'drizzle-orm';
import { contentLocaleOf, type ApiLocale, type ContentLocale } from '../../src/domain/api';
import type { CatalogueCache } from '../cache/catalogue-cache';
import type { Db } from '../db/client';
import { productImages, products, services } from '../db/schema';
import type { ItemFacts, ItemSource } from './page-head';

async function productFacts(db: Db, id: number, locale: ContentLocale): Promise<ItemFacts | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const [image] = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position))
    .limit(1);
  return {
    name: locale === 'fr' ? row.nameFr : row.nameEn,
    description: locale === 'fr' ? row.descriptionFr : row.descriptionEn,
    image: image ? { url: image.url, width: image.width, height: image.height, alt: locale === 'fr' ? image.altFr : image.altEn } : null,
  };
}

async function serviceFacts(db: Db, id: number, locale: ContentLocale): Promise<ItemFacts | null> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  if (!row) return null;
  const name = locale === 'fr' ? row.nameFr : row.nameEn;
  // The service page shows its picture as decoration (alt=""); a preview describes it by the service's name.
  return {
    name,
    description: locale === 'fr' ? row.descriptionFr : row.descriptionEn,
    image: { url: row.imageLink, width: null, height: null, alt: name },
  };
}

/** The facts, cached under the item and its content language (Arabic pages share the French entry). */
export function cachedItemSource(db: Db, cache: CatalogueCache): ItemSource {
  const cached = async (kind: 'product' | 'service', id: number, locale: ApiLocale) => {
    const content = contentLocaleOf(locale);
    const read = kind === 'product' ? productFacts : serviceFacts;
    const body = await cache.get(`seo ${kind} ${id} ${content}`, async () => JSON.stringify(await read(db, id, content)));
    return JSON.parse(body.bodies.identity.toString('utf8')) as ItemFacts | null;
  };
  return {
    product: (id, locale) => cached('product', id, locale),
    service: (id, locale) => cached('service', id, locale),
  };
}
