/**
 * New products and events from the back office (issue #15 listed them as missing: only edits existed).
 * One transaction writes the record and its `create` audit row (the whole record, before: null); once it
 * is committed the catalogue caches are emptied, so shoppers see it on their next request.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEventResponseSchema,
  adminProductResponseSchema,
  eventCreateSchema,
  productCreateSchema,
} from '../../../src/domain/admin-catalogue';
import { authUserOf } from '../../auth';
import { invalidateCatalogue } from '../../cache/invalidation';
import { categories, events, products } from '../../db/schema';
import { BodyValidationError, ConflictError } from '../../errors';
import type { RouteDeps } from '../route-deps';
import { writeAudit } from '../../admin/audit/service';
import { eventOf } from './catalogue-records';
import { adminErrors, adminRoute } from './errors';
import { adminProduct, productFieldsOf } from './products';
import { freeSlug, slugBase } from './slugs';

const created = <Body>(summary: string, body: Body, response: object) => ({
  schema: { ...adminRoute, summary, body, response: { 201: response, ...adminErrors } },
});

/** Two creations with the same name at the same instant: the second one's slug is taken by the time it commits. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (('code' in error && error.code === '23505') || ('cause' in error && isUniqueViolation(error.cause)));
const retryLater = (error: unknown): never => {
  if (isUniqueViolation(error))
    throw new ConflictError('Another record with this name was created at the same moment. Save again.', { reason: 'slug_taken' });
  throw error;
};

export const adminCreationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/products',
    created('Creates a product (its pictures are added after); 201 with it', productCreateSchema, adminProductResponseSchema),
    async (request, reply) => {
      const body = request.body;
      const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, body.category_id));
      if (!category) throw new BodyValidationError([{ path: 'category_id', message: 'No such category' }]);
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(products)
            .values({
              slug: await freeSlug(tx, products, slugBase(body.name_fr, 'product')),
              categoryId: body.category_id,
              nameFr: body.name_fr,
              nameEn: body.name_en,
              descriptionFr: body.description_fr,
              descriptionEn: body.description_en,
              propertiesFr: [],
              propertiesEn: [],
              price: body.price,
              availability: body.availability,
            })
            .returning();
          if (!row) throw new Error('the product was not inserted');
          await writeAudit(tx, authUserOf(request), {
            entity: 'product',
            entityId: row.id,
            action: 'create',
            before: null,
            after: productFieldsOf(row),
          });
          return row.id;
        })
        .catch(retryLater);
      await invalidateCatalogue(db);
      return reply.code(201).send({ data: await adminProduct(db, id) });
    },
  );

  app.post('/events', created('Creates an event; 201 with it', eventCreateSchema, adminEventResponseSchema), async (request, reply) => {
    const body = request.body;
    const row = await db
      .transaction(async (tx) => {
        const [inserted] = await tx
          .insert(events)
          .values({
            slug: await freeSlug(tx, events, slugBase(body.title_fr, 'event')),
            titleFr: body.title_fr,
            titleEn: body.title_en,
            descriptionFr: body.description_fr,
            descriptionEn: body.description_en,
            address: body.address,
            startsAt: new Date(body.starts_at),
            capacity: body.capacity,
          })
          .returning();
        if (!inserted) throw new Error('the event was not inserted');
        await writeAudit(tx, authUserOf(request), {
          entity: 'event',
          entityId: inserted.id,
          action: 'create',
          before: null,
          after: eventOf(inserted),
        });
        return inserted;
      })
      .catch(retryLater);
    await invalidateCatalogue(db);
    return reply.code(201).send({ data: eventOf(row) });
  });
};
