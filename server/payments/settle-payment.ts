/**
 * What PayDunya's answer about one attempt does to the attempt and its order, whoever asked (the IPN or
 * the reconciliation, issue #20): the same amount and order checks, the same events to the order
 * machine, the same reviews for the shop's staff.
 *
 * Amount mismatch (decided): the payment is recorded as failed and the order takes PAYMENT_FAILED, so the
 * shopper sees it was not paid and may retry; it is written to order_reviews for the shop. A confirmed,
 * complete payment of the right amount is PAID to the order machine whatever happened meanwhile: money
 * received always wins (after expiry or a cancel: paid_after_expiry; a second payment: overpaid). Money the
 * machine cannot take any more (the order is being prepared, or delivered) is an overpaid review beside it.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderReviews, payments } from '../db/schema';
import { applyOrderEvent, type OrderEventResult } from '../orders/order-service';
import type { OrderEvent } from '../../src/machines/order';
import type { ConfirmedInvoice } from './paydunya-client';
import { invalidateDashboard } from '../cache/invalidation';

export type SettleOutcome =
  'replayed' | 'paid' | 'payment_failed' | 'cancelled' | 'amount_mismatch' | 'order_already_settled' | 'paid_after_expiry' | 'overpaid';

/** raw.outcome of attempts the shop withdrew (payment-service's superseded, the expiry sweep's order_expired, a staff cancel's order_cancelled). */
export const withdrawnOutcomes = ['superseded', 'order_expired', 'order_cancelled'];

type PaymentRow = typeof payments.$inferSelect;
type PaymentStatus = PaymentRow['status'];

/** PayDunya's final answer (never `pending`) about `payment`, an attempt of order `order`. */
export async function settleConfirmedPayment(
  db: Db,
  payment: PaymentRow,
  order: { id: number; total: number },
  confirmed: ConfirmedInvoice & { status: Exclude<ConfirmedInvoice['status'], 'pending'> },
): Promise<SettleOutcome> {
  const { status, totalAmount, customData, failReason } = confirmed;
  let paymentStatus: PaymentStatus;
  let outcome: SettleOutcome;
  const sameOrder = customData.order_id === undefined || String(customData.order_id) === String(order.id);
  const completedAsAsked = status === 'completed' && totalAmount === order.total && totalAmount === payment.amount && sameOrder;
  if (completedAsAsked) [paymentStatus, outcome] = ['completed', 'paid'];
  else if (status === 'completed') [paymentStatus, outcome] = ['failed', 'amount_mismatch'];
  else if (status === 'cancelled') [paymentStatus, outcome] = ['cancelled', 'cancelled'];
  else [paymentStatus, outcome] = ['failed', 'payment_failed'];

  return db.transaction(async (tx): Promise<SettleOutcome> => {
    // The attempt leaves `pending` once. Only money received reopens an attempt we withdrew ourselves
    // (superseded by a newer one, or its order expired): PayDunya took that payment all the same.
    const settleable =
      status === 'completed'
        ? or(
            eq(payments.status, 'pending'),
            and(eq(payments.status, 'cancelled'), inArray(sql`${payments.raw}->>'outcome'`, withdrawnOutcomes)),
          )
        : eq(payments.status, 'pending');
    const moved = await tx
      .update(payments)
      .set({
        status: paymentStatus,
        updatedAt: new Date(),
        raw: { ...payment.raw, status, total_amount: totalAmount, fail_reason: failReason, outcome },
      })
      .where(and(eq(payments.id, payment.id), settleable))
      .returning({ id: payments.id });
    if (moved.length === 0) return 'replayed';
    // An order that moves announces itself (applyOrderEvent), its dashboard with it; a payment settled without
    // moving the order (a review opened, money it can no longer take) is announced for the dashboard alone.
    let orderMoved = false;
    const settled = await settleOrder(tx, payment, order, outcome, totalAmount, async (event) => {
      const result = await applyOrderEvent(tx, order.id, event);
      orderMoved ||= result.ok;
      return result;
    });
    if (!orderMoved) await invalidateDashboard(tx);
    return settled;
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The order's side of a settled attempt: its event to the order machine, and the reviews for the shop's staff. */
async function settleOrder(
  tx: Tx,
  payment: PaymentRow,
  order: { id: number; total: number },
  outcome: SettleOutcome,
  totalAmount: number,
  applyToOrder: (event: OrderEvent) => Promise<OrderEventResult>,
): Promise<SettleOutcome> {
  if (outcome === 'amount_mismatch') {
    await tx.insert(orderReviews).values({ orderId: order.id, reason: 'amount_mismatch', amount: totalAmount, paymentIds: [payment.id] });
    // A withdrawn attempt's wrong amount is for the shop to sort out; the order's live attempt goes on.
    if (payment.status !== 'pending') return outcome;
  }
  if (outcome !== 'paid') return (await applyToOrder({ type: 'PAYMENT_FAILED' })).ok ? outcome : 'order_already_settled';

  const paid = await applyToOrder({ type: 'PAID' });
  if (paid.ok && paid.to === 'paid') return 'paid';
  if (paid.ok && paid.to === 'paid_after_expiry') {
    await tx.insert(orderReviews).values({ orderId: order.id, reason: 'paid_after_expiry', amount: totalAmount, paymentIds: [payment.id] });
    return 'paid_after_expiry';
  }
  // Already paid by another attempt (the machine says overpaid, or the order is past taking money):
  // this money is an overpayment the shop must refund.
  const completed = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'completed')))
    .orderBy(asc(payments.id));
  await tx
    .insert(orderReviews)
    .values({ orderId: order.id, reason: 'overpaid', amount: totalAmount, paymentIds: completed.map((row) => row.id) });
  return 'overpaid';
}
