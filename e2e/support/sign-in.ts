/**
 * The sign-in pages driven as a shopper does, in French (the specs that sign in run the shop in
 * French): phone number, SMS code read from the Auth emulator, registration of a new account.
 */
import type { Page } from '@playwright/test';
import { expect } from './test';
import { freshSenegalMobile, smsInbox } from './sms';

/** On the login page: types the number and asks for the code; the code page opens. */
export async function askForCode(page: Page, national: string) {
  await page.getByLabel('Numéro de téléphone').fill(national);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/verify$/);
}

/** On the code page: types the code and confirms. */
export async function submitCode(page: Page, code: string) {
  await page.getByLabel('Code de vérification').fill(code);
  await page.getByRole('button', { name: 'Continuer' }).click();
}

/** On the register page a new account reaches: its name, `{first name}@example.sn` and an address. */
export async function register(page: Page, fname: string, lname: string) {
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.getByLabel('Prénom').fill(fname);
  await page.getByLabel('Nom', { exact: true }).fill(lname);
  await page.getByLabel('E-mail').fill(`${fname.toLowerCase()}@example.sn`);
  await page.getByLabel('Adresse').fill('Rue 10, Médina, Dakar');
  await page.getByRole('button', { name: 'Continuer' }).click();
}

/** From the login page: a number nobody used, its SMS code, and a new account (Awa Diop by default). */
export async function signUpFromLoginPage(page: Page, fname = 'Awa', lname = 'Diop') {
  const phone = freshSenegalMobile();
  const inbox = await smsInbox(phone.e164);
  await askForCode(page, phone.national);
  await submitCode(page, await inbox.nextCode());
  await register(page, fname, lname);
}

/** A new shopper, Awa Diop, signs up from the login page and is signed in: the header shows her account. */
export async function signUpAsAwa(page: Page) {
  await page.goto('/auth/login');
  await signUpFromLoginPage(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Compte de Awa Diop' })).toBeVisible();
}
