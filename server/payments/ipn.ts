/**
 * PayDunya's payment notification. The hash only proves the sender knows a fixed value, so the payment
 * is re-read with `confirm` and its amount compared with the order's total in the database before the
 * order changes. The payments row moves out of `pending` at most once (atomic conditional UPDATE), so a
 * replayed notification changes nothing.
 *
 * Amount mismatch (decided): the payment is recorded as failed and the order becomes payment_failed, so
 * the shopper sees it was not paid and may retry; the event is logged for the shop to review.
 * A confirmed, complete payment of the right amount marks the order paid even if an earlier attempt
 * had failed or been cancelled meanwhile, or the order had expired: money received always wins. Money
 * received twice (two attempts both completed) or after expiry is written to order_reviews for the shop.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '../../src/domain/order';
import type { Db } from '../db/client';
import { orderReviews, orders, payments } from '../db/schema';
import { noteForRequestLog } from '../logging';
import { transitionOrder } from './order-repository';
import { isIpnHashValid, type PaydunyaClient } from './paydunya-client';
import { ipnSchema } from './paydunya-contract';

export type IpnOutcome =
  | 'malformed'
  | 'bad_hash'
  | 'unknown_invoice'
  | 'confirm_failed'
  | 'still_pending'
  | 'replayed'
  | 'paid'
  | 'payment_failed'
  | 'cancelled'
  | 'amount_mismatch'
  | 'order_already_settled'
  | 'paid_after_expiry'
  | 'overpaid';

/** Outcomes written to order_reviews for the shop's staff (and logged as warnings). */
const needsReview = new Set<IpnOutcome>(['amount_mismatch', 'paid_after_expiry', 'overpaid']);

/** raw.outcome of attempts the shop withdrew (payment-service's superseded, the expiry sweep's order_expired, a staff cancel's order_cancelled). */
export const withdrawnOutcomes = ['superseded', 'order_expired', 'order_cancelled'];

export interface IpnDeps {
  db: Db;
  client: PaydunyaClient;
  masterKey: string;
  log: FastifyBaseLogger;
}

type PaymentStatus = (typeof payments.$inferSelect)['status'];

export async function handleIpn({ db, client, masterKey, log }: IpnDeps, body: unknown): Promise<IpnOutcome> {
  const parsed = ipnSchema.safeParse(body);
  if (!parsed.success) {
    log.warn('paydunya ipn ignored: malformed body');
    return 'malformed';
  }
  const { hash, invoice } = parsed.data.data;
  if (!isIpnHashValid(hash, masterKey)) {
    // Nothing of the body is logged: it may carry the payer's name and number.
    log.warn('paydunya ipn ignored: wrong hash');
    return 'bad_hash';
  }

  // The order's total comes along: the confirmed amount is compared with it.
  const [found] = await db
    .select({ payment: payments, order: { id: orders.id, total: orders.total } })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.providerToken, invoice.token))
    .limit(1);
  if (!found) {
    log.warn('paydunya ipn ignored: unknown invoice');
    return 'unknown_invoice';
  }
  const { payment, order } = found;
  const confirmed = await client.confirm(invoice.token);
  if (!confirmed.ok) {
    log.warn({ paymentId: payment.id }, 'paydunya ipn: confirm failed, PayDunya will retry');
    return 'confirm_failed';
  }
  const { status, totalAmount, customData, failReason } = confirmed.value;
  if (status === 'pending') return 'still_pending';

  let paymentStatus: PaymentStatus;
  let orderStatus: OrderStatus;
  let outcome: IpnOutcome;
  const sameOrder = customData.order_id === undefined || String(customData.order_id) === String(order.id);
  const completedAsAsked = status === 'completed' && totalAmount === order.total && totalAmount === payment.amount && sameOrder;
  if (completedAsAsked) [paymentStatus, orderStatus, outcome] = ['completed', 'paid', 'paid'];
  else if (status === 'completed') [paymentStatus, orderStatus, outcome] = ['failed', 'payment_failed', 'amount_mismatch'];
  else if (status === 'cancelled') [paymentStatus, orderStatus, outcome] = ['cancelled', 'cancelled', 'cancelled'];
  else [paymentStatus, orderStatus, outcome] = ['failed', 'payment_failed', 'payment_failed'];

  const result = await db.transaction(async (tx): Promise<IpnOutcome> => {
    // The attempt leaves `pending` once. Only money received reopens an attempt we withdrew ourselves
    // (superseded by a newer one, or its order expired): PayDunya took that payment all the same.
    const settleable =
      status === 'completed'
        ? or(eq(payments.status, 'pending'), and(eq(payments.status, 'cancelled'), inArray(sql`${payments.raw}->>'outcome'`, withdrawnOutcomes)))
      : eq(payments.status, 'pending');
    const moved = await tx
      .update(payments)
      .set({ status: paymentStatus, updatedAt: new Date(), raw: { ...payment.raw, status, total_amount: totalAmount, fail_reason: failReason, outcome } })
      .where(and(eq(payments.id, payment.id), settleable))
      .returning({ id: payments.id });
    if (moved.length === 0) return 'replayed';

    if (outcome === 'amount_mismatch') {
      await tx.insert(orderReviews).values({ orderId: order.id, reason: 'amount_mismatch', amount: totalAmount, paymentIds: [payment.id] });
      // A withdrawn attempt's wrong amount is for the shop to sort out; the order's live attempt goes on.
      if (payment.status !== 'pending') return outcome;
      return (await transitionOrder(tx, order.id, ['pending_payment'], 'payment_failed')) ? outcome : 'order_already_settled';
    }
    if (outcome !== 'paid') return (await transitionOrder(tx, order.id, ['pending_payment'], orderStatus)) ? outcome : 'order_already_settled';

    // Money received always wins, even over a failed, cancelled or expired order.
    if (await transitionOrder(tx, order.id, ['pending_payment', 'payment_failed', 'cancelled'], 'paid')) return 'paid';
    if (await transitionOrder(tx, order.id, ['expired'], 'paid')) {
      await tx.insert(orderReviews).values({ orderId: order.id, reason: 'paid_after_expiry', amount: totalAmount, paymentIds: [payment.id] });
      return 'paid_after_expiry';
    }
    // Already paid by another attempt: this money is an overpayment the shop must refund.
    const completed = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'completed')))
      .orderBy(asc(payments.id));
    await tx.insert(orderReviews).values({ orderId: order.id, reason: 'overpaid', amount: totalAmount, paymentIds: completed.map((row) => row.id) });
    return 'overpaid';
  });

  const logged = { orderId: order.id, paymentId: payment.id, outcome: result };
  if (needsReview.has(result)) log.warn(logged, 'paydunya ipn needs review');
  else noteForRequestLog(log, logged, 'paydunya ipn handled');
  return result;
}
