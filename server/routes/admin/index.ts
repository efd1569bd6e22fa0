/**
 * The back office's API (issue #15, docs/admin-api.md): every route under /api/admin needs a role —
 * no token 401, a shopper 403 — and staff management needs `admin`. Writes go through the shop's
 * cross-site check and write rate limit like any other (app.ts). The uploaded pictures are public.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../auth';
import { dashboardRoutes } from '../../dashboard/routes';
import type { RouteDeps } from '../route-deps';
import { adminBookingRoutes } from './bookings';
import { adminContentRoutes } from './content-edits';
import { adminCreationRoutes } from './creations';
import { historyRoutes } from './history';
import { meRoutes } from './me';
import { adminMessageRoutes } from './messages';
import { adminOrderRoutes } from './orders';
import { productImageRoutes } from './product-images';
import { adminProductRoutes } from './products';
import { adminReferenceRoutes } from './reference-edits';
import { adminRefundRoutes } from './refunds';
import { adminStaffRoutes } from './staff';
import { uploadedImageRoutes } from './uploaded-images';

const adminModules = [
  meRoutes,
  dashboardRoutes,
  adminOrderRoutes,
  adminBookingRoutes,
  adminMessageRoutes,
  adminProductRoutes,
  adminCreationRoutes,
  productImageRoutes,
  adminContentRoutes,
  adminReferenceRoutes,
  historyRoutes,
  adminStaffRoutes,
  adminRefundRoutes,
];

const adminScope: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, now }) => {
  app.addHook('onRequest', requireRole('staff'));
  for (const module of adminModules) await app.register(module, { db, config, now });
};

export const backOfficeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, now }) => {
  await app.register(adminScope, { db, config, now, prefix: '/admin' });
  await app.register(uploadedImageRoutes, { db, config, now });
};
