/**
 * Where route modules are registered. Add a module with one line in the right list:
 * `apiRoutes` are served under /api; `rootRoutes` at the root (e.g. the PayDunya endpoints at
 * `/paydunya-api/...`, which the spec places outside /api).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes } from '../admin/routes';
import { bookingRoutes } from '../bookings/routes';
import { catalogRoutes } from '../catalogue/catalog-routes';
import { contentRoutes } from '../content/routes';
import { customerRoutes } from '../customers/customer-routes';
import { deliveryDetailsRoutes } from '../customers/delivery-details-routes';
import { flowStudioRoutes } from '../studio/routes';
import { orderRoutes } from '../orders/routes';
import { paydunyaRootRoutes, paymentRoutes } from '../payments/routes';
import { messageRoutes } from '../messages/routes';
import { notificationRootRoutes } from '../notifications/routes';
import { referenceDataRoutes } from '../catalogue/reference-data-routes';
import { disbursementSimulatorRoutes, refundCallbackRoutes } from '../payments/refund-routes';
import type { RouteDeps } from './route-deps';
import { systemRoutes } from '../system/routes';
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
