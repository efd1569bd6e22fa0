/**
 * Money safety of the payment path (docs/decisions/payment-attempts-and-expiry.md): one live attempt per
 * order, overpayments recorded for the shop, the IPN's three defences, availability re-checked, unpaid
 * orders expiring, return addresses on loopback origins, and the simulator shared by server processes.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (where the concurrency is real).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderResponseSchema } from '../../src/domain/order';
import { startPaymentResponseSchema } from '../../src/domain/payment';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { orders, payments, products } from '../db/schema';
import { toFormBody } from './form-body';
import { expireUnpaidOrders } from './order-expiry';
import { ipnHash } from './paydunya-client';
import { shopOriginFor } from './paydunya-setup';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../test-support/auth-emulator';
import { parseError, parseOk } from '../test-support/responses';
import {
  orderRow,
  sweepDeps,
  paymentsOf,
  reviewsOf,
  shopperCheckout,
  simulatorInvoicesOf,
  type CheckoutTestApp,
  type ShopperCheckout,
} from './test-support';

// Real ID tokens from the Auth emulator: without it this file fails (never skips).
requireAuthEmulator();

let shop: ShopperCheckout;
let t: CheckoutTestApp;
let awa: EmulatorUser;

beforeAll(async () => {
  shop = await shopperCheckout();
  ({ t, shopper: awa } = shop);
});
afterAll(() => t?.close());

/** Two of a product, the first available one by default. */
const placeOrder = (productId?: number) => shop.placeOrder({ productId, quantity: 2 });
const wave = { method: 'wave', phone: '771234567' };

const postIpn = (data: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/paydunya/ipn',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: toFormBody({ data }),
  });

async function tokensOf(orderId: number): Promise<string[]> {
  return (await paymentsOf(t, orderId)).map((payment) => {
    if (!payment.providerToken) throw new Error(`payment ${payment.id} has no invoice`);
    return payment.providerToken;
  });
}

/** Makes an order look untouched for `minutes` (the sweep reads updated_at). */
const age = (orderId: number, minutes: number) =>
  t.database.db
    .update(orders)
    .set({ updatedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, orderId));

const expiryCutoff = () => new Date(Date.now() - t.config.unpaidOrderExpiryMinutes * 60_000);

describe('one live payment attempt per order', () => {
  it('answers 20 concurrent starts of the same payment with one invoice and one attempt', async () => {
    const order = await placeOrder();
    const responses = await Promise.all(Array.from({ length: 20 }, () => shop.startPayment(order.id)));
    const urls = responses.map((response) => parseOk(response, startPaymentResponseSchema).url);
    expect(new Set(urls).size).toBe(1);
    expect(await simulatorInvoicesOf(t, order.id)).toHaveLength(1);
    expect(await paymentsOf(t, order.id)).toEqual([expect.objectContaining({ status: 'pending', checkoutUrl: urls[0] })]);
    // A later start of the same payment (the shopper pressed "pay" again) is answered the same.
    expect(parseOk(await shop.startPayment(order.id), startPaymentResponseSchema).url).toBe(urls[0]);
    expect(await simulatorInvoicesOf(t, order.id)).toHaveLength(1);
  });

  it('withdraws the older attempt when the shopper switches method; if both are still paid, the order records the overpayment', async () => {
    const order = await placeOrder();
    parseOk(await shop.startPayment(order.id), startPaymentResponseSchema);
    parseOk(await shop.startPayment(order.id, { method: 'orange_money', phone: '761234567' }), startPaymentResponseSchema);
    const [waveToken, orangeToken] = await tokensOf(order.id);
    expect((await paymentsOf(t, order.id)).map((payment) => [payment.method, payment.status])).toEqual([
      ['wave', 'cancelled'],
      ['orange_money', 'pending'],
    ]);

    await shop.clickOnHostedPage(orangeToken!, 'approve');
    expect((await orderRow(t, order.id)).status).toBe('paid');
    // The shopper had the Wave page still open and paid there too: PayDunya took the money twice.
    await shop.clickOnHostedPage(waveToken!, 'approve');
    const payments = await paymentsOf(t, order.id);
    expect(payments.map((payment) => payment.status)).toEqual(['completed', 'completed']);
    expect((await orderRow(t, order.id)).status).toBe('paid');
    expect(await reviewsOf(t, order.id)).toEqual([
      expect.objectContaining({
        reason: 'overpaid',
        amount: order.total,
        paymentIds: payments.map((payment) => payment.id),
        resolvedAt: null,
      }),
    ]);
  });
});

describe('a start waiting on a concurrent start', () => {
  it('is told another payment replaced it (409 payment_superseded, not a 502) when a start with another method withdrew it', async () => {
    const order = await placeOrder();
    parseOk(await shop.startPayment(order.id), startPaymentResponseSchema);
    // The Wave start looks still in flight at PayDunya (no page yet), so the same start waits for it.
    await t.database.db.update(payments).set({ checkoutUrl: null, createdAt: new Date() }).where(eq(payments.orderId, order.id));
    const waiting = shop.startPayment(order.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    parseOk(await shop.startPayment(order.id, { method: 'orange_money', phone: '761234567' }), startPaymentResponseSchema);
    expect(parseError(await waiting, 409).details).toMatchObject({ reason: 'payment_superseded' });
    expect((await paymentsOf(t, order.id)).map((payment) => [payment.method, payment.status])).toEqual([
      ['wave', 'cancelled'],
      ['orange_money', 'pending'],
    ]);
  });
});

describe('the IPN’s defences', () => {
  it('ignores a replayed notification of an old failed attempt while its retry is pending', async () => {
    const order = await placeOrder();
    await shop.startPayment(order.id);
    const [failedToken] = await tokensOf(order.id);
    await shop.clickOnHostedPage(failedToken!, 'decline');
    expect((await orderRow(t, order.id)).status).toBe('payment_failed');

    await shop.startPayment(order.id, { method: 'orange_money', phone: '761234567' });
    expect((await orderRow(t, order.id)).status).toBe('pending_payment');
    // PayDunya (or anyone with the fixed hash) replays the old attempt's failure.
    const replay = await postIpn({ hash: ipnHash(t.config.paydunya.masterKey), status: 'failed', invoice: { token: failedToken } });
    expect(replay.statusCode).toBe(200);
    expect((await orderRow(t, order.id)).status).toBe('pending_payment');
    expect((await paymentsOf(t, order.id)).map((payment) => payment.status)).toEqual(['failed', 'pending']);

    const [, retryToken] = await tokensOf(order.id);
    await shop.clickOnHostedPage(retryToken!, 'approve');
    expect((await orderRow(t, order.id)).status).toBe('paid');
  });

  it('does not pay an order with an invoice PayDunya confirms for another order', async () => {
    const order = await placeOrder();
    const other = await placeOrder();
    await shop.startPayment(order.id);
    const [token] = await tokensOf(order.id);
    const invoice = await t.simulator.get(token!);
    // Same amount, but PayDunya's record of the invoice names the other order.
    await t.simulator.update(token!, { request: { ...invoice!.request, custom_data: { order_id: other.id } } });
    await shop.clickOnHostedPage(token!, 'approve');
    expect((await orderRow(t, order.id)).status).toBe('payment_failed');
    expect((await orderRow(t, other.id)).status).toBe('pending_payment');
    expect((await paymentsOf(t, order.id)).at(-1)).toMatchObject({
      status: 'failed',
      raw: expect.objectContaining({ outcome: 'amount_mismatch' }),
    });
    expect(await reviewsOf(t, order.id)).toEqual([expect.objectContaining({ reason: 'amount_mismatch' })]);
  });

  it('makes no invoice and no payment row for an order already paid', async () => {
    const order = await placeOrder();
    await shop.startPayment(order.id);
    const [token] = await tokensOf(order.id);
    await shop.clickOnHostedPage(token!, 'approve');
    expect((await orderRow(t, order.id)).status).toBe('paid');

    for (const body of [wave, { method: 'mastercard' }]) {
      expect(parseError(await shop.startPayment(order.id, body), 409).details).toMatchObject({ reason: 'already_paid' });
    }
    expect(await simulatorInvoicesOf(t, order.id)).toHaveLength(1);
    expect(await paymentsOf(t, order.id)).toHaveLength(1);
  });
});

describe('availability and expiry', () => {
  it('refuses to start paying for a product marked unavailable since the order was placed (409, no invoice)', async () => {
    const [spare] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.availability, true))
      .orderBy(sql`${products.id} desc`)
      .limit(1);
    const order = await placeOrder(spare!.id);
    await t.database.db.update(products).set({ availability: false }).where(eq(products.id, spare!.id));
    try {
      expect(parseError(await shop.startPayment(order.id), 409).details).toMatchObject({
        reason: 'out_of_stock',
        product_ids: [spare!.id],
      });
      expect(await simulatorInvoicesOf(t, order.id)).toEqual([]);
    } finally {
      await t.database.db.update(products).set({ availability: true }).where(eq(products.id, spare!.id));
    }
  });

  it('expires an order left unpaid past the configured time: shown expired, no new payment, a late payment still wins and is flagged', async () => {
    expect(t.config.unpaidOrderExpiryMinutes).toBe(60);
    const order = await placeOrder();
    await shop.startPayment(order.id);
    const [token] = await tokensOf(order.id);
    const fresh = await placeOrder();

    await age(order.id, 61);
    await age(fresh.id, 59);
    await expireUnpaidOrders(sweepDeps(t), expiryCutoff());
    expect((await orderRow(t, fresh.id)).status).toBe('pending_payment');
    const shown = await t.app.inject({ url: `/api/orders/${order.id}`, headers: bearer(awa) });
    expect(orderResponseSchema.parse(shown.json()).data.status).toBe('expired');
    expect((await paymentsOf(t, order.id)).map((payment) => [payment.status, payment.raw])).toEqual([
      ['cancelled', { outcome: 'order_expired' }],
    ]);
    expect(parseError(await shop.startPayment(order.id), 409).details).toMatchObject({ reason: 'order_expired' });
    expect(await simulatorInvoicesOf(t, order.id)).toHaveLength(1);

    // The shopper had paid on PayDunya's page just as the order expired: the money is not lost.
    await shop.clickOnHostedPage(token!, 'approve');
    expect((await orderRow(t, order.id)).status).toBe('paid');
    expect(await reviewsOf(t, order.id)).toEqual([expect.objectContaining({ reason: 'paid_after_expiry', amount: order.total })]);
  });

  it('refuses to pay an order past its time even before the next sweep', async () => {
    const order = await placeOrder();
    await age(order.id, 61);
    expect(parseError(await shop.startPayment(order.id), 409).details).toMatchObject({ reason: 'order_expired' });
    expect((await orderRow(t, order.id)).status).toBe('expired');
    expect(await simulatorInvoicesOf(t, order.id)).toEqual([]);
  });

  it('expires each order once when several processes sweep at the same time', async () => {
    const placed = await Promise.all(Array.from({ length: 5 }, () => placeOrder()));
    await Promise.all(placed.map((order) => shop.startPayment(order.id)));
    await Promise.all(placed.map((order) => age(order.id, 120)));
    const sweeps = await Promise.all(Array.from({ length: 4 }, () => expireUnpaidOrders(sweepDeps(t), expiryCutoff())));
    expect(sweeps.reduce((sum, sweep) => sum + sweep.orders, 0)).toBe(5);
    for (const order of placed) {
      expect((await orderRow(t, order.id)).status).toBe('expired');
      expect((await paymentsOf(t, order.id)).map((payment) => payment.raw?.outcome)).toEqual(['order_expired']);
    }
  });
});

describe('return and notification addresses', () => {
  it('follow the loopback origin the shopper used; any other host gets PUBLIC_URL', async () => {
    const port = new URL(t.origin).port;
    const order = await placeOrder();
    parseOk(
      await shop.startPayment(order.id, { method: 'mastercard' }, { origin: `http://localhost:${port}`, host: `localhost:${port}` }),
      startPaymentResponseSchema,
    );
    const [token] = await tokensOf(order.id);
    expect((await t.simulator.get(token!))?.request.actions).toEqual({
      return_url: `http://localhost:${port}/orders/${order.id}`,
      cancel_url: `http://localhost:${port}/orders/${order.id}`,
      callback_url: `http://localhost:${port}/api/payments/paydunya/ipn`,
    });

    const other = await placeOrder();
    // Reached through a non-loopback name (a LAN address, a tunnel): that name is not trusted.
    parseOk(
      await shop.startPayment(other.id, { method: 'mastercard' }, { origin: 'http://shop.example', host: 'shop.example' }),
      startPaymentResponseSchema,
    );
    const [otherToken] = await tokensOf(other.id);
    expect((await t.simulator.get(otherToken!))?.request.actions?.return_url).toBe(`${t.origin}/orders/${other.id}`);
  });

  it('never follow the Origin header in production', () => {
    const production = { ...t.config, env: 'production' as const, publicUrl: 'https://baobab.sn' };
    expect(shopOriginFor(production, { headers: { origin: 'http://localhost:5173' } })).toBe('https://baobab.sn');
    expect(shopOriginFor(t.config, { headers: { origin: 'http://localhost:5173' } })).toBe('http://localhost:5173');
    expect(shopOriginFor(t.config, { headers: { origin: 'http://127.0.0.1.attacker.example' } })).toBe(t.config.publicUrl);
    expect(shopOriginFor(t.config, { headers: { origin: 'null' } })).toBe(t.config.publicUrl);
  });
});

describe('several server processes', () => {
  it('share the simulator’s invoices and the expiry sweep through the database', async () => {
    const order = await placeOrder();
    await shop.startPayment(order.id);
    const [token] = await tokensOf(order.id);
    const forgotten = await placeOrder();
    await age(forgotten.id, 90);

    // A second process on the same database, as behind a load balancer; it sweeps when it is ready.
    const second = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.config.dataDir, STATIC_DIR: t.config.staticDir }),
      { db: t.database.db },
    );
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      const address = second.server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const page = await fetch(`${origin}/paydunya-sim/checkout/${token}`);
      expect(page.status).toBe(200);
      await shop.clickOnHostedPage(token!, 'approve', origin);
      expect((await orderRow(t, order.id)).status).toBe('paid');
      await expect.poll(async () => (await orderRow(t, forgotten.id)).status).toBe('expired');
    } finally {
      await second.close();
    }
  });
});
