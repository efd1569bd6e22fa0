/**
 * The spec's `status` of an order (spec §7, kept for the pages and clients that read it), derived from
 * the stored state and the order's last payment attempt; no column holds it (issue #20).
 */
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../src/domain/order';
import type { OrderState } from '../../src/domain/order-state';
import { orders, payments } from '../db/schema';

export interface LastAttempt {
  status: (typeof payments.$inferSelect)['status'];
  outcome: string | null;
}

export function paymentStatusOf(state: OrderState, last: LastAttempt | null): OrderStatus {
  switch (state) {
    case 'pending_payment':
      // No invoice was made (PayDunya unreachable): nothing failed at the payer's end, the order waits.
      if (last?.status === 'failed' && last.outcome !== 'invoice_failed') return 'payment_failed';
      if (last?.status === 'cancelled' && last.outcome !== 'superseded') return 'cancelled';
      return 'pending_payment';
    case 'expired':
    case 'cancelled':
      return 'expired';
    default:
      return 'paid';
  }
}

/**
 * The order's last attempt as `status` and `outcome` columns of a query on orders (null: none). Nested
 * fragments, as openReviewCountSql's: they keep `"orders"."id"` qualified in a one-table select list.
 */
const lastAttemptOf = (column: 'status' | 'outcome') => {
  const value = column === 'status' ? sql`${payments.status}::text` : sql`${payments.raw}->>'outcome'`;
  const query = sql`select ${value} from ${payments} where ${payments.orderId} = ${orders.id} order by ${payments.id} desc limit 1`;
  return sql<string | null>`(${query})`;
};
export const lastAttemptStatusSql = lastAttemptOf('status');
export const lastAttemptOutcomeSql = lastAttemptOf('outcome');

export const lastAttemptFrom = (status: string | null, outcome: string | null): LastAttempt | null =>
  status === null ? null : { status: status as LastAttempt['status'], outcome };
