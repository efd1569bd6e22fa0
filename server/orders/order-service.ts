/**
 * The one place an order is made or changed (issue #20). Every change — a payment starting or failing,
 * PayDunya's answer (IPN or reconciliation), the expiry sweep, a staff action — is an event given to the
 * order machine (src/machines/order.ts): `nextOrderState` decides from the stored state, and the database
 * decides between concurrent writers: the row is updated only if it is still in the state the machine
 * started from. A writer that lost the race reads the row again and asks the machine again.
 */
import type { SQL } from 'drizzle-orm';
import { contentLocaleOf, type ApiLocale } from '../../src/domain/api';
import type { CreateOrderBody, Order } from '../../src/domain/order';
import type { OrderState } from '../../src/domain/order-state';
import type { PaymentMethod } from '../../src/domain/payment';
import { nextOrderState, type OrderEvent } from '../../src/machines/order';
import { announceChange, invalidateDashboard } from '../cache/invalidation';
import type { Db } from '../db/client';
import { ConflictError, HttpError, NotFoundError } from '../errors';
import { queueOrderMessage } from '../notifications/service';
import { walletChannelOrThrow } from '../payments/wallet-channel';
import { assertSameRequest, orderFingerprint } from './idempotency';
import { priceCart } from './pricing-service';
import {
  customerOfUid,
  insertOrderUnlessKeyUsed,
  orderByKey,
  orderOfUid,
  orderStateOf,
  orderWithItems,
  writeOrderState,
  type OrderRow,
  type Queryable,
} from './repository';

export type OrderEventResult =
  | { ok: true; from: OrderState; to: OrderState; order: OrderRow }
  /** The machine refuses the event in `state` (null: no such order), or the row kept changing under us. */
  | { ok: false; state: OrderState | null };

export interface OrderEventOptions {
  /** One more condition the row must meet when it is written (the expiry's "still untouched since"). */
  unless?: SQL;
  /** The method of a payment that starts. */
  paymentMethod?: PaymentMethod;
}

// A writer that lost a race tries again this many times; beyond that the order is being changed faster
// than anyone could act on it and the caller hears a refusal.
const attempts = 3;

export async function applyOrderEvent(
  db: Queryable,
  orderId: number,
  event: OrderEvent,
  options: OrderEventOptions = {},
): Promise<OrderEventResult> {
  let state: OrderState | null = null;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const row = await orderStateOf(db, orderId);
    if (!row) return { ok: false, state: null };
    state = row.state;
    const next = nextOrderState(row.state, row.shippingMethod, event);
    if (next === null) return { ok: false, state };
    const written = await writeOrderState(db, orderId, { from: row.state, to: next, ...options });
    if (written) {
      // The shopper's text message is queued in the change's own transaction (issue 24: the outbox).
      await queueOrderMessage(db, written, row.state, next);
      // The back office hears of it once the caller's transaction commits (server/live), its dashboard emptied by
      // the same announcement.
      await announceChange(db, { kind: 'order', id: orderId, from: row.state, to: next }, ['orders']);
      return { ok: true, from: row.state, to: next, order: written };
    }
    // Only the extra condition failed (the row is still in that state): asking again changes nothing.
    if (options.unless !== undefined && (await orderStateOf(db, orderId))?.state === row.state) return { ok: false, state: row.state };
  }
  return { ok: false, state };
}

export interface PlaceOrder {
  uid: string;
  idempotencyKey: string;
  body: CreateOrderBody;
  /** The language of the checkout: the shopper's text messages about the order are written in it. */
  locale: ApiLocale;
}

const forbidden = (message: string, reason: string) => new HttpError(403, 'Forbidden', message, { reason });

/**
 * Places the caller's order once per Idempotency-Key, priced from the database: a total other than the
 * one the database gives is refused with 409 and the current total, so nobody pays an amount they were
 * not shown. A retry gets the same order back (`created: false`).
 */
export async function placeOrder(db: Db, request: PlaceOrder): Promise<{ order: Order; created: boolean }> {
  const { body, idempotencyKey } = request;
  const customer = await customerOfUid(db, request.uid);
  if (!customer) throw forbidden('Complete your profile before ordering.', 'no_customer');
  if (body.customer_id !== customer.id) throw forbidden('customer_id is not the signed-in customer.', 'not_your_customer');

  const fingerprint = orderFingerprint(body);
  const existing = await orderByKey(db, customer.id, idempotencyKey);
  if (existing !== null) {
    assertSameRequest(existing, fingerprint);
    return { order: await orderWithItems(db, existing), created: false };
  }

  walletChannelOrThrow(body.payment_method, body.payment_phone);
  const priced = await priceCart(db, body.products, body.shipping_method, contentLocaleOf(request.locale));
  if (body.total !== priced.price.total) {
    throw new ConflictError('The total has changed since it was shown. Please check the new total before paying.', {
      reason: 'total_mismatch',
      total: priced.price.total,
      subtotal: priced.price.subtotal,
      delivery_fee: priced.price.deliveryFee,
      submitted_total: body.total,
    });
  }
  const order = {
    customerId: customer.id,
    idempotencyKey,
    requestFingerprint: fingerprint,
    shippingMethod: body.shipping_method,
    paymentMethod: body.payment_method,
    clientInfo: body.client_info,
    locale: request.locale,
    ...priced,
  };
  const created = await insertOrderUnlessKeyUsed(db, order);
  if (created !== null) {
    // The staff's dashboard counts placed orders: its cached figures are dropped in every process.
    await invalidateDashboard(db);
    return { order: created, created: true };
  }
  // A concurrent request with the same key made it first: every caller gets that order back.
  const made = await orderByKey(db, customer.id, idempotencyKey);
  if (made === null) throw new Error('An order conflicted on its idempotency key but cannot be read back.');
  assertSameRequest(made, fingerprint);
  return { order: await orderWithItems(db, made), created: false };
}

/** The caller's order; someone else's answers like a missing one (404): ids reveal nothing. */
export async function orderOfCaller(db: Db, uid: string, orderId: number): Promise<OrderRow> {
  const order = await orderOfUid(db, orderId, uid);
  if (!order) throw new NotFoundError('No such order.');
  return order;
}
