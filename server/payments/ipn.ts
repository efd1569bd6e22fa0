/**
 * PayDunya's payment notification. The hash only proves the sender knows a fixed value, so the payment
 * is re-read with `confirm` and its amount compared with the order's total in the database before the
 * order changes. The payments row moves out of `pending` at most once (atomic conditional UPDATE), so a
 * replayed notification changes nothing.
 *
 * Amount mismatch (decided): the payment is recorded as failed and the order becomes payment_failed, so
 * the shopper sees it was not paid and may retry; the event is logged for the shop to review.
 * A confirmed, complete payment of the right amount marks the order paid even if an earlier attempt
 * had failed or been cancelled meanwhile: money received always wins.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '../../src/domain/order';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
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
  | 'order_already_settled';

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
  let from: OrderStatus[] = ['pending_payment'];
  const sameOrder = customData.order_id === undefined || String(customData.order_id) === String(order.id);
  if (status === 'completed' && totalAmount === order.total && totalAmount === payment.amount && sameOrder) {
    [paymentStatus, orderStatus, outcome, from] = ['completed', 'paid', 'paid', ['pending_payment', 'payment_failed', 'cancelled']];
  } else if (status === 'completed') {
    [paymentStatus, orderStatus, outcome] = ['failed', 'payment_failed', 'amount_mismatch'];
  } else if (status === 'cancelled') {
    [paymentStatus, orderStatus, outcome] = ['cancelled', 'cancelled', 'cancelled'];
  } else {
    [paymentStatus, orderStatus, outcome] = ['failed', 'payment_failed', 'payment_failed'];
  }

  const result = await db.transaction(async (tx) => {
    const moved = await tx
      .update(payments)
      .set({ status: paymentStatus, updatedAt: new Date(), raw: { status, total_amount: totalAmount, fail_reason: failReason, outcome } })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (moved.length === 0) return 'replayed' as const;
    const changed = await transitionOrder(tx, order.id, from, orderStatus);
    return changed ? outcome : ('order_already_settled' as const);
  });

  const logged = { orderId: order.id, paymentId: payment.id, outcome: result };
  if (result === 'amount_mismatch' || (result === 'order_already_settled' && status === 'completed')) log.warn(logged, 'paydunya ipn needs review');
  else log.info(logged, 'paydunya ipn handled');
  return result;
}
