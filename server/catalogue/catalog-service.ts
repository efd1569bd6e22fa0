/** Products and categories (spec §7) as the API answers them: Strapi's `{ id, attributes }`, a page at a time. */
import type { ContentLocale } from '../../src/domain/api';
import type { Product, ProductImage } from '../../src/domain/catalog';
import type { CatalogueQuery } from '../../src/domain/catalogue-query';
import type { Db } from '../db/client';
import { NotFoundError } from '../errors';
import { onePage } from '../http/params';
import {
  countCategories,
  countProducts,
  imagesOfProducts,
  productById,
  selectCategories,
  selectProducts,
  type ProductRow,
} from './catalog-repository';

interface Pagination {
  page: number;
  pageSize: number;
}

export type ProductListQuery = CatalogueQuery & {
  locale: ContentLocale;
  pagination: Pagination;
  populate?: unknown;
};

async function imagesOf(db: Db, productIds: number[], locale: ContentLocale): Promise<Map<number, ProductImage[]>> {
  const byProduct = new Map<number, ProductImage[]>();
  for (const row of await imagesOfProducts(db, productIds)) {
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

/** One page of products, filtered by category and price and sorted as the catalogue page asks. */
export async function productPage(db: Db, query: ProductListQuery) {
  const { locale, pagination, populate, sort, category, min, max } = query;
  const filter = { category, min, max };
  const { rows, meta } = await onePage(
    pagination,
    (limit, offset) => selectProducts(db, { filter, sort, locale, limit, offset }),
    countProducts(db, filter),
  );
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
    locale,
  );
  return { data: rows.map((row) => toProduct(row, images.get(row.id) ?? [], populate !== undefined)), meta };
}

export async function productOfId(db: Db, id: number, { locale, populate }: { locale: ContentLocale; populate?: unknown }) {
  const row = await productById(db, id, locale);
  if (!row) throw new NotFoundError(`No product with id ${id}`, { resource: 'product', id });
  const images = await imagesOf(db, [id], locale);
  return { data: toProduct(row, images.get(id) ?? [], populate !== undefined), meta: {} };
}

/** Categories in display order, a page at a time. */
export async function categoryPage(db: Db, { locale, pagination }: { locale: ContentLocale; pagination: Pagination }) {
  const { rows, meta } = await onePage(pagination, (limit, offset) => selectCategories(db, locale, limit, offset), countCategories(db));
  return { data: rows.map((row) => ({ id: row.id, attributes: { name: row.name } })), meta };
}
