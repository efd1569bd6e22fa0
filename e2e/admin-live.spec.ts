import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fillDeliveryWhenAndWhere } from './support/delivery-form';
import { payWithWaveApproved } from './support/pay-wave';
import { askForCode, signUpAsAwa, submitCode } from './support/sign-in';
import { freshSenegalMobile, smsInbox } from './support/sms';
import { grantStaffRole } from './support/staff';

/**
 * The owner's day (issue 24) on a 390 px phone: a staff member has /admin open; a shopper pays in a
 * browser of her own; the staff page shows the order within 5 s, without a reload — a counter on the
 * orders tab, the row in the list, and a browser notification (the staff member allowed them). The SMS
 * simulator's inbox shows the shopper's "paid" text; the staff ship the order and the "shipped" text
 * follows, and the staff see both beside the order's history.
 */
const phone = { width: 390, height: 844 };
// The shopper's browser keeps the default size (signUpAsAwa reads the desktop header); the staff's is the phone.
test.use({ locale: 'fr-FR' });

declare global {
  interface Window {
    /** The titles of the notifications the page showed (recorded, then shown as usual). */
    shownNotifications?: string[];
  }
}

async function staffOnAdmin(browser: Browser): Promise<Page> {
  const number = freshSenegalMobile();
  await grantStaffRole(number.e164, 'staff');
  const context = await browser.newContext({ locale: 'fr-FR', viewport: phone, permissions: ['notifications'] });
  await context.addInitScript(() => {
    const Shown = window.Notification;
    window.shownNotifications = [];
    window.Notification = class extends Shown {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        window.shownNotifications?.push(title);
      }
    };
  });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  const inbox = await smsInbox(number.e164);
  await askForCode(page, number.national);
  await submitCode(page, await inbox.nextCode());
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Rubriques du back-office' })
    .getByRole('link', { name: /^Commandes/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  return page;
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

test('a shopper pays: the open back office shows it within 5 s without a reload, her “paid” SMS is sent; shipped, the “shipped” SMS follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const staff = await staffOnAdmin(browser);
  const ordersTab = staff.getByRole('navigation', { name: 'Rubriques du back-office' }).getByRole('link', { name: /^Commandes/ });
  // Other specs pay orders on the same server at the same time: the counter is read, not assumed to be 0.
  const news = async () => Number(/\((\d+)\s+nouveaux?\)$/.exec((await ordersTab.textContent())?.trim() ?? '')?.[1] ?? 0);
  const newsBefore = await news();
  // No one was asked: the permission came with the context, so the button that asks is not offered.
  await expect(staff.getByRole('button', { name: 'M’avertir des nouvelles commandes' })).toHaveCount(0);
  let reloaded = false;
  staff.on('framenavigated', (frame) => (reloaded ||= frame === staff.mainFrame()));

  await signUpAsAwa(page);
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
  await page.getByLabel('Téléphone').fill('77 123 45 67');
  await fillDeliveryWhenAndWhere(page);
  const orderId = await payWithWaveApproved(page);

  await expect.poll(news, { timeout: 5_000 }).toBeGreaterThan(newsBefore);
  await expect(ordersTab).toHaveAccessibleName(/^Commandes \(\d+\s+nouveaux?\)$/);
  await expect(staff.getByRole('link', { name: new RegExp(`Commande n°${orderId} · Awa Diop`) })).toContainText('Payée', {
    timeout: 5_000,
  });
  expect(await staff.evaluate(() => window.shownNotifications)).toContain('Nouvelle commande payée');
  expect(reloaded, 'the staff page was not reloaded').toBe(false);

  // Opened again, the section's news are seen: the counter goes.
  await staff.getByRole('navigation', { name: 'Rubriques du back-office' }).getByRole('link', { name: 'Réservations' }).click();
  const newsSeen = await news();
  await ordersTab.click();
  await expect.poll(news).toBeLessThan(newsSeen);

  // The shopper's "paid" text, in her language, on the SMS simulator's inbox.
  const inbox = await page.context().newPage();
  await inbox.goto('/sms-sim/');
  await expect(inbox.getByRole('heading', { level: 1, name: 'Text messages sent' })).toBeVisible();
  const paid = await expectTextInInbox(inbox, orderId, `nous avons bien reçu le paiement de votre commande n°\u00a0${orderId}`);
  await expect(paid).toContainText(/\+221 ?7\d/);

  // The staff prepare and ship it from the row they were shown: the "shipped" text follows.
  await staff.getByRole('link', { name: new RegExp(`Commande n°${orderId} · Awa Diop`) }).click();
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(`Commande n°${orderId}`) })).toBeVisible();
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
