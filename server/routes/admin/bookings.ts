/**
 * The back office's agenda: service bookings by shop, service and day; an event's attendees with its
 * seats left; confirming or cancelling a booking. A cancel frees what the booking held — the service
 * slot (the unique slot index skips cancelled bookings) or the event seat (seats_booked − 1) — in one
 * transaction with its audit row.
 */
import { and, asc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingResponseSchema,
  bookingActionBodySchema,
  bookingAgendaQuerySchema,
  bookingAgendaResponseSchema,
  eventAttendeesResponseSchema,
  type AdminBooking,
} from '../../../src/domain/admin-bookings';
import { authUserOf } from '../../auth';
import { invalidateCatalogue, invalidateDashboard } from '../../cache/invalidation';
import { bookings, events, services } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { idParams } from '../params';
import type { RouteDeps } from '../route-deps';
import { assertVersion, writeAudit } from './audit';
import { adminErrors, adminRoute } from './errors';

type BookingRow = typeof bookings.$inferSelect;

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

export const adminBookingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, now }) => {
  app.get(
    '/bookings',
    {
      schema: {
        ...adminRoute,
        summary: 'Service bookings by day (default: today and the next 6 days)',
        querystring: bookingAgendaQuerySchema,
        response: { 200: bookingAgendaResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { shop_id, service_id, include_cancelled } = request.query;
      const from = request.query.from ?? isoDay(now());
      const to = request.query.to ?? daysLater(from, 6);
      const filters: (SQL | undefined)[] = [
        eq(bookings.kind, 'service'),
        gte(bookings.serviceDay, from),
        lte(bookings.serviceDay, to),
        shop_id === undefined ? undefined : eq(bookings.shopId, shop_id),
        service_id === undefined ? undefined : eq(bookings.serviceId, service_id),
        include_cancelled === 'true' ? undefined : ne(bookings.status, 'cancelled'),
      ];
      const rows = await db
        .select({ booking: bookings, serviceName: services.nameFr })
        .from(bookings)
        .leftJoin(services, eq(services.id, bookings.serviceId))
        .where(and(...filters))
        .orderBy(asc(bookings.serviceDay), asc(bookings.serviceHour), asc(bookings.shopId), asc(bookings.id))
        .limit(1000);
      return { data: rows.map((row) => toAdminBooking(row.booking, row.serviceName)) };
    },
  );

  app.get(
    '/events/:id/attendees',
    {
      schema: {
        ...adminRoute,
        summary: 'An event’s attendees and its seats left',
        params: idParams,
        response: { 200: eventAttendeesResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const [event] = await db.select().from(events).where(eq(events.id, request.params.id));
      if (!event) throw new NotFoundError('No such event.');
      const rows = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.kind, 'event'), eq(bookings.serviceId, event.id), ne(bookings.status, 'cancelled')))
        .orderBy(asc(bookings.createdAt), asc(bookings.id));
      return {
        data: {
          event: {
            id: event.id,
            title: event.titleFr,
            starts_at: event.startsAt.toISOString(),
            capacity: event.capacity,
            seats_booked: event.seatsBooked,
            seats_left: event.capacity === null ? null : Math.max(0, event.capacity - event.seatsBooked),
          },
          attendees: rows.map((row) => toAdminBooking(row, event.titleFr)),
        },
      };
    },
  );

  for (const action of ['confirm', 'cancel'] as const) {
    app.post(
      `/bookings/:id/${action}`,
      {
        schema: {
          ...adminRoute,
          summary: action === 'confirm' ? 'Confirms a booking' : 'Cancels a booking and frees its slot or seat',
          params: idParams,
          body: bookingActionBodySchema,
          response: { 200: adminBookingResponseSchema, ...adminErrors },
        },
      },
      async (request) => {
        const actor = authUserOf(request);
        const { id } = request.params;
        const updated = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
          if (!row) throw new NotFoundError('No such booking.');
          assertVersion(row, request.body, () => toAdminBooking(row, null));
          if (row.status === 'cancelled') {
            throw new ConflictError('This booking is cancelled.', {
              reason: action === 'cancel' ? 'already_cancelled' : 'booking_cancelled',
              status: row.status,
            });
          }
          const status = action === 'confirm' ? 'confirmed' : 'cancelled';
          const [after] = await tx
            .update(bookings)
            .set({ status, version: sql`${bookings.version} + 1` })
            .where(eq(bookings.id, id))
            .returning();
          if (!after) throw new Error('the booking was not updated');
          await invalidateDashboard(tx);
          if (action === 'cancel' && row.kind === 'event') {
            await tx
              .update(events)
              .set({ seatsBooked: sql`greatest(${events.seatsBooked} - 1, 0)` })
              .where(eq(events.id, row.serviceId));
          }
          await writeAudit(tx, actor, {
            entity: 'booking',
            entityId: id,
            action: `booking.${action}`,
            before: { status: row.status },
            after: { status },
          });
          return after;
        });
        // An event's seats left are part of the public catalogue.
        if (action === 'cancel' && updated.kind === 'event') await invalidateCatalogue(db);
        return { data: toAdminBooking(updated, null) };
      },
    );
  }
};
