/**
 * Booking an event or a service (spec §3, §5; DESIGN "API contract", deviation 3): the rules of the
 * booking forms checked again on the server's clock in shop time, against the database's events,
 * services and shops. A service slot (shop, service, day, hour) is taken once: the database's unique
 * index decides, so of two concurrent requests one gets 201 and the other 409. An event with a capacity
 * takes that many bookings: each one moves its seat count with a conditional UPDATE in the booking's
 * transaction, so the database decides the last seat too (409 event_full), and answers the places left.
 */
import type { ApiLocale } from '../../src/domain/api';
import { bookingKindOf, bookingMessages, normalizeSlot, slotIssues, type BookingKind, type BookingRequest } from '../../src/domain/booking';
import type { FieldMessage } from '../../src/domain/contact-fields';
import type { OpeningHours } from '../../src/domain/opening-hours';
import { ownBookingsLimit, type OwnBooking } from '../../src/domain/own-bookings';
import { announceChange, invalidateCatalogue } from '../cache/invalidation';
import { queueBookingMessage } from '../notifications/service';
import { eventById, serviceById, shopById } from '../content/repository';
import type { Db } from '../db/client';
import { openingHoursOf } from '../db/opening-hours';
import { BodyValidationError, ConflictError, NotFoundError } from '../errors';
import { bookingsOfUid, insertBookingUnlessSlotTaken, takeEventSeat } from './repository';

interface BookedThing {
  /** Its names in every content language: the shopper saw one of them. */
  names: string[];
  openingHours?: OpeningHours;
  shopName?: string;
}

async function bookedThing(db: Db, request: BookingRequest): Promise<BookedThing> {
  if (bookingKindOf(request) === 'event') {
    const event = await eventById(db, request.service_id);
    if (!event) throw new NotFoundError(`No event with id ${request.service_id}`, { resource: 'event', id: request.service_id });
    return { names: [event.titleFr, event.titleEn] };
  }
  const shopId = request.shop_id as number;
  const [service, shop] = await Promise.all([serviceById(db, request.service_id), shopById(db, shopId)]);
  if (!service) throw new NotFoundError(`No service with id ${request.service_id}`, { resource: 'service', id: request.service_id });
  if (!shop) throw new NotFoundError(`No shop with id ${shopId}`, { resource: 'shop', id: shopId });
  return { names: [service.nameFr, service.nameEn], openingHours: openingHoursOf(shop), shopName: shop.name };
}

/** What the request names must exist and match, and its slot must be open and not past on `now` (400 field by field). */
async function checkBookingRequest(db: Db, request: BookingRequest, now: Date): Promise<void> {
  const thing = await bookedThing(db, request);
  const fields: FieldMessage[] = [];
  if (!thing.names.includes(request.service_type)) fields.push({ path: 'service_type', message: bookingMessages.serviceMismatch });
  if (thing.shopName !== undefined && request.shop_name !== thing.shopName)
    fields.push({ path: 'shop_name', message: bookingMessages.shopMismatch });
  fields.push(...slotIssues(request, now, thing.openingHours));
  if (fields.length) throw new BodyValidationError(fields);
}

export interface CreatedBooking {
  id: number;
  kind: BookingKind;
  /** The places the event has left once this booking is taken (null: no limit, or a service). */
  seatsLeft: number | null;
}

/**
 * Books an event or a service slot for `authId` (null for a visitor), after every rule is checked again.
 * 404 for an unknown event, service or shop; 400 for a rule broken; 409 for a full event or a taken slot.
 */
export async function createBooking(
  db: Db,
  request: BookingRequest,
  authId: string | null,
  now: Date,
  locale: ApiLocale,
): Promise<CreatedBooking> {
  await checkBookingRequest(db, request, now);
  const slot = normalizeSlot(request);
  const kind = bookingKindOf(request);
  let seatsLeft: number | null = null;
  const stored = await db.transaction(async (tx) => {
    if (kind === 'event') {
      const seated = await takeEventSeat(tx, request.service_id);
      if (!seated) throw new ConflictError('This event is full.', { reason: 'event_full', service_id: request.service_id });
      seatsLeft = seated.capacity === null ? null : seated.capacity - seated.seatsBooked;
    }
    const row = await insertBookingUnlessSlotTaken(tx, {
      kind,
      serviceId: request.service_id,
      serviceType: request.service_type,
      shopId: request.shop_id ?? null,
      shopName: request.shop_name ?? null,
      serviceDay: slot.service_day,
      serviceHour: slot.service_hour,
      fname: request.fname,
      lname: request.lname,
      email: request.email,
      address: request.address,
      phone: request.phone,
      authId,
      locale,
    });
    // The shopper's text message is queued in the booking's own transaction (issue 24: the outbox).
    if (row) await queueBookingMessage(tx, row, 'booking_received');
    // The staff's open back office hears of it with the booking's commit (server/live); the dashboard counts it.
    if (row) await announceChange(tx, { kind: 'booking', id: row.id }, ['orders']);
    return row;
  });
  if (!stored) {
    throw new ConflictError('This time slot is already booked, please choose another.', {
      reason: 'slot_taken',
      shop_id: request.shop_id,
      service_id: request.service_id,
      ...slot,
    });
  }
  // GET /events shows the seats left: cached copies in every process are dropped.
  if (kind === 'event') await invalidateCatalogue(db);
  return { id: stored.id, kind, seatsLeft };
}

/** The bookings stored with this uid (a visitor's have none, so they are nobody's), as the shopper's account lists them. */
export async function ownBookingsOf(db: Db, uid: string): Promise<OwnBooking[]> {
  const rows = await bookingsOfUid(db, uid, ownBookingsLimit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    service_name: row.serviceType,
    shop_name: row.shopName,
    day: row.serviceDay,
    hour: row.serviceHour,
    status: row.status,
  }));
}
