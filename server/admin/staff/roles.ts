/**
 * Staff roles as Firebase custom claims (docs/decisions/back-office.md): `role: 'admin' | 'staff'` on the
 * account, read from every verified ID token. Used by the admin routes and by `npm run staff`.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { StaffMember, StaffRole } from '../../../src/domain/admin-staff';
import { roleOf } from '../../auth';

const memberOf = (user: UserRecord): StaffMember | null => {
  const role = roleOf(user.customClaims?.role);
  return role === null ? null : { uid: user.uid, phone: user.phoneNumber ?? null, role };
};

/** Every account holding a role, by phone. Lists the project's accounts a thousand at a time. */
export async function listStaff(auth: Auth): Promise<StaffMember[]> {
  const staff: StaffMember[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const member = memberOf(user);
      if (member) staff.push(member);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return staff.sort((a, b) => (a.phone ?? a.uid).localeCompare(b.phone ?? b.uid));
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';

/** The account of `phone`, made if nobody signed in with it yet (so a role can be granted ahead of a first sign-in). */
async function accountOfPhone(auth: Auth, phone: string): Promise<UserRecord> {
  try {
    return await auth.getUserByPhoneNumber(phone);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return auth.createUser({ phoneNumber: phone });
  }
}

/**
 * Runs once the account is known and before its role changes (the admin API writes its audit row there,
 * in a transaction around the whole change): when it throws, nothing changes.
 */
type BeforeChange<Change> = (change: Change) => Promise<void>;
const nothingFirst = async () => undefined;

/**
 * Gives `role` to the account of `phone`; answers the role it had before (null: none). An admin made
 * staff is signed out like a revoked member: their token says admin for up to an hour otherwise, enough
 * to grant themselves admin again.
 */
export async function grantRole(
  auth: Auth,
  phone: string,
  role: StaffRole,
  beforeChange: BeforeChange<{ member: StaffMember; before: StaffRole | null }> = nothingFirst,
): Promise<{ member: StaffMember; before: StaffRole | null }> {
  const user = await accountOfPhone(auth, phone);
  const before = roleOf(user.customClaims?.role);
  await beforeChange({ member: { uid: user.uid, phone: user.phoneNumber ?? phone, role }, before });
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role });
  if (before === 'admin' && role !== 'admin') await auth.revokeRefreshTokens(user.uid);
  return { member: { uid: user.uid, phone: user.phoneNumber ?? phone, role }, before };
}

/**
 * Takes the role away and revokes the account's sessions: tokens are checked with checkRevoked, so
 * the person is signed out of the back office at once instead of keeping the claim up to an hour.
 * Answers the member as they were, or null when the account held no role.
 */
export async function revokeRole(
  auth: Auth,
  uid: string,
  beforeChange: BeforeChange<StaffMember> = nothingFirst,
): Promise<StaffMember | null> {
  const user = await auth.getUser(uid);
  const member = memberOf(user);
  if (!member) return null;
  await beforeChange(member);
  const { role: _role, ...otherClaims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(uid, otherClaims);
  await auth.revokeRefreshTokens(uid);
  return member;
}

export async function uidOfPhone(auth: Auth, phone: string): Promise<string | null> {
  try {
    return (await auth.getUserByPhoneNumber(phone)).uid;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export { isNotFound as isUserNotFound };
