// Signing in through a page's "Sign in" link, as the order page and the back office offer it: the number, the
// SMS code read from the Auth emulator, and the sign-up's details when the number is new.
import type { Locator, Page } from '@playwright/test';
import { smsInbox } from '../../../e2e/support/sms';
import type { Phone } from './emulator-accounts';

/** From the "Sign in" link (the page's own, or the header's) to the code accepted: where the page goes next is the caller's to check. */
export async function signInWithCode(page: Page, phone: Phone, linkIn: Locator = page.getByRole('main')): Promise<void> {
  await linkIn.getByRole('link', { name: 'Sign in' }).click();
  const inbox = await smsInbox(phone.e164);
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Verification code').fill(await inbox.nextCode());
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The sign-up page's details of a new account (Moussa Ndiaye, in Dakar). */
export async function registerAsMoussa(page: Page): Promise<void> {
  await page.getByLabel('First name').fill('Moussa');
  await page.getByLabel('Last name', { exact: true }).fill('Ndiaye');
  await page.getByLabel('Email').fill('moussa@example.sn');
  await page.getByLabel('Address').fill('Route de Ouakam, Dakar');
  await page.getByRole('button', { name: 'Continue' }).click();
}
