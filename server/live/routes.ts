/**
 * `GET /api/admin/live` (issue 24, docs/decisions/live-back-office.md): the back office's live feed as
 * server-sent events, staff only like every /api/admin route (the admin scope's hook checks the
 * `Authorization` header; the browser reads the stream with fetch, which can send it). Not compressed:
 * a compressor holds bytes back, and an event must leave when it happens.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authUserOf } from '../auth';
import { adminRoute } from '../admin/route-options';
import type { RouteDeps } from '../http/route-deps';
import { createLiveHub } from './service';

export const liveRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const hub = createLiveHub(db, app.log);
  // Before the server waits for its connections to finish: an open stream never would.
  app.addHook('preClose', () => hub.close());

  app.get(
    '/live',
    {
      compress: false,
      schema: {
        ...adminRoute,
        // No response schema: the answer is a stream (text/event-stream of src/domain/live-events.ts), never serialized.
        summary: 'Server-sent events: new paid orders, bookings, messages, and staff changes, as they happen',
      },
    },
    async (request, reply) => {
      const stream = await hub.openStream(authUserOf(request).uid);
      reply.raw.once('close', () => stream.destroy());
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx would otherwise buffer the stream.
          .header('x-accel-buffering', 'no')
          // Its own connection, closed with the stream: one left idle for keep-alive would hold up a shutdown.
          .header('connection', 'close')
          .send(stream)
      );
    },
  );
};
