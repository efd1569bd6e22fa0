/**
 * The back office's agenda: service bookings by shop, service and day; an event's attendees with its
 * seats left; confirming or cancelling a booking. A cancel frees what the booking held — the service
 * slot (the unique slot index skips cancelled bookings) or the event seat (seats_booked − 1) — in one
 * transaction with its audit row.
 */
import type { AdminBooking, BookingAgendaQuery } from '../../../src/domain/admin-bookings';
import type { AuthUser } from '../../auth';
import { invalidateCatalogue } from '../../cache/invalidation';
import { queueBookingMessage } from '../../notifications/service';
import type { Db } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { assertVersion, writeAudit } from '../audit/service';
import * as repository from './repository';
import type { BookingRow } from './repository';

export type BookingAction = 'confirm' | 'cancel';

const toAdminBooking = (row: BookingRow, serviceName: string | null): AdminBooking => ({
  id: row.id,
  kind: row.kind,
  service_id: row.serviceId,
  service_name: serviceName ?? row.serviceType,
  shop_id: row.shopId,
  shop_name: row.shopName,
  day: row.serviceDay,
  hour: row.serviceHour,
  fname: row.fname,
  lname: row.lname,
  email: row.email,
  phone: row.phone,
  status: row.status,
  version: row.version,
  created_at: row.createdAt.toISOString(),
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysLater = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** Service bookings by day (default: today and the next 6 days). */
export async function bookingAgenda(db: Db, query: BookingAgendaQuery, now: Date): Promise<AdminBooking[]> {
  const from = query.from ?? isoDay(now);
  const rows = await repository.agenda(db, {
    from,
    to: query.to ?? daysLater(from, 6),
    shopId: query.shop_id,
    serviceId: query.service_id,
    includeCancelled: query.include_cancelled === 'true',
  });
  return rows.map((row) => toAdminBooking(row.booking, row.serviceName));
}

export async function eventAttendees(db: Db, id: number) {
  const event = await repository.eventRow(db, id);
  if (!event) throw new NotFoundError('No such event.');
  const rows = await repository.attendeesOf(db, event.id);
  return {
    event: {
      id: event.id,
      title: event.titleFr,
      starts_at: event.startsAt.toISOString(),
      capacity: event.capacity,
      seats_booked: event.seatsBooked,
      seats_left: event.capacity === null ? null : Math.max(0, event.capacity - event.seatsBooked),
    },
    attendees: rows.map((row) => toAdminBooking(row, event.titleFr)),
  };
}

export async function changeBooking(
  db: Db,
  actor: AuthUser,
  id: number,
  action: BookingAction,
  submitted: { version: number } & Record<string, unknown>,
): Promise<AdminBooking> {
  const updated = await db.transaction(async (tx) => {
    const row = await repository.lockBooking(tx, id);
    if (!row) throw new NotFoundError('No such booking.');
    assertVersion(row, submitted, () => toAdminBooking(row, null));
    if (row.status === 'cancelled') {
      throw new ConflictError('This booking is cancelled.', {
        reason: action === 'cancel' ? 'already_cancelled' : 'booking_cancelled',
        status: row.status,
      });
    }
    const status = action === 'confirm' ? 'confirmed' : 'cancelled';
    const after = await repository.setBookingStatus(tx, id, status);
    if (!after) throw new Error('the booking was not updated');
    if (row.status !== status) await queueBookingMessage(tx, after, action === 'confirm' ? 'booking_confirmed' : 'booking_cancelled');
    if (action === 'cancel' && row.kind === 'event') await repository.freeEventSeat(tx, row.serviceId);
    // Audited and announced once: the colleagues' tabs hear it, the dashboard counts it.
    await writeAudit(tx, actor, {
      entity: 'booking',
      entityId: id,
      action: `booking.${action}`,
      before: { status: row.status },
      after: { status },
      touches: ['orders'],
    });
    return after;
  });
  // An event's seats left are part of the public catalogue.
  if (action === 'cancel' && updated.kind === 'event') await invalidateCatalogue(db);
  return toAdminBooking(updated, null);
}
