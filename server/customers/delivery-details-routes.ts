/** GET /api/delivery-details: where the signed-in shopper had orders delivered before, so /verify can offer them again (issue 16). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../src/domain/api';
import { deliveryDetailsResponseSchema } from '../../src/domain/client-info';
import { authUserOf, requireUser } from '../auth';
import { localeQuery } from '../http/params';
import type { RouteDeps } from '../http/route-deps';
import { deliveryDetailsOfUid } from './service';

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
