// Who is signed in, played in the shop: a fresh phone number signs in through the sign-in pages (its SMS code
// read from the Auth emulator), registers, signs out. Events of tests/model/session.model.ts.
import { expect, type Page } from '@playwright/test';
import type { SessionUser } from '../../../src/machines/session';
import { sessionWords } from '../../../src/machines/session.words';
import { freshSenegalMobile, smsInbox } from '../../../e2e/support/sms';
import { sessionModel } from '../../model/session.model';
import { defineFlow, type World } from '../flow';
import { sessionChecks } from './session.checks';

const userOf = (event: object) => (event as { user: SessionUser | null }).user;

async function signInWithFreshNumber({ page, memory }: World) {
  const phone = freshSenegalMobile();
  memory.set('phone', phone);
  const inbox = await smsInbox(phone.e164);
  await page.goto('/auth/login');
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Verification code').fill(await inbox.nextCode());
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function register({ page }: World, user: SessionUser) {
  const [fname = '', lname = ''] = (user.displayName ?? '').split(' ');
  await page.getByLabel('First name').fill(fname);
  await page.getByLabel('Last name', { exact: true }).fill(lname);
  await page.getByLabel('Email').fill(`${fname.toLowerCase()}@example.sn`);
  await page.getByLabel('Address').fill('Rue 10, Médina, Dakar');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Through the header's account menu: a link inside the shop, so the page (and its actors) stay. */
async function openAccountPage(page: Page) {
  if (new URL(page.url()).pathname === '/account') return;
  await page.getByRole('banner').getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
}

const unavailable = { signedIn: { profile: 'unavailable' } };

/** The shop asks for the caller's own customer record at GET /api/customers. */
const isCustomerRead = (url: URL) => url.pathname === '/api/customers';

export const sessionFlow = defineFlow({
  name: 'session',
  model: sessionModel,
  words: sessionWords,
  start: async ({ page }) => {
    await page.goto('/');
  },
  actions: {
    AUTH_CHANGED: {
      // At load, nobody signed in; later a fresh number signs in (no name yet), then registers a name.
      when: (snapshot, event) => {
        const user = userOf(event);
        if (snapshot.matches('loading')) return user === null;
        if (snapshot.matches('signedOut')) return user !== null && user.displayName === null;
        return snapshot.matches({ signedIn: 'noProfile' }) && user?.displayName === 'Awa Diop';
      },
      byItself: (event) => userOf(event) === null,
      how: (event) => {
        const user = userOf(event);
        if (!user) return 'The shop learns at load that nobody is signed in';
        return user.displayName ? 'The shopper registers her name' : 'A new shopper signs in with a fresh number (SMS code from the Auth emulator)';
      },
      describe: (event) => userOf(event)?.displayName ?? '',
      act: async (world, event) => {
        const user = userOf(event);
        if (!user) return;
        if (user.displayName) await register(world, user);
        else await signInWithFreshNumber(world);
      },
    },
    'xstate.done.actor.fetchCustomer': {
      // A registered shopper has a record; "none" is the same transition.
      when: (_, event) => event.output !== null,
      how: () => 'The shop loads the customer record',
      describe: () => '',
      act: async () => undefined,
    },
    'xstate.error.actor.fetchCustomer': {
      how: () => 'The connection drops whenever the customer record is asked for, until the shop gives up (network interception: the real server answers)',
      describe: () => '',
      arrange: async ({ page }) => {
        await page.route(isCustomerRead, (route) => (route.request().method() === 'GET' ? route.abort('connectionfailed') : route.fallback()));
      },
      act: async ({ page, records }) => {
        // The shop retries a GET once; the connection comes back once the session has given up.
        const gaveUp = () => records.some((record) => record.tab === 0 && record.machine === 'session' && JSON.stringify(record.value) === JSON.stringify(unavailable));
        await expect.poll(gaveUp, { timeout: 25_000 }).toBe(true);
        await page.unroute(isCustomerRead);
      },
    },
    'xstate.after.customerRetry.session.signedIn.profile.unavailable': { how: () => '10 seconds pass', act: async () => undefined },
    REFRESH_CUSTOMER: {
      // The account page's "Try again" when the record could not be loaded.
      when: (snapshot) => snapshot.matches({ signedIn: { profile: 'unavailable' } }),
      how: () => 'The shopper opens her account page and taps “Try again”',
      act: async ({ page }) => {
        await openAccountPage(page);
        await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
      },
    },
    SIGN_OUT: {
      act: async ({ page }) => {
        await page.getByRole('banner').getByRole('button', { name: /^Account/ }).click();
        await page.getByRole('button', { name: 'Sign out' }).click();
      },
    },
    'xstate.done.actor.signOut': { how: () => 'Firebase signs the shopper out', act: async () => undefined },
  },
  checks: sessionChecks,
  notThroughUi: {
    '#session.loading --AUTH_CHANGED [hasUser]': 'a page opened by a shopper already signed in: every generated path starts signed out (the browser reaches it when a step reloads a signed-in page)',
    '#session.signedIn --AUTH_CHANGED #1': 'an account signed out behind the shop’s back (from another tab) is not played',
    '#session.signedIn --AUTH_CHANGED [hasUser]':
      'registering reloads the page (the sign-in’s reloadTo), so the named account reaches a new session from loading; a second account in the same tab is not played',
    '#session.signingOut --xstate.done.actor.signOut': 'Firebase reports the sign-out (AUTH_CHANGED) before its signOut() call returns, so the session has already left signingOut',
    'xstate.error.actor.signOut': 'Firebase signs out locally: nothing real makes it fail',
  },
  timeoutMs: 180_000,
});
