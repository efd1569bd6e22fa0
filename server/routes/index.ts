/**
 * Where route modules are registered. Add a module with one line in the right list:
 * `apiRoutes` are served under /api; `rootRoutes` at the root (e.g. the PayDunya endpoints at
 * `/paydunya-api/...`, which the spec places outside /api).
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

// Only the deps are passed on: the options also carry Fastify's own (`prefix`), which must not apply twice.
const allOf = (modules: RouteModule[]): RouteModule => async (app, { db, config, now }) => {
  for (const module of modules) await app.register(module, { db, config, now });
};

export const apiRoutes = allOf([
  systemRoutes,
  catalogRoutes,
  referenceDataRoutes,
  contentRoutes,
  customerRoutes,
  bookingRoutes,
  messageRoutes,
  orderRoutes,
  paymentRoutes,
]);

export const rootRoutes = allOf([paydunyaRootRoutes]);
