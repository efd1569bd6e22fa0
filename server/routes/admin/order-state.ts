/**
 * An order's state in the back office, derived in SQL from what the payment code and the staff store:
 * the payment status (orders.status, untouched by the back office but for a cancel), the staff's step
 * (orders.fulfilment) and the order's open reviews (order_reviews, written by the IPN). One expression,
 * used by the list (filter) and the detail, so both always agree with src/machines/order.ts's states.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { OrderState } from '../../../src/domain/admin-orders';
import { orderReviews, orders } from '../../db/schema';

const openReview = (reason: 'overpaid' | 'paid_after_expiry') =>
  sql`exists (select 1 from ${orderReviews} where ${orderReviews.orderId} = ${orders.id} and ${orderReviews.resolvedAt} is null and ${orderReviews.reason} = ${reason})`;

/**
 * - refunded ends everything;
 * - money after the order expired or was cancelled (status paid again, open paid_after_expiry review) waits for the staff;
 * - then the staff's step; before it, a second payment (open overpaid review) waits for the staff;
 * - an unpaid order is pending_payment whether its last attempt failed or was cancelled (the shopper may retry).
 * An overpayment that lands once preparation started stays an open review of the order (shown in its detail).
 */
export const orderStateSql: SQL<OrderState> = sql<OrderState>`(case
  when ${orders.fulfilment} = 'refunded' then 'refunded'
  when ${orders.status} = 'paid' and ${openReview('paid_after_expiry')} then 'paid_after_expiry'
  when ${orders.fulfilment} is not null then ${orders.fulfilment}::text
  when ${orders.status} = 'paid' and ${openReview('overpaid')} then 'overpaid'
  when ${orders.status} = 'paid' then 'paid'
  when ${orders.status} = 'expired' then 'expired'
  else 'pending_payment' end)`;

/**
 * How many reviews of the order are open. The subquery is a nested fragment on purpose: in the select list
 * of a one-table query Drizzle writes a field's own columns without their table (`"id"`), which inside
 * the subquery would mean order_reviews.id; nested fragments keep `"orders"."id"`.
 */
const openReviewsOfOrder = sql`select count(*)::int from ${orderReviews} where ${orderReviews.orderId} = ${orders.id} and ${orderReviews.resolvedAt} is null`;
export const openReviewCountSql = sql<number>`(${openReviewsOfOrder})`;
