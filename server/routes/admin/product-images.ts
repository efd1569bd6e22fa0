/**
 * Product pictures uploaded in the back office. The one write that is not JSON: its body is the picture
 * itself (image/jpeg, image/png or image/webp). That is safe from other sites as JSON is — none of these
 * types may be sent cross-site without a CORS preflight the shop never grants, and the cross-site check
 * of server/cross-site.ts still runs — so the parser is added in this scope only. The picture is
 * re-encoded by sharp (which also refuses anything that is not really a picture) to WebP, 1200 px wide at
 * most and a 400 px card, and stored in the database (uploaded_images), served at /api/uploads/<name>.
 */
import { createHash } from 'node:crypto';
import { and, eq, max, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  adminProductResponseSchema,
  imageDeleteQuerySchema,
  imageUploadMaxBytes,
  imageUploadQuerySchema,
  imageUploadTypes,
} from '../../../src/domain/admin-catalogue';
import { apiErrorSchema } from '../../../src/domain/api';
import { authUserOf } from '../../auth';
import { invalidateCatalogue } from '../../cache/invalidation';
import { productImages, products, uploadedImages } from '../../db/schema';
import { HttpError, NotFoundError } from '../../errors';
import type { RouteDeps } from '../route-deps';
import { idParams } from '../params';
import { assertVersion, writeAudit, type Tx } from '../../admin/audit/service';
import { adminErrors, adminRoute } from './errors';
import { adminProduct, productFieldsOf } from './products';

const fullWidth = 1200;
const cardWidth = 400;

interface Encoded {
  bytes: Buffer;
  width: number;
  height: number;
}

async function toWebp(picture: Buffer, width: number): Promise<Encoded> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(picture, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

async function encodeBoth(picture: Buffer): Promise<{ full: Encoded; card: Encoded }> {
  try {
    const [full, card] = await Promise.all([toWebp(picture, fullWidth), toWebp(picture, cardWidth)]);
    return { full, card };
  } catch {
    throw new HttpError(400, 'InvalidImage', 'This file is not a picture that can be read (JPEG, PNG or WebP).', {
      reason: 'invalid_image',
    });
  }
}

async function store(tx: Tx, name: string, image: Encoded): Promise<string> {
  await tx.insert(uploadedImages).values({ name, bytes: image.bytes, width: image.width, height: image.height }).onConflictDoNothing();
  return `/api/uploads/${name}`;
}

const bumpVersion = (tx: Tx, id: number) =>
  tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(eq(products.id, id));

export const productImageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addContentTypeParser([...imageUploadTypes], { parseAs: 'buffer', bodyLimit: imageUploadMaxBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/products/:id/images',
    {
      bodyLimit: imageUploadMaxBytes,
      schema: {
        ...adminRoute,
        summary: 'Adds a picture (the body: image/jpeg, image/png or image/webp) to a product’s gallery, as WebP',
        params: idParams,
        querystring: imageUploadQuerySchema,
        response: { 201: adminProductResponseSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const actor = authUserOf(request);
      const { id } = request.params;
      const picture = request.body;
      if (!Buffer.isBuffer(picture))
        throw new HttpError(415, 'UnsupportedMediaType', 'Send the picture itself as image/jpeg, image/png or image/webp.');
      const { full, card } = await encodeBoth(picture);
      const hash = createHash('sha256').update(full.bytes).digest('hex').slice(0, 16);
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!row) throw new NotFoundError('No such product.');
        assertVersion(row, { ...request.query }, () => productFieldsOf(row));
        const [last] = await tx
          .select({ position: max(productImages.position) })
          .from(productImages)
          .where(eq(productImages.productId, id));
        const position = (last?.position ?? -1) + 1;
        const [image] = await tx
          .insert(productImages)
          .values({
            productId: id,
            position,
            url: await store(tx, `${row.slug}-${hash}.webp`, full),
            width: full.width,
            height: full.height,
            cardUrl: await store(tx, `${row.slug}-${hash}-small.webp`, card),
            cardWidth: card.width,
            cardHeight: card.height,
            altFr: request.query.alt_fr || row.nameFr,
            altEn: request.query.alt_en || row.nameEn,
          })
          .returning();
        await bumpVersion(tx, id);
        await writeAudit(tx, actor, {
          entity: 'product',
          entityId: id,
          action: 'image.add',
          before: null,
          after: { image_id: image?.id, url: image?.url, position },
        });
      });
      await invalidateCatalogue(db);
      return reply.code(201).send({ data: await adminProduct(db, id) });
    },
  );

  app.delete(
    '/products/:id/images/:imageId',
    {
      schema: {
        ...adminRoute,
        summary: 'Removes a picture from a product’s gallery',
        params: z.extend(idParams, { imageId: idParams.shape.id }),
        querystring: imageDeleteQuerySchema,
        response: { 200: adminProductResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const actor = authUserOf(request);
      const { id, imageId } = request.params;
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!row) throw new NotFoundError('No such product.');
        assertVersion(row, { ...request.query }, () => productFieldsOf(row));
        const [removed] = await tx
          .delete(productImages)
          .where(and(eq(productImages.id, imageId), eq(productImages.productId, id)))
          .returning();
        if (!removed) throw new NotFoundError('This product has no such picture.');
        await bumpVersion(tx, id);
        await writeAudit(tx, actor, {
          entity: 'product',
          entityId: id,
          action: 'image.remove',
          before: { image_id: removed.id, url: removed.url },
          after: null,
        });
      });
      await invalidateCatalogue(db);
      return { data: await adminProduct(db, id) };
    },
  );
};
