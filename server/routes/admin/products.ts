/** The back office's products: list, one product, and edits (names, descriptions, price, availability, category). */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  productEditSchema,
  type AdminProduct,
} from '../../../src/domain/admin-catalogue';
import { authUserOf } from '../../auth';
import type { Db } from '../../db/client';
import { categories, productImages, products } from '../../db/schema';
import { BodyValidationError, NotFoundError } from '../../errors';
import { idParams } from '../params';
import type { RouteDeps } from '../route-deps';
import type { Tx } from '../../admin/audit/service';
import { editRecord, givenFields } from './edit-record';
import { adminErrors, adminRoute } from './errors';

type ProductRow = typeof products.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

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

const toAdminProduct = (row: ProductRow, images: ImageRow[]): AdminProduct => ({
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

/** One product with its gallery, or a 404. */
export async function adminProduct(db: Db | Tx, id: number): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new NotFoundError('No such product.');
  const images = await db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position));
  return toAdminProduct(row, images);
}

export const adminProductRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/products',
    {
      schema: {
        ...adminRoute,
        summary: 'Every product, by French name',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { q, category_id } = request.query;
      const like = q ? `%${q.replaceAll(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
      const search: SQL | undefined = like ? or(ilike(products.nameFr, like), ilike(products.nameEn, like)) : undefined;
      const rows = await db
        .select()
        .from(products)
        .where(and(search, category_id === undefined ? undefined : eq(products.categoryId, category_id)))
        .orderBy(asc(products.nameFr))
        .limit(1000);
      const images =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(productImages)
              .where(
                inArray(
                  productImages.productId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(asc(productImages.position));
      const byProduct = new Map<number, ImageRow[]>();
      for (const image of images) byProduct.set(image.productId, [...(byProduct.get(image.productId) ?? []), image]);
      return { data: rows.map((row) => toAdminProduct(row, byProduct.get(row.id) ?? [])) };
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        ...adminRoute,
        summary: 'One product with its pictures and version',
        params: idParams,
        response: { 200: adminProductResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await adminProduct(db, request.params.id) }),
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        ...adminRoute,
        summary: 'Edits a product (any of its fields) made from `version`; 409 with both versions when someone saved meanwhile',
        params: idParams,
        body: productEditSchema,
        response: { 200: adminProductResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const given = givenFields(request.body);
      if (given.category_id !== undefined) {
        const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, given.category_id));
        if (!category) throw new BodyValidationError([{ path: 'category_id', message: 'No such category' }]);
      }
      await editRecord(db, authUserOf(request), {
        entity: 'product',
        id,
        missing: 'No such product.',
        submitted: request.body,
        lock: async (tx) => (await tx.select().from(products).where(eq(products.id, id)).for('update'))[0],
        fieldsOf: productFieldsOf,
        write: async (tx) =>
          (
            await tx
              .update(products)
              .set({
                ...(given.name_fr === undefined ? {} : { nameFr: given.name_fr }),
                ...(given.name_en === undefined ? {} : { nameEn: given.name_en }),
                ...(given.description_fr === undefined ? {} : { descriptionFr: given.description_fr }),
                ...(given.description_en === undefined ? {} : { descriptionEn: given.description_en }),
                ...(given.price === undefined ? {} : { price: given.price }),
                ...(given.availability === undefined ? {} : { availability: given.availability }),
                ...(given.category_id === undefined ? {} : { categoryId: given.category_id }),
                version: sql`${products.version} + 1`,
                updatedAt: new Date(),
              })
              .where(eq(products.id, id))
              .returning()
          )[0],
      });
      return { data: await adminProduct(db, id) };
    },
  );
};
