import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentResponseSchema } from '../../src/domain/payment';
import { clientInfo } from '../../src/domain/testing/fixtures';
import { bearer, requireAuthEmulator, signInWithPhone, type EmulatorUser } from '../test-support/auth-emulator';
import { parseError, parseOk } from '../test-support/responses';
import { toFormBody } from './form-body';
import { ipnHash } from './paydunya-client';
import type { CreateInvoiceRequest } from './paydunya-contract';
import {
  orderRow,
  ordersOf,
  paymentsOf,
  registerCustomer,
  shopperCheckout,
  type CheckoutTestApp,
  type ShopperCheckout,
} from './test-support';

// Real ID tokens from the Auth emulator: without it this file fails (never skips).
requireAuthEmulator();

let shop: ShopperCheckout;
let t: CheckoutTestApp;
let awa: EmulatorUser;
let awaId: number;
let moussa: EmulatorUser;

beforeAll(async () => {
  shop = await shopperCheckout();
  ({ t, shopper: awa, customerId: awaId } = shop);
  moussa = await signInWithPhone(t.config.firebase.projectId);
  await registerCustomer(t, moussa, { fname: 'Moussa', lname: 'Ndiaye' });
});
afterAll(() => t?.close());

/** Three of the first available product; null: no payment phone (a card). */
const placeOrder = (paymentMethod = 'wave', paymentPhone: string | null = '77 123 45 67') =>
  shop.placeOrder({ quantity: 3, paymentMethod, paymentPhone });

const startPayment = (orderId: number, body: Record<string, unknown>, user = awa) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment`, headers: bearer(user), payload: body });

const postIpn = (data: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/paydunya/ipn',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: toFormBody({ data }),
  });

/** Plays PayDunya's side: its record of the invoice says something else than what we asked for. */
async function alterInvoice(token: string, change: (request: CreateInvoiceRequest) => CreateInvoiceRequest) {
  const invoice = await t.simulator.get(token);
  if (!invoice) throw new Error(`no invoice ${token}`);
  await t.simulator.update(token, { request: change(invoice.request) });
}

const lastToken = async (orderId: number) => {
  const token = (await paymentsOf(t, orderId)).at(-1)?.providerToken;
  if (!token) throw new Error(`order ${orderId} has no payment`);
  return token;
};

describe('POST /paydunya-api/wave/make', () => {
  it('sends PayDunya the shopper’s real name, e-mail and 9-digit phone, and charges the order’s total from the database', async () => {
    const order = await placeOrder();
    const response = await t.app.inject({
      method: 'POST',
      url: '/paydunya-api/wave/make',
      headers: bearer(awa),
      payload: {
        order_id: order.id,
        name: 'Placeholder',
        email: 'placeholder@example.com',
        phone: '+221 77 123 45 67',
        total_amount: order.total,
      },
    });
    const { url } = parseOk(response, startPaymentResponseSchema);
    const token = await lastToken(order.id);
    expect(url).toBe(`${t.origin}/paydunya-sim/checkout/${token}?channel=wave-senegal`);
    expect(t.simulator.softpayRequests.at(-1)).toEqual({
      channel: 'wave-senegal',
      body: {
        wave_senegal_fullName: 'Awa Diop',
        wave_senegal_email: clientInfo.email,
        wave_senegal_phone: '771234567',
        wave_senegal_payment_token: token,
      },
    });
    expect((await t.simulator.get(token))?.request.invoice.total_amount).toBe(order.total);
    expect(await paymentsOf(t, order.id)).toEqual([expect.objectContaining({ method: 'wave', amount: order.total, status: 'pending' })]);
  });

  it('refuses an amount that is not the order’s total, and another customer’s order', async () => {
    const order = await placeOrder();
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/paydunya-api/wave/make',
      headers: bearer(awa),
      payload: { order_id: order.id, phone: '771234567', total_amount: 1 },
    });
    expect(parseError(mismatch, 409).details).toMatchObject({ reason: 'total_mismatch', total: order.total });
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/paydunya-api/wave/make',
      headers: bearer(moussa),
      payload: { order_id: order.id, phone: '771234567' },
    });
    parseError(theirs, 404);
    parseError(
      await t.app.inject({ method: 'POST', url: '/paydunya-api/wave/make', payload: { order_id: order.id, phone: '771234567' } }),
      401,
    );
    expect(await paymentsOf(t, order.id)).toEqual([]);
  });
});

describe('POST /api/orders/:id/payment', () => {
  it('refuses MTN with a Senegalese number (400, clear message) and routes Côte d’Ivoire and Benin numbers to their MTN channel', async () => {
    const order = await placeOrder('mtn', '+225 07 01 23 45 67');
    const refused = parseError(await startPayment(order.id, { method: 'mtn', phone: '77 123 45 67' }), 400);
    expect(refused.message).toMatch(/MTN Mobile Money is not offered in Senegal/);
    expect(await paymentsOf(t, order.id)).toEqual([]);

    const ivorian = parseOk(await startPayment(order.id, { method: 'mtn', phone: '+225 07 01 23 45 67' }), startPaymentResponseSchema);
    // MTN asks for approval on the phone: the shopper waits on the order's status page.
    expect(ivorian.url).toBe(`${t.origin}/orders/${order.id}`);
    expect(t.simulator.softpayRequests.at(-1)).toMatchObject({
      channel: 'mtn-ci',
      body: { mtn_ci_phone_number: '0701234567', mtn_ci_customer_fullname: 'Awa Diop' },
    });

    await startPayment(order.id, { method: 'mtn', phone: '+229 01 97 12 34 56' });
    expect(t.simulator.softpayRequests.at(-1)).toMatchObject({ channel: 'mtn-benin', body: { mtn_benin_phone_number: '0197123456' } });
  });

  it('sends a card payment to the hosted page (channel card) without any SoftPay call', async () => {
    const order = await placeOrder('mastercard', null);
    const requestsBefore = t.simulator.softpayRequests.length;
    const { url } = parseOk(await startPayment(order.id, { method: 'mastercard' }), startPaymentResponseSchema);
    const token = await lastToken(order.id);
    expect(url).toBe(`${t.origin}/paydunya-sim/checkout/${token}`);
    expect((await t.simulator.get(token))?.request.invoice.channels).toEqual(['card']);
    expect(t.simulator.softpayRequests).toHaveLength(requestsBefore);
    const page = await fetch(url);
    expect(await page.text()).not.toMatch(/<input|<script/i);
  });

  it('keeps card data out of the logs, the database and PayDunya even if a client sends some', async () => {
    const order = await placeOrder('mastercard', null);
    const card = { cardNumber: '4111 1111 1111 1111', cvv: '123', ownerName: 'AWA DIOP', validity: '12/30' };
    parseOk(await startPayment(order.id, { method: 'mastercard', ...card }), startPaymentResponseSchema);
    const token = await lastToken(order.id);
    await shop.clickOnHostedPage(token, 'approve');
    expect((await orderRow(t, order.id)).status).toBe('paid');

    // The whole number, spaced or not: a bare "4111" also turns up inside log timestamps.
    const cardLike = /4111[ -]?1111[ -]?1111[ -]?1111|cvv|cardNumber|ownerName|validity/i;
    expect(t.logs.length).toBeGreaterThan(0);
    expect(t.logs.filter((line) => cardLike.test(line))).toEqual([]);
    expect(JSON.stringify(await paymentsOf(t, order.id))).not.toMatch(cardLike);
    expect(JSON.stringify(await t.simulator.get(token))).not.toMatch(cardLike);
  });

  it('approve on the hosted page → IPN → the order is paid; a paid order takes no new payment (409)', async () => {
    const order = await placeOrder();
    parseOk(await startPayment(order.id, { method: 'wave', phone: '771234567' }), startPaymentResponseSchema);
    const location = await shop.clickOnHostedPage(await lastToken(order.id), 'approve');
    expect(location).toBe(`${t.origin}/orders/${order.id}`);
    expect((await orderRow(t, order.id)).status).toBe('paid');
    expect((await paymentsOf(t, order.id)).map((payment) => payment.status)).toEqual(['completed']);
    expect(parseError(await startPayment(order.id, { method: 'wave', phone: '771234567' }), 409).details).toMatchObject({
      reason: 'already_paid',
    });
  });

  it('decline → payment_failed; a retry pays the same order (never a second one)', async () => {
    const order = await placeOrder();
    const ordersBefore = (await ordersOf(t, awaId)).length;
    await startPayment(order.id, { method: 'wave', phone: '771234567' });
    await shop.clickOnHostedPage(await lastToken(order.id), 'decline');
    expect((await orderRow(t, order.id)).status).toBe('payment_failed');

    await startPayment(order.id, { method: 'orange_money', phone: '761234567' });
    const retried = await orderRow(t, order.id);
    expect(retried).toMatchObject({ status: 'pending_payment', paymentMethod: 'orange_money' });
    await shop.clickOnHostedPage(await lastToken(order.id), 'approve');
    expect((await orderRow(t, order.id)).status).toBe('paid');
    expect((await paymentsOf(t, order.id)).map((payment) => [payment.method, payment.status])).toEqual([
      ['wave', 'failed'],
      ['orange_money', 'completed'],
    ]);
    expect(await ordersOf(t, awaId)).toHaveLength(ordersBefore);
  });
});

describe('PayDunya IPN', () => {
  it('ignores a notification with a wrong hash: 400, the order unchanged, nothing personal logged', async () => {
    const order = await placeOrder();
    await startPayment(order.id, { method: 'wave', phone: '771234567' });
    const token = await lastToken(order.id);
    // The invoice really is paid at PayDunya's end, so only the hash check can stop this.
    await t.simulator.update(token, { status: 'completed' });
    const response = await postIpn({
      hash: ipnHash('not-the-master-key'),
      status: 'completed',
      invoice: { token, total_amount: order.total },
      customer: { name: 'Awa Diop', phone: '771234567' },
    });
    parseError(response, 400);
    expect((await orderRow(t, order.id)).status).toBe('pending_payment');
    const logged = t.logs.join('');
    expect(logged).toContain('wrong hash');
    expect(logged).not.toMatch(/Awa|771234567|awa\.diop/);
  });

  it('changes the order once: replays of the notification, whatever they claim, change nothing', async () => {
    const order = await placeOrder();
    await startPayment(order.id, { method: 'wave', phone: '771234567' });
    const token = await lastToken(order.id);
    await shop.clickOnHostedPage(token, 'approve');
    const paid = await orderRow(t, order.id);
    expect(paid.status).toBe('paid');

    const hash = ipnHash(t.config.paydunya.masterKey);
    for (const status of ['completed', 'failed', 'cancelled']) {
      const replay = await postIpn({ hash, status, invoice: { token, total_amount: order.total } });
      expect(replay.statusCode).toBe(200);
    }
    // The same, as JSON.
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paydunya/ipn',
      payload: { data: { hash, status: 'failed', invoice: { token } } },
    });
    expect(asJson.statusCode).toBe(200);
    const after = await orderRow(t, order.id);
    expect(after.status).toBe('paid');
    expect(after.updatedAt).toEqual(paid.updatedAt);
    expect((await paymentsOf(t, order.id)).map((payment) => payment.status)).toEqual(['completed']);
  });

  it('does not mark an order paid when the confirmed amount differs from its total', async () => {
    const order = await placeOrder();
    await startPayment(order.id, { method: 'wave', phone: '771234567' });
    const token = await lastToken(order.id);
    // PayDunya confirms a smaller amount than the order's total (e.g. an altered invoice).
    await alterInvoice(token, (request) => ({ ...request, invoice: { ...request.invoice, total_amount: order.total - 500 } }));
    await shop.clickOnHostedPage(token, 'approve');
    expect((await orderRow(t, order.id)).status).toBe('payment_failed');
    expect((await paymentsOf(t, order.id)).at(-1)).toMatchObject({
      status: 'failed',
      raw: expect.objectContaining({ outcome: 'amount_mismatch' }),
    });
    expect(t.logs.join('')).toContain('needs review');
  });

  it('a payment cancelled at PayDunya cancels the order, which can still be paid as the same order', async () => {
    const order = await placeOrder();
    await startPayment(order.id, { method: 'wave', phone: '771234567' });
    const token = await lastToken(order.id);
    // The shopper cancelled on PayDunya's page; PayDunya notifies in JSON this time.
    await t.simulator.update(token, { status: 'cancelled' });
    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paydunya/ipn',
      payload: { data: { hash: ipnHash(t.config.paydunya.masterKey), status: 'cancelled', invoice: { token } } },
    });
    expect(notified.statusCode).toBe(200);
    expect((await orderRow(t, order.id)).status).toBe('cancelled');

    await startPayment(order.id, { method: 'wave', phone: '771234567' });
    expect((await orderRow(t, order.id)).status).toBe('pending_payment');
    await shop.clickOnHostedPage(await lastToken(order.id), 'approve');
    expect((await orderRow(t, order.id)).status).toBe('paid');
    expect((await paymentsOf(t, order.id)).map((payment) => payment.status)).toEqual(['cancelled', 'completed']);
  });

  it('answers 404 to an unknown invoice and 400 to something that is not a notification', async () => {
    parseError(await postIpn({ hash: ipnHash(t.config.paydunya.masterKey), status: 'completed', invoice: { token: 'test_unknown' } }), 404);
    parseError(await t.app.inject({ method: 'POST', url: '/api/payments/paydunya/ipn', payload: { hello: 'world' } }), 400);
  });
});

describe('the simulator', () => {
  it('answers an invoice token holding a NUL as an unknown invoice (404), where PostgreSQL answered 500', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/paydunya-sim/checkout/test_%00' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/paydunya-sim/checkout/test_%00/approve' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/paydunya-sim/checkout/%00/decline' })).statusCode).toBe(404);
  });
});
