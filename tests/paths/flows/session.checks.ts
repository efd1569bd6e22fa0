// What the shopper sees in each state of the session (src/machines/session.ts).
import { expect, type Page } from '@playwright/test';
import type { sessionMachine } from '../../../src/machines/session';
import type { StateChecks } from '../flow';

const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign in' });
const accountButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name: `Account of ${name}` });

export const sessionChecks: StateChecks<typeof sessionMachine> = {
  /** "Waiting to learn whether someone is signed in": the page is there, no account shown yet. */
  'session.loading': async ({ page }) => {
    await expect(page.getByRole('banner')).toBeVisible();
  },
  /** "Nobody is signed in": the header offers to sign in. */
  'session.signedOut': async ({ page }) => {
    await expect(signInLink(page)).toBeVisible();
  },
  /** "The account has no name yet": the shop asks the shopper to register. */
  'session.signedIn.noProfile': async ({ page }) => {
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  },
  /** "Loading the customer record": the header already shows the account by its name. */
  'session.signedIn.profile.loadingCustomer': async ({ page }, expected) => {
    await expect(accountButton(page, expected.context.user?.displayName ?? '')).toBeVisible();
  },
  /** "The customer record is loaded": the header shows the account by its name. */
  'session.signedIn.profile.ready': async ({ page }, expected) => {
    await expect(accountButton(page, expected.context.user?.displayName ?? '')).toBeVisible();
  },
  /** "Could not be loaded": still signed in; the account page says so and offers to try again. */
  'session.signedIn.profile.unavailable': async ({ page }, expected) => {
    await expect(accountButton(page, expected.context.user?.displayName ?? '')).toBeVisible();
    if (new URL(page.url()).pathname === '/account') await expect(page.getByText('Your details could not be loaded.')).toBeVisible();
  },
  /** "Signing out": the account menu has gone. */
  'session.signingOut': async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  },
};
