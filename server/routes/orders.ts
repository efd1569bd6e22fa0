/**
 * Orders (spec §7 POST /orders, DESIGN "API contract"): the caller's own only, priced by the server,
 * made once per Idempotency-Key.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { apiErrorSchema, contentLocaleOf } from '../../src/domain/api';
import {
  createOrderBodySchema,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  orderListResponseSchema,
  orderResponseSchema,
  type Order,
} from '../../src/domain/order';
import { authUserOf, requireUser, sendForbidden } from '../auth';
import { ConflictError, NotFoundError } from '../errors';
import { noteForRequestLog } from '../logging';
import {
  assertSameRequest,
  customerOfUid,
  insertOrderOnce,
  orderByKey,
  orderFingerprint,
  orderListOfUid,
  orderOfUid,
  orderWithItems,
  priceCart,
} from '../payments/order-repository';
import { linesNamedIn } from '../orders/line-names';
import { paydunyaClientFor } from '../payments/paydunya-setup';
import { walletChannelOrThrow } from '../payments/payment-service';
import { reconcileOrder, type ReconcileDeps } from '../payments/reconcile';
import type { OrderState } from '../../src/domain/order-state';
import { idParams, localeQuery, shopperLocaleQuery } from './params';
import type { RouteDeps } from './route-deps';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** States PayDunya may still have news about (a payment, or a late one after expiry or a cancel). */
const awaitsPaymentNews = (state: OrderState) => state === 'pending_payment' || state === 'expired' || state === 'cancelled';

// A slow PayDunya does not hold the page: past this the order is answered as it is, and the question goes on.
const answerWithinMs = 3_000;

async function askPaydunyaBriefly(deps: ReconcileDeps, orderId: number): Promise<void> {
  const asked = reconcileOrder(deps, orderId).catch((error: unknown) => {
    deps.log.warn({ orderId, err: error instanceof Error ? error.message : String(error) }, 'paydunya reconcile failed');
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([asked, new Promise<void>((resolve) => (timer = setTimeout(resolve, answerWithinMs)))]);
  clearTimeout(timer);
}

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
      const customer = await customerOfUid(db, authUserOf(request).uid);
      if (!customer) return sendForbidden(reply, 'Complete your profile before ordering.', { reason: 'no_customer' });
      const body = request.body;
      if (body.customer_id !== customer.id)
        return sendForbidden(reply, 'customer_id is not the signed-in customer.', { reason: 'not_your_customer' });
      const key = request.headers[idempotencyKeyHeader];

      const fingerprint = orderFingerprint(body);
      const existing = await orderByKey(db, customer.id, key);
      if (existing !== null) {
        assertSameRequest(existing, fingerprint);
        return reply.code(200).send({ data: await orderWithItems(db, existing) });
      }

      walletChannelOrThrow(body.payment_method, body.payment_phone);
      const priced = await priceCart(db, body.products, body.shipping_method, contentLocaleOf(request.query.locale));
      if (body.total !== priced.price.total) {
        throw new ConflictError('The total has changed since it was shown. Please check the new total before paying.', {
          reason: 'total_mismatch',
          total: priced.price.total,
          subtotal: priced.price.subtotal,
          delivery_fee: priced.price.deliveryFee,
          submitted_total: body.total,
        });
      }
      const { order, created } = await insertOrderOnce(db, {
        customerId: customer.id,
        idempotencyKey: key,
        requestFingerprint: fingerprint,
        shippingMethod: body.shipping_method,
        paymentMethod: body.payment_method,
        clientInfo: body.client_info,
        priced,
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
    async (request) => ({ data: await linesNamedIn(db, await orderListOfUid(db, authUserOf(request).uid), request.query.locale) }),
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
    async (request) => {
      const uid = authUserOf(request).uid;
      const row = await orderOfUid(db, request.params.id, uid);
      // Someone else's order answers like a missing one: ids reveal nothing.
      if (!row) throw new NotFoundError('No such order.');
      // Lines named in the page's language (a French checkout's order read in English).
      const named = async (order: Order) => (await linesNamedIn(db, [order], request.query.locale))[0] ?? order;
      if (!awaitsPaymentNews(row.state)) return { data: await named(await orderWithItems(db, row)) };
      // The status page polls this while it waits: PayDunya is asked too (at most once every few seconds
      // per attempt, whatever the number of tabs), so a lost notification does not leave it waiting.
      await askPaydunyaBriefly({ db, client, log: request.log }, row.id);
      const fresh = (await orderOfUid(db, row.id, uid)) ?? row;
      return { data: await named(await orderWithItems(db, fresh)) };
    },
  );
};
