/** The back office's orders: list with filters, one order's whole story, and the staff's actions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderActionBodySchema,
  adminOrderDetailResponseSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
} from '../../../src/domain/admin-orders';
import { authUserOf } from '../../auth';
import { noteForRequestLog } from '../../logging';
import { adminErrors, adminRoute } from '../route-options';
import { idParams } from '../../http/params';
import type { RouteDeps } from '../../http/route-deps';
import { actOnOrder, orderDetailOrThrow, orderList } from './service';

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
    async (request) => ({ data: await orderDetailOrThrow(db, request.params.id) }),
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
      const { action, note } = request.body;
      const detail = await actOnOrder({ db, config, log: request.log }, authUserOf(request), id, action, note);
      noteForRequestLog(request, { orderId: id, action });
      return { data: detail };
    },
  );
};
