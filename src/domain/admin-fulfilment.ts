import { z } from 'zod/mini';

/**
 * What the staff record once an order is paid: the steps after payment, or the end of an order (null
 * until staff act). Apart from admin-orders.ts so the shopper's order schema (order.ts) can name it
 * without an import cycle.
 */
export const fulfilmentSteps = ['preparing', 'shipped', 'ready_for_pickup', 'delivered', 'collected', 'cancelled', 'refunded'] as const;
export const fulfilmentSchema = z.enum(fulfilmentSteps);
export type Fulfilment = z.infer<typeof fulfilmentSchema>;
