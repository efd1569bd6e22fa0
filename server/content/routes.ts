/** Events, services, shops and testimonials: flat objects inside `data` (spec §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../src/domain/api';
import {
  eventListResponseSchema,
  eventResponseSchema,
  serviceListResponseSchema,
  serviceResponseSchema,
  shopListResponseSchema,
  testimonialListResponseSchema,
} from '../../src/domain/catalog';
import { cachePolicies, sendCached } from '../cache/cached-get';
import { idParams, listQuery, localeQuery } from '../http/params';
import type { RouteDeps } from '../http/route-deps';
import { eventOfId, serviceList, serviceOfId, shopList, testimonialList, upcomingEventPage } from './service';

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
    (request, reply) => sendCached(request, reply, cachePolicies.events, () => upcomingEventPage(db, request.query)),
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
    (request, reply) => sendCached(request, reply, cachePolicies.events, () => eventOfId(db, request.params.id, request.query.locale)),
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
    (request, reply) => sendCached(request, reply, cachePolicies.catalogue, () => serviceList(db, request.query.locale)),
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
    (request, reply) => sendCached(request, reply, cachePolicies.catalogue, () => serviceOfId(db, request.params.id, request.query.locale)),
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
    (request, reply) => sendCached(request, reply, cachePolicies.catalogue, () => shopList(db)),
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
    (request, reply) => sendCached(request, reply, cachePolicies.catalogue, () => testimonialList(db, request.query.locale)),
  );
};
