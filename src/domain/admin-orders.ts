import { z } from 'zod/mini';
import { paginationMetaSchema } from './api';
import { deliveryMethodCodeSchema } from './catalog';
import { clientInfoSchema } from './client-info';
import { bodyId, noControlCharacters } from './input-rules';
import { orderLineSchema, orderStatusSchema } from './order';
import { paymentMethodSchema } from './payment';
import { auditEntrySchema } from './admin-audit';
import { shopDaySchema } from './admin-dates';
import { fulfilmentSchema } from './admin-fulfilment';
import { orderStateSchema } from './order-state';

/**
 * The back office's view of orders (issue #15). An order's life is one machine (src/machines/order.ts);
 * the server stores its state (orders.state) and every change to it is an event given to that machine
 * (server/orders/order-service.ts, issue #20).
 */
export { orderStates, orderStateSchema, type OrderState } from './order-state';

export { fulfilmentSchema, fulfilmentSteps, type Fulfilment } from './admin-fulfilment';

/**
 * What staff may do to an order (`POST /api/admin/orders/:id/actions`). Which are allowed depends on the
 * order's state: ask `allowedOrderActions(state, delivery)` (src/machines/order.ts) or read `actions` in the detail.
 */
export const orderActions = [
  /** paid → preparing */
  'prepare',
  /** preparing → shipped (delivery by courier only) */
  'ship',
  /** preparing → ready_for_pickup (collection in shop only) */
  'mark_ready',
  /** shipped → delivered */
  'deliver',
  /** ready_for_pickup → collected */
  'collect',
  /** pending_payment → cancelled (an unpaid order; a paid one is refunded) */
  'cancel',
  /** paid, overpaid, paid_after_expiry, preparing, ready_for_pickup → refunded (money given back outside the shop) */
  'refund',
  /** overpaid → paid: the extra payment was given back */
  'refund_excess',
  /** paid_after_expiry → paid: the shop fulfils the order after all */
  'accept_late_payment',
] as const;
export const orderActionSchema = z.enum(orderActions);
export type OrderAction = z.infer<typeof orderActionSchema>;

const searchText = z.string().check(z.trim(), z.maxLength(100, 'at most 100 characters'), noControlCharacters());
const amount = z.number().check(z.int(), z.nonnegative());

/**
 * `GET /api/admin/orders` query. `from`/`to` are shop days (Africa/Dakar = UTC), both included.
 * `q` finds an order number (`123` or `#123`), a name (first or last, any case) or a phone (digits of it).
 * Paged on the server: `page` from 1, `page_size` at most 100 (default 25). Newest first.
 */
export const adminOrderListQuerySchema = z.object({
  state: z.optional(orderStateSchema),
  from: z.optional(shopDaySchema),
  to: z.optional(shopDaySchema),
  delivery: z.optional(deliveryMethodCodeSchema),
  q: z.optional(searchText),
  /** `open`: only orders with a payment problem left to settle (an open review), whatever their state. */
  reviews: z.optional(z.enum(['open'])),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: bodyId(),
  state: orderStateSchema,
  /** The payment's own status (pending_payment, paid, payment_failed, cancelled, expired). */
  payment_status: orderStatusSchema,
  shipping_method: deliveryMethodCodeSchema,
  payment_method: paymentMethodSchema,
  total: amount,
  /** From the checkout form. */
  customer_name: z.string(),
  phone: z.string(),
  open_reviews: z.number().check(z.int(), z.nonnegative()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListResponseSchema = z.object({
  data: z.array(adminOrderSummarySchema),
  meta: z.object({ pagination: paginationMetaSchema }),
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

export const adminPaymentSchema = z.object({
  id: bodyId(),
  method: paymentMethodSchema,
  channel: z.nullable(z.string()),
  amount,
  status: z.enum(['pending', 'completed', 'cancelled', 'failed']),
  /** Why it ended as it did (paid, superseded, order_expired, amount_mismatch…), when known. */
  outcome: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});

export const adminReviewSchema = z.object({
  id: bodyId(),
  reason: z.enum(['overpaid', 'paid_after_expiry', 'amount_mismatch']),
  amount,
  payment_ids: z.array(z.number()),
  resolved_at: z.nullable(z.string()),
  created_at: z.string(),
});

export const adminOrderDetailSchema = z.object({
  id: bodyId(),
  state: orderStateSchema,
  payment_status: orderStatusSchema,
  fulfilment: z.nullable(fulfilmentSchema),
  /** The actions the machine allows now, for the buttons. */
  actions: z.array(orderActionSchema),
  shipping_method: deliveryMethodCodeSchema,
  payment_method: paymentMethodSchema,
  subtotal: amount,
  delivery_fee: amount,
  total: amount,
  client_info: clientInfoSchema,
  customer: z.object({ id: bodyId(), fname: z.string(), lname: z.string(), email: z.string(), phone: z.string() }),
  lines: z.array(orderLineSchema),
  payments: z.array(adminPaymentSchema),
  reviews: z.array(adminReviewSchema),
  history: z.array(auditEntrySchema),
  version: z.number().check(z.int(), z.positive()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderDetailResponseSchema = z.object({ data: adminOrderDetailSchema });

/** `POST /api/admin/orders/:id/actions`. A note (optional) is kept in the audit row. */
export const adminOrderActionBodySchema = z.object({
  action: orderActionSchema,
  note: z.optional(z.string().check(z.trim(), z.maxLength(500, 'at most 500 characters'), noControlCharacters({ multiline: true }))),
});
export type AdminOrderActionBody = z.infer<typeof adminOrderActionBodySchema>;

/** 409 details when the machine refuses the action in the order's current state. */
export const transitionRefusedDetailsSchema = z.object({
  reason: z.literal('transition_refused'),
  state: orderStateSchema,
  action: orderActionSchema,
  allowed: z.array(orderActionSchema),
});
