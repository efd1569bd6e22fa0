/**
 * The staff's work on orders. An action is an event to the order machine through the one order service
 * (server/orders/order-service.ts) — 409 naming the state when the machine refuses it — stored with its
 * audit row in one transaction that holds the order's row lock, so the IPN, the expiry sweep or another
 * staff member cannot change the order between the check and the write. Refunds follow the order's
 * actions (server/payments/refunds.ts); a retry of a failed one is audited on the order.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AdminOrderDetail, OrderAction, OrderState } from '../../../src/domain/admin-orders';
import { allowedOrderActions, orderActionEvent } from '../../../src/machines/order';
import type { AuthUser } from '../../auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { applyOrderEvent } from '../../orders/order-service';
import { refundDepsFor } from '../../payments/refund-setup';
import { refundAfterOrderAction, retryRefund, type RefundRow } from '../../payments/refunds';
import { writeAudit } from '../audit/service';
import { lockOrder, orderDetail, resolveOpenReviews, withdrawPendingPayments, type ReviewReason } from './repository';

export { orderList } from './repository';

export interface AdminOrderDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** Which open reviews an action settles. */
const reviewsResolved: Partial<Record<OrderAction, readonly ReviewReason[]>> = {
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

export async function orderDetailOrThrow(db: Db, id: number): Promise<AdminOrderDetail> {
  const detail = await orderDetail(db, id);
  if (!detail) throw new NotFoundError('No such order.');
  return detail;
}

export async function applyOrderAction(db: Db, actor: AuthUser, id: number, action: OrderAction, note: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock keeps the IPN, the sweep and other staff out until the audit row is written too.
    const order = await lockOrder(tx, id);
    if (!order) throw new NotFoundError('No such order.');
    const changed = await applyOrderEvent(tx, id, orderActionEvent(action));
    if (!changed.ok) {
      const state = changed.state ?? 'pending_payment';
      throw new TransitionRefusedError(state, action, allowedOrderActions(state, order.shippingMethod));
    }
    const now = new Date();
    if (action === 'cancel') await withdrawPendingPayments(tx, id, now);
    const resolved = reviewsResolved[action];
    if (resolved) await resolveOpenReviews(tx, id, resolved, now);
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

/** The staff's action, then the refund it calls for, then the order as it is now. */
export async function actOnOrder(
  deps: AdminOrderDeps,
  actor: AuthUser,
  id: number,
  action: OrderAction,
  note: string | undefined,
): Promise<AdminOrderDetail> {
  await applyOrderAction(deps.db, actor, id, action, note);
  // After the state change committed: a payout that fails is recorded on the refund (retried by the staff), never undoes the order's step.
  if (action === 'refund' || action === 'refund_excess')
    await refundAfterOrderAction(refundDepsFor(deps.config, deps.db, deps.log), id, action);
  return orderDetailOrThrow(deps.db, id);
}

/** Sends a failed refund again, and records the retry on the order's history. */
export async function retryRefundOfOrder(deps: AdminOrderDeps, actor: AuthUser, id: number, refundId: number): Promise<RefundRow> {
  const refund = await retryRefund(refundDepsFor(deps.config, deps.db, deps.log), id, refundId);
  await writeAudit(deps.db, actor, {
    entity: 'order',
    entityId: id,
    action: 'order.refund_retry',
    before: { refund_id: refundId, status: 'failed' },
    after: { refund_id: refundId, status: refund.status, attempts: refund.attempts, failure_reason: refund.failureReason },
  });
  return refund;
}
