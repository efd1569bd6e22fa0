/**
 * GET and POST /customers (spec §7): every call needs a Firebase ID token; the rules of whose record
 * a caller may see or write are in the service.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../src/domain/api';
import { customerPayloadSchema, customerResponseSchema, customersResponseSchema } from '../../src/domain/customer';
import { authUserOf, requireUser } from '../auth';
import { localeQuery } from '../http/params';
import type { RouteDeps } from '../http/route-deps';
import { ownCustomers, saveOwnCustomer } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const customerRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/customers',
    {
      preHandler: requireUser,
      schema: {
        tags: ['customers'],
        summary: "The caller's own customer record (a list of at most one)",
        security: [{ bearerAuth: [] }],
        querystring: localeQuery,
        response: { 200: customersResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await ownCustomers(db, authUserOf(request).uid) }),
  );

  app.post(
    '/customers',
    {
      preHandler: requireUser,
      schema: {
        tags: ['customers'],
        summary: "Creates the caller's customer record (201), or updates it when it exists (200)",
        security: [{ bearerAuth: [] }],
        querystring: localeQuery,
        body: customerPayloadSchema,
        response: { 200: customerResponseSchema, 201: customerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { customer, created } = await saveOwnCustomer(db, authUserOf(request), request.body);
      return reply.code(created ? 201 : 200).send({ data: customer });
    },
  );
};
