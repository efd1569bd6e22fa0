import { z } from 'zod/mini';
import { bookingStatusSchema, type BookingStatus } from './admin-bookings';

/**
 * `GET /api/bookings`: the signed-in shopper's own bookings (issue 21), for her account page. Only the
 * bookings made with her ID token (their `auth_id` is her uid) are answered; a visitor's are nobody's.
 */
export const ownBookingSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  kind: z.enum(['event', 'service']),
  /** The event title or service name as she saw it when booking. */
  service_name: z.string(),
  shop_name: z.nullable(z.string()),
  /** The shop day, `2026-01-05`, and time, `09:30`. */
  day: z.string(),
  hour: z.string(),
  status: bookingStatusSchema,
});
export type OwnBooking = z.infer<typeof ownBookingSchema>;

/** Upcoming and past together, the latest day first. */
export const ownBookingsResponseSchema = z.object({ data: z.array(ownBookingSchema) });

/** How many of her bookings the account page lists (the latest days). */
export const ownBookingsLimit = 100;

/**
 * What the shopper is told of a booking's state: a booking just taken is `received` (the staff have not
 * looked at it yet); the staff then confirm or cancel it.
 */
export type OwnBookingState = 'received' | 'confirmed' | 'cancelled';
export const ownBookingStateOf = (status: BookingStatus): OwnBookingState => (status === 'booked' ? 'received' : status);
