/** Staff management (admin only): who holds a role, granting one by phone, revoking one. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  grantStaffBodySchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffUidParamsSchema as uidParams,
} from '../../../src/domain/admin-staff';
import { authUserOf, requireRole } from '../../auth';
import type { RouteDeps } from '../../http/route-deps';
import { adminErrors, adminRoute } from '../route-options';
import { grantStaffRole, listStaff, revokeStaffRole } from './service';

export const adminStaffRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  // After the back office's own check (staff): only an admin goes on.
  app.addHook('onRequest', requireRole('admin'));
  const auth = () => app.firebaseAuthVerifier.auth();

  app.get(
    '/staff',
    {
      schema: {
        ...adminRoute,
        summary: 'Everyone holding a role (admin only)',
        response: { 200: staffListResponseSchema, ...adminErrors },
      },
    },
    async () => ({
      data: await listStaff(await auth()),
    }),
  );

  app.post(
    '/staff',
    {
      schema: {
        ...adminRoute,
        summary: 'Grants a role to the account of a phone number, made if needed (admin only)',
        body: grantStaffBodySchema,
        response: { 200: staffMemberResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await grantStaffRole(db, auth, authUserOf(request), request.body.phone, request.body.role) }),
  );

  app.delete(
    '/staff/:uid',
    {
      schema: {
        ...adminRoute,
        summary: 'Takes a role away and signs the person out (admin only)',
        params: uidParams,
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      await revokeStaffRole(db, auth, authUserOf(request), request.params.uid);
      return reply.code(204).send(null);
    },
  );
};
