import { z } from 'zod/mini';

/**
 * Text messages (SMS) the shop sends a shopper (issue 24): one per event of her order or booking, in her
 * language, queued in the database (server/notifications) and shown to the staff with the order.
 */
export const shopperMessageKinds = [
  'order_paid',
  'order_shipped',
  'order_ready_for_pickup',
  'order_refunded',
  'booking_received',
  'booking_confirmed',
  'booking_cancelled',
] as const;
export type ShopperMessageKind = (typeof shopperMessageKinds)[number];

/** queued: waiting for its (next) try; sent: the provider took it; failed: given up after every try. */
export const shopperMessageStatuses = ['queued', 'sent', 'failed'] as const;
export const shopperMessageStatusSchema = z.enum(shopperMessageStatuses);
export type ShopperMessageStatus = z.infer<typeof shopperMessageStatusSchema>;

/** One message as the staff see it beside an order. */
export const shopperMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(shopperMessageKinds),
  to: z.string(),
  text: z.string(),
  status: shopperMessageStatusSchema,
  attempts: z.number(),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
});
export type ShopperMessage = z.infer<typeof shopperMessageSchema>;

export const shopperMessageListResponseSchema = z.object({ data: z.array(shopperMessageSchema) });

/** What a message says besides its words: the order it is about, or the booking's service, shop and time (shop time). */
export type ShopperMessageParams = { order: number } | { booking: number; service: string; shop: string | null; day: string; hour: string };
