/**
 * POST /bookings (spec §3, §5): an event or a service slot, by a visitor or a signed-in shopper; the rules,
 * the seat count and the taken slot are the service's (server/bookings/service.ts).
 *
 * GET /bookings (issue 21): the signed-in caller's own bookings, for her account page; personal, so
 * never cached (server/personal-responses.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '../../src/domain/api';
import { bookingCreatedResponseSchema, bookingMessages, bookingRequestSchema } from '../../src/domain/booking';
import { ownBookingsResponseSchema } from '../../src/domain/own-bookings';
import { authUserOf, requireUser, verifyRequestUser } from '../auth';
import { HttpError } from '../errors';
import { noteForRequestLog } from '../logging';
import { localeQuery, shopperLocaleQuery } from '../http/params';
import type { RouteDeps } from '../http/route-deps';
import { createBooking, ownBookingsOf } from './service';

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

export const bookingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, now }) => {
  // `now` is the server's clock (fixed by tests); the shop's time zone is applied by the domain rules.

  app.post(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Books an event or a service; a service slot already taken answers 409',
        querystring: shopperLocaleQuery,
        body: bookingRequestSchema,
        response: { 201: bookingCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const authId = await bookingAuthId(request, request.body.auth_id ?? '');
      const booking = await createBooking(db, request.body, authId, now(), request.query.locale);
      noteForRequestLog(request, { bookingId: booking.id, kind: booking.kind });
      return reply.code(201).send({ data: { id: booking.id, seats_left: booking.seatsLeft } });
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
