import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderDetailResponseSchema,
  adminOrderListResponseSchema,
  orderActions,
  orderStates,
  type OrderAction,
  type OrderState,
} from '../../../src/domain/admin-orders';
import type { DeliveryMethodCode } from '../../../src/domain/catalog';
import { orderResponseSchema } from '../../../src/domain/order';
import { clientInfo } from '../../../src/domain/testing/fixtures';
import { orderReviews, orders, payments } from '../../db/schema';
import { applyOrderEvent } from '../../orders/order-service';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../../test-support/app';
import { parseError, parseOk } from '../../test-support/responses';
import { insertCustomer, insertOrder, signInWithRole } from '../test-support';

requireAuthEmulator();

let t: TestApp;
let staff: EmulatorUser;
let shopper: EmulatorUser;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '100000' } });
  [staff, shopper] = await Promise.all([signInWithRole(t, 'staff'), signInWithRole(t, null)]);
  customerId = await insertCustomer(t.database.db, shopper.uid);
});
afterAll(() => t?.close());

/** The open review that comes with a state (written beside it by the payment code). */
const reviewOf: Partial<Record<OrderState, 'overpaid' | 'paid_after_expiry'>> = {
  overpaid: 'overpaid',
  paid_after_expiry: 'paid_after_expiry',
};

/** Written out here, not read from the machine: the API must do exactly this. */
const allowed: Partial<Record<`${OrderState} ${OrderAction}`, OrderState>> = {
  'pending_payment cancel': 'cancelled',
  'paid prepare': 'preparing',
  'paid refund': 'refunded',
  'overpaid refund_excess': 'paid',
  'overpaid refund': 'refunded',
  'paid_after_expiry accept_late_payment': 'paid',
  'paid_after_expiry refund': 'refunded',
  'preparing ship': 'shipped',
  'preparing mark_ready': 'ready_for_pickup',
  'preparing refund': 'refunded',
  'shipped deliver': 'delivered',
  'ready_for_pickup collect': 'collected',
  'ready_for_pickup refund': 'refunded',
};
/** Shipping is for courier orders, putting out for collection for in-shop ones. */
const deliveryFor = (state: OrderState, action: OrderAction): DeliveryMethodCode =>
  action === 'mark_ready' || action === 'collect' || state === 'ready_for_pickup' || state === 'collected' ? 'collect' : 'livreur';

async function orderIn(state: OrderState, shippingMethod: DeliveryMethodCode): Promise<number> {
  const review = reviewOf[state];
  const id = await insertOrder(t.database.db, { customerId, state, shippingMethod });
  if (review) await t.database.db.insert(orderReviews).values({ orderId: id, reason: review, amount: 5000, paymentIds: [] });
  return id;
}

const act = (id: number, action: OrderAction, user: EmulatorUser = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/actions`, headers: bearer(user), payload: { action, note: 'au comptoir' } });
const detail = async (id: number) =>
  parseOk(await t.app.inject({ url: `/api/admin/orders/${id}`, headers: bearer(staff) }), adminOrderDetailResponseSchema).data;

describe('order actions through the API', () => {
  const cases = orderStates.flatMap((state) => orderActions.map((action) => [state, action] as const));

  it.each(cases)('%s + %s', async (state, action) => {
    const shippingMethod = deliveryFor(state, action);
    const id = await orderIn(state, shippingMethod);
    expect((await detail(id)).state).toBe(state);
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const next = allowed[`${state} ${action}`];
    const response = await act(id, action);
    if (next) {
      const after = parseOk(response, adminOrderDetailResponseSchema).data;
      expect(after.state).toBe(next);
      expect(after.history[0]).toMatchObject({
        action: `order.${action}`,
        actor_uid: staff.uid,
        actor_phone: staff.phoneNumber,
        note: 'au comptoir',
        before: { state },
        after: { state: next },
      });
      expect(after.version).toBe((before?.version ?? 0) + 1);
    } else {
      const error = parseError(response, 409);
      expect(error.details).toMatchObject({ reason: 'transition_refused', state, action });
      expect(error.message).toContain(state.replaceAll('_', ' '));
      // Nothing moved, nothing audited.
      const [unchanged] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(unchanged).toEqual(before);
      expect((await detail(id)).history).toEqual([]);
    }
  });

  it('every allowed action is one the detail offers, and only those', async () => {
    for (const state of orderStates) {
      for (const shippingMethod of ['livreur', 'collect'] as const) {
        const offered = (await detail(await orderIn(state, shippingMethod))).actions;
        // Shipping needs a courier order, putting out for collection an in-shop one.
        const wrongDelivery = (action: OrderAction) =>
          (action === 'ship' && shippingMethod === 'collect') || (action === 'mark_ready' && shippingMethod === 'livreur');
        const expected = orderActions.filter((action) => allowed[`${state} ${action}`] !== undefined && !wrongDelivery(action));
        expect(offered, `${state} (${shippingMethod})`).toEqual(expected);
      }
    }
  });

  it('ship is refused for an order collected in the shop, and mark_ready for a delivered one', async () => {
    const collect = await orderIn('preparing', 'collect');
    expect(parseError(await act(collect, 'ship'), 409).details).toMatchObject({ state: 'preparing', allowed: ['mark_ready', 'refund'] });
    const courier = await orderIn('preparing', 'livreur');
    expect(parseError(await act(courier, 'mark_ready'), 409).details).toMatchObject({ state: 'preparing', allowed: ['ship', 'refund'] });
  });

  it('two staff pressing the same button at once: one moves the order, the other gets 409', async () => {
    const id = await orderIn('paid', 'livreur');
    const answers = await Promise.all([act(id, 'prepare'), act(id, 'prepare')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(id)).history.filter((entry) => entry.action === 'order.prepare')).toHaveLength(1);
  });

  it('a refund settles the open reviews; refund_excess and accept_late_payment settle theirs', async () => {
    const overpaid = await orderIn('overpaid', 'livreur');
    parseOk(await act(overpaid, 'refund_excess'), adminOrderDetailResponseSchema);
    const reviews = await t.database.db.select().from(orderReviews).where(eq(orderReviews.orderId, overpaid));
    expect(reviews.every((review) => review.resolvedAt !== null)).toBe(true);
    const late = await orderIn('paid_after_expiry', 'livreur');
    const accepted = parseOk(await act(late, 'accept_late_payment'), adminOrderDetailResponseSchema).data;
    expect(accepted.reviews[0]?.resolved_at).not.toBeNull();
    expect(accepted.actions).toEqual(['prepare', 'refund']);
  });

  it('a cancel withdraws the live payment and no payment can start (status expired); money arriving later waits for the staff', async () => {
    const id = await orderIn('pending_payment', 'livreur');
    const [payment] = await t.database.db
      .insert(payments)
      .values({ orderId: id, method: 'wave', amount: 1000, status: 'pending', providerToken: `tok-${id}` })
      .returning();
    parseOk(await act(id, 'cancel'), adminOrderDetailResponseSchema);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ state: 'cancelled' });
    expect((await detail(id)).payment_status).toBe('expired');
    const [withdrawn] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment?.id ?? 0));
    expect(withdrawn).toMatchObject({ status: 'cancelled', raw: { outcome: 'order_cancelled' } });
    // What the IPN does when PayDunya completes it anyway (server/payments/settle-payment.ts): PAID, with a review.
    expect(await applyOrderEvent(t.database.db, id, { type: 'PAID' })).toMatchObject({ ok: true, to: 'paid_after_expiry' });
    expect((await detail(id)).state).toBe('paid_after_expiry');
  });

  it('the shopper’s own order page shows where the staff are (fulfilment)', async () => {
    const id = await orderIn('paid', 'livreur');
    const shopperView = async () =>
      parseOk(await t.app.inject({ url: `/api/orders/${id}`, headers: bearer(shopper) }), orderResponseSchema).data;
    expect((await shopperView()).fulfilment).toBeNull();
    await act(id, 'prepare');
    await act(id, 'ship');
    expect(await shopperView()).toMatchObject({ status: 'paid', state: 'shipped', fulfilment: 'shipped' });
  });

  it('404 for an unknown order, 400 for an unknown action', async () => {
    parseError(await act(2_000_000, 'prepare'), 404);
    const id = await orderIn('paid', 'livreur');
    parseError(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/actions`,
        headers: bearer(staff),
        payload: { action: 'teleport' },
      }),
      400,
    );
  });
});

describe('GET /api/admin/orders', () => {
  const list = async (query: string) =>
    parseOk(await t.app.inject({ url: `/api/admin/orders?${query}`, headers: bearer(staff) }), adminOrderListResponseSchema);
  let ids: { fatou: number; moussa: number; old: number };

  beforeAll(async () => {
    const db = t.database.db;
    const fatou = await insertOrder(db, {
      customerId,
      clientInfo: { ...clientInfo, fname: 'Fatou', lname: 'Sow', phone: '+221 70 555 12 34' },
      shippingMethod: 'collect',
      state: 'pending_payment',
      createdAt: new Date('2031-03-02T09:00:00Z'),
    });
    const moussa = await insertOrder(db, {
      customerId,
      clientInfo: { ...clientInfo, fname: 'Moussa', lname: 'Fall_%' },
      state: 'shipped',
      createdAt: new Date('2031-03-03T23:59:00Z'),
    });
    const old = await insertOrder(db, {
      customerId,
      clientInfo: { ...clientInfo, fname: 'Old' },
      createdAt: new Date('2031-02-01T12:00:00Z'),
    });
    ids = { fatou, moussa, old };
  });

  it('filters by days (both included), delivery, state, and searches names, phones and order numbers', async () => {
    const march = await list('from=2031-03-01&to=2031-03-03');
    expect(march.data.map((order) => order.id)).toEqual([ids.moussa, ids.fatou]);
    expect((await list('from=2031-03-01&to=2031-03-03&delivery=collect')).data.map((order) => order.id)).toEqual([ids.fatou]);
    expect((await list('from=2031-03-01&to=2031-03-03&state=shipped')).data.map((order) => order.id)).toEqual([ids.moussa]);
    expect((await list('q=fatou')).data.map((order) => order.id)).toEqual([ids.fatou]);
    expect((await list('q=fatou sow')).data.map((order) => order.id)).toEqual([ids.fatou]);
    expect((await list('q=705551234')).data.map((order) => order.id)).toEqual([ids.fatou]);
    expect((await list(`q=%23${ids.old}`)).data.map((order) => order.id)).toEqual([ids.old]);
    // LIKE's wildcards typed in a search are letters.
    expect((await list('q=l_%25')).data.map((order) => order.id)).toEqual([ids.moussa]);
    const withProblems = (await list('reviews=open&page_size=100')).data;
    expect(withProblems.length).toBeGreaterThan(0);
    // Each counted right (a review's id is not its order's), and only those with one open.
    expect(withProblems.filter((order) => order.open_reviews === 0)).toEqual([]);
    const [openCount] = await t.database.db
      .select({ n: sql<number>`count(distinct ${orderReviews.orderId})::int` })
      .from(orderReviews)
      .where(isNull(orderReviews.resolvedAt));
    expect(withProblems).toHaveLength(openCount?.n ?? -1);
    expect(march.data[1]).toMatchObject({
      state: 'pending_payment',
      payment_status: 'pending_payment',
      customer_name: 'Fatou Sow',
      phone: '+221 70 555 12 34',
      shipping_method: 'collect',
    });
  });

  it('pages on the server', async () => {
    const first = await list('page_size=2');
    const second = await list('page_size=2&page=2');
    expect(first.data).toHaveLength(2);
    expect(first.meta.pagination.total).toBeGreaterThan(3);
    expect(first.meta.pagination.pageCount).toBe(Math.ceil(first.meta.pagination.total / 2));
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
    expect((second.data[0]?.created_at ?? '') <= (first.data[1]?.created_at ?? '')).toBe(true);
  });

  it('400 for a bad filter', async () => {
    parseError(await t.app.inject({ url: '/api/admin/orders?state=lost', headers: bearer(staff) }), 400);
    parseError(await t.app.inject({ url: '/api/admin/orders?page_size=500', headers: bearer(staff) }), 400);
    parseError(await t.app.inject({ url: '/api/admin/orders?from=2031-13-01', headers: bearer(staff) }), 400);
  });
});
