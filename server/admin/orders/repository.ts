/**
 * The back office's queries on orders: the filtered, paged list, one order's whole story, and the rows a
 * staff action writes beside the order's state (its payments withdrawn, its reviews settled).
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderDetail, AdminOrderListQuery, AdminOrderListResponse } from '../../../src/domain/admin-orders';
import { allowedOrderActions } from '../../../src/machines/order';
import type { Db } from '../../db/client';
import { customers, orderItems, orderReviews, orders, payments } from '../../db/schema';
import { historyOf, type Tx } from '../audit/repository';
import { fulfilmentOf } from '../../../src/domain/order-state';
import { lastAttemptFrom, lastAttemptOutcomeSql, lastAttemptStatusSql, paymentStatusOf } from '../../orders/payment-status';

/**
 * How many reviews of the order are open. The subquery is a nested fragment on purpose: in the select list
 * of a one-table query Drizzle writes a field's own columns without their table (`"id"`), which inside
 * the subquery would mean order_reviews.id; nested fragments keep `"orders"."id"`.
 */
const openReviewsOfOrder = sql`select count(*)::int from ${orderReviews} where ${orderReviews.orderId} = ${orders.id} and ${orderReviews.resolvedAt} is null`;
const openReviewCountSql = sql<number>`(${openReviewsOfOrder})`;

const outcomeOf = (raw: Record<string, unknown> | null) => (typeof raw?.outcome === 'string' ? raw.outcome : null);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
/** `%` and `_` typed in a search are letters, not LIKE wildcards. */
const likeText = (text: string) => `%${text.replaceAll(/[\\%_]/g, (match) => `\\${match}`)}%`;

function searchFilter(q: string): SQL | undefined {
  // `#123` can only be an order number: found by its key, without reading every order.
  const orderNumber = /^#(\d{1,9})$/.exec(q)?.[1];
  if (orderNumber !== undefined) return eq(orders.id, Number(orderNumber));
  const number = /^(\d{1,9})$/.exec(q)?.[1];
  const digits = q.replaceAll(/\D/g, '');
  const text = likeText(q);
  const found: (SQL | undefined)[] = [
    sql`${orders.clientInfo}->>'fname' ilike ${text}`,
    sql`${orders.clientInfo}->>'lname' ilike ${text}`,
    sql`(${orders.clientInfo}->>'fname') || ' ' || (${orders.clientInfo}->>'lname') ilike ${text}`,
  ];
  if (number !== undefined) found.push(eq(orders.id, Number(number)));
  // A phone is searched by its digits, however it was typed (spaces, dashes, +221…).
  if (digits.length >= 4) found.push(sql`regexp_replace(${orders.clientInfo}->>'phone', '[^0-9]', '', 'g') like ${likeText(digits)}`);
  return or(...found);
}

function listFilter(query: AdminOrderListQuery): SQL | undefined {
  return and(
    query.state ? eq(orders.state, query.state) : undefined,
    query.delivery ? eq(orders.shippingMethod, query.delivery) : undefined,
    query.from ? gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(orders.createdAt, nextDay(query.to)) : undefined,
    query.q ? searchFilter(query.q) : undefined,
    query.reviews === 'open' ? sql`${openReviewCountSql} > 0` : undefined,
  );
}

export async function orderList(db: Db, query: AdminOrderListQuery): Promise<AdminOrderListResponse> {
  const where = listFilter(query);
  const pageSize = query.page_size;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        state: orders.state,
        lastAttemptStatus: lastAttemptStatusSql,
        lastAttemptOutcome: lastAttemptOutcomeSql,
        shippingMethod: orders.shippingMethod,
        paymentMethod: orders.paymentMethod,
        total: orders.total,
        clientInfo: orders.clientInfo,
        openReviews: openReviewCountSql,
        createdAt: orders.createdAt,
        updatedAt: orders.updatedAt,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      state: row.state,
      payment_status: paymentStatusOf(row.state, lastAttemptFrom(row.lastAttemptStatus, row.lastAttemptOutcome)),
      shipping_method: row.shippingMethod,
      payment_method: row.paymentMethod,
      total: row.total,
      customer_name: `${row.clientInfo.fname} ${row.clientInfo.lname}`,
      phone: row.clientInfo.phone,
      open_reviews: Number(row.openReviews),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    meta: { pagination: { page: query.page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
  };
}

export async function orderDetail(db: Db | Tx, id: number): Promise<AdminOrderDetail | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const { state } = order;
  const [[customer], lines, paid, reviews, history] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, order.customerId)),
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    db.select().from(orderReviews).where(eq(orderReviews.orderId, id)).orderBy(asc(orderReviews.id)),
    historyOf(db, 'order', id),
  ]);
  if (!customer) throw new Error(`order ${id} has no customer`);
  const last = paid.at(-1);
  return {
    id,
    state,
    payment_status: paymentStatusOf(state, last ? { status: last.status, outcome: outcomeOf(last.raw) } : null),
    fulfilment: fulfilmentOf(state),
    actions: allowedOrderActions(state, order.shippingMethod),
    shipping_method: order.shippingMethod,
    payment_method: order.paymentMethod,
    subtotal: order.subtotal,
    delivery_fee: order.deliveryFee,
    total: order.total,
    client_info: order.clientInfo,
    customer: { id: customer.id, fname: customer.fname, lname: customer.lname, email: customer.email, phone: customer.phone },
    lines: lines.map((line) => ({
      id: line.productId,
      name: line.name,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      line_total: line.lineTotal,
    })),
    payments: paid.map((payment) => ({
      id: payment.id,
      method: payment.method,
      channel: payment.channel,
      amount: payment.amount,
      status: payment.status,
      outcome: outcomeOf(payment.raw),
      created_at: payment.createdAt.toISOString(),
      updated_at: payment.updatedAt.toISOString(),
    })),
    reviews: reviews.map((review) => ({
      id: review.id,
      reason: review.reason,
      amount: review.amount,
      payment_ids: review.paymentIds,
      resolved_at: review.resolvedAt?.toISOString() ?? null,
      created_at: review.createdAt.toISOString(),
    })),
    history,
    version: order.version,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

/** Locks the order's row until the transaction ends, so the IPN, the sweep and other staff wait; null: no such order. */
export async function lockOrder(tx: Tx, id: number) {
  const [order] = await tx.select({ shippingMethod: orders.shippingMethod }).from(orders).where(eq(orders.id, id)).for('update');
  return order ?? null;
}

export type ReviewReason = (typeof orderReviews.$inferSelect)['reason'];

export async function resolveOpenReviews(tx: Tx, orderId: number, reasons: readonly ReviewReason[], now: Date): Promise<void> {
  await tx
    .update(orderReviews)
    .set({ resolvedAt: now })
    .where(and(eq(orderReviews.orderId, orderId), isNull(orderReviews.resolvedAt), inArray(orderReviews.reason, [...reasons])));
}

/**
 * The live attempt of a cancelled order is withdrawn like the expiry sweep's (outcome `order_cancelled`,
 * one of the IPN's withdrawn outcomes): if PayDunya completes it anyway, the IPN records the money and
 * the order becomes paid_after_expiry for the staff to settle.
 */
export async function withdrawPendingPayments(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({
      status: 'cancelled',
      updatedAt: now,
      raw: sql`coalesce(${payments.raw}, '{}'::jsonb) || '{"outcome":"order_cancelled"}'::jsonb`,
    })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}
