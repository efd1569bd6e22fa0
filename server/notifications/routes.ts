/**
 * Text messages to shoppers: the sender, started and stopped with the server (like the payment sweep),
 * the local simulator's pages at the root when SMS_PROVIDER=simulator, and, for the staff, an order's
 * messages (`GET /api/admin/orders/:id/messages`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopperMessageListResponseSchema } from '../../src/domain/shopper-messages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { idParams } from '../http/params';
import type { RouteDeps } from '../http/route-deps';
import { adminErrors, adminRoute } from '../admin/route-options';
import { messagesOfOrder } from './repository';
import { defaultSenderSettings, startSmsSender, textOf } from './service';
import type { SmsProvider } from './sms-provider';
import { registerSmsSimulator } from './simulator/routes';
import { SmsSimulator } from './simulator/store';
import { TwilioSmsProvider } from './twilio-provider';

function smsProviderFor(config: Config, db: Db): { provider: SmsProvider; simulator: SmsSimulator | null } {
  if (config.sms.provider === 'twilio' && config.sms.twilio) return { provider: new TwilioSmsProvider(config.sms.twilio), simulator: null };
  // loadConfig already refuses this; the simulator tells nobody anything, so it is checked again here.
  if (config.env === 'production') throw new Error('The SMS simulator never runs in production.');
  const simulator = new SmsSimulator(db);
  return { provider: simulator, simulator };
}

/** At the root: the sender, and the simulator's /sms-sim/ pages. */
export const notificationRootRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const { provider, simulator } = smsProviderFor(config, db);
  if (simulator) await registerSmsSimulator(app, simulator);
  let stopSender = async () => {};
  app.addHook('onReady', async () => {
    stopSender = startSmsSender(
      { db, provider, shopUrl: config.publicUrl, log: app.log },
      { ...defaultSenderSettings, retryBaseSeconds: config.sms.retryBaseSeconds },
    );
  });
  app.addHook('onClose', async () => stopSender());
};

/** Under /api/admin (staff only). */
export const adminShopperMessageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/orders/:id/messages',
    {
      schema: {
        ...adminRoute,
        summary: 'The text messages sent (or being sent) to the shopper about an order, newest first',
        params: idParams,
        response: { 200: shopperMessageListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      data: (await messagesOfOrder(db, request.params.id)).map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.toPhone,
        text: textOf(row, config.publicUrl),
        status: row.status,
        attempts: row.attempts,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      })),
    }),
  );
};
