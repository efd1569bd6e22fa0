/** The back office's inbox: contact messages, newest first; marking one handled (or reopening it). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMessageResponseSchema,
  messageHandledBodySchema,
  messageListQuerySchema,
  messageListResponseSchema,
} from '../../../src/domain/admin-bookings';
import { authUserOf } from '../../auth';
import { idParams } from '../../http/params';
import type { RouteDeps } from '../../http/route-deps';
import { adminErrors, adminRoute } from '../route-options';
import { listMessages, markHandled } from './service';

export const adminMessageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/messages',
    {
      schema: {
        ...adminRoute,
        summary: 'Contact messages, newest first (open by default)',
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema, ...adminErrors },
      },
    },
    async (request) => listMessages(db, request.query),
  );

  app.post(
    '/messages/:id/handled',
    {
      schema: {
        ...adminRoute,
        summary: 'Marks a message handled (or, with handled: false, open again)',
        params: idParams,
        body: messageHandledBodySchema,
        response: { 200: adminMessageResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await markHandled(db, authUserOf(request), request.params.id, request.body) }),
  );
};
