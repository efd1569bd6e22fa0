import { test as base } from '@playwright/test';
import { expect } from './support/test';
import { submitCode } from './support/sign-in';
import { freshSenegalMobile, smsInbox } from './support/sms';

// Not the shared test: the refused connections to the sign-in service, which Chromium logs as console
// errors, are what this spec provokes.
const test = base;
test.use({ locale: 'fr-FR' });

// Every call the Firebase SDK makes to the Auth emulator (or to Google in production).
const identityService = /identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com/;
const unreachable = 'Le service de connexion est injoignable. Vérifiez votre connexion, puis réessayez.';

test('sign-in says, until the shopper tries again, that the sign-in service cannot be reached; Try again sends the code once it is back', async ({
  page,
}) => {
  const phone = freshSenegalMobile();
  const inbox = await smsInbox(phone.e164);
  await page.route(identityService, (route) => route.abort('connectionrefused'));

  await page.goto('/auth/login');
  await page.getByLabel('Numéro de téléphone').fill(phone.national);
  await page.getByRole('button', { name: 'Continuer' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(unreachable);
  // Longer than the 3 s a passing message shows (spec §9): this one stays.
  await page.waitForTimeout(4000);
  await expect(alert).toHaveText(unreachable);
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.unroute(identityService);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/verify$/);
  await expect(alert).toHaveText('');
  await submitCode(page, await inbox.nextCode());
  await expect(page).toHaveURL(/\/auth\/register$/);
});
