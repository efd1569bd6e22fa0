/**
 * The back office's API (issue #15, docs/admin-api.md): every route under /api/admin needs a role —
 * no token 401, a shopper 403 — and staff management needs `admin`. Writes go through the shop's
 * cross-site check and write rate limit like any other (app.ts). The uploaded pictures are public.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../auth';
import type { RouteDeps } from '../http/route-deps';
import { adminBookingRoutes } from './bookings/routes';
import { adminContentRoutes } from './content/routes';
import { historyRoutes } from './audit/routes';
import { meRoutes } from './staff/me-routes';
import { adminMessageRoutes } from './messages/routes';
import { adminOrderRoutes } from './orders/routes';
import { productImageRoutes } from './catalogue/image-routes';
import { adminProductRoutes } from './catalogue/routes';
import { adminReferenceRoutes } from './reference/routes';
import { adminRefundRoutes } from './orders/refund-routes';
import { adminStaffRoutes } from './staff/routes';
import { uploadedImageRoutes } from './catalogue/upload-routes';
import { adminShopperMessageRoutes } from '../notifications/routes';
import { liveRoutes } from '../live/routes';
import { dashboardRoutes } from '../dashboard/routes';

const adminModules = [
  meRoutes,
  dashboardRoutes,
  adminOrderRoutes,
  adminBookingRoutes,
  adminMessageRoutes,
  adminProductRoutes,
  productImageRoutes,
  adminContentRoutes,
  adminReferenceRoutes,
  historyRoutes,
  adminStaffRoutes,
  adminRefundRoutes,
  adminShopperMessageRoutes,
  liveRoutes,
];

const adminScope: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, now }) => {
  app.addHook('onRequest', requireRole('staff'));
  for (const module of adminModules) await app.register(module, { db, config, now });
};

export const backOfficeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, now }) => {
  await app.register(adminScope, { db, config, now, prefix: '/admin' });
  await app.register(uploadedImageRoutes, { db, config, now });
};
