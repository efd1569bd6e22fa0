import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fillDeliveryWhenAndWhere } from './support/delivery-form';
import { payWithWaveApproved } from './support/pay-wave';
import { askForCode, signUpAsAwa, submitCode } from './support/sign-in';
import { freshSenegalMobile, smsInbox } from './support/sms';
import { grantStaffRole } from './support/staff';

// Issue 24: the shopper hears of her order by SMS, in her language — here French, on a phone.
const phone = { width: 390, height: 844 };
test.use({ locale: 'fr-FR' });

/** The shopper's cart → courier delivery → details → Wave approved on the PayDunya simulator; answers the order's id. */
async function paidCourierOrder(page: Page): Promise<number> {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'NOS MEILLEURES VENTES' })
    .getByRole('article')
    .nth(0)
    .getByRole('button', { name: /Ajouter au panier/ })
    .click();
  await page.goto('/shopping-cart');
  await page.getByRole('radio', { name: /Livraison par coursier/ }).check();
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await page.getByLabel('Téléphone').fill('77 123 45 67');
  await fillDeliveryWhenAndWhere(page);
  return payWithWaveApproved(page);
}

/** A staff member signed in on a phone of their own, on the order's page in the back office. */
async function staffOnOrder(browser: Browser, orderId: number): Promise<Page> {
  const number = freshSenegalMobile();
  await grantStaffRole(number.e164, 'staff');
  const staff = await (await browser.newContext({ locale: 'fr-FR', viewport: phone })).newPage();
  await staff.goto('/auth/login?returnTo=%2Fadmin');
  const inbox = await smsInbox(number.e164);
  await askForCode(staff, number.national);
  await submitCode(staff, await inbox.nextCode());
  await expect(staff).toHaveURL(/\/admin\/orders$/);
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(`Commande n°${orderId}`) })).toBeVisible();
  return staff;
}

/** The SMS simulator's inbox page, reloaded until it lists the order's message that says `words`. */
async function expectTextInInbox(inbox: Page, orderId: number, words: string) {
  const message = inbox
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`/orders/${orderId}(?!\\d)`) })
    .filter({ hasText: words });
  await expect(async () => {
    await inbox.reload();
    await expect(message).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return message;
}

test('the shopper pays: her “paid” SMS is in the inbox; the staff ship it: the “shipped” SMS follows and they see both', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // Signed up where the header shows her account button, then on a phone from the cart on.
  await signUpAsAwa(page);
  await page.setViewportSize(phone);
  const orderId = await paidCourierOrder(page);

  const inbox = await page.context().newPage();
  await inbox.goto('/sms-sim/');
  await expect(inbox.getByRole('heading', { level: 1, name: 'Text messages sent' })).toBeVisible();
  const paid = await expectTextInInbox(inbox, orderId, `nous avons bien reçu le paiement de votre commande n°\u00a0${orderId}`);
  await expect(paid).toContainText(/\+221 ?7\d/);

  const staff = await staffOnOrder(browser, orderId);
  await staff.getByRole('button', { name: 'Commencer la préparation' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('En préparation');
  await staff.getByRole('button', { name: 'Marquer expédiée' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Expédiée');

  await expectTextInInbox(inbox, orderId, `votre commande n°\u00a0${orderId} est partie avec notre livreur.`);
  // The staff see what the shopper was sent, with its status and tries, beside the order's history.
  const sent = staff.locator('section').filter({ has: staff.getByRole('heading', { name: 'SMS envoyés au client' }) });
  await expect(sent.getByRole('listitem')).toHaveCount(2, { timeout: 10_000 });
  await expect(sent.getByRole('listitem').first()).toContainText('est partie avec notre livreur');
  await expect(sent.getByRole('listitem').first()).toContainText('envoyé', { timeout: 10_000 });
  await expect(sent.getByRole('listitem').first()).toContainText('1 essai');
  await expect(sent.getByRole('listitem').last()).toContainText('nous avons bien reçu le paiement');
  await sent.screenshot({ path: 'e2e-artifacts/admin-order-sms-390.png' });
});
