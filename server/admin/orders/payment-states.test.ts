/**
 * The order's state in the back office as real payments move it: PayDunya's simulator, its hosted page
 * and IPN, the expiry sweep — the payment code is unchanged, the state is derived from what it stores.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetailResponseSchema, type OrderAction } from '../../../src/domain/admin-orders';
import { orderResponseSchema } from '../../../src/domain/order';
import { orders } from '../../db/schema';
import { expireUnpaidOrders } from '../../payments/order-expiry';
import { paymentsOf, shopperCheckout, sweepDeps, type CheckoutTestApp, type ShopperCheckout } from '../../payments/test-support';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../../test-support/auth-emulator';
import { parseError, parseOk } from '../../test-support/responses';
import { signInWithRole } from '../test-support';

requireAuthEmulator();

let shop: ShopperCheckout;
let t: CheckoutTestApp;
let awa: EmulatorUser;
let staff: EmulatorUser;

beforeAll(async () => {
  shop = await shopperCheckout();
  ({ t, shopper: awa } = shop);
  staff = await signInWithRole(t, 'staff');
});
afterAll(() => t?.close());

const tokens = async (orderId: number) => (await paymentsOf(t, orderId)).map((payment) => payment.providerToken ?? '');
/** The shopper's order page and the back office speak one vocabulary (issue #20): the same `state` at every step. */
async function sameStateForTheShopper<T extends { id: number; state: string }>(seen: T): Promise<T> {
  const shopper = parseOk(await t.app.inject({ url: `/api/orders/${seen.id}`, headers: bearer(awa) }), orderResponseSchema).data;
  expect(shopper.state).toBe(seen.state);
  return seen;
}
const detail = async (id: number) =>
  sameStateForTheShopper(
    parseOk(await t.app.inject({ url: `/api/admin/orders/${id}`, headers: bearer(staff) }), adminOrderDetailResponseSchema).data,
  );
const act = async (id: number, action: OrderAction) =>
  sameStateForTheShopper(
    parseOk(
      await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/actions`, headers: bearer(staff), payload: { action } }),
      adminOrderDetailResponseSchema,
    ).data,
  );

describe('order states from real payments', () => {
  it('placed → pending_payment; paid on PayDunya → paid, then the staff take it to collected', async () => {
    const order = await shop.placeOrder();
    expect((await detail(order.id)).state).toBe('pending_payment');
    const started = await shop.startPayment(order.id);
    expect(started.statusCode, started.body).toBe(200);
    await shop.clickOnHostedPage((await tokens(order.id))[0] ?? '', 'approve');
    expect(await detail(order.id)).toMatchObject({ state: 'paid', payment_status: 'paid', actions: ['prepare', 'refund'] });
    expect((await act(order.id, 'prepare')).state).toBe('preparing');
    expect((await act(order.id, 'mark_ready')).state).toBe('ready_for_pickup');
    const done = await act(order.id, 'collect');
    expect(done).toMatchObject({ state: 'collected', actions: [] });
    expect(done.payments).toEqual([expect.objectContaining({ status: 'completed', outcome: 'paid' })]);
  });

  it('by courier: pending_payment → paid → preparing → shipped → delivered', async () => {
    const order = await shop.placeOrder();
    await t.database.db.update(orders).set({ shippingMethod: 'livreur' }).where(eq(orders.id, order.id));
    expect((await detail(order.id)).state).toBe('pending_payment');
    await shop.startPayment(order.id);
    await shop.clickOnHostedPage((await tokens(order.id))[0] ?? '', 'approve');
    expect((await detail(order.id)).state).toBe('paid');
    expect((await act(order.id, 'prepare')).state).toBe('preparing');
    expect((await act(order.id, 'ship')).state).toBe('shipped');
    expect((await act(order.id, 'deliver')).state).toBe('delivered');
  });

  it('paid with the notification lost: the shopper’s page asks PayDunya and both see paid', async () => {
    const order = await shop.placeOrder();
    await shop.startPayment(order.id);
    const [token] = await tokens(order.id);
    const lost = await fetch(`${t.origin}/paydunya-sim/checkout/${token}/approve-without-ipn`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(lost.status).toBe(303);
    const shopper = parseOk(await t.app.inject({ url: `/api/orders/${order.id}`, headers: bearer(awa) }), orderResponseSchema).data;
    expect(shopper.state).toBe('paid');
    expect((await detail(order.id)).state).toBe('paid');
    expect((await act(order.id, 'refund')).state).toBe('refunded');
  });

  it('paid twice (a withdrawn attempt paid too) → overpaid; the extra given back → paid', async () => {
    const order = await shop.placeOrder();
    await shop.startPayment(order.id);
    await shop.startPayment(order.id, { method: 'orange_money', phone: '761234567' });
    const [first, second] = await tokens(order.id);
    await shop.clickOnHostedPage(second ?? '', 'approve');
    await shop.clickOnHostedPage(first ?? '', 'approve');
    const overpaid = await detail(order.id);
    expect(overpaid).toMatchObject({ state: 'overpaid', actions: ['refund', 'refund_excess'] });
    expect(overpaid.reviews).toEqual([expect.objectContaining({ reason: 'overpaid', resolved_at: null })]);
    expect((await act(order.id, 'refund_excess')).state).toBe('paid');
  });

  it('cancelled by the staff while the shopper was on the payment page: no new payment starts, and money PayDunya still took waits for the staff', async () => {
    const order = await shop.placeOrder();
    await shop.startPayment(order.id);
    const [token] = await tokens(order.id);
    expect((await act(order.id, 'cancel')).state).toBe('cancelled');
    expect(parseError(await shop.startPayment(order.id), 409).details).toMatchObject({ reason: 'order_expired' });
    await shop.clickOnHostedPage(token ?? '', 'approve');
    const late = await detail(order.id);
    expect(late).toMatchObject({ state: 'paid_after_expiry', payment_status: 'paid', actions: ['refund', 'accept_late_payment'] });
    expect((await act(order.id, 'accept_late_payment')).state).toBe('paid');
  });

  it('expired by the sweep, then paid late → paid_after_expiry; a refund ends it', async () => {
    const order = await shop.placeOrder();
    await shop.startPayment(order.id);
    const [token] = await tokens(order.id);
    await t.database.db
      .update(orders)
      .set({ updatedAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, order.id));
    await expireUnpaidOrders(sweepDeps(t), new Date(Date.now() - t.config.unpaidOrderExpiryMinutes * 60_000));
    expect((await detail(order.id)).state).toBe('expired');
    await shop.clickOnHostedPage(token ?? '', 'approve');
    expect((await detail(order.id)).state).toBe('paid_after_expiry');
    const refunded = await act(order.id, 'refund');
    expect(refunded).toMatchObject({ state: 'refunded', actions: [] });
    expect(refunded.reviews.every((review) => review.resolved_at !== null)).toBe(true);
  });
});
