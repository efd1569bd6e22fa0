/**
 * Bookings in the database. The functions that write take a transaction as well as the database
 * (Drizzle's transaction is a database), so the service decides what happens together.
 */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, events } from '../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

/**
 * Takes one seat of an event if it has one left (or no limit): null when it is full. The row lock makes
 * concurrent bookings of one event queue here; each re-reads the count.
 */
export async function takeEventSeat(db: Db, eventId: number): Promise<{ capacity: number | null; seatsBooked: number } | null> {
  const [seated] = await db
    .update(events)
    .set({ seatsBooked: sql`${events.seatsBooked} + 1` })
    .where(and(eq(events.id, eventId), or(isNull(events.capacity), lt(events.seatsBooked, events.capacity))))
    .returning({ capacity: events.capacity, seatsBooked: events.seatsBooked });
  return seated ?? null;
}

/** Inserts the booking, or returns null when its service slot (shop, service, day, hour) is already taken. */
export async function insertBookingUnlessSlotTaken(db: Db, booking: NewBooking): Promise<BookingRow | null> {
  const [row] = await db
    .insert(bookings)
    .values(booking)
    // The partial unique index on service slots is the only one a new row can hit: no row back means taken.
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The bookings stored with this uid, the latest day first. */
export function bookingsOfUid(db: Db, uid: string, limit: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.authId, uid))
    .orderBy(desc(bookings.serviceDay), desc(bookings.serviceHour), desc(bookings.id))
    .limit(limit);
}
