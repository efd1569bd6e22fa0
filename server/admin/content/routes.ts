/** The back office's edits of services (names, descriptions, price) and events (date, capacity, texts). */
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEventListResponseSchema,
  adminEventResponseSchema,
  adminServiceListResponseSchema,
  adminServiceResponseSchema,
  eventEditSchema,
  serviceEditSchema,
} from '../../../src/domain/admin-catalogue';
import { authUserOf } from '../../auth';
import { events, services } from '../../db/schema';
import { BodyValidationError } from '../../errors';
import { idParams } from '../../routes/params';
import type { RouteDeps } from '../../routes/route-deps';
import { editRoute, eventOf, listRoute, serviceOf } from '../catalogue-records';
import { editRecord, givenFields } from '../edit-record';

export const adminContentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  // ───────────── services ─────────────
  app.get('/services', listRoute('Every service', adminServiceListResponseSchema), async () => ({
    data: (await db.select().from(services).orderBy(asc(services.position))).map(serviceOf),
  }));
  app.patch(
    '/services/:id',
    editRoute('Edits a service’s names, descriptions and price', idParams, serviceEditSchema, adminServiceResponseSchema),
    async (request) => {
      const { id } = request.params;
      const given = givenFields(request.body);
      const row = await editRecord(db, authUserOf(request), {
        entity: 'service',
        id,
        missing: 'No such service.',
        submitted: request.body,
        lock: async (tx) => (await tx.select().from(services).where(eq(services.id, id)).for('update'))[0],
        fieldsOf: serviceOf,
        write: async (tx) =>
          (
            await tx
              .update(services)
              .set({
                ...(given.name_fr === undefined ? {} : { nameFr: given.name_fr }),
                ...(given.name_en === undefined ? {} : { nameEn: given.name_en }),
                ...(given.description_fr === undefined ? {} : { descriptionFr: given.description_fr }),
                ...(given.description_en === undefined ? {} : { descriptionEn: given.description_en }),
                // null is a value here (no price shown), not an absent field.
                ...(request.body.price === undefined ? {} : { price: request.body.price }),
                version: sql`${services.version} + 1`,
              })
              .where(eq(services.id, id))
              .returning()
          )[0],
      });
      return { data: serviceOf(row) };
    },
  );

  // ───────────── events ─────────────
  app.get('/events', listRoute('Every event, soonest first', adminEventListResponseSchema), async () => ({
    data: (await db.select().from(events).orderBy(asc(events.startsAt))).map(eventOf),
  }));
  app.patch(
    '/events/:id',
    editRoute('Edits an event (date, capacity, texts)', idParams, eventEditSchema, adminEventResponseSchema),
    async (request) => {
      const { id } = request.params;
      const given = givenFields(request.body);
      const row = await editRecord(db, authUserOf(request), {
        entity: 'event',
        id,
        missing: 'No such event.',
        submitted: request.body,
        lock: async (tx) => (await tx.select().from(events).where(eq(events.id, id)).for('update'))[0],
        fieldsOf: eventOf,
        check: (current) => {
          if (given.capacity !== undefined && given.capacity !== null && given.capacity < current.seatsBooked) {
            throw new BodyValidationError([{ path: 'capacity', message: `at least the ${current.seatsBooked} seats already booked` }]);
          }
        },
        write: async (tx) =>
          (
            await tx
              .update(events)
              .set({
                ...(given.title_fr === undefined ? {} : { titleFr: given.title_fr }),
                ...(given.title_en === undefined ? {} : { titleEn: given.title_en }),
                ...(given.description_fr === undefined ? {} : { descriptionFr: given.description_fr }),
                ...(given.description_en === undefined ? {} : { descriptionEn: given.description_en }),
                ...(given.address === undefined ? {} : { address: given.address }),
                ...(given.starts_at === undefined ? {} : { startsAt: new Date(given.starts_at) }),
                ...(request.body.capacity === undefined ? {} : { capacity: request.body.capacity }),
                version: sql`${events.version} + 1`,
              })
              .where(eq(events.id, id))
              .returning()
          )[0],
      });
      return { data: eventOf(row) };
    },
  );
};
