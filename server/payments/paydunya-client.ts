/**
 * PayDunya over HTTP: the same code for the local simulator, the sandbox and live; only the base URL and
 * the keys differ (PAYDUNYA_MODE). Never logs: callers decide what is safe to record.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { PaydunyaMode } from '../config';
import {
  confirmResponseSchema,
  createInvoiceResponseSchema,
  paydunyaHeaders,
  softpayRequestSchemas,
  softpayResponseSchema,
  successCode,
  type CreateInvoiceRequest,
  type InvoiceStatus,
  type SoftpayChannel,
} from './paydunya-contract';
import {
  disburseGetInvoiceResponseSchema,
  disburseStatusResponseSchema,
  type DisburseGetInvoiceRequest,
  type DisburseStatus,
} from './disburse-contract';

export interface PaydunyaKeys {
  masterKey: string;
  privateKey: string;
  token: string;
}

const paydunyaBaseUrls = {
  sandbox: 'https://app.paydunya.com/sandbox-api/v1/',
  live: 'https://app.paydunya.com/api/v1/',
} as const;

/** The simulator is served by this same server, under /paydunya-sim/. */
const simulatorApiPath = '/paydunya-sim/api/v1/';

export function paydunyaBaseUrl(mode: PaydunyaMode, publicUrl: string): string {
  return mode === 'simulator' ? `${publicUrl}${simulatorApiPath}` : paydunyaBaseUrls[mode];
}

/** The IPN's `hash`: SHA-512 (hex) of the master key. */
export const ipnHash = (masterKey: string): string => createHash('sha512').update(masterKey).digest('hex');

export function isIpnHashValid(hash: string, masterKey: string): boolean {
  const expected = Buffer.from(ipnHash(masterKey));
  const given = Buffer.from(hash.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type PaydunyaResult<T> = { ok: true; value: T } | { ok: false; message: string };

export interface InvoiceInput {
  items: { name: string; quantity: number; unitPrice: number }[];
  totalAmount: number;
  description: string;
  /** e.g. ['card'] for the hosted card page. */
  channels?: string[];
  customData: Record<string, string | number>;
  actions: { returnUrl: string; cancelUrl: string; callbackUrl: string };
  store: { name: string; websiteUrl?: string };
}

export interface Payer {
  fullName: string;
  email: string;
  /** National digits, without the country code. */
  phone: string;
}

export interface ConfirmedInvoice {
  status: InvoiceStatus;
  totalAmount: number;
  customData: Record<string, unknown>;
  failReason: string | null;
}

export interface DisburseInput {
  /** The wallet's national number. */
  accountAlias: string;
  amount: number;
  /** e.g. wave-senegal, orange-money-senegal. */
  withdrawMode: string;
  callbackUrl: string;
  /** Our own id for this payout. */
  disburseId: string;
}

export interface DisburseOutcome {
  token: string;
  status: DisburseStatus;
  message: string | null;
}

/**
 * A payout: `stage` says how far it went when it failed — at `get-invoice` nothing was sent; at `submit`
 * the money may have left (an answer lost on the way), so the token is kept to ask before trying again.
 */
export type DisburseResult =
  | { ok: true; value: DisburseOutcome }
  | { ok: false; stage: 'get-invoice'; message: string }
  | { ok: false; stage: 'submit'; token: string; message: string };

export interface PaydunyaClient {
  /** → the invoice token and the hosted checkout page's url. */
  createInvoice(input: InvoiceInput): Promise<PaydunyaResult<{ token: string; url: string }>>;
  /** → the page to send the shopper to, or null when the wallet asks for approval on the phone (MTN). */
  softpay(channel: SoftpayChannel, invoiceToken: string, payer: Payer): Promise<PaydunyaResult<{ url: string | null }>>;
  confirm(invoiceToken: string): Promise<PaydunyaResult<ConfirmedInvoice>>;
  /** Pays `amount` to a wallet: disburse/get-invoice, then disburse/submit-invoice. */
  disburse(input: DisburseInput): Promise<DisburseResult>;
  /**
   * Where a payout stands now (disburse/check-status); null when PayDunya answers that it has no such
   * submitted payout (nothing was sent), a failure when PayDunya could not be asked.
   */
  disbursementStatus(disburseToken: string): Promise<PaydunyaResult<DisburseOutcome | null>>;
}

/** The disbursement API is versioned apart from checkout: v2 beside the configured v1 base (sandbox, live, simulator alike). */
const disburseApiPath = '../v2/disburse/';

export interface PaydunyaClientOptions {
  baseUrl: string;
  keys: PaydunyaKeys;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createPaydunyaClient({ baseUrl, keys, fetch: doFetch = fetch, timeoutMs = 20_000 }: PaydunyaClientOptions): PaydunyaClient {
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    [paydunyaHeaders.masterKey]: keys.masterKey,
    [paydunyaHeaders.privateKey]: keys.privateKey,
    [paydunyaHeaders.token]: keys.token,
  };

  async function call<S extends z.ZodType>(path: string, schema: S, body?: unknown): Promise<PaydunyaResult<z.infer<S>>> {
    let response: Response;
    try {
      response = await doFetch(new URL(path, baseUrl), {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { ok: false, message: `PayDunya unreachable: ${error instanceof Error ? error.message : String(error)}` };
    }
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(json);
    if (!parsed.success) return { ok: false, message: `Unexpected PayDunya answer (HTTP ${response.status})` };
    return { ok: true, value: parsed.data };
  }

  const failure = (answer: { response_code?: string | undefined; response_text?: string | undefined; message?: string | undefined }) => ({
    ok: false as const,
    message: answer.response_text ?? answer.message ?? `PayDunya refused the request (code ${answer.response_code ?? 'none'})`,
  });

  return {
    async createInvoice(input) {
      const body: CreateInvoiceRequest = {
        invoice: {
          items: Object.fromEntries(
            input.items.map((item, index) => [
              `item_${index}`,
              { name: item.name, quantity: item.quantity, unit_price: item.unitPrice, total_price: item.unitPrice * item.quantity },
            ]),
          ),
          taxes: {},
          total_amount: input.totalAmount,
          description: input.description,
          ...(input.channels ? { channels: input.channels } : {}),
        },
        store: { name: input.store.name, ...(input.store.websiteUrl ? { website_url: input.store.websiteUrl } : {}) },
        custom_data: input.customData,
        actions: { cancel_url: input.actions.cancelUrl, return_url: input.actions.returnUrl, callback_url: input.actions.callbackUrl },
      };
      const result = await call('checkout-invoice/create', createInvoiceResponseSchema, body);
      if (!result.ok) return result;
      const answer = result.value;
      if (answer.response_code !== successCode || !answer.token || !answer.response_text) return failure(answer);
      return { ok: true, value: { token: answer.token, url: answer.response_text } };
    },

    async softpay(channel, invoiceToken, payer) {
      const body = softpayBody(channel, invoiceToken, payer);
      const result = await call(`softpay/${channel}`, softpayResponseSchema, body);
      if (!result.ok) return result;
      const answer = result.value;
      const refused = (answer.response_code !== undefined && answer.response_code !== successCode) || answer.success === false;
      if (refused || (answer.success === undefined && answer.response_code === undefined)) return failure(answer);
      return { ok: true, value: { url: answer.url ?? null } };
    },

    async confirm(invoiceToken) {
      const result = await call(`checkout-invoice/confirm/${encodeURIComponent(invoiceToken)}`, confirmResponseSchema);
      if (!result.ok) return result;
      const answer = result.value;
      if (answer.response_code !== successCode || !answer.status || !answer.invoice) return failure(answer);
      return {
        ok: true,
        value: {
          status: answer.status,
          totalAmount: answer.invoice.total_amount,
          customData: answer.custom_data ?? {},
          failReason: answer.fail_reason ?? null,
        },
      };
    },

    async disburse(input) {
      const request: DisburseGetInvoiceRequest = {
        account_alias: input.accountAlias,
        amount: input.amount,
        withdraw_mode: input.withdrawMode,
        callback_url: input.callbackUrl,
      };
      const invoice = await call(`${disburseApiPath}get-invoice`, disburseGetInvoiceResponseSchema, request);
      if (!invoice.ok) return { ok: false, stage: 'get-invoice', message: invoice.message };
      const token = invoice.value.disburse_token;
      if (invoice.value.response_code !== successCode || !token)
        return { ok: false, stage: 'get-invoice', message: failure(invoice.value).message };
      const submitted = await call(`${disburseApiPath}submit-invoice`, disburseStatusResponseSchema, {
        disburse_invoice: token,
        disburse_id: input.disburseId,
      });
      if (!submitted.ok) return { ok: false, stage: 'submit', token, message: submitted.message };
      const answer = submitted.value;
      // A refusal of the submit itself (balance too low, wallet unknown, …) sends nothing.
      if (answer.response_code !== successCode) return { ok: true, value: { token, status: 'failed', message: failure(answer).message } };
      return {
        ok: true,
        value: { token, status: answer.status ?? 'pending', message: answer.response_text ?? answer.description ?? null },
      };
    },

    async disbursementStatus(disburseToken) {
      const result = await call(`${disburseApiPath}check-status`, disburseStatusResponseSchema, { disburse_invoice: disburseToken });
      if (!result.ok) return result;
      const answer = result.value;
      if (answer.response_code !== successCode || !answer.status) return { ok: true, value: null };
      return {
        ok: true,
        value: { token: disburseToken, status: answer.status, message: answer.response_text ?? answer.description ?? null },
      };
    },
  };
}

/** Each SoftPay channel names the same four facts differently (PayDunya's SoftPay documentation). */
function softpayBody(channel: SoftpayChannel, token: string, payer: Payer): z.infer<(typeof softpayRequestSchemas)[SoftpayChannel]> {
  switch (channel) {
    case 'wave-senegal':
      return {
        wave_senegal_fullName: payer.fullName,
        wave_senegal_email: payer.email,
        wave_senegal_phone: payer.phone,
        wave_senegal_payment_token: token,
      };
    case 'new-orange-money-senegal':
      return { customer_name: payer.fullName, customer_email: payer.email, phone_number: payer.phone, invoice_token: token };
    case 'mtn-ci':
      return {
        mtn_ci_customer_fullname: payer.fullName,
        mtn_ci_email: payer.email,
        mtn_ci_phone_number: payer.phone,
        mtn_ci_wallet_provider: 'MTNCI',
        payment_token: token,
      };
    case 'mtn-benin':
      return {
        mtn_benin_customer_fullname: payer.fullName,
        mtn_benin_email: payer.email,
        mtn_benin_phone_number: payer.phone,
        mtn_benin_wallet_provider: 'MTNBENIN',
        payment_token: token,
      };
  }
}
