/** Staff management (admin only): who holds a role, granting one by phone, revoking one. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { grantStaffBodySchema, staffListResponseSchema, staffMemberResponseSchema, staffUidParamsSchema as uidParams } from '../../../src/domain/admin-staff';
import { authUserOf, requireRole } from '../../auth';
import { ConflictError, NotFoundError } from '../../errors';
import type { RouteDeps } from '../route-deps';
import { writeAudit } from './audit';
import { adminErrors, adminRoute } from './errors';
import { grantRole, isUserNotFound, listStaff, revokeRole } from './staff-roles';

export const adminStaffRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  // After the back office's own check (staff): only an admin goes on.
  app.addHook('onRequest', requireRole('admin'));
  const auth = () => app.firebaseAuthVerifier.auth();

  app.get('/staff', { schema: { ...adminRoute, summary: 'Everyone holding a role (admin only)', response: { 200: staffListResponseSchema, ...adminErrors } } }, async () => ({
    data: await listStaff(await auth()),
  }));

  app.post(
    '/staff',
    { schema: { ...adminRoute, summary: 'Grants a role to the account of a phone number, made if needed (admin only)', body: grantStaffBodySchema, response: { 200: staffMemberResponseSchema, ...adminErrors } } },
    async (request) => {
      const actor = authUserOf(request);
      const { phone, role } = request.body;
      if (phone === actor.phoneNumber && role !== actor.role) throw new ConflictError('You cannot change your own role.', { reason: 'own_role' });
      const { member, before } = await grantRole(await auth(), phone, role);
      await writeAudit(db, actor, { entity: 'staff', entityId: member.uid, action: 'staff.grant', before: { role: before }, after: { role, phone: member.phone } });
      return { data: member };
    },
  );

  app.delete(
    '/staff/:uid',
    { schema: { ...adminRoute, summary: 'Takes a role away and signs the person out (admin only)', params: uidParams, response: { 204: z.null(), ...adminErrors } } },
    async (request, reply) => {
      const actor = authUserOf(request);
      const { uid } = request.params;
      if (uid === actor.uid) throw new ConflictError('You cannot remove your own role.', { reason: 'own_role' });
      const removed = await revokeRole(await auth(), uid).catch((error: unknown) => {
        if (isUserNotFound(error)) return null;
        throw error;
      });
      if (!removed) throw new NotFoundError('Nobody with a role has this id.');
      await writeAudit(db, actor, { entity: 'staff', entityId: uid, action: 'staff.revoke', before: { role: removed.role, phone: removed.phone }, after: { role: null } });
      return reply.code(204).send(null);
    },
  );
};
