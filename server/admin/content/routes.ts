/** The back office's services (names, descriptions, price) and events (new ones; date, capacity, texts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEventListResponseSchema,
  adminEventResponseSchema,
  adminServiceListResponseSchema,
  adminServiceResponseSchema,
  eventCreateSchema,
  eventEditSchema,
  serviceEditSchema,
} from '../../../src/domain/admin-catalogue';
import { authUserOf } from '../../auth';
import { idParams } from '../../http/params';
import type { RouteDeps } from '../../http/route-deps';
import { createdRoute, editRoute, listRoute } from '../route-options';
import { createEvent, editEvent, editService, listEvents, listServices } from './service';

export const adminContentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get('/services', listRoute('Every service', adminServiceListResponseSchema), async () => ({ data: await listServices(db) }));
  app.patch(
    '/services/:id',
    editRoute('Edits a service’s names, descriptions and price', idParams, serviceEditSchema, adminServiceResponseSchema),
    async (request) => ({ data: await editService(db, authUserOf(request), request.params.id, request.body) }),
  );

  app.get('/events', listRoute('Every event, soonest first', adminEventListResponseSchema), async () => ({ data: await listEvents(db) }));
  app.patch(
    '/events/:id',
    editRoute('Edits an event (date, capacity, texts)', idParams, eventEditSchema, adminEventResponseSchema),
    async (request) => ({ data: await editEvent(db, authUserOf(request), request.params.id, request.body) }),
  );
  app.post('/events', createdRoute('Creates an event; 201 with it', eventCreateSchema, adminEventResponseSchema), async (request, reply) =>
    reply.code(201).send({ data: await createEvent(db, authUserOf(request), request.body) }),
  );
};
