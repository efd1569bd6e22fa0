import { z } from 'zod/mini';
import type { Fulfilment } from './admin-fulfilment';

/**
 * An order's state: the order machine's states (src/machines/order.ts), the one value the server stores
 * (orders.state) and answers to the shopper and to the staff alike (issue #20). Apart from
 * admin-orders.ts so the shopper's order schema (order.ts) can name it without an import cycle.
 */
export const orderStates = [
  'pending_payment',
  'paid',
  'overpaid',
  'paid_after_expiry',
  'preparing',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'collected',
  'cancelled',
  'expired',
  'refunded',
] as const;
export const orderStateSchema = z.enum(orderStates);
export type OrderState = z.infer<typeof orderStateSchema>;

/** The staff's step as the older `fulfilment` field of the shopper's order said it (null: not started). */
export function fulfilmentOf(state: OrderState): Fulfilment | null {
  switch (state) {
    case 'preparing':
    case 'shipped':
    case 'ready_for_pickup':
    case 'delivered':
    case 'collected':
    case 'cancelled':
    case 'refunded':
      return state;
    default:
      return null;
  }
}
