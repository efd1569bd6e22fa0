/**
 * PayDunya's payment notification. The hash only proves the sender knows a fixed value, so the payment
 * is re-read with `confirm` and settled by settle-payment.ts (the same code as the reconciliation): the
 * amount is compared with the order's total in the database before the order machine hears of it. The
 * payments row moves out of `pending` at most once (atomic conditional UPDATE), so a replayed
 * notification changes nothing.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import { noteForRequestLog } from '../logging';
import { isIpnHashValid, type PaydunyaClient } from './paydunya-client';
import { ipnSchema } from './paydunya-contract';
import { settleConfirmedPayment } from './settle-payment';

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

export interface IpnDeps {
  db: Db;
  client: PaydunyaClient;
  masterKey: string;
  log: FastifyBaseLogger;
}

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
  const { status } = confirmed.value;
  // Not a 200 (payments/routes.ts): PayDunya sends it again, and the reconciliation asks meanwhile.
  if (status === 'pending') return 'still_pending';

  const result = await settleConfirmedPayment(db, payment, order, { ...confirmed.value, status });
  const logged = { orderId: order.id, paymentId: payment.id, outcome: result };
  if (needsReview.has(result)) log.warn(logged, 'paydunya ipn needs review');
  else noteForRequestLog(log, logged, 'paydunya ipn handled');
  return result;
}
