/** POST /messages: the home page's contact form (spec §3, §5), checked with the form's own schema. */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../src/domain/api';
import { createdResponseSchema } from '../../src/domain/booking';
import { contactRequestSchema } from '../../src/domain/contact';
import { countries, messages } from '../db/schema';
import { BodyValidationError } from '../errors';
import { announce } from '../live/repository';
import { noteForRequestLog } from '../logging';
import type { RouteDeps } from './route-deps';

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
      const { country_id: countryId, ...message } = request.body;
      if (countryId != null) {
        const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
        if (!country) throw new BodyValidationError([{ path: 'country_id', message: 'Unknown country' }]);
      }
      const stored = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(messages)
          .values({ ...message, countryId: countryId ?? null })
          .returning({ id: messages.id });
        if (!row) throw new Error('insert returned no row');
        await announce(tx, { kind: 'message', id: row.id });
        return row;
      });
      noteForRequestLog(request, { messageId: stored.id });
      return reply.code(201).send({ data: { id: stored.id } });
    },
  );
};
