/**
 * A local PayDunya: the endpoints our client calls, with the same request and response shapes and key
 * checks, and a hosted page whose approve/decline buttons post the IPN to the invoice's callback_url
 * (form-encoded like PayDunya) and then send the shopper to its return_url or cancel_url.
 * Registered only when PAYDUNYA_MODE=simulator (the configuration forbids that mode in production).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasControlCharacters } from '../../../src/domain/input-rules';
import { acceptNestedFormBodies, formContentType, toFormBody } from '../form-body';
import { loopbackOriginOf } from '../loopback';
import { ipnHash, type PaydunyaKeys } from '../paydunya-client';
import { refusal, requireKeys } from './gateway-answers';
import {
  createInvoiceRequestSchema,
  type CreateInvoiceRequest,
  softpayChannels,
  softpayRequestSchemas,
  successCode,
  type SoftpayChannel,
} from '../paydunya-contract';
import type { Db } from '../../db/client';
import { hostedPage, notFoundPage, simulatorCss } from './hosted-page';
import { SimulatorStore, type SimulatedInvoice } from './store';

const simulatorBasePath = '/paydunya-sim';

export interface SimulatorOptions {
  keys: PaydunyaKeys;
  /** Where the invoices live: the shop's database, shared by every server process. */
  db: Db;
  /** This server's public origin: hosted-page urls are built on it. */
  publicUrl: string;
  /** How the simulator reaches callback_url (injectable for tests that do not listen on a port). */
  fetch?: typeof fetch;
  /** How long "approve, notification late" waits before notifying (PAYDUNYA_SIM_LATE_IPN_MS). */
  lateIpnMs?: number;
}

const defaultLateIpnMs = 60_000;

// A token that no invoice can have (a NUL reached PostgreSQL's text comparison as a 500) is an unknown invoice.
const tokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(100)
    .refine((token) => !hasControlCharacters(token)),
});
const tokenOf = (request: FastifyRequest): string | null => tokenParams.safeParse(request.params).data?.token ?? null;
const softpayParams = z.object({ channel: z.enum(softpayChannels as [SoftpayChannel, ...SoftpayChannel[]]) });

// The server calls its own simulator: those calls must not eat the shopper's write allowance. The
// simulator is no part of the shop's API, so it stays out of the OpenAPI document.
const quiet = { config: { rateLimit: false }, schema: { hide: true } } as const;

/** Registers the simulator under /paydunya-sim and returns its store (tests read what it received). */
export async function registerPaydunyaSimulator(app: FastifyInstance, options: SimulatorOptions): Promise<SimulatorStore> {
  const store = new SimulatorStore(options.db);
  const doFetch = options.fetch ?? fetch;
  // On a local server the hosted page is served on the shopper's own origin (the one the shop put in
  // return_url), so the page's form, which redirects back there, stays within its own origin.
  const pageUrl = (token: string, request?: CreateInvoiceRequest) =>
    `${loopbackOriginOf(request?.actions?.return_url) ?? options.publicUrl}${simulatorBasePath}/checkout/${encodeURIComponent(token)}`;

  await app.register(
    async (scope) => {
      acceptNestedFormBodies(scope);

      // ── the API (what PayDunya's servers answer) ──
      await scope.register(
        async (api) => {
          requireKeys(api, options.keys);

          api.post('/checkout-invoice/create', quiet, async (request, reply) => {
            const parsed = createInvoiceRequestSchema.safeParse(request.body);
            if (!parsed.success)
              return refusal(
                reply,
                422,
                '1002',
                `Invalid invoice: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
              );
            const token = `test_${randomBytes(12).toString('hex')}`;
            await store.add({ token, request: parsed.data, status: 'pending', failReason: null, customer: null, channel: null });
            return {
              response_code: successCode,
              response_text: pageUrl(token, parsed.data),
              description: 'Checkout Invoice Created',
              token,
            };
          });

          api.get('/checkout-invoice/confirm/:token', quiet, async (request, reply) => {
            const token = tokenOf(request);
            const invoice = token === null ? null : await store.get(token);
            if (!invoice) return refusal(reply, 404, '1004', 'Invoice not found');
            return confirmAnswer(invoice, options.keys.masterKey, pageUrl(invoice.token, invoice.request));
          });

          api.post('/softpay/:channel', quiet, async (request, reply) => {
            const params = softpayParams.safeParse(request.params);
            if (!params.success) return reply.code(404).send({ success: false, message: 'Unknown SoftPay channel' });
            const { channel } = params.data;
            const parsed = softpayRequestSchemas[channel].safeParse(request.body);
            if (!parsed.success) {
              return reply.code(422).send({
                success: false,
                message: `Invalid ${channel} request: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`,
              });
            }
            const body = parsed.data as Record<string, unknown>;
            store.recordSoftpay({ channel, body });
            const token = String(body.wave_senegal_payment_token ?? body.invoice_token ?? body.payment_token);
            const invoice = await store.get(token);
            if (!invoice) return reply.code(404).send({ success: false, message: 'Invoice not found' });
            if (!(await store.attachPayer(token, channel, softpayCustomer(body)))) {
              return reply.code(409).send({ success: false, message: `Invoice is ${invoice.status}` });
            }
            const url = `${pageUrl(token, invoice.request)}?channel=${channel}`;
            if (channel === 'wave-senegal') return { success: true, message: 'Redirect the customer to the Wave page.', url };
            if (channel === 'new-orange-money-senegal') {
              return { success: true, message: 'Scan the QR code or open Orange Money.', url, other_url: { om_url: url, maxit_url: url } };
            }
            // MTN asks the payer to approve on the phone; here the hosted page stands in for the phone.
            return { success: true, message: 'Approve the payment on your phone.', fees: 0, currency: 'XOF' };
          });
        },
        { prefix: '/api/v1' },
      );

      // ── the shopper's side (the hosted page) ──
      scope.get('/assets/simulator.css', quiet, async (_request, reply) => reply.type('text/css; charset=utf-8').send(simulatorCss));

      scope.get('/checkout/:token', quiet, async (request, reply) => {
        const token = tokenOf(request);
        const invoice = token === null ? null : await store.get(token);
        if (!invoice) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(hostedPage(invoice, simulatorBasePath));
      });

      /** How the notification goes out: at once (PayDunya's usual), never (lost), after lateIpnMs, or twice. */
      type Notification = 'now' | 'lost' | 'late' | 'twice';
      const notify = async (notification: Notification, invoice: SimulatedInvoice, request: FastifyRequest) => {
        if (notification === 'lost') return;
        if (notification === 'late') {
          const timer = setTimeout(
            () => void postIpn(invoice, options.keys.masterKey, doFetch, request),
            options.lateIpnMs ?? defaultLateIpnMs,
          );
          timer.unref();
          return;
        }
        await postIpn(invoice, options.keys.masterKey, doFetch, request);
        if (notification === 'twice') await postIpn(invoice, options.keys.masterKey, doFetch, request);
      };

      const settle =
        (outcome: 'completed' | 'failed', notification: Notification = 'now') =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          const token = tokenOf(request);
          const invoice = token === null ? null : await store.get(token);
          if (!invoice || token === null) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
          const failReason = outcome === 'failed' ? 'Payment declined by the payer (simulated)' : null;
          // Two clicks (or two processes) racing settle the invoice once; only that one notifies.
          if (await store.settle(token, outcome, failReason))
            await notify(notification, { ...invoice, status: outcome, failReason }, request);
          const actions = invoice.request.actions ?? {};
          const target = (outcome === 'completed' ? actions.return_url : (actions.cancel_url ?? actions.return_url)) ?? options.publicUrl;
          return reply.redirect(target, 303);
        };
      scope.post('/checkout/:token/approve', quiet, settle('completed'));
      scope.post('/checkout/:token/decline', quiet, settle('failed'));
      // The gateway's failures, for trying the shop's reconciliation (README, "Paying locally").
      scope.post('/checkout/:token/approve-without-ipn', quiet, settle('completed', 'lost'));
      scope.post('/checkout/:token/approve-late-ipn', quiet, settle('completed', 'late'));
      scope.post('/checkout/:token/approve-ipn-twice', quiet, settle('completed', 'twice'));
    },
    { prefix: simulatorBasePath },
  );

  return store;
}

function softpayCustomer(body: Record<string, unknown>): SimulatedInvoice['customer'] {
  const text = (...keys: string[]) => String(keys.map((key) => body[key]).find((value) => typeof value === 'string') ?? '');
  return {
    name: text('wave_senegal_fullName', 'customer_name', 'mtn_ci_customer_fullname', 'mtn_benin_customer_fullname'),
    email: text('wave_senegal_email', 'customer_email', 'mtn_ci_email', 'mtn_benin_email'),
    phone: text('wave_senegal_phone', 'phone_number', 'mtn_ci_phone_number', 'mtn_benin_phone_number'),
  };
}

function confirmAnswer(invoice: SimulatedInvoice, masterKey: string, receiptUrl: string) {
  const { request } = invoice;
  return {
    response_code: successCode,
    response_text: 'Transaction Found',
    hash: ipnHash(masterKey),
    invoice: {
      token: invoice.token,
      total_amount: request.invoice.total_amount,
      description: request.invoice.description ?? '',
      items: request.invoice.items ?? {},
    },
    custom_data: request.custom_data ?? {},
    actions: request.actions ?? {},
    mode: 'test',
    status: invoice.status,
    ...(invoice.failReason ? { fail_reason: invoice.failReason } : {}),
    customer: invoice.customer ?? {},
    receipt_url: receiptUrl,
  };
}

/** Like PayDunya: a form-encoded `data[...]` POST to callback_url; a failure is logged, never shown to the payer. */
async function postIpn(invoice: SimulatedInvoice, masterKey: string, doFetch: typeof fetch, request: FastifyRequest): Promise<void> {
  const callbackUrl = invoice.request.actions?.callback_url;
  if (!callbackUrl) return;
  const { response_code: _code, response_text: _text, receipt_url: _receipt, ...data } = confirmAnswer(invoice, masterKey, '');
  try {
    const response = await doFetch(callbackUrl, {
      method: 'POST',
      headers: { 'content-type': formContentType },
      body: toFormBody({ data }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) request.log.warn({ status: response.status }, 'paydunya simulator: the IPN callback answered with an error');
  } catch (error) {
    request.log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'paydunya simulator: the IPN callback could not be reached',
    );
  }
}
