/**
 * Staff management (admin only): who holds a role, granting one by phone, revoking one. The audit row is
 * written before Firebase is asked and committed after it answered: a grant Firebase refuses leaves no
 * row, and a row that cannot be written grants nothing.
 */
import type { Auth } from 'firebase-admin/auth';
import type { StaffMember, StaffRole } from '../../../src/domain/admin-staff';
import type { AuthUser } from '../../auth';
import type { Db } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { writeAudit } from '../audit/service';
import { grantRole, isUserNotFound, revokeRole } from './roles';

export { listStaff } from './roles';

export async function grantStaffRole(
  db: Db,
  auth: () => Promise<Auth>,
  actor: AuthUser,
  phone: string,
  role: StaffRole,
): Promise<StaffMember> {
  if (phone === actor.phoneNumber && role !== actor.role)
    throw new ConflictError('You cannot change your own role.', { reason: 'own_role' });
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
  return member;
}

export async function revokeStaffRole(db: Db, auth: () => Promise<Auth>, actor: AuthUser, uid: string): Promise<void> {
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
}
