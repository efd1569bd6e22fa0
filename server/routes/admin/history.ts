import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListResponseSchema, historyParamsSchema } from '../../../src/domain/admin-audit';
import { apiErrorSchema } from '../../../src/domain/api';
import type { RouteDeps } from '../route-deps';
import { historyOf } from './audit';

/** `GET /api/admin/history/:entity/:id`: the audit rows of one record, newest first. */
export const historyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/history/:entity/:id',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Who changed a record, when, and what (newest first)',
        params: historyParamsSchema,
        response: { 200: auditListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ data: await historyOf(db, request.params.entity, request.params.id) }),
  );
};
