/** The back office's orders: list with filters, one order's whole story, and the staff's actions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderActionBodySchema,
  adminOrderDetailResponseSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
} from '../../../src/domain/admin-orders';
import { authUserOf } from '../../auth';
import { NotFoundError } from '../../errors';
import { noteForRequestLog } from '../../logging';
import { refundDepsFor } from '../../payments/refund-setup';
import { refundAfterOrderAction } from '../../payments/refunds';
import { idParams } from '../params';
import type { RouteDeps } from '../route-deps';
import { adminErrors, adminRoute } from './errors';
import { applyOrderAction } from './order-actions';
import { orderDetail, orderList } from './order-queries';

export const adminOrderRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/orders',
    {
      schema: {
        ...adminRoute,
        summary: 'Orders, newest first: filter by state, days, delivery method, and search a name, phone or order number',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema, ...adminErrors },
      },
    },
    async (request) => orderList(db, request.query),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        ...adminRoute,
        summary: 'One order: client, lines, payments, reviews, history and the actions allowed now',
        params: idParams,
        response: { 200: adminOrderDetailResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const detail = await orderDetail(db, request.params.id);
      if (!detail) throw new NotFoundError('No such order.');
      return { data: detail };
    },
  );

  app.post(
    '/orders/:id/actions',
    {
      schema: {
        ...adminRoute,
        summary: 'Moves the order on (prepare, ship, …) if the order machine allows it in its state; 409 naming the state otherwise',
        params: idParams,
        body: adminOrderActionBodySchema,
        response: { 200: adminOrderDetailResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { action } = request.body;
      await applyOrderAction(db, authUserOf(request), id, action, request.body.note);
      // After the state change committed: a payout that fails is recorded on the refund (retried by the staff), never undoes the order's step.
      if (action === 'refund' || action === 'refund_excess')
        await refundAfterOrderAction(refundDepsFor(config, db, request.log), id, action);
      noteForRequestLog(request, { orderId: id, action });
      const detail = await orderDetail(db, id);
      if (!detail) throw new NotFoundError('No such order.');
      return { data: detail };
    },
  );
};
