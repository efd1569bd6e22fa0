import { z } from 'zod/mini';
import { deliveryMethodCodeSchema } from './catalog';
import { clientInfoSchema } from './client-info';
import { bodyId, noControlCharacters } from './input-rules';
import { paymentMethodSchema } from './payment';
import { fulfilmentSchema } from './admin-fulfilment';
import { orderStateSchema } from './order-state';

/**
 * The payment side of an order as the shop's first API said it (spec §7), derived today from the order's
 * `state` and its last payment attempt: pending_payment (its last attempt failed: payment_failed; the
 * payer cancelled it: cancelled), paid (every state after the money arrived), expired (expired or
 * cancelled by the shop). A failed or cancelled order may be paid again (the same order, never a second
 * one); an expired one takes no new payment. `state` says more and is what the pages read.
 */
export const orderStatuses = ['pending_payment', 'paid', 'payment_failed', 'cancelled', 'expired'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

const id = bodyId();
const amount = z.number().check(z.int(), z.nonnegative());
const lineQuantity = z.number().check(z.int(), z.minimum(1), z.maximum(99));

/**
 * `POST /api/orders` (spec §3 order payload, plus the checkout's client info and the wallet number).
 * Only `id` and `quantity` of each product count: the server reads names and prices from the catalogue
 * (other cart fields are accepted and ignored). `total` is what the shopper was shown; `deposit` and
 * `rest` are recomputed by the server (DESIGN deviation 4) and may be omitted.
 */
export const createOrderBodySchema = z.object({
  customer_id: id,
  products: z
    .array(z.object({ id, quantity: lineQuantity }))
    .check(z.minLength(1, 'the cart is empty'), z.maxLength(100, 'at most 100 different products')),
  total: amount,
  deposit: z.optional(amount),
  rest: z.optional(amount),
  shipping_method: deliveryMethodCodeSchema,
  payment_method: paymentMethodSchema,
  client_info: clientInfoSchema,
  /** The wallet's number, for wallet methods; checked before any order is created. */
  payment_phone: z.optional(z.string().check(z.trim(), z.maxLength(250), noControlCharacters())),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** Header that makes `POST /api/orders` safe to repeat: one order per (customer, key). */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .check(
    z.minLength(8, 'at least 8 characters'),
    z.maxLength(100, 'at most 100 characters'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, dashes and underscores only'),
  );

export const orderLineSchema = z.object({
  id,
  name: z.string(),
  unit_price: amount,
  quantity: lineQuantity,
  line_total: amount,
});

export const orderSchema = z.object({
  id,
  customer_id: id,
  status: orderStatusSchema,
  /** The order machine's state (src/machines/order.ts): the same value the back office shows. */
  state: orderStateSchema,
  shipping_method: deliveryMethodCodeSchema,
  payment_method: paymentMethodSchema,
  products: z.array(orderLineSchema),
  subtotal: amount,
  delivery_fee: amount,
  total: amount,
  /** Paid online. */
  deposit: amount,
  /** Due on delivery or collection. */
  rest: amount,
  client_info: clientInfoSchema,
  created_at: z.string(),
  /**
   * Where the shop's staff are with the order once paid (null: not started): preparing, shipped,
   * ready_for_pickup, delivered, collected — or cancelled, refunded. Absent from an older server.
   */
  fulfilment: z.optional(z.nullable(fulfilmentSchema)),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ data: orderSchema });
export const orderListResponseSchema = z.object({ data: z.array(orderSchema) });

/** 409 details when the shopper's total is not the current one: what they would pay now. */
export const totalMismatchDetailsSchema = z.object({
  total: amount,
  subtotal: amount,
  delivery_fee: amount,
  submitted_total: amount,
});

/** A new payment may be started for these. */
export const isPayable = (status: OrderStatus) => status !== 'paid' && status !== 'expired';
