/**
 * Product pictures uploaded in the back office. The one write that is not JSON: its body is the picture
 * itself (image/jpeg, image/png or image/webp). That is safe from other sites as JSON is — none of these
 * types may be sent cross-site without a CORS preflight the shop never grants, and the cross-site check
 * of server/cross-site.ts still runs — so the parser is added in this scope only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  adminProductResponseSchema,
  imageDeleteQuerySchema,
  imageUploadMaxBytes,
  imageUploadQuerySchema,
  imageUploadTypes,
} from '../../../src/domain/admin-catalogue';
import { apiErrorSchema } from '../../../src/domain/api';
import { authUserOf } from '../../auth';
import { HttpError } from '../../errors';
import { idParams } from '../../http/params';
import type { RouteDeps } from '../../http/route-deps';
import { adminErrors, adminRoute } from '../route-options';
import { addImage, removeImage } from './image-service';

export const productImageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addContentTypeParser([...imageUploadTypes], { parseAs: 'buffer', bodyLimit: imageUploadMaxBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/products/:id/images',
    {
      bodyLimit: imageUploadMaxBytes,
      schema: {
        ...adminRoute,
        summary: 'Adds a picture (the body: image/jpeg, image/png or image/webp) to a product’s gallery, as WebP',
        params: idParams,
        querystring: imageUploadQuerySchema,
        response: { 201: adminProductResponseSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const actor = authUserOf(request);
      const picture = request.body;
      if (!Buffer.isBuffer(picture))
        throw new HttpError(415, 'UnsupportedMediaType', 'Send the picture itself as image/jpeg, image/png or image/webp.');
      return reply.code(201).send({ data: await addImage(db, actor, request.params.id, picture, request.query) });
    },
  );

  app.delete(
    '/products/:id/images/:imageId',
    {
      schema: {
        ...adminRoute,
        summary: 'Removes a picture from a product’s gallery',
        params: z.extend(idParams, { imageId: idParams.shape.id }),
        querystring: imageDeleteQuerySchema,
        response: { 200: adminProductResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      data: await removeImage(db, authUserOf(request), request.params.id, request.params.imageId, request.query),
    }),
  );
};
