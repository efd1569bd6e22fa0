/** `GET /api/admin/dashboard`: the figures of a period for the staff, kept until an order or a booking changes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardResponseSchema } from '../../src/domain/admin-dashboard';
import { followedCache, sendFromCache, type CachePolicy } from '../cache/cached-get';
import type { RouteDeps } from '../http/route-deps';
import { adminErrors, adminRoute } from '../admin/route-options';
import { dashboardFor } from './service';

/**
 * Staff only, so never kept by a shared cache; a browser revalidates with its ETag. Rebuilt at least every
 * 30 s without any write: "today" and "about to expire" move with the clock.
 */
const dashboardPolicy: CachePolicy = { cacheControl: 'private, no-cache', maxAgeMs: 30_000 };

export const dashboardRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, now }) => {
  const cache = followedCache(app, db, 'orders');
  app.get(
    '/dashboard',
    {
      schema: {
        ...adminRoute,
        summary:
          'Sales per day (Africa/Dakar), orders by state, what waits for the staff, best sellers, bookings and event fill of a period',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...adminErrors },
      },
    },
    (request, reply) =>
      sendFromCache(cache, request, reply, dashboardPolicy, async () => ({
        data: await dashboardFor(db, request.query, now(), { unpaidOrderExpiryMinutes: config.unpaidOrderExpiryMinutes }),
      })),
  );
};
