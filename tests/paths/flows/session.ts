// Who is signed in, played in the shop: a fresh phone number signs in through the sign-in pages (its SMS code
// read from the Auth emulator), registers, signs out; another tab signs in or out. Events of
// tests/model/session.model.ts.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { SessionUser } from '../../../src/machines/session';
import { sessionWords } from '../../../src/machines/session.words';
import { untilFirebaseKeeps } from '../../../e2e/support/firebase-storage';
import { freshSenegalMobile, smsInbox } from '../../../e2e/support/sms';
import { sessionModel } from '../../model/session.model';
import { defineFlow, type World } from '../flow';
import { signInInAnotherTab } from './login';
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

/** Another tab of the same browser opens the shop and signs out from its header. */
async function signOutInAnotherTab(context: BrowserContext) {
  const other = await context.newPage();
  await other.goto('/');
  await other
    .getByRole('banner')
    .getByRole('button', { name: /^Account/ })
    .click();
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await untilFirebaseKeeps(other, false);
  await other.close();
}

/** Through the header's account menu: a link inside the shop, so the page (and its actors) stay. */
async function openAccountPage(page: Page) {
  if (new URL(page.url()).pathname === '/account') return;
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account/ })
    .click();
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
      // Nobody at load; then a fresh number signs in here (and registers, for a named account); once signed in,
      // another tab signs in with an account registered earlier, or (named here) signs out; Firebase reports
      // this tab's own sign-out.
      when: (snapshot, event) => {
        const user = userOf(event);
        if (snapshot.matches('loading') || snapshot.matches('signingOut')) return user === null;
        if (snapshot.matches('signedOut')) return user !== null;
        // Signed in without a name, every page of this browser is taken to registration: only a named account's tab signs in or out elsewhere.
        if (!snapshot.matches({ signedIn: 'profile' })) return false;
        return user === null || user.displayName === 'Moussa Sarr';
      },
      byItself: (event) => userOf(event) === null,
      how: (event) => {
        const user = userOf(event);
        if (!user) return 'Nobody is signed in (known at load, reported by Firebase after signing out, or signed out in another tab)';
        if (user.displayName === 'Moussa Sarr')
          return 'Another tab signs in with an account registered earlier (its name set in the Auth emulator)';
        if (user.displayName) return 'A new number signs in (SMS code from the Auth emulator) and registers her name; the shop reloads';
        return 'A new number signs in (SMS code from the Auth emulator)';
      },
      describe: (event) => userOf(event)?.displayName ?? '',
      act: async (world, event, snapshot) => {
        const user = userOf(event);
        if (!user) {
          if (snapshot.matches('signedIn')) await signOutInAnotherTab(world.context);
          return;
        }
        if (snapshot.matches('signedIn')) return signInInAnotherTab(world.context, user.displayName);
        await signInWithFreshNumber(world);
        if (user.displayName) {
          await expect(world.page).toHaveURL(/\/auth\/register$/);
          await register(world, user);
        }
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
      how: () =>
        'The connection drops whenever the customer record is asked for, until the shop gives up (network interception: the real server answers)',
      describe: () => '',
      arrange: async ({ page }) => {
        await page.route(isCustomerRead, (route) =>
          route.request().method() === 'GET' ? route.abort('connectionfailed') : route.fallback(),
        );
      },
      act: async ({ page, records }) => {
        // The shop retries a GET once; the connection comes back once the session has given up.
        const gaveUp = () =>
          records.some(
            (record) => record.tab === 0 && record.machine === 'session' && JSON.stringify(record.value) === JSON.stringify(unavailable),
          );
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
      // The header's account menu, shown to a named account only (registration pages have no header).
      when: (snapshot) => snapshot.matches({ signedIn: 'profile' }),
      act: async ({ page }) => {
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Account/ })
          .click();
        await page.getByRole('button', { name: 'Sign out' }).click();
      },
    },
  },
  checks: sessionChecks,
  notThroughUi: {
    '#session.signingOut --xstate.done.actor.signOut':
      'Firebase’s signOut() tells its auth-state listeners that nobody is signed in before it returns, so the session has always left signingOut (by AUTH_CHANGED) when the call ends',
    'xstate.error.actor.signOut': 'Firebase signs out locally (it forgets the account in this browser): nothing real makes it fail',
  },
  timeoutMs: 180_000,
});
