/**
 * The orders' Drizzle queries, and nothing else: the catalogue facts a cart is priced from, the
 * once-only insert decided by the UNIQUE (customer_id, idempotency_key) index, reads that only ever
 * return the caller's orders, and the state column's compare-and-set that the order service drives.
 */
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApiLocale } from '../../src/domain/api';
import type { DeliveryMethodCode } from '../../src/domain/catalog';
import type { ClientInfo } from '../../src/domain/client-info';
import type { Order } from '../../src/domain/order';
import { fulfilmentOf, type OrderState } from '../../src/domain/order-state';
import type { PaymentMethod } from '../../src/domain/payment';
import type { Db } from '../db/client';
import { customers, deliveryMethods, orderItems, orders, payments, products } from '../db/schema';
import { paymentStatusOf, type LastAttempt } from './payment-status';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** A database or a transaction: a state change is part of whatever the caller writes beside it. */
export type Queryable = Pick<Db, 'select' | 'update' | 'insert' | 'execute'>;

export async function customerOfUid(db: Db, uid: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.authId, uid)).limit(1);
  return customer ?? null;
}

/** What a cart is priced from: its products (unknown ids are simply absent) and the method's fee (null: no such method). */
export async function pricingFacts(db: Db, ids: number[], shippingMethod: DeliveryMethodCode) {
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
  return { rows, deliveryFee: delivery?.fee ?? null };
}

/** The products' catalogue names in both languages. */
export async function productNames(db: Db, ids: number[]) {
  return db.select({ id: products.id, fr: products.nameFr, en: products.nameEn }).from(products).where(inArray(products.id, ids));
}

export interface NewOrderRow {
  customerId: number;
  idempotencyKey: string;
  requestFingerprint: string;
  shippingMethod: DeliveryMethodCode;
  paymentMethod: PaymentMethod;
  clientInfo: ClientInfo;
  /** The language of the checkout: the shopper's text messages about the order are written in it. */
  locale?: ApiLocale;
  price: { subtotal: number; deliveryFee: number; total: number; deposit: number; rest: number };
  lines: { productId: number; name: string; unitPrice: number; quantity: number; lineTotal: number }[];
}

/**
 * Inserts the order and its lines unless this customer already used this key (null then). The unique
 * index decides, so 50 identical concurrent requests still make one order.
 */
export async function insertOrderUnlessKeyUsed(db: Db, order: NewOrderRow): Promise<Order | null> {
  return db.transaction(async (tx) => {
    const { price } = order;
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
        ...(order.locale ? { locale: order.locale } : {}),
      })
      .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
      .returning();
    if (!inserted) return null;
    const items = await tx
      .insert(orderItems)
      .values(order.lines.map((line) => ({ orderId: inserted.id, ...line })))
      .returning();
    // By id, as every read of an order lists its lines.
    return toApiOrder(
      inserted,
      items.sort((a, b) => a.id - b.id),
      null,
    );
  });
}

/** The order's state and delivery method, which the order machine decides from (null: no such order). */
export async function orderStateOf(db: Pick<Db, 'select'>, orderId: number) {
  const [row] = await db.select({ state: orders.state, shippingMethod: orders.shippingMethod }).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * Writes the state the machine chose, only if the row is still in `from` (and meets `unless`): the
 * database decides between concurrent writers. Null when the row had changed.
 */
export async function writeOrderState(
  db: Queryable,
  orderId: number,
  change: { from: OrderState; to: OrderState; unless?: SQL; paymentMethod?: PaymentMethod },
): Promise<OrderRow | null> {
  const [written] = await db
    .update(orders)
    .set({
      state: change.to,
      updatedAt: new Date(),
      version: sql`${orders.version} + 1`,
      ...(change.paymentMethod ? { paymentMethod: change.paymentMethod } : {}),
    })
    .where(and(eq(orders.id, orderId), eq(orders.state, change.from), change.unless))
    .returning();
  return written ?? null;
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
