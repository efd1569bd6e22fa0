// The outside world of the back office's flows, as the real parts make it: a number given a role (or taken
// back) as `npm run staff` does, through the same server code and the Auth emulator; the staff member signs
// in in the browser through the back office's own "Sign in" link.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { freshSenegalMobile, authEmulatorHost } from '../../../e2e/support/sms';
import { grantStaffRole } from '../../../e2e/support/staff';
import { revokeRole, uidOfPhone } from '../../../server/admin/staff/roles';
import type { World } from '../flow';
import type { Phone } from './order-status.world';
import { registerAsMoussa, signInWithCode } from './sign-in.world';

export { grantStaffRole };

/** The path's staff member's number: made on first use, kept for the path's later steps. */
export function staffPhone(world: World): Phone {
  const known = world.memory.get('staffPhone') as Phone | undefined;
  if (known) return known;
  const phone = freshSenegalMobile();
  world.memory.set('staffPhone', phone);
  return phone;
}

/** Takes the role away and signs the account out everywhere (`npm run staff -- remove`). */
export async function takeRoleBack(phone: Phone): Promise<void> {
  authEmulatorHost();
  const [{ initializeApp, deleteApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
  const app = initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-baobab' }, `paths-staff-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    const uid = await uidOfPhone(auth, phone.e164);
    if (uid) await revokeRole(auth, uid);
  } finally {
    await deleteApp(app);
  }
}

/**
 * From the back office's sign-in offer: the number and its SMS code; back in /admin. A number holding a staff
 * role skips the shopper's sign-up (the login machine's nameOrStaff); one without (its role taken back) is
 * asked for a name and an address first.
 */
export async function signInFromAdmin(page: Page, phone: Phone): Promise<void> {
  await signInWithCode(page, phone);
  // The sign-in page's own address may name /admin as where to return: only the path tells where the page is.
  const atRegister = (url: URL) => url.pathname === '/auth/register';
  await expect(page).toHaveURL((url) => atRegister(url) || url.pathname.startsWith('/admin'));
  if (atRegister(new URL(page.url()))) await registerAsMoussa(page);
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/admin'));
}

/** A new member of the staff (given the role before their first sign-in) signed in on `path` of the back office. */
export async function staffOpens(world: World, path: string): Promise<void> {
  const phone = staffPhone(world);
  await grantStaffRole(phone.e164, 'staff');
  await world.page.goto(path);
  await signInFromAdmin(world.page, phone);
  await expect(world.page.getByRole('navigation', { name: 'Back office sections' })).toBeVisible({ timeout: 20_000 });
}
