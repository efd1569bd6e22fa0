import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListResponseSchema, historyParamsSchema } from '../../../src/domain/admin-audit';
import { authUserOf } from '../../auth';
import { HttpError } from '../../errors';
import type { RouteDeps } from '../route-deps';
import { historyOf } from './audit';
import { adminErrors, adminRoute } from './errors';

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
      // Who was granted which role, by phone, is the staff list's business, and that list is admin only.
      if (entity === 'staff' && authUserOf(request).role !== 'admin')
        throw new HttpError(403, 'Forbidden', 'Only an administrator may do this.', { reason: 'admin_only' });
      return { data: await historyOf(db, entity, id) };
    },
  );
};
