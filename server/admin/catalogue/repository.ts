/** The back office's queries on products, their pictures and the uploaded picture files. */
import { and, asc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, productImages, products, uploadedImages } from '../../db/schema';
import type { Tx } from '../audit/service';
import { freeSlug } from '../slugs';

export type ProductRow = typeof products.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type ProductChange = Partial<
  Pick<typeof products.$inferInsert, 'nameFr' | 'nameEn' | 'descriptionFr' | 'descriptionEn' | 'price' | 'availability' | 'categoryId'>
>;
export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'slug' | 'version' | 'updatedAt'>;
export type NewImage = Omit<typeof productImages.$inferInsert, 'id'>;

export const productRow = async (db: Db | Tx, id: number) => (await db.select().from(products).where(eq(products.id, id)))[0];

/** The pictures of these products, each product's in gallery order. */
export const imagesOf = (db: Db | Tx, productIds: number[]): Promise<ImageRow[]> =>
  productIds.length === 0
    ? Promise.resolve([])
    : db.select().from(productImages).where(inArray(productImages.productId, productIds)).orderBy(asc(productImages.position));

/** Products by French name whose name (either language) holds `q` as typed, and of a category. */
export function searchProducts(db: Db, { q, categoryId }: { q?: string | undefined; categoryId?: number | undefined }) {
  const like = q ? `%${q.replaceAll(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
  const search: SQL | undefined = like ? or(ilike(products.nameFr, like), ilike(products.nameEn, like)) : undefined;
  return db
    .select()
    .from(products)
    .where(and(search, categoryId === undefined ? undefined : eq(products.categoryId, categoryId)))
    .orderBy(asc(products.nameFr))
    .limit(1000);
}

export const categoryExists = async (db: Db, id: number) =>
  (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))).length > 0;

export const lockProduct = async (tx: Tx, id: number) => (await tx.select().from(products).where(eq(products.id, id)).for('update'))[0];

export const updateProduct = async (tx: Tx, id: number, change: ProductChange) =>
  (
    await tx
      .update(products)
      .set({ ...change, version: sql`${products.version} + 1`, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning()
  )[0];

/** A new product under the first free slug of `slugBase`. */
export async function insertProduct(tx: Tx, slugBase: string, values: NewProduct): Promise<ProductRow | undefined> {
  const [row] = await tx
    .insert(products)
    .values({ ...values, slug: await freeSlug(tx, products, slugBase) })
    .returning();
  return row;
}

/** The next free position at the end of a product's gallery. */
export async function nextImagePosition(tx: Tx, productId: number): Promise<number> {
  const [last] = await tx
    .select({ position: max(productImages.position) })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return (last?.position ?? -1) + 1;
}

export const insertImage = async (tx: Tx, values: NewImage) => (await tx.insert(productImages).values(values).returning())[0];

export const deleteImage = async (tx: Tx, productId: number, imageId: number) =>
  (
    await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning()
  )[0];

/** A picture's gallery change is a change of its product: the version a colleague edits from moves on. */
export const bumpProductVersion = (tx: Tx, id: number) =>
  tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(eq(products.id, id));

/** Stores a picture file once (names carry its hash) and answers its public address. */
export async function storeUpload(tx: Tx, file: typeof uploadedImages.$inferInsert): Promise<string> {
  await tx.insert(uploadedImages).values(file).onConflictDoNothing();
  return `/api/uploads/${file.name}`;
}

export const uploadedImage = async (db: Db, name: string) =>
  (await db.select({ bytes: uploadedImages.bytes }).from(uploadedImages).where(eq(uploadedImages.name, name)))[0];
