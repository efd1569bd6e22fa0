import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListResponseSchema, historyParamsSchema } from '../../../src/domain/admin-audit';
import { authUserOf } from '../../auth';
import type { RouteDeps } from '../../http/route-deps';
import { adminErrors, adminRoute } from '../route-options';
import { historyFor } from './service';

/** `GET /api/admin/history/:entity/:id`: the audit rows of one record, newest first. */
export const historyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/history/:entity/:id',
    {
      schema: {
        ...adminRoute,
        summary: 'Who changed a record, when, and what (newest first); staff records: admin only',
        params: historyParamsSchema,
        response: { 200: auditListResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { entity, id } = request.params;
      return { data: await historyFor(db, authUserOf(request), entity, id) };
    },
  );
};
