/**
 * Where route modules are registered. Add a module with one line in the right list:
 * `apiRouteModules` are served under /api; `rootRouteModules` at the root (e.g. the PayDunya
 * endpoints at `/paydunya-api/...`, which the spec places outside /api).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRoutes } from './bookings';
import { catalogRoutes } from './catalog';
import { contentRoutes } from './content';
import { customerRoutes } from './customers';
import { orderRoutes } from './orders';
import { paydunyaRootRoutes, paymentRoutes } from './payments';
import { messageRoutes } from './messages';
import { referenceDataRoutes } from './reference-data';
import type { RouteDeps } from './route-deps';
import { systemRoutes } from './system';

type RouteModule = FastifyPluginAsyncZod<RouteDeps>;

export const apiRouteModules: RouteModule[] = [
  systemRoutes,
  catalogRoutes,
  referenceDataRoutes,
  contentRoutes,
  customerRoutes,
  bookingRoutes,
  messageRoutes,
  orderRoutes,
  paymentRoutes,
];

export const rootRouteModules: RouteModule[] = [
  paydunyaRootRoutes,
];

// Only the deps are passed on: the options also carry Fastify's own (`prefix`), which must not apply twice.
export const apiRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, now }) => {
  for (const module of apiRouteModules) await app.register(module, { db, config, now });
};

export const rootRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, now }) => {
  for (const module of rootRouteModules) await app.register(module, { db, config, now });
};
