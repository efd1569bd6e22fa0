/** Products and categories (spec §7), in Strapi's `{ id, attributes }` shape. */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { apiErrorSchema, type ContentLocale } from '../../src/domain/api';
import {
  categoryListResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  type Product,
  type ProductImage,
} from '../../src/domain/catalog';
import { catalogueQueryFields, type CatalogueQuery } from '../../src/domain/catalogue-query';
import { cachePolicies, sendCached } from '../cache/cached-get';
import type { Db } from '../db/client';
import { categories, productImages, products } from '../db/schema';
import { NotFoundError } from '../errors';
import { idParams, listQuery, localeQuery, onePage, populateQuery } from './params';
import type { RouteDeps } from './route-deps';

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

interface ProductRow {
  id: number;
  name: string;
  description: string;
  properties: string[];
  price: number;
  availability: boolean;
  categoryId: number;
  categoryName: string;
}

async function imagesOf(db: Db, productIds: number[], locale: ContentLocale): Promise<Map<number, ProductImage[]>> {
  const byProduct = new Map<number, ProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({
      url: row.url,
      width: row.width,
      height: row.height,
      alternativeText: locale === 'fr' ? row.altFr : row.altEn,
      formats: { small: { url: row.cardUrl, width: row.cardWidth, height: row.cardHeight } },
    });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

function toProduct(row: ProductRow, images: ProductImage[], withImages: boolean): Product {
  return {
    id: row.id,
    attributes: {
      name: row.name,
      category_id: row.categoryId,
      category_name: row.categoryName,
      price: row.price,
      availability: row.availability,
      description: row.description,
      properties: row.properties,
      ...(withImages ? { image: images } : {}),
      image_links: images.map((image) => image.url),
    },
  };
}

/** The list also takes the catalogue page's category, sort and price range (src/domain/catalogue-query.ts). */
const productListQuery = z.extend(listQuery, { ...populateQuery.shape, ...catalogueQueryFields }).check(
  z.refine((query) => query.min === undefined || query.max === undefined || query.min <= query.max, {
    message: 'must not be above max',
    path: ['min'],
  }),
);

function productFilter({ category, min, max }: CatalogueQuery): SQL | undefined {
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
const productQuery = z.extend(localeQuery, populateQuery.shape);

export const catalogRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List products a page at a time: by id, or sorted and filtered by category and price',
        querystring: productListQuery,
        response: { 200: productListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cachePolicies.catalogue, async () => {
        const { locale, pagination, populate, sort } = request.query;
        const filter = productFilter(request.query);
        const { rows, meta } = await onePage(
          pagination,
          (limit, offset) =>
            db
              .select(productColumns(locale))
              .from(products)
              .innerJoin(categories, eq(products.categoryId, categories.id))
              .where(filter)
              .orderBy(...productOrder(sort, locale))
              .limit(limit)
              .offset(offset),
          db.select({ total: count() }).from(products).where(filter),
        );
        const images = await imagesOf(
          db,
          rows.map((row) => row.id),
          locale,
        );
        return { data: rows.map((row) => toProduct(row, images.get(row.id) ?? [], populate !== undefined)), meta };
      }),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product',
        params: idParams,
        querystring: productQuery,
        response: { 200: productResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cachePolicies.catalogue, async () => {
        const { id } = request.params;
        const { locale, populate } = request.query;
        const [row] = await db
          .select(productColumns(locale))
          .from(products)
          .innerJoin(categories, eq(products.categoryId, categories.id))
          .where(eq(products.id, id));
        if (!row) throw new NotFoundError(`No product with id ${id}`, { resource: 'product', id });
        const images = await imagesOf(db, [id], locale);
        return { data: toProduct(row, images.get(id) ?? [], populate !== undefined), meta: {} };
      }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List categories in display order',
        querystring: listQuery,
        response: { 200: categoryListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cachePolicies.catalogue, async () => {
        const { locale, pagination } = request.query;
        const { rows, meta } = await onePage(
          pagination,
          (limit, offset) =>
            db
              .select({ id: categories.id, name: locale === 'fr' ? categories.nameFr : categories.nameEn })
              .from(categories)
              .orderBy(asc(categories.position), asc(categories.id))
              .limit(limit)
              .offset(offset),
          db.select({ total: count() }).from(categories),
        );
        return { data: rows.map((row) => ({ id: row.id, attributes: { name: row.name } })), meta };
      }),
  );
};
