/**
 * Orders in the database: pricing from the catalogue, the once-only insert decided by the
 * UNIQUE (customer_id, idempotency_key) index, and reads that only ever return the caller's orders.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { ContentLocale } from '../../src/domain/api';
import type { DeliveryMethodCode } from '../../src/domain/catalog';
import type { ClientInfo } from '../../src/domain/client-info';
import { cartTotals } from '../../src/domain/cart-totals';
import { splitPayment, type CreateOrderBody, type Order } from '../../src/domain/order';
import { fulfilmentOf } from '../../src/domain/order-state';
import type { PaymentMethod } from '../../src/domain/payment';
import type { Db } from '../db/client';
import { customers, deliveryMethods, orderItems, orders, payments, products } from '../db/schema';
import { paymentStatusOf, type LastAttempt } from '../orders/payment-status';
import { ConflictError, HttpError } from '../errors';
import { invalidateDashboard } from '../cache/invalidation';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

export async function customerOfUid(db: Db, uid: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.authId, uid)).limit(1);
  return customer ?? null;
}

export interface OrderPrice {
  subtotal: number;
  deliveryFee: number;
  total: number;
  deposit: number;
  rest: number;
}

export interface PricedOrder {
  price: OrderPrice;
  lines: { productId: number; name: string; unitPrice: number; quantity: number; lineTotal: number }[];
}

/**
 * Prices a cart from the database. Unknown products → 400; products out of stock → 409: either way the
 * message names them so the shopper knows what to change.
 */
export async function priceCart(
  db: Db,
  cart: readonly { id: number; quantity: number }[],
  shippingMethod: DeliveryMethodCode,
  locale: ContentLocale,
): Promise<PricedOrder> {
  // The same product twice in one payload counts once, with its quantities added (still at most 99).
  const quantities = new Map<number, number>();
  for (const line of cart) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  const over = [...quantities].filter(([, quantity]) => quantity > 99).map(([id]) => id);
  if (over.length > 0) throw new HttpError(400, 'ValidationError', 'At most 99 of each product per order.', { product_ids: over });

  const ids = [...quantities.keys()];
  const [rows, [delivery]] = await Promise.all([
    db
      .select({
        id: products.id,
        nameFr: products.nameFr,
        nameEn: products.nameEn,
        price: products.price,
        availability: products.availability,
      })
      .from(products)
      .where(inArray(products.id, ids)),
    db.select({ fee: deliveryMethods.fee }).from(deliveryMethods).where(eq(deliveryMethods.code, shippingMethod)).limit(1),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0)
    throw new HttpError(400, 'UnknownProduct', `These products do not exist: ${unknown.join(', ')}.`, { product_ids: unknown });
  const unavailable = rows.filter((row) => !row.availability);
  if (unavailable.length > 0) {
    const names = unavailable.map((row) => (locale === 'fr' ? row.nameFr : row.nameEn));
    throw new ConflictError(`Out of stock: ${names.join(', ')}. Remove them from the cart to order.`, {
      reason: 'out_of_stock',
      product_ids: unavailable.map((row) => row.id),
    });
  }

  if (!delivery)
    throw new HttpError(400, 'UnknownDeliveryMethod', `Delivery method ${shippingMethod} is not offered.`, {
      shipping_method: shippingMethod,
    });

  const lines = ids.map((id) => {
    const row = byId.get(id);
    const quantity = quantities.get(id);
    if (!row || quantity === undefined) throw new Error('unreachable: every id was checked above');
    return {
      productId: id,
      name: locale === 'fr' ? row.nameFr : row.nameEn,
      unitPrice: row.price,
      quantity,
      lineTotal: row.price * quantity,
    };
  });
  // The same pure totals as the cart page, so the shopper is charged what the cart showed.
  const { subtotal, total } = cartTotals(
    lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
    delivery.fee,
  );
  return { price: { subtotal, deliveryFee: delivery.fee, total, ...splitPayment(total) }, lines };
}

/**
 * What an order is made of — its lines (merged and sorted), delivery and customer info — hashed, to
 * tell a retry of the same order (same key, same fingerprint) from a different order sent with a used
 * key. The total is left out (it follows from the lines, and a repriced retry is still the same order),
 * and so are the payment method and number: the shopper may change how they pay between retries.
 */
export function orderFingerprint(body: CreateOrderBody): string {
  const quantities = new Map<number, number>();
  for (const line of body.products) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  const lines = [...quantities].sort(([a], [b]) => a - b);
  const info = Object.entries(body.client_info).sort(([a], [b]) => a.localeCompare(b));
  const canonical = JSON.stringify([body.customer_id, lines, body.shipping_method, info]);
  return createHash('sha256').update(canonical).digest('hex');
}

export class IdempotencyKeyReusedError extends HttpError {
  constructor(orderId: number) {
    super(
      422,
      'IdempotencyKeyReused',
      'This Idempotency-Key was already used for a different order. Send a new key to place a new order.',
      {
        reason: 'idempotency_key_reused',
        order_id: orderId,
      },
    );
  }
}

/** Refuses a used key sent with another order; orders made before fingerprints were kept match anything. */
export function assertSameRequest(existing: OrderRow, fingerprint: string): void {
  if (existing.requestFingerprint !== null && existing.requestFingerprint !== fingerprint) throw new IdempotencyKeyReusedError(existing.id);
}

export interface NewOrder {
  customerId: number;
  idempotencyKey: string;
  requestFingerprint: string;
  shippingMethod: DeliveryMethodCode;
  paymentMethod: PaymentMethod;
  clientInfo: ClientInfo;
  priced: PricedOrder;
}

/**
 * Inserts the order unless this customer already used this key. The unique index decides, so 50
 * identical concurrent requests still make one order; every caller gets that order back.
 */
export async function insertOrderOnce(db: Db, order: NewOrder): Promise<{ order: Order; created: boolean }> {
  const created = await db.transaction(async (tx) => {
    const { price } = order.priced;
    const [inserted] = await tx
      .insert(orders)
      .values({
        customerId: order.customerId,
        idempotencyKey: order.idempotencyKey,
        requestFingerprint: order.requestFingerprint,
        shippingMethod: order.shippingMethod,
        paymentMethod: order.paymentMethod,
        subtotal: price.subtotal,
        deliveryFee: price.deliveryFee,
        total: price.total,
        deposit: price.deposit,
        rest: price.rest,
        clientInfo: order.clientInfo,
      })
      .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
      .returning();
    if (!inserted) return null;
    await invalidateDashboard(tx);
    const items = await tx
      .insert(orderItems)
      .values(order.priced.lines.map((line) => ({ orderId: inserted.id, ...line })))
      .returning();
    // By id, as every read of an order lists its lines.
    return toApiOrder(
      inserted,
      items.sort((a, b) => a.id - b.id),
      null,
    );
  });
  if (created !== null) return { order: created, created: true };
  const existing = await orderByKey(db, order.customerId, order.idempotencyKey);
  if (existing === null) throw new Error('An order conflicted on its idempotency key but cannot be read back.');
  assertSameRequest(existing, order.requestFingerprint);
  return { order: await orderWithItems(db, existing), created: false };
}

export async function orderByKey(db: Db, customerId: number, idempotencyKey: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/** Orders joined to their customer, so one query finds an order and checks whose it is. */
const ordersWithCustomer = (db: Db) =>
  db.select(getTableColumns(orders)).from(orders).innerJoin(customers, eq(orders.customerId, customers.id));

/** The order if it belongs to the account `uid`; someone else's order is indistinguishable from none. */
export async function orderOfUid(db: Db, orderId: number, uid: string): Promise<OrderRow | null> {
  const [row] = await ordersWithCustomer(db)
    .where(and(eq(orders.id, orderId), eq(customers.authId, uid)))
    .limit(1);
  return row ?? null;
}

/** The account's latest orders, newest first, with their lines; none without a customer record. */
export async function orderListOfUid(db: Db, uid: string): Promise<Order[]> {
  const rows = await ordersWithCustomer(db).where(eq(customers.authId, uid)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(100);
  return ordersWithItems(db, rows);
}

async function ordersWithItems(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const attempts = await db
    .select({ orderId: payments.orderId, status: payments.status, raw: payments.raw })
    .from(payments)
    .where(
      inArray(
        payments.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(payments.id));
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  // The last attempt wins (ordered by id): it tells a failed payment from one still waiting.
  const lastAttempt = new Map<number, LastAttempt>();
  for (const attempt of attempts)
    lastAttempt.set(attempt.orderId, {
      status: attempt.status,
      outcome: typeof attempt.raw?.outcome === 'string' ? attempt.raw.outcome : null,
    });
  return rows.map((row) => toApiOrder(row, byOrder.get(row.id) ?? [], lastAttempt.get(row.id) ?? null));
}

/** One order row, already known to be the caller's, with its lines. */
export async function orderWithItems(db: Db, row: OrderRow): Promise<Order> {
  const [order] = await ordersWithItems(db, [row]);
  if (!order) throw new Error(`order ${row.id} cannot be read back`);
  return order;
}

function toApiOrder(row: OrderRow, items: OrderItemRow[], lastAttempt: LastAttempt | null): Order {
  return {
    id: row.id,
    customer_id: row.customerId,
    status: paymentStatusOf(row.state, lastAttempt),
    state: row.state,
    shipping_method: row.shippingMethod,
    payment_method: row.paymentMethod,
    products: items.map((item) => ({
      id: item.productId,
      name: item.name,
      unit_price: item.unitPrice,
      quantity: item.quantity,
      line_total: item.lineTotal,
    })),
    subtotal: row.subtotal,
    delivery_fee: row.deliveryFee,
    total: row.total,
    deposit: row.deposit,
    rest: row.rest,
    client_info: row.clientInfo,
    created_at: row.createdAt.toISOString(),
    fulfilment: fulfilmentOf(row.state),
  };
}
