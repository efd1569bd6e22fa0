/** Events, services, shops and testimonials: flat objects inside `data` (spec §7). */
import { asc, count, eq, gte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, type ContentLocale } from '../../src/domain/api';
import {
  eventListResponseSchema,
  eventResponseSchema,
  serviceListResponseSchema,
  serviceResponseSchema,
  shopListResponseSchema,
  testimonialListResponseSchema,
  type Service,
  type ShopEvent,
} from '../../src/domain/catalog';
import { cachePolicies, sendCached } from '../cache/cached-get';
import { openingHoursOf } from '../db/opening-hours';
import { events, services, shops, testimonials } from '../db/schema';
import { NotFoundError } from '../errors';
import { idParams, listQuery, localeQuery, onePage } from '../routes/params';
import type { RouteDeps } from '../routes/route-deps';

const toEvent = (row: typeof events.$inferSelect, locale: ContentLocale): ShopEvent => ({
  id: row.id,
  title: locale === 'fr' ? row.titleFr : row.titleEn,
  address: row.address,
  date: row.startsAt.toISOString(),
  description: locale === 'fr' ? row.descriptionFr : row.descriptionEn,
  capacity: row.capacity,
  seats_left: row.capacity === null ? null : Math.max(0, row.capacity - row.seatsBooked),
});

const toService = (row: typeof services.$inferSelect, locale: ContentLocale): Service => ({
  id: row.id,
  name: locale === 'fr' ? row.nameFr : row.nameEn,
  description: locale === 'fr' ? row.descriptionFr : row.descriptionEn,
  image_link: row.imageLink,
  price: row.price,
});

const upcoming = gte(events.startsAt, sql`now()`);

export const contentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['content'],
        summary: 'Upcoming events, soonest first',
        querystring: listQuery,
        response: { 200: eventListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cachePolicies.events, async () => {
        const { locale, pagination } = request.query;
        const { rows, meta } = await onePage(
          pagination,
          (limit, offset) =>
            db.select().from(events).where(upcoming).orderBy(asc(events.startsAt), asc(events.id)).limit(limit).offset(offset),
          db.select({ total: count() }).from(events).where(upcoming),
        );
        return { data: rows.map((row) => toEvent(row, locale)), meta };
      }),
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One event',
        params: idParams,
        querystring: localeQuery,
        response: { 200: eventResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cachePolicies.events, async () => {
        const { id } = request.params;
        const [row] = await db.select().from(events).where(eq(events.id, id));
        if (!row) throw new NotFoundError(`No event with id ${id}`, { resource: 'event', id });
        return { data: toEvent(row, request.query.locale) };
      }),
  );

  app.get(
    '/services',
    {
      schema: {
        tags: ['content'],
        summary: 'Bookable services',
        querystring: localeQuery,
        response: { 200: serviceListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cachePolicies.catalogue, async () => {
        const rows = await db.select().from(services).orderBy(asc(services.position), asc(services.id));
        return { data: rows.map((row) => toService(row, request.query.locale)) };
      }),
  );

  app.get(
    '/services/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One service',
        params: idParams,
        querystring: localeQuery,
        response: { 200: serviceResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cachePolicies.catalogue, async () => {
        const { id } = request.params;
        const [row] = await db.select().from(services).where(eq(services.id, id));
        if (!row) throw new NotFoundError(`No service with id ${id}`, { resource: 'service', id });
        return { data: toService(row, request.query.locale) };
      }),
  );

  app.get(
    '/shops',
    {
      schema: {
        tags: ['content'],
        summary: 'Shops with their opening hours (whole hours, Africa/Dakar)',
        querystring: localeQuery,
        response: { 200: shopListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cachePolicies.catalogue, async () => {
        const rows = await db.select().from(shops).orderBy(asc(shops.id));
        return {
          data: rows.map((row) => ({ id: row.id, name: row.name, opening_hours: openingHoursOf(row) })),
        };
      }),
  );

  app.get(
    '/testimonials',
    {
      schema: {
        tags: ['content'],
        summary: 'What customers say',
        querystring: localeQuery,
        response: { 200: testimonialListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cachePolicies.catalogue, async () => {
        const { locale } = request.query;
        const rows = await db.select().from(testimonials).orderBy(asc(testimonials.id));
        return {
          data: rows.map((row) => ({ id: row.id, message: locale === 'fr' ? row.messageFr : row.messageEn, author: row.author })),
        };
      }),
  );
};
