/**
 * A staff action on an order: an event to the order machine through the one order service
 * (server/orders/order-service.ts) — 409 naming the state when the machine refuses it — stored with its
 * audit row in one transaction that holds the order's row lock, so the IPN, the expiry sweep or another
 * staff member cannot change the order between the check and the write.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type OrderAction, type OrderState } from '../../../src/domain/admin-orders';
import { allowedOrderActions, orderActionEvent } from '../../../src/machines/order';
import type { AuthUser } from '../../auth';
import type { Db } from '../../db/client';
import { orderReviews, orders, payments } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { writeAudit, type Tx } from './audit';
import { applyOrderEvent } from '../../orders/order-service';

/** Which open reviews an action settles. */
const reviewsResolved: Partial<Record<OrderAction, readonly ('overpaid' | 'paid_after_expiry' | 'amount_mismatch')[]>> = {
  refund: ['overpaid', 'paid_after_expiry', 'amount_mismatch'],
  refund_excess: ['overpaid'],
  accept_late_payment: ['paid_after_expiry'],
};

export class TransitionRefusedError extends ConflictError {
  constructor(state: OrderState, action: OrderAction, allowed: OrderAction[]) {
    super(`This order is ${state.replaceAll('_', ' ')}: “${action}” is not possible now.`, {
      reason: 'transition_refused',
      state,
      action,
      allowed,
    });
  }
}

export async function applyOrderAction(db: Db, actor: AuthUser, id: number, action: OrderAction, note: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock keeps the IPN, the sweep and other staff out until the audit row is written too.
    const [order] = await tx.select({ shippingMethod: orders.shippingMethod }).from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw new NotFoundError('No such order.');
    const changed = await applyOrderEvent(tx, id, orderActionEvent(action));
    if (!changed.ok) {
      const state = changed.state ?? 'pending_payment';
      throw new TransitionRefusedError(state, action, allowedOrderActions(state, order.shippingMethod));
    }
    const now = new Date();
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
      before: { state: changed.from },
      after: { state: changed.to },
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
    .set({
      status: 'cancelled',
      updatedAt: now,
      raw: sql`coalesce(${payments.raw}, '{}'::jsonb) || '{"outcome":"order_cancelled"}'::jsonb`,
    })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}
