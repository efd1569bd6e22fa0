import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import qs from 'qs';
import { simulatorPaydunyaKeys } from '../config';
import { acceptNestedFormBodies } from './form-body';
import { injectingFetch } from './inject-fetch';
import { createPaydunyaClient, ipnHash, isIpnHashValid, paydunyaBaseUrl, type InvoiceInput, type PaydunyaClient } from './paydunya-client';
import { registerPaydunyaSimulator } from './simulator/routes';
import type { SimulatorStore } from './simulator/store';
import { openTestDatabase, type TestDatabase } from '../test-support/database';

const origin = 'http://shop.test';
const invoice: InvoiceInput = {
  items: [{ name: 'Huile de baobab', quantity: 2, unitPrice: 4500 }],
  totalAmount: 19_000,
  description: 'Commande Baobab n° 7',
  customData: { order_id: 7 },
  actions: { returnUrl: `${origin}/orders/7`, cancelUrl: `${origin}/orders/7?cancelled=1`, callbackUrl: `${origin}/ipn` },
  store: { name: 'Baobab' },
};
const payer = { fullName: 'Awa Diop', email: 'awa@example.sn', phone: '771234567' };

let app: FastifyInstance;
let store: SimulatorStore;
let client: PaydunyaClient;
let ipns: unknown[];
// The simulator keeps its invoices in the shop's database.
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database?.close());

beforeEach(async () => {
  app = Fastify();
  ipns = [];
  await app.register(async (scope) => {
    acceptNestedFormBodies(scope);
    scope.post('/ipn', async (request) => {
      ipns.push(request.body);
      return { received: true };
    });
  });
  const fetchInApp = injectingFetch(app, origin);
  store = await registerPaydunyaSimulator(app, { keys: simulatorPaydunyaKeys, publicUrl: origin, db: database.db, fetch: fetchInApp });
  await app.ready();
  client = createPaydunyaClient({ baseUrl: paydunyaBaseUrl('simulator', origin), keys: simulatorPaydunyaKeys, fetch: fetchInApp });
});

afterEach(async () => {
  await app.close();
});

describe('PayDunya client against the simulator', () => {
  it('uses the simulator on this server, or PayDunya’s sandbox and live bases', () => {
    expect(paydunyaBaseUrl('simulator', 'https://baobab.sn')).toBe('https://baobab.sn/paydunya-sim/api/v1/');
    expect(paydunyaBaseUrl('sandbox', 'https://baobab.sn')).toBe('https://app.paydunya.com/sandbox-api/v1/');
    expect(paydunyaBaseUrl('live', 'https://baobab.sn')).toBe('https://app.paydunya.com/api/v1/');
  });

  it('creates an invoice and gets its token and hosted page url', async () => {
    const created = await client.createInvoice(invoice);
    expect(created).toEqual({
      ok: true,
      value: { token: expect.stringMatching(/^test_/), url: expect.stringContaining('/paydunya-sim/checkout/test_') },
    });
    const page = await app.inject({ url: new URL(created.ok ? created.value.url : '').pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('19');
    expect(page.body).not.toMatch(/<script|<input/i);
  });

  it('fails with PayDunya’s message when the keys are wrong', async () => {
    const wrong = createPaydunyaClient({
      baseUrl: paydunyaBaseUrl('simulator', origin),
      keys: { ...simulatorPaydunyaKeys, privateKey: 'test_private_wrong' },
      fetch: injectingFetch(app, origin),
    });
    const created = await wrong.createInvoice(invoice);
    expect(created).toEqual({ ok: false, message: expect.stringContaining('Invalid API keys') });
    expect(await wrong.confirm('test_any')).toMatchObject({ ok: false });
  });

  it('fails when PayDunya cannot be reached', async () => {
    const offline = createPaydunyaClient({
      baseUrl: paydunyaBaseUrl('simulator', origin),
      keys: simulatorPaydunyaKeys,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await offline.createInvoice(invoice)).toEqual({ ok: false, message: expect.stringContaining('unreachable') });
  });

  it('sends each wallet’s SoftPay fields and returns the page to send the payer to', async () => {
    const created = await client.createInvoice(invoice);
    if (!created.ok) throw new Error(created.message);
    const wave = await client.softpay('wave-senegal', created.value.token, payer);
    expect(wave).toEqual({ ok: true, value: { url: expect.stringContaining(`/paydunya-sim/checkout/${created.value.token}`) } });
    expect(store.softpayRequests.at(-1)).toEqual({
      channel: 'wave-senegal',
      body: {
        wave_senegal_fullName: 'Awa Diop',
        wave_senegal_email: 'awa@example.sn',
        wave_senegal_phone: '771234567',
        wave_senegal_payment_token: created.value.token,
      },
    });

    const second = await client.createInvoice(invoice);
    if (!second.ok) throw new Error(second.message);
    expect(await client.softpay('new-orange-money-senegal', second.value.token, payer)).toMatchObject({
      ok: true,
      value: { url: expect.any(String) },
    });
    expect(store.softpayRequests.at(-1)?.body).toEqual({
      customer_name: 'Awa Diop',
      customer_email: 'awa@example.sn',
      phone_number: '771234567',
      invoice_token: second.value.token,
    });

    const third = await client.createInvoice(invoice);
    if (!third.ok) throw new Error(third.message);
    expect(await client.softpay('mtn-ci', third.value.token, { ...payer, phone: '0701234567' })).toEqual({
      ok: true,
      value: { url: null },
    });
    expect(store.softpayRequests.at(-1)?.body).toMatchObject({
      mtn_ci_phone_number: '0701234567',
      mtn_ci_wallet_provider: 'MTNCI',
      payment_token: third.value.token,
    });
  });

  it('reports a SoftPay refusal (a phone that is not 9 national digits)', async () => {
    const created = await client.createInvoice(invoice);
    if (!created.ok) throw new Error(created.message);
    expect(await client.softpay('wave-senegal', created.value.token, { ...payer, phone: '+221771234567' })).toEqual({
      ok: false,
      message: expect.stringContaining('wave_senegal_phone'),
    });
  });

  it('approve posts a form-encoded IPN with the master key’s hash, redirects to return_url, and confirm says completed', async () => {
    const created = await client.createInvoice(invoice);
    if (!created.ok) throw new Error(created.message);
    expect(await client.confirm(created.value.token)).toEqual({
      ok: true,
      value: { status: 'pending', totalAmount: 19_000, customData: { order_id: 7 }, failReason: null },
    });

    const approved = await app.inject({
      method: 'POST',
      url: `/paydunya-sim/checkout/${created.value.token}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`${origin}/orders/7`);
    expect(ipns).toHaveLength(1);
    expect(ipns[0]).toMatchObject({
      data: {
        hash: ipnHash(simulatorPaydunyaKeys.masterKey),
        status: 'completed',
        invoice: { token: created.value.token, total_amount: '19000' },
        custom_data: { order_id: '7' },
      },
    });
    expect(await client.confirm(created.value.token)).toMatchObject({ ok: true, value: { status: 'completed', totalAmount: 19_000 } });

    // A second click changes nothing and posts nothing.
    await app.inject({ method: 'POST', url: `/paydunya-sim/checkout/${created.value.token}/decline` });
    expect(ipns).toHaveLength(1);
  });

  it('decline posts a failed IPN and redirects to cancel_url', async () => {
    const created = await client.createInvoice(invoice);
    if (!created.ok) throw new Error(created.message);
    const declined = await app.inject({ method: 'POST', url: `/paydunya-sim/checkout/${created.value.token}/decline` });
    expect(declined.headers.location).toBe(`${origin}/orders/7?cancelled=1`);
    expect(ipns[0]).toMatchObject({ data: { status: 'failed' } });
    expect(await client.confirm(created.value.token)).toMatchObject({
      ok: true,
      value: { status: 'failed', failReason: expect.any(String) },
    });
  });

  it('checks an IPN hash against the master key in constant time', () => {
    expect(isIpnHashValid(ipnHash('k'), 'k')).toBe(true);
    expect(isIpnHashValid(ipnHash('other'), 'k')).toBe(false);
    expect(isIpnHashValid('short', 'k')).toBe(false);
  });

  it('encodes IPN bodies the way the IPN parser reads them', () => {
    expect(qs.parse(qs.stringify({ data: { invoice: { token: 't' } } }))).toEqual({ data: { invoice: { token: 't' } } });
  });
});
