/**
 * The shopper's text messages about her order, through the real server: PayDunya's notifications (the
 * simulator's), the staff's actions, the outbox, the sender the server runs and the SMS simulator.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderResponseSchema } from '../../src/domain/order';
import { shopperMessageListResponseSchema } from '../../src/domain/shopper-messages';
import { clientInfo } from '../../src/domain/testing/fixtures';
import { orders, smsOutbox } from '../db/schema';
import { toFormBody } from '../payments/form-body';
import { ipnHash } from '../payments/paydunya-client';
import { paymentsOf, shopperCheckout, type ShopperCheckout } from '../payments/test-support';
import { signInWithRole } from '../admin/test-support';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../test-support/auth-emulator';
import { parseError } from '../test-support/responses';

// Real ID tokens from the Auth emulator: without it this file fails (never skips).
requireAuthEmulator();

let shop: ShopperCheckout;
let staff: EmulatorUser;
let phone: string;

beforeAll(async () => {
  // A refused send is tried again after 1 s, then 2 s.
  shop = await shopperCheckout({ SMS_RETRY_BASE_SECONDS: '1' });
  staff = await signInWithRole(shop.t, 'staff');
  phone = shop.shopper.phoneNumber ?? '';
});
afterAll(() => shop?.t.close());

interface Sms {
  to: string;
  text: string;
  created_at: string;
}

const inbox = async (): Promise<Sms[]> => {
  const response = await fetch(`${shop.t.origin}/sms-sim/api/messages?to=${encodeURIComponent(phone)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Sms[] }).data;
};
const aboutOrder = async (orderId: number) => (await inbox()).filter((sms) => sms.text.includes(`/orders/${orderId}`));
const outboxOf = (orderId: number) =>
  shop.t.database.db.select().from(smsOutbox).where(eq(smsOutbox.orderId, orderId)).orderBy(asc(smsOutbox.id));
const stateOf = async (orderId: number) => (await shop.t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.state;

const postIpn = (data: Record<string, unknown>) =>
  shop.t.app.inject({
    method: 'POST',
    url: '/api/payments/paydunya/ipn',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: toFormBody({ data }),
  });

/** The order placed and its Wave payment started; answers the invoice's token. */
async function orderAwaitingPayment(orderId: number): Promise<string> {
  expect((await shop.startPayment(orderId)).statusCode).toBe(200);
  const token = (await paymentsOf(shop.t, orderId)).at(-1)?.providerToken;
  if (!token) throw new Error('no invoice');
  return token;
}

const act = (orderId: number, action: string) =>
  shop.t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/actions`, headers: bearer(staff), payload: { action } });

describe('the shopper’s text messages about her order', () => {
  it('one “paid” message, in her language, though PayDunya notifies many times at once', async () => {
    const order = await shop.placeOrder();
    const token = await orderAwaitingPayment(order.id);
    await shop.t.simulator.update(token, { status: 'completed' });
    const hash = ipnHash(shop.t.config.paydunya.masterKey);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postIpn({ hash, status: 'completed', invoice: { token, total_amount: order.total } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(await stateOf(order.id)).toBe('paid');

    await vi.waitFor(async () => expect(await aboutOrder(order.id)).toHaveLength(1), { timeout: 10_000, interval: 200 });
    const [sms] = await aboutOrder(order.id);
    expect(sms).toMatchObject({ to: phone, text: expect.stringContaining(`commande n°\u00a0${order.id}. Suivez-la ici\u202f:`) });
    expect(sms?.text.endsWith(`${shop.t.origin}/orders/${order.id}`)).toBe(true);
    // Two more passes of the sender: still one.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await aboutOrder(order.id)).toHaveLength(1);
    expect(await outboxOf(order.id)).toEqual([expect.objectContaining({ kind: 'order_paid', status: 'sent', attempts: 1, locale: 'fr' })]);
  });

  it('nothing for a refused transition: the staff cannot mark an unpaid order ready', async () => {
    const order = await shop.placeOrder();
    parseError(await act(order.id, 'mark_ready'), 409);
    expect(await stateOf(order.id)).toBe('pending_payment');
    expect(await outboxOf(order.id)).toEqual([]);
  });

  it('in Arabic for an order placed in Arabic; the staff see every message with its status and tries', async () => {
    const product = shop.facts.first;
    const placed = await shop.t.app.inject({
      method: 'POST',
      url: '/api/orders?locale=ar',
      headers: { ...bearer(shop.shopper), 'idempotency-key': randomUUID() },
      payload: {
        customer_id: shop.customerId,
        products: [{ id: product.id, quantity: 1 }],
        total: product.price + shop.facts.collectFee,
        shipping_method: 'collect',
        payment_method: 'wave',
        client_info: clientInfo,
        payment_phone: '77 123 45 67',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponseSchema.parse(placed.json()).data;
    await shop.clickOnHostedPage(await orderAwaitingPayment(order.id), 'approve');
    expect((await act(order.id, 'prepare')).statusCode).toBe(200);
    expect((await act(order.id, 'mark_ready')).statusCode).toBe(200);

    await vi.waitFor(async () => expect(await aboutOrder(order.id)).toHaveLength(2), { timeout: 10_000, interval: 200 });
    const listed = shopperMessageListResponseSchema.parse(
      (await shop.t.app.inject({ url: `/api/admin/orders/${order.id}/messages`, headers: bearer(staff) })).json(),
    ).data;
    expect(listed.map(({ kind, status, attempts, to }) => ({ kind, status, attempts, to }))).toEqual([
      { kind: 'order_ready_for_pickup', status: 'sent', attempts: 1, to: phone },
      { kind: 'order_paid', status: 'sent', attempts: 1, to: phone },
    ]);
    expect(listed[0]?.text).toBe(`باوباب: طلبك رقم ${order.id} جاهز للاستلام في المتجر. ${shop.t.origin}/orders/${order.id}`);
    expect(listed[0]?.sent_at).not.toBeNull();
    // A shopper does not read them.
    parseError(await shop.t.app.inject({ url: `/api/admin/orders/${order.id}/messages`, headers: bearer(shop.shopper) }), 403);
  });

  it('tried again after the provider refuses it, without holding up or undoing the payment', async () => {
    const switched = await fetch(`${shop.t.origin}/sms-sim/api/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 2 }),
    });
    expect(switched.status).toBe(200);
    const order = await shop.placeOrder();
    await shop.clickOnHostedPage(await orderAwaitingPayment(order.id), 'approve');
    expect(await stateOf(order.id)).toBe('paid');

    await vi.waitFor(
      async () =>
        expect((await outboxOf(order.id))[0]).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/refuse/) }),
      { timeout: 5_000, interval: 100 },
    );
    expect(await aboutOrder(order.id)).toEqual([]);
    // Refused twice (after 1 s, then 2 s more), then sent once.
    await vi.waitFor(async () => expect((await outboxOf(order.id))[0]).toMatchObject({ status: 'sent', attempts: 3 }), {
      timeout: 15_000,
      interval: 200,
    });
    expect(await aboutOrder(order.id)).toHaveLength(1);
    expect(await stateOf(order.id)).toBe('paid');
    expect(shop.t.logs.join('')).toContain('sms refused, tried again later');
    expect(shop.t.logs.join('')).not.toContain(phone);
  });
});
