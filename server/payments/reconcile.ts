/**
 * Reconciliation (issue #20): the server asks PayDunya (`confirm`) about a payment itself instead of
 * waiting for a notification that may be lost — for the shopper's status page while it waits, for the
 * sweep once an attempt is PAYMENT_RECONCILE_AFTER_SECONDS old, and always before an order expires. The
 * answer is settled by settle-payment.ts, exactly as an IPN's.
 *
 * One process at a time asks about an attempt, at most once every `recheckSeconds`: the attempt is
 * claimed by a conditional update of payments.last_checked_at, decided by the database's clock.
 */
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import type { PaydunyaClient } from './paydunya-client';
import { settleConfirmedPayment, withdrawnOutcomes, type SettleOutcome } from './settle-payment';

export interface ReconcileDeps {
  db: Db;
  client: PaydunyaClient;
  log: FastifyBaseLogger;
}

export type ReconcileOutcome = SettleOutcome | 'still_pending' | 'confirm_failed' | 'not_claimed';

export const recheckSeconds = 10;

/**
 * Attempts whose answer can still change the order: the live one, and those the shop withdrew (a
 * newer start, the expiry, a cancel), which PayDunya may complete all the same.
 */
const askable = and(
  isNotNull(payments.providerToken),
  or(eq(payments.status, 'pending'), and(eq(payments.status, 'cancelled'), inArray(sql`${payments.raw}->>'outcome'`, withdrawnOutcomes))),
);

/** Claims the attempt for one question to PayDunya; null when another process asked within `recheckSeconds`. */
async function claim(db: Db, paymentId: number) {
  const [claimed] = await db
    .update(payments)
    .set({ lastCheckedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, paymentId),
        askable,
        sql`(${payments.lastCheckedAt} is null or ${payments.lastCheckedAt} < now() - make_interval(secs => ${recheckSeconds}))`,
      ),
    )
    .returning();
  return claimed ?? null;
}

export async function reconcileAttempt({ db, client, log }: ReconcileDeps, paymentId: number): Promise<ReconcileOutcome> {
  const payment = await claim(db, paymentId);
  if (!payment?.providerToken) return 'not_claimed';
  const [order] = await db.select({ id: orders.id, total: orders.total }).from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return 'not_claimed';
  const confirmed = await client.confirm(payment.providerToken);
  // Ids and outcomes only: PayDunya's answer carries the payer's name and number.
  const logged = { orderId: order.id, paymentId: payment.id };
  if (!confirmed.ok) {
    log.warn(logged, 'paydunya reconcile: confirm failed, asked again later');
    return 'confirm_failed';
  }
  const { status } = confirmed.value;
  if (status === 'pending') return 'still_pending';
  const outcome = await settleConfirmedPayment(db, payment, order, { ...confirmed.value, status });
  if (outcome !== 'replayed') log.info({ ...logged, outcome }, 'paydunya reconcile: payment settled without its notification');
  return outcome;
}

/** The order's attempts PayDunya may still have news of (the status page asks while it is open). */
export async function reconcileOrder(deps: ReconcileDeps, orderId: number): Promise<ReconcileOutcome[]> {
  const attempts = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        askable,
        sql`(${payments.lastCheckedAt} is null or ${payments.lastCheckedAt} < now() - make_interval(secs => ${recheckSeconds}))`,
      ),
    );
  const outcomes: ReconcileOutcome[] = [];
  for (const attempt of attempts) outcomes.push(await reconcileAttempt(deps, attempt.id));
  return outcomes;
}

/**
 * Attempts older than `afterSeconds` that PayDunya may still complete without telling us: the pending ones,
 * and those the shop withdrew in the last day (an expiry or a cancel), whose money would make the order
 * paid_after_expiry for the staff. The sweep asks about each (a notification may be lost).
 */
export async function reconcileStaleAttempts(deps: ReconcileDeps, afterSeconds: number): Promise<ReconcileOutcome[]> {
  const stale = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        askable,
        sql`${payments.createdAt} < now() - make_interval(secs => ${afterSeconds})`,
        or(eq(payments.status, 'pending'), sql`${payments.updatedAt} > now() - interval '1 day'`),
      ),
    );
  const outcomes: ReconcileOutcome[] = [];
  for (const attempt of stale) outcomes.push(await reconcileAttempt(deps, attempt.id));
  return outcomes;
}
