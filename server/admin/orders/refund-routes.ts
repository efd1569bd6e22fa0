/**
 * The back office's view of an order's refunds, and the staff's retry of a failed one (audited on the
 * order, like its other actions). Refunds are made by the order's own actions (server/payments/refunds.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { adminRefundListResponseSchema, adminRefundResponseSchema } from '../../../src/domain/refunds';
import { authUserOf } from '../../auth';
import { noteForRequestLog } from '../../logging';
import { refundsOfOrder, toAdminRefund } from '../../payments/refunds';
import { adminErrors, adminRoute } from '../route-options';
import { idParams } from '../../http/params';
import type { RouteDeps } from '../../http/route-deps';
import { retryRefundOfOrder } from './service';

const refundParams = z.extend(idParams, { refundId: idParams.shape.id });

export const adminRefundRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/orders/:id/refunds',
    {
      schema: {
        ...adminRoute,
        summary: 'The order’s refunds, oldest first: amount, wallet, status (pending, sent, failed, manual), failure reason, attempts',
        params: idParams,
        response: { 200: adminRefundListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await refundsOfOrder(db, request.params.id) }),
  );

  app.post(
    '/orders/:id/refunds/:refundId/retry',
    {
      schema: {
        ...adminRoute,
        summary: 'Sends a failed refund again through PayDunya; 409 unless it failed',
        params: refundParams,
        response: { 200: adminRefundResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { id, refundId } = request.params;
      const refund = await retryRefundOfOrder({ db, config, log: request.log }, authUserOf(request), id, refundId);
      noteForRequestLog(request, { orderId: id, refundId, status: refund.status });
      return { data: toAdminRefund(refund) };
    },
  );
};
