/**
 * Staff roles for the back-office tests, granted as `npm run staff` does: the same server code
 * (server/admin/staff/roles.ts, Firebase custom claims) over firebase-admin, against the Auth emulator.
 */
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '../../src/domain/admin';
import { grantRole } from '../../server/admin/staff/roles';
import { authEmulatorHost } from './sms';

export async function grantStaffRole(phone: string, role: StaffRole): Promise<void> {
  authEmulatorHost(); // fails with a clear message without the emulator
  const [{ initializeApp, deleteApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
  const app = initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-baobab' }, `e2e-staff-${randomUUID()}`);
  try {
    await grantRole(getAuth(app), phone, role);
  } finally {
    await deleteApp(app);
  }
}
