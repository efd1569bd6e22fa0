import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { RouteDeps } from '../../http/route-deps';
import { uploadedPicture } from './image-service';

/** `GET /api/uploads/:name`: an uploaded picture. Names carry the picture's hash, so they never change. */
export const uploadedImageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A picture uploaded in the back office (WebP)',
        // No response schema: the answer is the picture's bytes, sent as they are.
        params: z.object({ name: z.string().check(z.regex(/^[a-z0-9-]{1,200}\.webp$/, 'not a picture name')) }),
      },
    },
    async (request, reply) =>
      reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await uploadedPicture(db, request.params.name)),
  );
};
