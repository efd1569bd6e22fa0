/**
 * POST /bookings (spec §3, §5; DESIGN "API contract", deviation 3): the rules of the booking forms
 * checked again on the server's clock in shop time, against the database's events, services and
 * shops. A service slot (shop, service, day, hour) is taken once: the database's unique index
 * decides, so of two concurrent requests one gets 201 and the other 409. An event with a capacity
 * takes that many bookings: each one moves its seat count with a conditional UPDATE in the booking's
 * transaction, so the database decides the last seat too (409 event_full), and answers the places left.
 *
 * GET /bookings (issue 21): the signed-in caller's own bookings, for her account page; personal, so
 * never cached (server/personal-responses.ts).
 */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '../../src/domain/api';
import {
  bookingCreatedResponseSchema,
  bookingKindOf,
  bookingMessages,
  bookingRequestSchema,
  normalizeSlot,
  slotIssues,
  type BookingRequest,
} from '../../src/domain/booking';
import type { FieldMessage } from '../../src/domain/contact-fields';
import type { OpeningHours } from '../../src/domain/opening-hours';
import { ownBookingsLimit, ownBookingsResponseSchema, type OwnBooking } from '../../src/domain/own-bookings';
import { authUserOf, requireUser, verifyRequestUser } from '../auth';
import type { Db } from '../db/client';
import { openingHoursOf } from '../db/opening-hours';
import { bookings, events, services, shops } from '../db/schema';
import { invalidateCatalogue, invalidateDashboard } from '../cache/invalidation';
import { BodyValidationError, ConflictError, HttpError, NotFoundError } from '../errors';
import { noteForRequestLog } from '../logging';
import { localeQuery } from './params';
import type { RouteDeps } from './route-deps';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

class UnauthorizedError extends HttpError {
  constructor(message: string) {
    super(401, 'Unauthorized', message);
  }
}

/**
 * The uid to store with the booking. A visitor sends no token and an empty auth_id; a signed-in
 * shopper sends their ID token, and auth_id, if given, must be theirs (spec §6 leaves the check open).
 */
async function bookingAuthId(request: FastifyRequest, authId: string): Promise<string | null> {
  if (!request.headers.authorization) {
    if (authId !== '') throw new UnauthorizedError('auth_id needs that user’s ID token (Authorization: Bearer <token>).');
    return null;
  }
  const user = await verifyRequestUser(request);
  if (!user) throw new UnauthorizedError('The ID token is not valid; sign in again.');
  if (authId !== '' && authId !== user.uid) throw new HttpError(403, 'Forbidden', bookingMessages.tokenMismatch);
  return user.uid;
}

interface BookedThing {
  /** Its names in every content language: the shopper saw one of them. */
  names: string[];
  openingHours?: OpeningHours;
  shopName?: string;
}

async function bookedThing(db: Db, request: BookingRequest): Promise<BookedThing> {
  if (bookingKindOf(request) === 'event') {
    const [event] = await db.select().from(events).where(eq(events.id, request.service_id));
    if (!event) throw new NotFoundError(`No event with id ${request.service_id}`, { resource: 'event', id: request.service_id });
    return { names: [event.titleFr, event.titleEn] };
  }
  const shopId = request.shop_id as number;
  const [[service], [shop]] = await Promise.all([
    db.select().from(services).where(eq(services.id, request.service_id)),
    db.select().from(shops).where(eq(shops.id, shopId)),
  ]);
  if (!service) throw new NotFoundError(`No service with id ${request.service_id}`, { resource: 'service', id: request.service_id });
  if (!shop) throw new NotFoundError(`No shop with id ${shopId}`, { resource: 'shop', id: shopId });
  return { names: [service.nameFr, service.nameEn], openingHours: openingHoursOf(shop), shopName: shop.name };
}

export const bookingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, now }) => {
  // `now` is the server's clock (fixed by tests); the shop's time zone is applied by the domain rules.

  app.post(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Books an event or a service; a service slot already taken answers 409',
        body: bookingRequestSchema,
        response: { 201: bookingCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const authId = await bookingAuthId(request, body.auth_id ?? '');
      const thing = await bookedThing(db, body);

      const fields: FieldMessage[] = [];
      if (!thing.names.includes(body.service_type)) fields.push({ path: 'service_type', message: bookingMessages.serviceMismatch });
      if (thing.shopName !== undefined && body.shop_name !== thing.shopName)
        fields.push({ path: 'shop_name', message: bookingMessages.shopMismatch });
      fields.push(...slotIssues(body, now(), thing.openingHours));
      if (fields.length) throw new BodyValidationError(fields);

      const slot = normalizeSlot(body);
      const isEvent = bookingKindOf(body) === 'event';
      // The places the event has left once this booking is taken (null: no limit, or a service).
      let seatsLeft: number | null = null;
      const stored = await db.transaction(async (tx) => {
        if (isEvent) {
          // The row lock makes concurrent bookings of one event queue here; each re-reads the count.
          const [seated] = await tx
            .update(events)
            .set({ seatsBooked: sql`${events.seatsBooked} + 1` })
            .where(and(eq(events.id, body.service_id), or(isNull(events.capacity), lt(events.seatsBooked, events.capacity))))
            .returning({ capacity: events.capacity, seatsBooked: events.seatsBooked });
          if (!seated) {
            throw new ConflictError('This event is full.', { reason: 'event_full', service_id: body.service_id });
          }
          seatsLeft = seated.capacity === null ? null : seated.capacity - seated.seatsBooked;
        }
        const [row] = await tx
          .insert(bookings)
          .values({
            kind: bookingKindOf(body),
            serviceId: body.service_id,
            serviceType: body.service_type,
            shopId: body.shop_id ?? null,
            shopName: body.shop_name ?? null,
            serviceDay: slot.service_day,
            serviceHour: slot.service_hour,
            fname: body.fname,
            lname: body.lname,
            email: body.email,
            address: body.address,
            phone: body.phone,
            authId,
          })
          // The partial unique index on service slots is the only one a new row can hit: no row back means taken.
          .onConflictDoNothing()
          .returning({ id: bookings.id });
        if (row) await invalidateDashboard(tx);
        return row;
      });
      if (!stored) {
        throw new ConflictError('This time slot is already booked, please choose another.', {
          reason: 'slot_taken',
          shop_id: body.shop_id,
          service_id: body.service_id,
          ...slot,
        });
      }
      noteForRequestLog(request, { bookingId: stored.id, kind: bookingKindOf(body) });
      // GET /events shows the seats left: cached copies in every process are dropped.
      if (isEvent) await invalidateCatalogue(db);
      return reply.code(201).send({ data: { id: stored.id, seats_left: seatsLeft } });
    },
  );

  app.get(
    '/bookings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: "The caller's own bookings (made with their ID token), the latest day first",
        security: [{ bearerAuth: [] }],
        querystring: localeQuery,
        response: { 200: ownBookingsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await ownBookingsOf(db, authUserOf(request).uid) }),
  );
};

/** The bookings stored with this uid (a visitor's have none, so they are nobody's), as the shopper's account lists them. */
export async function ownBookingsOf(db: Db, uid: string): Promise<OwnBooking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.authId, uid))
    .orderBy(desc(bookings.serviceDay), desc(bookings.serviceHour), desc(bookings.id))
    .limit(ownBookingsLimit);
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
