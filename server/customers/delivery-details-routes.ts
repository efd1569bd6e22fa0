/**
 * GET /api/delivery-details: where the signed-in shopper had orders delivered before, so /verify can
 * offer them again (issue 16). Read from the caller's own past orders — no table of its own: distinct
 * places (city, address, postal code), newest first, at most `savedDeliveryLimit`. Only the caller's.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../src/domain/api';
import {
  deliveryDetailsResponseSchema,
  deliveryDetailsSchema,
  samePlace,
  savedDeliveryLimit,
  type DeliveryDetails,
} from '../../src/domain/client-info';
import { authUserOf, requireUser } from '../auth';
import type { Db } from '../db/client';
import { customers, orders } from '../db/schema';
import { localeQuery } from '../routes/params';
import type { RouteDeps } from '../routes/route-deps';

/** How many recent orders are read to find the distinct places (a shopper reordering to one place has many). */
const recentOrders = 50;

export async function deliveryDetailsOfUid(db: Db, uid: string): Promise<DeliveryDetails[]> {
  const rows = await db
    .select({ clientInfo: orders.clientInfo })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(customers.authId, uid))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(recentOrders);
  const distinct: DeliveryDetails[] = [];
  for (const { clientInfo } of rows) {
    // Stored orders passed the same schema; one that no longer does (an older shape) is not offered.
    const parsed = deliveryDetailsSchema.safeParse(clientInfo);
    if (!parsed.success || distinct.some((known) => samePlace(known, parsed.data))) continue;
    distinct.push(parsed.data);
    if (distinct.length === savedDeliveryLimit) break;
  }
  return distinct;
}

export const deliveryDetailsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/delivery-details',
    {
      preHandler: requireUser,
      schema: {
        tags: ['customers'],
        summary: "The places the caller's past orders were delivered to, distinct, newest first",
        security: [{ bearerAuth: [] }],
        querystring: localeQuery,
        response: { 200: deliveryDetailsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await deliveryDetailsOfUid(db, authUserOf(request).uid) }),
  );
};
