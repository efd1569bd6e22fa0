/**
 * A paid order is never lost (issue #20): with PayDunya's notification lost, late or sent twice, the
 * order still ends paid — through the shopper's status page (GET /api/orders/:id asks PayDunya), through
 * the sweep (attempts older than PAYMENT_RECONCILE_AFTER_SECONDS) and always before an order expires.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../src/domain/order';
import { clientInfo } from '../../src/domain/testing/fixtures';
import { orders, payments } from '../db/schema';
import { toFormBody } from './form-body';
import { expireUnpaidOrders } from './order-expiry';
import { ipnHash } from './paydunya-client';
import { recheckSeconds } from './reconcile';
import { orderRow, paymentsOf, reviewsOf, shopperCheckout, sweepDeps, type CheckoutTestApp, type ShopperCheckout } from './test-support';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../test-support/auth-emulator';

requireAuthEmulator();

const reconcileAfterSeconds = 2;
const lateIpnMs = 1_500;

let shop: ShopperCheckout;
let t: CheckoutTestApp;
let awa: EmulatorUser;

beforeAll(async () => {
  shop = await shopperCheckout({
    PAYMENT_RECONCILE_AFTER_SECONDS: String(reconcileAfterSeconds),
    PAYDUNYA_SIM_LATE_IPN_MS: String(lateIpnMs),
  });
  ({ t, shopper: awa } = shop);
});
afterAll(() => t?.close());

/** Places an order and starts its Wave payment; answers the order and its invoice token. */
async function orderWithInvoice() {
  const order = await shop.placeOrder();
  const started = await shop.startPayment(order.id);
  expect(started.statusCode, started.body).toBe(200);
  const [payment] = await paymentsOf(t, order.id);
  if (!payment?.providerToken) throw new Error('no invoice');
  return { order, token: payment.providerToken };
}

const shopperOrder = async (id: number) =>
  orderResponseSchema.parse((await t.app.inject({ url: `/api/orders/${id}`, headers: bearer(awa) })).json()).data;
const lastChecked = async (orderId: number) => (await paymentsOf(t, orderId))[0]?.lastCheckedAt?.getTime() ?? null;
/** Keeps the sweep's hands off an attempt for this test (it asks about attempts older than reconcileAfterSeconds). */
const freshen = (orderId: number) =>
  t.database.db
    .update(payments)
    .set({ createdAt: sql`now() + interval '1 hour'` })
    .where(eq(payments.orderId, orderId));

describe('the notification is lost (approve-without-ipn)', () => {
  it('the shopper’s status page shows the order paid: GET /api/orders/:id asks PayDunya', async () => {
    const { order, token } = await orderWithInvoice();
    await freshen(order.id);
    await shop.clickOnHostedPage(token, 'approve-without-ipn');
    // No IPN: nothing changed on its own.
    expect((await orderRow(t, order.id)).state).toBe('pending_payment');
    expect(await shopperOrder(order.id)).toMatchObject({ state: 'paid', status: 'paid' });
    expect((await paymentsOf(t, order.id))[0]).toMatchObject({ status: 'completed', raw: expect.objectContaining({ outcome: 'paid' }) });
  });

  it('asks PayDunya at most once every few seconds per attempt, however many tabs ask', async () => {
    const { order } = await orderWithInvoice();
    await freshen(order.id);
    await Promise.all(Array.from({ length: 6 }, () => shopperOrder(order.id)));
    const first = await lastChecked(order.id);
    expect(first).not.toBeNull();
    await Promise.all(Array.from({ length: 6 }, () => shopperOrder(order.id)));
    // Within recheckSeconds the claim is refused: nobody asked again.
    expect(await lastChecked(order.id)).toBe(first);
    expect(recheckSeconds).toBe(10);
    await t.database.db
      .update(payments)
      .set({ lastCheckedAt: sql`now() - make_interval(secs => ${recheckSeconds + 1})` })
      .where(eq(payments.orderId, order.id));
    await shopperOrder(order.id);
    expect(await lastChecked(order.id)).toBeGreaterThan(first ?? 0);
  });

  it('an order nobody watches is paid by the sweep once its attempt is PAYMENT_RECONCILE_AFTER_SECONDS old', async () => {
    const { order, token } = await orderWithInvoice();
    await shop.clickOnHostedPage(token, 'approve-without-ipn');
    const startedAt = Date.now();
    await expect
      .poll(async () => (await orderRow(t, order.id)).state, { timeout: (reconcileAfterSeconds + 60) * 1000, interval: 250 })
      .toBe('paid');
    expect(Date.now() - startedAt).toBeLessThan((reconcileAfterSeconds + 60) * 1000);
    const reconciled = t.logs.filter((line) => line.includes('paydunya reconcile'));
    expect(reconciled.join('\n')).toContain('payment settled without its notification');
    // Ids and outcomes only: nothing of the payer.
    for (const personal of [clientInfo.fname, clientInfo.lname, clientInfo.email, '771234567', '77 123 45 67'])
      expect(reconciled.join('\n')).not.toContain(personal);
  });

  it('is never expired: the sweep asks PayDunya before expiring, and pays it instead', async () => {
    const { order, token } = await orderWithInvoice();
    await freshen(order.id);
    await shop.clickOnHostedPage(token, 'approve-without-ipn');
    await t.database.db
      .update(orders)
      .set({ updatedAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, order.id));
    const swept = await expireUnpaidOrders(sweepDeps(t), new Date(Date.now() - t.config.unpaidOrderExpiryMinutes * 60_000));
    expect(swept.kept).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t, order.id)).state).toBe('paid');
    expect(await reviewsOf(t, order.id)).toEqual([]);
  });

  it('an order whose invoice is still pending expires after the sweep asked, and its attempt is withdrawn', async () => {
    const { order } = await orderWithInvoice();
    await freshen(order.id);
    await t.database.db
      .update(orders)
      .set({ updatedAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, order.id));
    await expireUnpaidOrders(sweepDeps(t), new Date(Date.now() - t.config.unpaidOrderExpiryMinutes * 60_000));
    // This call, or the app's own sweep if it claimed the attempt first (then this one kept the order for later).
    await expect.poll(async () => (await orderRow(t, order.id)).state, { timeout: 5_000, interval: 100 }).toBe('expired');
    const [attempt] = await paymentsOf(t, order.id);
    expect(attempt).toMatchObject({ status: 'cancelled', raw: { outcome: 'order_expired' } });
    expect(attempt?.lastCheckedAt).not.toBeNull();
  });

  it('money PayDunya still takes for an expired order, with the notification lost, reaches the staff through the sweep (paid_after_expiry)', async () => {
    const { order, token } = await orderWithInvoice();
    await freshen(order.id);
    await t.database.db
      .update(orders)
      .set({ updatedAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, order.id));
    await expireUnpaidOrders(sweepDeps(t), new Date(Date.now() - t.config.unpaidOrderExpiryMinutes * 60_000));
    await expect.poll(async () => (await orderRow(t, order.id)).state, { timeout: 5_000, interval: 100 }).toBe('expired');
    await shop.clickOnHostedPage(token, 'approve-without-ipn');
    // Old enough for the app's own sweep, which also asks about attempts it withdrew in the last day.
    await t.database.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '1 hour'`, lastCheckedAt: null })
      .where(eq(payments.orderId, order.id));
    await expect.poll(async () => (await orderRow(t, order.id)).state, { timeout: 15_000, interval: 250 }).toBe('paid_after_expiry');
    expect(await reviewsOf(t, order.id)).toEqual([expect.objectContaining({ reason: 'paid_after_expiry' })]);
  });

  it('keeps an order whose PayDunya cannot be asked right now (another process is asking): no expiry this round', async () => {
    const { order } = await orderWithInvoice();
    await freshen(order.id);
    await t.database.db
      .update(payments)
      .set({ lastCheckedAt: sql`now()` })
      .where(eq(payments.orderId, order.id));
    await t.database.db
      .update(orders)
      .set({ updatedAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, order.id));
    await expireUnpaidOrders(sweepDeps(t), new Date(Date.now() - t.config.unpaidOrderExpiryMinutes * 60_000));
    expect((await orderRow(t, order.id)).state).toBe('pending_payment');
  });
});

describe('the notification is late, twice, or early', () => {
  it('late (approve-late-ipn): pending until the IPN arrives PAYDUNYA_SIM_LATE_IPN_MS later, then paid', async () => {
    const { order, token } = await orderWithInvoice();
    await freshen(order.id);
    await shop.clickOnHostedPage(token, 'approve-late-ipn');
    expect((await orderRow(t, order.id)).state).toBe('pending_payment');
    await expect.poll(async () => (await orderRow(t, order.id)).state, { timeout: lateIpnMs + 5_000, interval: 100 }).toBe('paid');
  });

  it('twice (approve-ipn-twice): paid once, the second notification changes nothing', async () => {
    const { order, token } = await orderWithInvoice();
    await freshen(order.id);
    await shop.clickOnHostedPage(token, 'approve-ipn-twice');
    expect((await orderRow(t, order.id)).state).toBe('paid');
    expect(await reviewsOf(t, order.id)).toEqual([]);
    expect((await paymentsOf(t, order.id)).map((payment) => payment.status)).toEqual(['completed']);
  });

  it('an IPN whose confirm still says pending is answered 503, so PayDunya sends it again', async () => {
    const { order, token } = await orderWithInvoice();
    await freshen(order.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paydunya/ipn',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: toFormBody({ data: { hash: ipnHash(t.config.paydunya.masterKey), status: 'completed', invoice: { token } } }),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { status: 503, name: 'PaymentPending' } });
    expect((await orderRow(t, order.id)).state).toBe('pending_payment');
  });
});
