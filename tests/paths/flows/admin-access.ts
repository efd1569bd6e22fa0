// The back office's access gate played in the shop: each event of tests/model/admin-access.model.ts as a visitor
// of /admin, the shop's administrators (roles given and taken back as `npm run staff` does) or the network make it.
// Each path opens /admin signed out, as a new member of the staff would.
import type { Route } from '@playwright/test';
import { adminAccessWords } from '../../../src/machines/admin-access.words';
import { adminAccessModel } from '../../model/admin-access.model';
import { defineFlow, type World } from '../flow';
import { adminAccessChecks } from './admin-access.checks';
import { grantStaffRole, signInFromAdmin, staffPhone, takeRoleBack } from './admin.world';

const uidOf = (event: object) => (event as { uid: string | null }).uid;
const kindOf = (event: object) => (event as { output: { kind: string } }).output.kind;
const isAdminMe = (url: URL) => url.pathname === '/api/admin/me';

/** Drops every connection to /api/admin/me (the shop asks a GET more than once) until the staff member tries again. */
async function dropAdminMe(world: World) {
  const drop = (route: Route) => route.abort('connectionfailed');
  world.memory.set('undropAdminMe', () => world.page.unroute(isAdminMe, drop));
  await world.page.route(isAdminMe, drop);
}

export const adminAccessFlow = defineFlow({
  name: 'adminAccess',
  model: adminAccessModel,
  words: adminAccessWords,
  start: async ({ page }) => {
    await page.goto('/admin');
  },
  actions: {
    USER_CHANGED: {
      // Nobody: the session tells it at once (on opening, and after signing out); someone: the staff member signs in.
      when: (snapshot, event) =>
        uidOf(event) === null ? snapshot.matches('identifying') || snapshot.matches('signingOut') : snapshot.matches('signedOut'),
      byItself: (event) => uidOf(event) === null,
      how: (event) =>
        uidOf(event) === null
          ? 'The session says nobody is signed in'
          : 'The staff member signs in through “Sign in” (number, SMS code, name), back on /admin',
      act: async (world, event) => {
        if (uidOf(event) !== null) await signInFromAdmin(world.page, staffPhone(world));
      },
    },
    ARRIVED: {
      // The page the browser opens is told by itself; a person's arrival is a click in the sections' menu.
      when: (snapshot) => snapshot.matches('allowed'),
      how: () => 'The staff member opens another section from the sections’ menu (the bookings, or back to the orders)',
      act: async ({ page }) => {
        const section = page.url().includes('/admin/bookings') ? 'Orders' : 'Bookings';
        await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: section }).click();
      },
    },
    'xstate.done.actor.fetchAccess': {
      how: (event) =>
        ({
          staff: 'The server says the account has a role (given before the sign-in or the check, as `npm run staff -- add` does)',
          refused: 'The server refuses the account: it has no role (403)',
          ended:
            'The role is taken back as the server is asked (`npm run staff -- remove`, which signs the account out): the server refuses the session (401)',
        })[kindOf(event)] ?? kindOf(event),
      arrange: async (world, event) => {
        const phone = staffPhone(world);
        if (kindOf(event) === 'staff') await grantStaffRole(phone.e164, 'staff');
        if (kindOf(event) === 'ended') {
          await grantStaffRole(phone.e164, 'staff');
          // The interception only waits for the moment the page asks; the real server answers. A second passes so
          // the revocation is later than the sign-in (Firebase counts in seconds).
          await world.page.route(
            isAdminMe,
            async (route) => {
              await new Promise((resolve) => setTimeout(resolve, 1_100));
              await takeRoleBack(phone);
              await route.continue();
            },
            { times: 1 },
          );
        }
      },
      act: async () => undefined,
    },
    'xstate.error.actor.fetchAccess': {
      how: () => 'The connection drops while the server is asked who this is (network interception: the real server answers)',
      arrange: async (world) => dropAdminMe(world),
      act: async () => undefined,
    },
    RETRY: {
      act: async (world) => {
        await (world.memory.get('undropAdminMe') as (() => Promise<void>) | undefined)?.();
        await world.page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
      },
    },
    CHECK_AGAIN: {
      act: async ({ page }) => {
        await page.getByRole('main').getByRole('button', { name: 'I have just been given a role: check again' }).click();
      },
    },
    'xstate.done.actor.refreshRole': { how: () => 'Firebase gives a new ID token', act: async () => undefined },
    'xstate.error.actor.refreshRole': {
      how: () => 'The connection drops while a new ID token is asked (network interception of the Auth emulator’s token endpoint)',
      arrange: async ({ page }) => {
        await page.route(
          (url) => url.pathname.includes('securetoken.googleapis.com'),
          (route) => route.abort('connectionfailed'),
          { times: 1 },
        );
      },
      act: async () => undefined,
    },
    SIGN_OUT: {
      act: async ({ page }) => {
        await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
      },
    },
  },
  checks: adminAccessChecks,
  notThroughUi: {},
});
