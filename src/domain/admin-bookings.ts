import { z } from 'zod/mini';
import { paginationMetaSchema } from './api';
import { versionField } from './admin-audit';
import { shopDaySchema } from './admin-dates';

const queryId = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

/** A booking is taken at once (`booked`); staff confirm it or cancel it, which frees the slot or the seat. */
export const bookingStatuses = ['booked', 'confirmed', 'cancelled'] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** `GET /api/admin/bookings`: service bookings of a shop/service between two days (default: today + 6 days). */
export const bookingAgendaQuerySchema = z.object({
  shop_id: z.optional(queryId),
  service_id: z.optional(queryId),
  from: z.optional(shopDaySchema),
  to: z.optional(shopDaySchema),
  include_cancelled: z.optional(z.enum(['true', 'false'])),
});
export type BookingAgendaQuery = z.infer<typeof bookingAgendaQuerySchema>;

export const adminBookingSchema = z.object({
  id: z.number(),
  kind: z.enum(['event', 'service']),
  service_id: z.number(),
  service_name: z.string(),
  shop_id: z.nullable(z.number()),
  shop_name: z.nullable(z.string()),
  day: z.string(),
  hour: z.string(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string(),
  status: bookingStatusSchema,
  version: z.number(),
  created_at: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
/** Sorted by day, hour, shop. */
export const bookingAgendaResponseSchema = z.object({ data: z.array(adminBookingSchema) });
export const adminBookingResponseSchema = z.object({ data: adminBookingSchema });

/** `GET /api/admin/events/:id/attendees`. */
export const eventAttendeesResponseSchema = z.object({
  data: z.object({
    event: z.object({
      id: z.number(),
      title: z.string(),
      starts_at: z.string(),
      capacity: z.nullable(z.number()),
      seats_booked: z.number(),
      seats_left: z.nullable(z.number()),
    }),
    attendees: z.array(adminBookingSchema),
  }),
});

/** `POST /api/admin/bookings/:id/confirm` and `/cancel`. */
export const bookingActionBodySchema = z.object({ version: versionField });

// ───────────── messages ─────────────

export const messageListQuerySchema = z.object({
  status: z._default(z.enum(['open', 'handled', 'all']), 'open'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const adminMessageSchema = z.object({
  id: z.number(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string(),
  country_id: z.nullable(z.number()),
  message: z.string(),
  handled_at: z.nullable(z.string()),
  handled_by: z.nullable(z.string()),
  version: z.number(),
  created_at: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
/** Newest first. */
export const messageListResponseSchema = z.object({
  data: z.array(adminMessageSchema),
  meta: z.object({ pagination: paginationMetaSchema }),
});
export const adminMessageResponseSchema = z.object({ data: adminMessageSchema });

/** `POST /api/admin/messages/:id/handled`: `handled: false` reopens it. */
export const messageHandledBodySchema = z.object({ handled: z.boolean(), version: versionField });
