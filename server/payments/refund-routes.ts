/**
 * Refunds outside the back office: PayDunya's callback once a payout is final (under /api), and the
 * simulator's disbursement endpoints when PAYDUNYA_MODE=simulator (at the root, beside its checkout).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, NotFoundError } from '../errors';
import { acceptNestedFormBodies } from './form-body';
import { refundDepsFor, rememberDisbursementSimulator } from './refund-setup';
import { disburseCallbackPath, handleDisburseCallback, type DisburseCallbackOutcome } from './refunds';
import { registerDisbursementSimulator } from './simulator/disbursements';
import type { RouteDeps } from '../http/route-deps';

/** What PayDunya hears: a refusal (a 502 makes it post again later), or null to acknowledge. */
const callbackRefusals: Record<DisburseCallbackOutcome, (() => HttpError) | null> = {
  malformed: () => new HttpError(400, 'BadRequest', 'Not a PayDunya disbursement notification.'),
  bad_hash: () => new HttpError(400, 'BadRequest', 'Notification refused.'),
  unknown_disbursement: () => new NotFoundError('Unknown disbursement.'),
  status_failed: () => new HttpError(502, 'PaymentProviderError', 'Could not check the disbursement; please retry.'),
  already_final: null,
  still_pending: null,
  sent: null,
  failed: null,
};

/** Under /api. */
export const refundCallbackRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  await app.register(async (scope) => {
    acceptNestedFormBodies(scope);
    scope.post(
      disburseCallbackPath.replace(/^\/api/, ''),
      { config: { rateLimit: false }, schema: { hide: true } },
      async (request, reply) => {
        const outcome = await handleDisburseCallback(
          { ...refundDepsFor(config, db, request.log), masterKey: config.paydunya.masterKey },
          request.body,
        );
        const refusal = callbackRefusals[outcome];
        if (refusal) throw refusal();
        return reply.code(200).send({ received: true });
      },
    );
  });
};

/** At the root. */
export const disbursementSimulatorRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config }) => {
  if (config.paydunya.mode !== 'simulator') return;
  if (config.env === 'production') throw new Error('The PayDunya simulator never runs in production.');
  rememberDisbursementSimulator(config, await registerDisbursementSimulator(app, { keys: config.paydunya }));
};
