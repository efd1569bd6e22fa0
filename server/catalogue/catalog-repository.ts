/** Products, their images and categories in the database, in the content language asked for. */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ContentLocale } from '../../src/domain/api';
import type { CatalogueQuery } from '../../src/domain/catalogue-query';
import type { Db } from '../db/client';
import { categories, productImages, products } from '../db/schema';

export type ProductImageRow = typeof productImages.$inferSelect;

export interface ProductRow {
  id: number;
  name: string;
  description: string;
  properties: string[];
  price: number;
  availability: boolean;
  categoryId: number;
  categoryName: string;
}

const productColumns = (locale: ContentLocale) => ({
  id: products.id,
  name: locale === 'fr' ? products.nameFr : products.nameEn,
  description: locale === 'fr' ? products.descriptionFr : products.descriptionEn,
  properties: locale === 'fr' ? products.propertiesFr : products.propertiesEn,
  price: products.price,
  availability: products.availability,
  categoryId: products.categoryId,
  categoryName: locale === 'fr' ? categories.nameFr : categories.nameEn,
});

export type ProductFilter = Pick<CatalogueQuery, 'category' | 'min' | 'max'>;

function productFilter({ category, min, max }: ProductFilter): SQL | undefined {
  return and(
    category === undefined ? undefined : eq(products.categoryId, category),
    min === undefined ? undefined : gte(products.price, min),
    max === undefined ? undefined : lte(products.price, max),
  );
}

// Accents folded and case ignored, so « Élixir » sorts among the E's whatever the database's collation.
const foldedName = (locale: ContentLocale) =>
  sql`translate(lower(${locale === 'fr' ? products.nameFr : products.nameEn}), 'àâäáçéèêëíîïóôöúùûüÿñ', 'aaaaceeeeiiiooouuuuyn')`;

/** Id last in every order, so pages never overlap when prices, names or dates are equal. */
function productOrder(sort: CatalogueQuery['sort'], locale: ContentLocale): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(products.price), asc(products.id)];
    case 'price-desc':
      return [desc(products.price), asc(products.id)];
    case 'name':
      return [asc(foldedName(locale)), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    default:
      return [asc(products.id)];
  }
}

export interface ProductSlice {
  filter: ProductFilter;
  sort: CatalogueQuery['sort'];
  locale: ContentLocale;
  limit: number;
  offset: number;
}

export function selectProducts(db: Db, { filter, sort, locale, limit, offset }: ProductSlice): Promise<ProductRow[]> {
  return db
    .select(productColumns(locale))
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(productFilter(filter))
    .orderBy(...productOrder(sort, locale))
    .limit(limit)
    .offset(offset);
}

export function countProducts(db: Db, filter: ProductFilter): Promise<{ total: number }[]> {
  return db.select({ total: count() }).from(products).where(productFilter(filter));
}

export async function productById(db: Db, id: number, locale: ContentLocale): Promise<ProductRow | null> {
  const [row] = await db
    .select(productColumns(locale))
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.id, id));
  return row ?? null;
}

/** The images of these products, each product's in display order. */
export function imagesOfProducts(db: Db, productIds: number[]): Promise<ProductImageRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

export function selectCategories(db: Db, locale: ContentLocale, limit: number, offset: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: categories.id, name: locale === 'fr' ? categories.nameFr : categories.nameEn })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(limit)
    .offset(offset);
}

export function countCategories(db: Db): Promise<{ total: number }[]> {
  return db.select({ total: count() }).from(categories);
}
