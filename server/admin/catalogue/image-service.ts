/**
 * A product's gallery: adding a picture (stored in uploaded_images, served at /api/uploads/<name>) or
 * removing one, each made from the product's version, audited in its transaction, then the catalogue
 * caches emptied.
 */
import { createHash } from 'node:crypto';
import type { AdminProduct } from '../../../src/domain/admin-catalogue';
import type { AuthUser } from '../../auth';
import { invalidateCatalogue } from '../../cache/invalidation';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors';
import { assertVersion, writeAudit, type Tx } from '../audit/service';
import { encodeBoth } from './pictures';
import { productFieldsOf } from './records';
import * as repository from './repository';
import type { ProductRow } from './repository';
import { adminProduct } from './service';

type Submitted = { version: number } & Record<string, unknown>;

/** The product locked for a gallery change made from `submitted.version`: 404 without it, 409 (with what was sent) from an older version. */
async function lockFrom(tx: Tx, id: number, submitted: Submitted): Promise<ProductRow> {
  const row = await repository.lockProduct(tx, id);
  if (!row) throw new NotFoundError('No such product.');
  assertVersion(row, submitted, () => productFieldsOf(row));
  return row;
}

export async function addImage(
  db: Db,
  actor: AuthUser,
  id: number,
  picture: Buffer,
  query: { version: number; alt_fr: string; alt_en: string },
): Promise<AdminProduct> {
  const { full, card } = await encodeBoth(picture);
  const hash = createHash('sha256').update(full.bytes).digest('hex').slice(0, 16);
  await db.transaction(async (tx) => {
    const row = await lockFrom(tx, id, { ...query });
    const position = await repository.nextImagePosition(tx, id);
    const image = await repository.insertImage(tx, {
      productId: id,
      position,
      url: await repository.storeUpload(tx, { name: `${row.slug}-${hash}.webp`, ...full }),
      width: full.width,
      height: full.height,
      cardUrl: await repository.storeUpload(tx, { name: `${row.slug}-${hash}-small.webp`, ...card }),
      cardWidth: card.width,
      cardHeight: card.height,
      altFr: query.alt_fr || row.nameFr,
      altEn: query.alt_en || row.nameEn,
    });
    await repository.bumpProductVersion(tx, id);
    await writeAudit(tx, actor, {
      entity: 'product',
      entityId: id,
      action: 'image.add',
      before: null,
      after: { image_id: image?.id, url: image?.url, position },
    });
  });
  await invalidateCatalogue(db);
  return adminProduct(db, id);
}

export async function removeImage(db: Db, actor: AuthUser, id: number, imageId: number, query: Submitted): Promise<AdminProduct> {
  await db.transaction(async (tx) => {
    await lockFrom(tx, id, { ...query });
    const removed = await repository.deleteImage(tx, id, imageId);
    if (!removed) throw new NotFoundError('This product has no such picture.');
    await repository.bumpProductVersion(tx, id);
    await writeAudit(tx, actor, {
      entity: 'product',
      entityId: id,
      action: 'image.remove',
      before: { image_id: removed.id, url: removed.url },
      after: null,
    });
  });
  await invalidateCatalogue(db);
  return adminProduct(db, id);
}

/** An uploaded picture's bytes, or a 404. */
export async function uploadedPicture(db: Db, name: string): Promise<Buffer> {
  const image = await repository.uploadedImage(db, name);
  if (!image) throw new NotFoundError('No such picture.');
  return image.bytes;
}
