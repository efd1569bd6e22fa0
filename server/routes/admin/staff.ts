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
import { ConflictError, NotFoundError } from '../../errors';
import type { RouteDeps } from '../route-deps';
import { writeAudit } from '../../admin/audit/service';
import { adminErrors, adminRoute } from './errors';
import { grantRole, isUserNotFound, listStaff, revokeRole } from './staff-roles';

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
    async (request) => {
      const actor = authUserOf(request);
      const { phone, role } = request.body;
      if (phone === actor.phoneNumber && role !== actor.role)
        throw new ConflictError('You cannot change your own role.', { reason: 'own_role' });
      // The audit row is written before Firebase is asked and committed after it answered: a grant Firebase
      // refuses leaves no row, and a row that cannot be written grants nothing.
      const { member } = await db.transaction(async (tx) =>
        grantRole(await auth(), phone, role, ({ member: granted, before }) =>
          writeAudit(tx, actor, {
            entity: 'staff',
            entityId: granted.uid,
            action: 'staff.grant',
            before: { role: before },
            after: { role, phone: granted.phone },
          }),
        ),
      );
      return { data: member };
    },
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
      const actor = authUserOf(request);
      const { uid } = request.params;
      if (uid === actor.uid) throw new ConflictError('You cannot remove your own role.', { reason: 'own_role' });
      const removed = await db
        .transaction(async (tx) =>
          revokeRole(await auth(), uid, (member) =>
            writeAudit(tx, actor, {
              entity: 'staff',
              entityId: uid,
              action: 'staff.revoke',
              before: { role: member.role, phone: member.phone },
              after: { role: null },
            }),
          ),
        )
        .catch((error: unknown) => {
          if (isUserNotFound(error)) return null;
          throw error;
        });
      if (!removed) throw new NotFoundError('Nobody with a role has this id.');
      return reply.code(204).send(null);
    },
  );
};
