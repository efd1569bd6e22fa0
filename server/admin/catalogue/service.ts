/** The back office's products: list, one product, edits (names, descriptions, price, availability, category) and new ones. */
import type { AdminProduct, ProductCreate, ProductEdit } from '../../../src/domain/admin-catalogue';
import type { AuthUser } from '../../auth';
import type { Db } from '../../db/client';
import { BodyValidationError, NotFoundError } from '../../errors';
import type { Tx } from '../audit/service';
import { createRecord } from '../create-record';
import { editRecord, givenFields, type EditableRecord } from '../edit-record';
import { slugBase } from '../slugs';
import { productFieldsOf, toAdminProduct } from './records';
import * as repository from './repository';
import type { ImageRow, ProductRow } from './repository';

/** One product with its gallery, or a 404. */
export async function adminProduct(db: Db | Tx, id: number): Promise<AdminProduct> {
  const row = await repository.productRow(db, id);
  if (!row) throw new NotFoundError('No such product.');
  return toAdminProduct(row, await repository.imagesOf(db, [id]));
}

export async function listProducts(db: Db, filter: { q?: string | undefined; categoryId?: number | undefined }): Promise<AdminProduct[]> {
  const rows = await repository.searchProducts(db, filter);
  const byProduct = new Map<number, ImageRow[]>();
  for (const image of await repository.imagesOf(
    db,
    rows.map((row) => row.id),
  ))
    byProduct.set(image.productId, [...(byProduct.get(image.productId) ?? []), image]);
  return rows.map((row) => toAdminProduct(row, byProduct.get(row.id) ?? []));
}

async function assertCategory(db: Db, id: number): Promise<void> {
  if (!(await repository.categoryExists(db, id))) throw new BodyValidationError([{ path: 'category_id', message: 'No such category' }]);
}

const productRecord: EditableRecord<ProductRow, number, ProductEdit> = {
  entity: 'product',
  missing: 'No such product.',
  lock: repository.lockProduct,
  fieldsOf: productFieldsOf,
  write: (tx, id, body) => {
    const given = givenFields(body);
    return repository.updateProduct(tx, id, {
      ...(given.name_fr === undefined ? {} : { nameFr: given.name_fr }),
      ...(given.name_en === undefined ? {} : { nameEn: given.name_en }),
      ...(given.description_fr === undefined ? {} : { descriptionFr: given.description_fr }),
      ...(given.description_en === undefined ? {} : { descriptionEn: given.description_en }),
      ...(given.price === undefined ? {} : { price: given.price }),
      ...(given.availability === undefined ? {} : { availability: given.availability }),
      ...(given.category_id === undefined ? {} : { categoryId: given.category_id }),
    });
  },
};

export async function editProduct(db: Db, actor: AuthUser, id: number, body: ProductEdit): Promise<AdminProduct> {
  if (body.category_id !== undefined) await assertCategory(db, body.category_id);
  await editRecord(db, actor, productRecord, id, body);
  return adminProduct(db, id);
}

/** A new product (its pictures are added after). */
export async function createProduct(db: Db, actor: AuthUser, body: ProductCreate): Promise<AdminProduct> {
  await assertCategory(db, body.category_id);
  const row = await createRecord(db, actor, {
    entity: 'product',
    fieldsOf: productFieldsOf,
    insert: (tx) =>
      repository.insertProduct(tx, slugBase(body.name_fr, 'product'), {
        categoryId: body.category_id,
        nameFr: body.name_fr,
        nameEn: body.name_en,
        descriptionFr: body.description_fr,
        descriptionEn: body.description_en,
        propertiesFr: [],
        propertiesEn: [],
        price: body.price,
        availability: body.availability,
      }),
  });
  return adminProduct(db, row.id);
}
