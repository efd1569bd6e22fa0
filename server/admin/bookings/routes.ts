/** The back office's agenda: service bookings by day, an event's attendees, confirming or cancelling a booking. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingResponseSchema,
  bookingActionBodySchema,
  bookingAgendaQuerySchema,
  bookingAgendaResponseSchema,
  eventAttendeesResponseSchema,
} from '../../../src/domain/admin-bookings';
import { authUserOf } from '../../auth';
import { idParams } from '../../http/params';
import type { RouteDeps } from '../../http/route-deps';
import { adminErrors, adminRoute } from '../route-options';
import { bookingAgenda, changeBooking, eventAttendees } from './service';

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
    async (request) => ({ data: await bookingAgenda(db, request.query, now()) }),
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
    async (request) => ({ data: await eventAttendees(db, request.params.id) }),
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
      async (request) => ({ data: await changeBooking(db, authUserOf(request), request.params.id, action, request.body) }),
    );
  }
};
