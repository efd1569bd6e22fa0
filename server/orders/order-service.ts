/**
 * The one place an order changes (issue #20). Every change — a payment starting or failing, PayDunya's
 * answer (IPN or reconciliation), the expiry sweep, a staff action — is an event given to the order
 * machine (src/machines/order.ts): `nextOrderState` decides from the stored state, and the database
 * decides between concurrent writers: the row is updated only if it is still in the state the machine
 * started from. A writer that lost the race reads the row again and asks the machine again.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderState } from '../../src/domain/order-state';
import type { PaymentMethod } from '../../src/domain/payment';
import { nextOrderState, type OrderEvent } from '../../src/machines/order';
import { invalidateDashboard } from '../cache/invalidation';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

/** A database or a transaction: the change is part of whatever the caller writes beside it. */
export type Queryable = Pick<Db, 'select' | 'update' | 'execute'>;

export type OrderRow = typeof orders.$inferSelect;

export type OrderEventResult =
  | { ok: true; from: OrderState; to: OrderState; order: OrderRow }
  /** The machine refuses the event in `state` (null: no such order), or the row kept changing under us. */
  | { ok: false; state: OrderState | null };

export interface OrderEventOptions {
  /** One more condition the row must meet when it is written (the expiry's "still untouched since"). */
  unless?: SQL;
  /** The method of a payment that starts. */
  paymentMethod?: PaymentMethod;
}

// A writer that lost a race tries again this many times; beyond that the order is being changed faster
// than anyone could act on it and the caller hears a refusal.
const attempts = 3;

export async function applyOrderEvent(
  db: Queryable,
  orderId: number,
  event: OrderEvent,
  options: OrderEventOptions = {},
): Promise<OrderEventResult> {
  let state: OrderState | null = null;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const [row] = await db
      .select({ state: orders.state, shippingMethod: orders.shippingMethod })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!row) return { ok: false, state: null };
    state = row.state;
    const next = nextOrderState(row.state, row.shippingMethod, event);
    if (next === null) return { ok: false, state };
    const [written] = await db
      .update(orders)
      .set({
        state: next,
        updatedAt: new Date(),
        version: sql`${orders.version} + 1`,
        ...(options.paymentMethod ? { paymentMethod: options.paymentMethod } : {}),
      })
      .where(and(eq(orders.id, orderId), eq(orders.state, row.state), options.unless))
      .returning();
    if (written) {
      await invalidateDashboard(db);
      return { ok: true, from: row.state, to: next, order: written };
    }
    // Only the extra condition failed (the row is still in that state): asking again changes nothing.
    if (options.unless !== undefined) {
      const [still] = await db.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId));
      if (still?.state === row.state) return { ok: false, state: row.state };
    }
  }
  return { ok: false, state };
}
