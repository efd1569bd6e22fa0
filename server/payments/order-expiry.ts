/**
 * Unpaid orders expire (docs/decisions/payment-attempts-and-expiry.md): an order still unpaid
 * UNPAID_ORDER_EXPIRY_MINUTES after it was placed or its payment last started becomes `expired` and
 * takes no new payment; its pending attempts are withdrawn (cancelled, outcome order_expired). A payment
 * PayDunya still completes afterwards is honoured by the IPN and flagged for the shop.
 *
 * Any number of server processes may sweep at once: the order UPDATE is conditional on the status, so
 * each row is changed by whichever transaction locks it first and the others, re-checking the row after
 * the lock, skip it; the attempts withdrawn are those of the orders this transaction itself expired.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';

const unpaid = ['pending_payment', 'payment_failed', 'cancelled'] as const;

/** Expires the orders left unpaid since before `cutoff`; answers how many orders and attempts changed. */
export async function expireUnpaidOrders(db: Db, cutoff: Date): Promise<{ orders: number; payments: number }> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(inArray(orders.status, [...unpaid]), lt(orders.updatedAt, cutoff)))
      .returning({ id: orders.id });
    if (expired.length === 0) return { orders: 0, payments: 0 };
    const withdrawn = await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: sql`now()`, raw: sql`coalesce(${payments.raw}, '{}'::jsonb) || '{"outcome":"order_expired"}'::jsonb` })
      .where(
        and(
          eq(payments.status, 'pending'),
          inArray(
            payments.orderId,
            expired.map((row) => row.id),
          ),
        ),
      )
      .returning({ id: payments.id });
    return { orders: expired.length, payments: withdrawn.length };
  });
}

const sweepEveryMs = 60_000;

/** Runs the sweep now and every minute until stopped; a failed sweep is logged and tried again next time. */
export function startExpirySweep(db: Db, expiryMinutes: number, now: () => Date, log: FastifyBaseLogger): () => void {
  const sweep = async () => {
    try {
      const changed = await expireUnpaidOrders(db, new Date(now().getTime() - expiryMinutes * 60_000));
      if (changed.orders > 0) log.info(changed, 'unpaid orders expired');
    } catch (error) {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'unpaid order sweep failed');
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), sweepEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
