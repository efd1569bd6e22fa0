/**
 * Where route modules are registered. Add a module with one line in the right list:
 * `apiRoutes` are served under /api; `rootRoutes` at the root (e.g. the PayDunya endpoints at
 * `/paydunya-api/...`, which the spec places outside /api).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes } from './admin/index';
import { bookingRoutes } from './bookings';
import { catalogRoutes } from './catalog';
import { contentRoutes } from './content';
import { customerRoutes } from './customers';
import { deliveryDetailsRoutes } from './delivery-details';
import { flowStudioRoutes } from './flow-studio';
import { orderRoutes } from './orders';
import { paydunyaRootRoutes, paymentRoutes } from './payments';
import { messageRoutes } from './messages';
import { notificationRootRoutes } from '../notifications/routes';
import { referenceDataRoutes } from './reference-data';
import { disbursementSimulatorRoutes, refundCallbackRoutes } from './refunds';
import type { RouteDeps } from './route-deps';
import { systemRoutes } from './system';
import { seoRoutes } from '../seo/seo-routes';

type RouteModule = FastifyPluginAsyncZod<RouteDeps>;

// Only the deps are passed on: the options also carry Fastify's own (`prefix`), which must not apply twice.
const allOf =
  (modules: RouteModule[]): RouteModule =>
  async (app, { db, config, now }) => {
    for (const module of modules) await app.register(module, { db, config, now });
  };

export const apiRoutes = allOf([
  systemRoutes,
  catalogRoutes,
  referenceDataRoutes,
  contentRoutes,
  customerRoutes,
  deliveryDetailsRoutes,
  bookingRoutes,
  messageRoutes,
  orderRoutes,
  paymentRoutes,
  refundCallbackRoutes,
  backOfficeRoutes,
  flowStudioRoutes,
]);

export const rootRoutes = allOf([paydunyaRootRoutes, disbursementSimulatorRoutes, notificationRootRoutes, seoRoutes]);
