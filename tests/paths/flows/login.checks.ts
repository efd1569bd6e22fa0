// What the shopper sees in each state of the sign-in (src/machines/login.ts).
import { expect, type Page } from '@playwright/test';
import type { LoginError, loginMachine } from '../../../src/machines/login';
import type { StateChecks } from '../flow';

type Snapshot = ReturnType<typeof loginMachine.transition>;

const messages: Record<LoginError, string> = {
  invalidPhone: 'Invalid phone number',
  invalidCode: 'Invalid verification code',
  failed: 'Something went wrong! Please try again later.',
  recaptchaExpired: 'reCAPTCHA expired. Please reload the page.',
  unreachable: 'The sign-in service cannot be reached. Check your connection, then try again.',
};

const main = (page: Page) => page.getByRole('main');
const alert = (page: Page) => main(page).getByRole('alert');
const continueButton = (page: Page) => main(page).getByRole('button', { name: 'Continue' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function phonePage(page: Page) {
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(heading(page, 'Welcome')).toBeVisible();
}

/** The code page, with the offer of a new code once the machine allows it (or its countdown meanwhile). */
async function codePage(page: Page, expected: Snapshot) {
  await expect(page).toHaveURL(/\/auth\/login\/verify$/);
  await expect(heading(page, 'Verification')).toBeVisible();
  if (expected.context.phoneNumber === null) {
    await expect(main(page).getByText('Enter the code we sent you by SMS.')).toBeVisible();
    return;
  }
  if (expected.context.resendAllowed) await expect(main(page).getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  else await expect(main(page).getByText(/^No code\? You can ask for a new one in \d+ s\.$/)).toBeVisible();
}

async function registerPage(page: Page) {
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(heading(page, 'Create your account')).toBeVisible();
}

/** Back on the page the flow returns to (outside /auth), with the header of the shop. */
async function backInTheShop(page: Page, expected: Snapshot) {
  await expect.poll(() => pathOf(page)).toBe(expected.context.returnTo);
  await expect(page.getByRole('banner')).toBeVisible();
}

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Account of / });

export const loginChecks: StateChecks<typeof loginMachine> = {
  /** "No message." on /auth/login: the phone form, Continue enabled, no message. */
  'login.phoneEntry.idle': async ({ page }) => {
    await phonePage(page);
    await expect(alert(page)).toHaveText('');
    await expect(continueButton(page)).toBeEnabled();
  },
  /** "A message shows until the shopper types again or sends again": the message of what went wrong. */
  'login.phoneEntry.showingError': async ({ page }, expected) => {
    await phonePage(page);
    await expect(alert(page)).toHaveText(messages[expected.context.error ?? 'failed']);
    await expect(continueButton(page)).toBeEnabled();
  },
  /** "The sign-in service could not be reached: the message stays until the shopper tries again": its message and “Try again”. */
  'login.phoneEntry.unreachable': async ({ page }) => {
    await phonePage(page);
    await expect(alert(page)).toHaveText(messages.unreachable);
    await expect(main(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  /** "Sending the SMS code.": Continue is busy on the phone page. */
  'login.sendingCode': async ({ page }) => {
    await phonePage(page);
    await expect(continueButton(page)).toHaveAttribute('aria-busy', 'true');
  },
  /** "No message." on /auth/login/verify: the code form, no message, the countdown or “Send a new code”. */
  'login.codeEntry.idle': async ({ page }, expected) => {
    await codePage(page, expected);
    await expect(alert(page)).toHaveText('');
    await expect(continueButton(page)).toBeEnabled();
  },
  /** "A message shows until the shopper types again or sends again": the code is invalid, or something went wrong. */
  'login.codeEntry.showingError': async ({ page }, expected) => {
    await codePage(page, expected);
    await expect(alert(page)).toHaveText(messages[expected.context.error ?? 'failed']);
  },
  /** "The sign-in service could not be reached: the message stays until the code is sent again." */
  'login.codeEntry.unreachable': async ({ page }, expected) => {
    await codePage(page, expected);
    await expect(alert(page)).toHaveText(messages.unreachable);
    await expect(continueButton(page)).toBeEnabled();
  },
  /** "Sending a new SMS code to the same number; the code screen stays.": “Send a new code” is disabled meanwhile. */
  'login.resendingCode': async ({ page }) => {
    await expect(page).toHaveURL(/\/auth\/login\/verify$/);
    await expect(main(page).getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  },
  /** "Checking the code.": Continue is busy and the number cannot be changed meanwhile. */
  'login.verifying': async ({ page }) => {
    await expect(page).toHaveURL(/\/auth\/login\/verify$/);
    await expect(continueButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(main(page).getByRole('button', { name: 'Change phone number' })).toBeDisabled();
  },
  /** "No message." on /auth/register: the four fields, no message. */
  'login.registration.idle': async ({ page }) => {
    await registerPage(page);
    await expect(alert(page)).toHaveText('');
    await expect(continueButton(page)).toBeEnabled();
  },
  /** "A message shows until the shopper types again or sends again": something went wrong. */
  'login.registration.showingError': async ({ page }) => {
    await registerPage(page);
    await expect(alert(page)).toHaveText(messages.failed);
    await expect(continueButton(page)).toBeEnabled();
  },
  /** "Creating the customer record.": Continue is busy. */
  'login.registering': async ({ page }) => {
    await registerPage(page);
    await expect(continueButton(page)).toHaveAttribute('aria-busy', 'true');
  },
  /** "Signed in: back to the page the shopper came from.": the header shows the account by its name. */
  'login.signedIn': async ({ page }, expected) => {
    await backInTheShop(page, expected);
    await expect(accountButton(page)).toBeVisible();
  },
  /** "Registered: the shop reloads on the page the shopper came from.": the header shows the new account. */
  'login.registered': async ({ page }, expected) => {
    await backInTheShop(page, expected);
    await expect(accountButton(page)).toBeVisible();
  },
  /** "Nothing to register: back to the page the shopper came from.": nobody is signed in there. */
  'login.leaving': async ({ page }, expected) => {
    await backInTheShop(page, expected);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
  /** "The robot check expired: only a reload gets a new one.": its message, and Continue disabled. */
  'login.recaptchaExpired': async ({ page }) => {
    await phonePage(page);
    await expect(alert(page)).toHaveText(messages.recaptchaExpired);
    await expect(continueButton(page)).toBeDisabled();
  },
};
