// What a visitor of /admin sees in each state of the access gate (src/machines/admin-access.ts).
import { expect, type Page } from '@playwright/test';
import type { adminAccessMachine } from '../../../src/machines/admin-access';
import type { StateChecks } from '../flow';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Back office sections' });
const main = (page: Page) => page.getByRole('main');

export const adminAccessChecks: StateChecks<typeof adminAccessMachine> = {
  /** "Waiting to learn who is signed in": no section is offered yet. */
  'adminAccess.identifying': async ({ page }) => {
    await expect(sections(page)).toHaveCount(0);
  },
  /** "Nobody is signed in": the phone sign-in, coming back to the page asked for; no section. */
  'adminAccess.signedOut': async ({ page }) => {
    await expect(main(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/auth\/login\?returnTo=%2Fadmin/);
    await expect(sections(page)).toHaveCount(0);
  },
  /** "Asking the server whether this account has a role": nothing of the back office shows meanwhile. */
  'adminAccess.checking': async ({ page }) => {
    await expect(sections(page)).toHaveCount(0);
  },
  /** "A member of the staff": the sections, and a page of the back office in the address (never bare /admin). */
  'adminAccess.allowed': async ({ page }) => {
    await expect(sections(page)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/(dashboard|orders|bookings|messages|catalogue)/);
  },
  /** "Signed in without a role": refused in words, with the check-again button; no section. */
  'adminAccess.notStaff': async ({ page }) => {
    await expect(main(page).getByRole('heading', { name: 'Access refused' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'I have just been given a role: check again' })).toBeEnabled();
    await expect(sections(page)).toHaveCount(0);
  },
  /** "Getting a new ID token": still refused, the check-again button waits. */
  'adminAccess.refreshingRole': async ({ page }) => {
    await expect(main(page).getByRole('heading', { name: 'Access refused' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'I have just been given a role: check again' })).toBeDisabled();
  },
  /** "The server no longer accepts this session": said so, with the sign-out button; no section. */
  'adminAccess.ended': async ({ page }) => {
    await expect(main(page).getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(sections(page)).toHaveCount(0);
  },
  /** "Signing out": no section is offered. */
  'adminAccess.signingOut': async ({ page }) => {
    await expect(sections(page)).toHaveCount(0);
  },
  /** "The server could not say who this is": the reason and a way to try again; no section. */
  'adminAccess.unavailable': async ({ page }) => {
    await expect(main(page).getByText('The back office could not be loaded.')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(sections(page)).toHaveCount(0);
  },
};
