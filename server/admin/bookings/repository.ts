/** The back office's queries on bookings: the agenda, an event's attendees, a booking's status. */
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, events, services } from '../../db/schema';
import type { Tx } from '../audit/service';

export type BookingRow = typeof bookings.$inferSelect;
export type EventRow = typeof events.$inferSelect;

export interface AgendaFilter {
  from: string;
  to: string;
  shopId?: number | undefined;
  serviceId?: number | undefined;
  includeCancelled: boolean;
}

/** Service bookings between two days (both included), with their service's French name. */
export const agenda = (db: Db, filter: AgendaFilter) =>
  db
    .select({ booking: bookings, serviceName: services.nameFr })
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.kind, 'service'),
        gte(bookings.serviceDay, filter.from),
        lte(bookings.serviceDay, filter.to),
        filter.shopId === undefined ? undefined : eq(bookings.shopId, filter.shopId),
        filter.serviceId === undefined ? undefined : eq(bookings.serviceId, filter.serviceId),
        filter.includeCancelled ? undefined : ne(bookings.status, 'cancelled'),
      ),
    )
    .orderBy(asc(bookings.serviceDay), asc(bookings.serviceHour), asc(bookings.shopId), asc(bookings.id))
    .limit(1000);

export const eventRow = async (db: Db, id: number) => (await db.select().from(events).where(eq(events.id, id)))[0];

/** An event's bookings that still hold a seat, first booked first. */
export const attendeesOf = (db: Db, eventId: number) =>
  db
    .select()
    .from(bookings)
    .where(and(eq(bookings.kind, 'event'), eq(bookings.serviceId, eventId), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));

export const lockBooking = async (tx: Tx, id: number) => (await tx.select().from(bookings).where(eq(bookings.id, id)).for('update'))[0];

export const setBookingStatus = async (tx: Tx, id: number, status: BookingRow['status']) =>
  (
    await tx
      .update(bookings)
      .set({ status, version: sql`${bookings.version} + 1` })
      .where(eq(bookings.id, id))
      .returning()
  )[0];

/** A cancelled event booking gives its seat back. */
export const freeEventSeat = (tx: Tx, eventId: number) =>
  tx
    .update(events)
    .set({ seatsBooked: sql`greatest(${events.seatsBooked} - 1, 0)` })
    .where(eq(events.id, eventId));
