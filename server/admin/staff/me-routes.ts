import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMeResponseSchema } from '../../../src/domain/admin-staff';
import { authUserOf } from '../../auth';
import type { RouteDeps } from '../../http/route-deps';
import { adminErrors, adminRoute } from '../route-options';

/** `GET /api/admin/me`: the back office asks who it is talking to before showing anything. */
export const meRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        ...adminRoute,
        summary: 'The signed-in staff member and their role',
        response: { 200: adminMeResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const user = authUserOf(request);
      if (user.role === null) throw new Error('unreachable: requireRole lets only staff through');
      return { data: { uid: user.uid, phone: user.phoneNumber, role: user.role } };
    },
  );
};
