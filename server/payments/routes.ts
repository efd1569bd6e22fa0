/**
 * Payments, on the server only (DESIGN "Payments"): start a payment for one of the caller's orders,
 * PayDunya's IPN, the spec's `/paydunya-api/wave/make` at the API root (DESIGN deviation 1), and the
 * local simulator when PAYDUNYA_MODE=simulator.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../src/domain/api';
import { startPaymentBodySchema, startPaymentResponseSchema, waveMakeBodySchema } from '../../src/domain/payment';
import { authUserOf, requireUser } from '../auth';
import { ConflictError, HttpError, NotFoundError } from '../errors';
import { acceptNestedFormBodies } from './form-body';
import { handleIpn, type IpnOutcome } from './ipn';
import { startPaymentSweep } from './order-expiry';
import { orderOfCaller } from '../orders/order-service';
import { paydunyaClientFor, rememberSimulator, shopOriginFor } from './paydunya-setup';
import { startPayment } from './payment-service';
import { registerPaydunyaSimulator } from './simulator/routes';
import { idParams } from '../http/params';
import type { RouteDeps } from '../http/route-deps';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
};

/** What PayDunya hears for each outcome: a refusal in the shared error shape (a 502 or 503 makes it retry), or null to acknowledge. */
const ipnRefusals: Record<IpnOutcome, (() => HttpError) | null> = {
  malformed: () => new HttpError(400, 'BadRequest', 'Not a PayDunya notification.'),
  bad_hash: () => new HttpError(400, 'BadRequest', 'Notification refused.'),
  unknown_invoice: () => new NotFoundError('Unknown invoice.'),
  confirm_failed: () => new HttpError(502, 'PaymentProviderError', 'Could not confirm the payment; please retry.'),
  // PayDunya sends a notification again until it hears 200: a payment not yet final must not stop it.
  still_pending: () => new HttpError(503, 'PaymentPending', 'The payment is not final yet; please notify again.'),
  replayed: null,
  paid: null,
  payment_failed: null,
  cancelled: null,
  amount_mismatch: null,
  order_already_settled: null,
  paid_after_expiry: null,
  overpaid: null,
};

/** Under /api. */
export const paymentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, now }) => {
  const client = paydunyaClientFor(config);
  let stopSweep = () => {};
  app.addHook('onReady', async () => {
    stopSweep = startPaymentSweep(
      { db, client, log: app.log },
      { expiryMinutes: config.unpaidOrderExpiryMinutes, reconcileAfterSeconds: config.paymentReconcileAfterSeconds },
      now,
    );
  });
  app.addHook('onClose', async () => stopSweep());

  app.post(
    '/orders/:id/payment',
    {
      onRequest: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['payments'],
        summary: 'Starts a payment of the order’s stored total; answers where to send the shopper',
        params: idParams,
        body: startPaymentBodySchema,
        response: { 200: startPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const order = await orderOfCaller(db, authUserOf(request).uid, request.params.id);
      return startPayment(
        { db, client, config, log: request.log },
        order,
        request.body.method,
        request.body.phone,
        shopOriginFor(config, request),
      );
    },
  );

  await app.register(async (scope) => {
    // PayDunya posts form-encoded `data[...]`; JSON is accepted too.
    acceptNestedFormBodies(scope);
    scope.post('/payments/paydunya/ipn', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
      const outcome = await handleIpn({ db, client, masterKey: config.paydunya.masterKey, log: request.log }, request.body);
      const refusal = ipnRefusals[outcome];
      if (refusal) throw refusal();
      return reply.code(200).send({ received: true });
    });
  });
};

/** At the root, outside /api. */
export const paydunyaRootRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const client = paydunyaClientFor(config);

  app.post(
    '/paydunya-api/wave/make',
    {
      onRequest: requireUser,
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['payments'],
        summary: 'Spec §7: a Wave payment for an order; name, e-mail and amount come from the order',
        body: waveMakeBodySchema,
        response: { 200: startPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { order_id: orderId, phone, total_amount: totalAmount } = request.body;
      const order = await orderOfCaller(db, authUserOf(request).uid, orderId);
      if (totalAmount !== undefined && totalAmount !== order.total) {
        throw new ConflictError('The amount is not the order’s total.', {
          reason: 'total_mismatch',
          total: order.total,
          submitted_total: totalAmount,
        });
      }
      return startPayment({ db, client, config, log: request.log }, order, 'wave', phone, shopOriginFor(config, request));
    },
  );

  if (config.paydunya.mode === 'simulator') {
    // loadConfig already refuses this; the simulator approves payments without money, so the routes check again.
    if (config.env === 'production') throw new Error('The PayDunya simulator never runs in production.');
    rememberSimulator(
      config,
      await registerPaydunyaSimulator(app, {
        keys: config.paydunya,
        publicUrl: config.publicUrl,
        db,
        lateIpnMs: config.paydunyaSimLateIpnMs,
      }),
    );
  }
};
