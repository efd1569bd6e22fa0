/**
 * A staff action on an order: the machine (src/machines/order.ts) decides whether it is allowed in the
 * order's current state — 409 naming that state otherwise — and the change is stored with its audit
 * row in one transaction that holds the order's row lock, so the IPN, the expiry sweep or another staff
 * member cannot change the order between the check and the write.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Fulfilment, type OrderAction, type OrderState } from '../../../src/domain/admin-orders';
import { allowedOrderActions, nextOrderState, orderActionEvent } from '../../../src/machines/order';
import type { AuthUser } from '../../auth';
import type { Db } from '../../db/client';
import { orderReviews, orders, payments } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { writeAudit, type Tx } from './audit';
import { orderWithState } from './order-queries';

/** Statuses of an order nobody has paid; a cancel moves them to `expired`, which takes no payment. */
const unpaid = ['pending_payment', 'payment_failed', 'cancelled'] as const;

/** The step each action records; null clears it (the order is back to plain `paid`). */
const fulfilmentAfter: Record<OrderAction, Fulfilment | null | 'unchanged'> = {
  prepare: 'preparing',
  ship: 'shipped',
  mark_ready: 'ready_for_pickup',
  deliver: 'delivered',
  collect: 'collected',
  cancel: 'cancelled',
  refund: 'refunded',
  refund_excess: 'unchanged',
  accept_late_payment: null,
};

/** Which open reviews an action settles. */
const reviewsResolved: Partial<Record<OrderAction, readonly ('overpaid' | 'paid_after_expiry' | 'amount_mismatch')[]>> = {
  refund: ['overpaid', 'paid_after_expiry', 'amount_mismatch'],
  refund_excess: ['overpaid'],
  accept_late_payment: ['paid_after_expiry'],
};

export class TransitionRefusedError extends ConflictError {
  constructor(state: OrderState, action: OrderAction, allowed: OrderAction[]) {
    super(`This order is ${state.replaceAll('_', ' ')}: “${action}” is not possible now.`, { reason: 'transition_refused', state, action, allowed });
  }
}

export async function applyOrderAction(db: Db, actor: AuthUser, id: number, action: OrderAction, note: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await orderWithState(tx, id, true);
    if (!found) throw new NotFoundError('No such order.');
    const { order } = found;
    const state = found.state as OrderState;
    const next = nextOrderState(state, order.shippingMethod, orderActionEvent(action));
    if (next === null) throw new TransitionRefusedError(state, action, allowedOrderActions(state, order.shippingMethod));

    const fulfilment = fulfilmentAfter[action];
    const now = new Date();
    await tx
      .update(orders)
      .set({
        ...(fulfilment === 'unchanged' ? {} : { fulfilment }),
        // A cancelled order takes no payment: `expired` is what the payment code refuses to start.
        ...(action === 'cancel' && (unpaid as readonly string[]).includes(order.status) ? { status: 'expired' as const } : {}),
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(orders.id, id));
    if (action === 'cancel') await withdrawPendingPayments(tx, id, now);
    const resolved = reviewsResolved[action];
    if (resolved) {
      await tx
        .update(orderReviews)
        .set({ resolvedAt: now })
        .where(and(eq(orderReviews.orderId, id), isNull(orderReviews.resolvedAt), inArray(orderReviews.reason, [...resolved])));
    }
    await writeAudit(tx, actor, {
      entity: 'order',
      entityId: id,
      action: `order.${action}`,
      before: { state, fulfilment: order.fulfilment, payment_status: order.status },
      after: { state: next, ...(fulfilment === 'unchanged' ? { fulfilment: order.fulfilment } : { fulfilment }) },
      note: note ?? null,
    });
  });
}

/**
 * The live attempt of a cancelled order is withdrawn like the expiry sweep's (outcome `order_cancelled`,
 * one of the IPN's withdrawn outcomes): if PayDunya completes it anyway, the IPN records the money and
 * the order becomes paid_after_expiry for the staff to settle.
 */
async function withdrawPendingPayments(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: now, raw: sql`coalesce(${payments.raw}, '{}'::jsonb) || '{"outcome":"order_cancelled"}'::jsonb` })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}
