/** POST /messages: the home page's contact form (spec §3, §5), checked with the form's own schema. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../src/domain/api';
import { createdResponseSchema } from '../../src/domain/booking';
import { contactRequestSchema } from '../../src/domain/contact';
import { noteForRequestLog } from '../logging';
import type { RouteDeps } from '../http/route-deps';
import { storeContactMessage } from './service';

export const messageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/messages',
    {
      schema: {
        tags: ['messages'],
        summary: 'Sends a message to the shop',
        body: contactRequestSchema,
        response: { 201: createdResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const stored = await storeContactMessage(db, request.body);
      noteForRequestLog(request, { messageId: stored.id });
      return reply.code(201).send({ data: { id: stored.id } });
    },
  );
};
