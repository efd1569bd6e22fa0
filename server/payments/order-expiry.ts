/**
 * Unpaid orders expire (docs/decisions/payment-attempts-and-expiry.md): an order still unpaid
 * UNPAID_ORDER_EXPIRY_MINUTES after it was placed or its payment last started takes EXPIRE (the order
 * machine) and no new payment; its pending attempts are withdrawn (cancelled, outcome order_expired).
 *
 * Never before PayDunya was asked (issue #20): each pending attempt is confirmed first, and an order is
 * expired only if every answer says "not paid" — a paid invoice whose notification was lost makes the
 * order PAID instead; no answer (PayDunya unreachable, or another process asking right now) leaves the
 * order for the next sweep. A payment PayDunya still completes afterwards is honoured (paid_after_expiry).
 *
 * Any number of server processes may sweep at once: the EXPIRE is a conditional update on the state
 * and on the order being untouched since the cutoff (order-service.ts), so each order is expired once.
 */
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { orders, payments } from '../db/schema';
import { applyOrderEvent } from '../orders/order-service';
import { reconcileAttempt, reconcileStaleAttempts, type ReconcileDeps, type ReconcileOutcome } from './reconcile';

// What leaves the order unpaid, so it may expire; anything else (an error, money) keeps it.
const unpaidAnswers: ReadonlySet<ReconcileOutcome> = new Set([
  'still_pending',
  'payment_failed',
  'cancelled',
  'amount_mismatch',
  'replayed',
  'order_already_settled',
]);

export type ExpiryOutcome = 'expired' | 'kept' | 'not_due';

/** Asks PayDunya about the order's pending attempts, then expires it if it is still unpaid and untouched since `cutoff`. */
export async function expireOrderIfDue(deps: ReconcileDeps, orderId: number, cutoff: Date): Promise<ExpiryOutcome> {
  const { db } = deps;
  const pending = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), isNotNull(payments.providerToken)));
  for (const attempt of pending) {
    const outcome = await reconcileAttempt(deps, attempt.id);
    if (!unpaidAnswers.has(outcome)) return 'kept';
  }
  return db.transaction(async (tx): Promise<ExpiryOutcome> => {
    const expired = await applyOrderEvent(tx, orderId, { type: 'EXPIRE' }, { unless: lt(orders.updatedAt, cutoff) });
    if (!expired.ok) return 'not_due';
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date(), raw: sqlOutcome('order_expired') })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
    return 'expired';
  });
}

const sqlOutcome = (outcome: string) => sql`coalesce(${payments.raw}, '{}'::jsonb) || ${JSON.stringify({ outcome })}::jsonb`;

/** Expires the orders left unpaid since before `cutoff`, each after asking PayDunya; answers how many expired. */
export async function expireUnpaidOrders(deps: ReconcileDeps, cutoff: Date): Promise<{ orders: number; kept: number }> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.state, 'pending_payment'), lt(orders.updatedAt, cutoff)));
  let expired = 0;
  let kept = 0;
  for (const order of due) {
    const outcome = await expireOrderIfDue(deps, order.id, cutoff);
    if (outcome === 'expired') expired += 1;
    if (outcome === 'kept') kept += 1;
  }
  return { orders: expired, kept };
}

export interface SweepSettings {
  expiryMinutes: number;
  reconcileAfterSeconds: number;
}

/** Every minute, or more often when attempts are to be asked about sooner (tests use a few seconds). */
export const sweepIntervalMs = (reconcileAfterSeconds: number) => Math.max(500, Math.min(60_000, (reconcileAfterSeconds * 1000) / 2));

/**
 * Runs the sweep now and then every sweepIntervalMs until stopped: stale attempts are asked about,
 * then overdue orders expire. A failed sweep is logged and tried again next time.
 */
export function startPaymentSweep(deps: ReconcileDeps, settings: SweepSettings, now: () => Date): () => void {
  let running = false;
  const sweep = async () => {
    // A slow PayDunya must not pile sweeps up in one process.
    if (running) return;
    running = true;
    try {
      // Expiry first: it asks about its orders' attempts itself, and an attempt is asked about once in recheckSeconds.
      const changed = await expireUnpaidOrders(deps, new Date(now().getTime() - settings.expiryMinutes * 60_000));
      await reconcileStaleAttempts(deps, settings.reconcileAfterSeconds);
      if (changed.orders > 0 || changed.kept > 0) deps.log.info(changed, 'unpaid orders swept');
    } catch (error) {
      deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'unpaid order sweep failed');
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), sweepIntervalMs(settings.reconcileAfterSeconds));
  timer.unref();
  return () => clearInterval(timer);
}
