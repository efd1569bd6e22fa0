/**
 * Orders (spec §7 POST /orders, DESIGN "API contract"): the caller's own only, priced by the server,
 * made once per Idempotency-Key.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { apiErrorSchema } from '../../src/domain/api';
import {
  createOrderBodySchema,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  orderListResponseSchema,
  orderResponseSchema,
} from '../../src/domain/order';
import { authUserOf, requireUser } from '../auth';
import { noteForRequestLog } from '../logging';
import { paydunyaClientFor } from '../payments/paydunya-setup';
import { idParams, localeQuery, shopperLocaleQuery } from '../http/params';
import type { RouteDeps } from '../http/route-deps';
import { placeOrder } from './order-service';
import { orderForStatusPage, ordersOfCaller } from './status-service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

export const orderRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const client = paydunyaClientFor(config);
  app.post(
    '/orders',
    {
      onRequest: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['orders'],
        summary: 'Places an order priced by the server; the same Idempotency-Key returns the same order, and with another order 422',
        headers: z.object({ [idempotencyKeyHeader]: idempotencyKeySchema }),
        querystring: shopperLocaleQuery,
        body: createOrderBodySchema,
        response: { 200: orderResponseSchema, 201: orderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(db, {
        uid: authUserOf(request).uid,
        idempotencyKey: request.headers[idempotencyKeyHeader],
        body: request.body,
        locale: request.query.locale,
      });
      noteForRequestLog(request, { orderId: order.id, created });
      return reply.code(created ? 201 : 200).send({ data: order });
    },
  );

  app.get(
    '/orders',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        summary: 'The caller’s orders, newest first',
        querystring: localeQuery,
        response: { 200: orderListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await ordersOfCaller(db, authUserOf(request).uid, request.query.locale) }),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        summary: 'One of the caller’s orders (status page)',
        params: idParams,
        querystring: localeQuery,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await orderForStatusPage({ db, client, log: request.log }, authUserOf(request).uid, request.params.id, request.query.locale),
    }),
  );
};
