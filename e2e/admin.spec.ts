import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fillDeliveryWhenAndWhere } from './support/delivery-form';
import { amountOf } from './support/amounts';
import { expectAccessibleContent } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { askForCode, signUpAsAwa, submitCode } from './support/sign-in';
import { freshSenegalMobile, smsInbox } from './support/sms';
import { grantStaffRole } from './support/staff';
import { payWithWaveApproved } from './support/pay-wave';

// The back office runs in French here, as the shop's staff use it.
test.use({ locale: 'fr-FR' });

/**
 * A staff member (a number given the role before their first sign-in) in a browser of their own, signed in on
 * /admin: straight back to the back office, never through the shopper's sign-up (staff need no delivery address).
 */
async function staffSignedIn(browser: Browser, role: 'staff' | 'admin' = 'staff'): Promise<Page> {
  const phone = freshSenegalMobile();
  await grantStaffRole(phone.e164, role);
  const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await page.goto('/admin');
  await expect(page.getByText('Le back-office est réservé à l’équipe de la boutique.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fadmin$/);
  const inbox = await smsInbox(phone.e164);
  await askForCode(page, phone.national);
  await submitCode(page, await inbox.nextCode());
  // The back office opens on the dashboard (issue 24); the orders are one tab away.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Rubriques du back-office' }).getByRole('link', { name: 'Commandes' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { name: 'Quelques informations pour pouvoir vous livrer' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  return page;
}

/** The shopper's cart → courier delivery → details → Wave → approved on the simulator: back on /orders/{id}. Returns the id. */
async function paidCourierOrder(page: Page): Promise<number> {
  await page.goto('/');
  const bestSellers = page.getByRole('region', { name: 'NOS MEILLEURES VENTES' }).getByRole('article');
  await bestSellers
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

test.describe('who may enter', () => {
  // The refusal is the server's: /api/admin/me answers 403 to a shopper, which the browser logs.
  test.use({ expectedRequestErrors: [{ url: /\/api\/admin\/me/, status: 403 }] });

  test('a shopper opening /admin is refused; signed out, /admin offers the phone sign-in', async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth/login?returnTo=%2Fadmin%2Forders');
    await signUpAsAwa(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Rubriques du back-office' })).toHaveCount(0);
    await expectAccessibleContent(page);
  });
});

test('staff find a new paid order, mark it preparing then shipped, and the shopper’s order page shows it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signUpAsAwa(page);
  const orderId = await paidCourierOrder(page);

  const staff = await staffSignedIn(browser);
  await staff.getByLabel('Nom, téléphone ou numéro de commande').fill(`#${orderId}`);
  await staff.getByRole('button', { name: 'Rechercher' }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/orders\\?q=%23${orderId}$`));
  const row = staff.getByRole('link', { name: new RegExp(`Commande n°${orderId} · Awa Diop`) });
  await expect(row).toContainText('Payée');
  await expectAccessibleContent(staff);
  await row.click();

  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(`Commande n°${orderId}`) })).toContainText('Payée');
  // The order machine offers what a paid courier order allows: preparing, or a refund — never "shipped" yet.
  await expect(staff.getByRole('button', { name: 'Marquer expédiée' })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Commencer la préparation' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('En préparation');
  await expect(staff.getByRole('button', { name: 'Marquer prête au retrait' })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Marquer expédiée' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Expédiée');
  await expect(staff.getByRole('button', { name: 'Marquer livrée' })).toBeVisible();
  // Both changes are in the order's history in words, with who made them.
  const history = staff.getByRole('listitem').filter({ hasText: 'Remise au livreur' });
  await expect(history).toContainText('État : En préparation → Expédiée');
  await expect(staff.getByRole('listitem').filter({ hasText: 'Préparation commencée' })).toContainText('État : Payée → En préparation');
  await expectAccessibleContent(staff);
  await saveScreenshot(staff, 'admin-order-shipped');
  // The history as a phone shows it (docs/admin/order-history-390.png).
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff
    .locator('section')
    .filter({ has: staff.getByRole('heading', { name: 'Historique' }) })
    .screenshot({ path: 'e2e-artifacts/admin-order-history-390.png' });

  await page.reload();
  await expect(page.getByText('Expédiée', { exact: false })).toBeVisible();
});

test('staff add a picture (stored as WebP) and change a product’s price; the product page shows the new price', async ({
  page,
  browser,
}) => {
  const staff = await staffSignedIn(browser);
  await staff.getByRole('navigation', { name: 'Rubriques du back-office' }).getByRole('link', { name: 'Catalogue' }).click();
  await expect(staff).toHaveURL(/\/admin\/catalogue\/products$/);
  await expect(staff.getByRole('searchbox', { name: 'Trouver un produit' })).toBeVisible();
  await staff.goto('/admin/catalogue/products/2');
  const name = await staff.getByLabel('Nom (français)').inputValue();
  // A picture first: the server stores it as WebP and the product's version moves on — the price saved next must not be refused for it.
  const gallery = staff.getByRole('region', { name: 'Photos' }).getByRole('img');
  const picturesBefore = await gallery.count();
  await staff.getByLabel('Nouvelle photo (JPEG, PNG ou WebP, 8 Mo au plus)').setInputFiles('public/icons/icon-192.png');
  await staff.getByLabel('Description de la photo (français)').fill('Le produit de près');
  await staff.getByRole('button', { name: 'Ajouter la photo' }).click();
  await expect(gallery).toHaveCount(picturesBefore + 1);
  const added = await gallery.last().getAttribute('src');
  expect(added).toMatch(/\.webp$/);
  expect((await staff.request.get(added!)).headers()['content-type']).toBe('image/webp');
  const newPrice = 12_345 + Math.floor(Math.random() * 1000);
  await staff.getByLabel('Prix (F CFA)').fill(String(newPrice));
  await staff.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Enregistré.' })).toBeVisible();
  await expectAccessibleContent(staff);

  await page.goto('/details/2');
  const product = page.getByRole('article', { name });
  await expect(product.getByTestId('price').first()).toBeVisible();
  expect(await amountOf(product.getByTestId('price').first())).toBe(newPrice);
});

test('staff change a service’s price, then take it off; the service page follows each save (issue 21)', async ({ page, browser }) => {
  const staff = await staffSignedIn(browser);
  await staff.goto('/admin/catalogue/services');
  // Cupping (service 2): the booking spec reads the massage's price and other specs open service 1.
  await staff.getByText('Ventouses (hijama)').click();
  const form = staff.getByRole('listitem').filter({ hasText: 'Ventouses (hijama)' });
  const price = form.getByLabel('Prix (F CFA)');
  await expect(price).toHaveValue('10000');
  const save = async (value: string) => {
    await price.fill(value);
    // The last save's "Saved" gives way to the edit, so the one awaited below is this save's.
    await expect(form.getByRole('status').filter({ hasText: 'Enregistré.' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Enregistré.' })).toBeVisible();
  };
  const shown = page.getByRole('main').getByText(/^Prix/);

  await price.fill('-1');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Doit être 0 ou plus')).toBeVisible();

  const newPrice = 11_000 + Math.floor(Math.random() * 1000);
  await save(String(newPrice));
  await expectAccessibleContent(staff);
  await page.goto('/services/2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ventouses (hijama)');
  expect(await amountOf(shown.getByTestId('price'))).toBe(newPrice);

  await save('');
  // Another shopper: this browser may keep the page's answer for a minute (Cache-Control max-age=60).
  const other = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await other.goto('/services/2');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Ventouses (hijama)');
  await expect(other.getByRole('main').getByText(/^Prix/)).toHaveCount(0);

  // The seeded price back, for whichever spec opens this service next.
  await save('10000');
});

test('staff create a product; once created its page opens for its pictures, and the shop shows it at once', async ({ page, browser }) => {
  const staff = await staffSignedIn(browser);
  await staff.goto('/admin/catalogue/products');
  await staff.getByRole('link', { name: 'Nouveau produit' }).click();
  await expect(staff).toHaveURL(/\/admin\/catalogue\/products\/new$/);
  const form = staff.getByRole('form', { name: 'Nouveau produit' });
  await form.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(form.getByText('Obligatoire')).toHaveCount(4);
  const name = `Savon au karité ${Date.now()}`;
  await form.getByLabel('Nom (français)').fill(name);
  await form.getByLabel('Nom (anglais)').fill('Shea butter soap');
  await form.getByLabel('Description (français)').fill('Fait main à Dakar.');
  await form.getByLabel('Description (anglais)').fill('Handmade in Dakar.');
  await form.getByLabel('Prix (F CFA)').fill('2750');
  await expectAccessibleContent(staff);
  await form.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(staff).toHaveURL(/\/admin\/catalogue\/products\/\d+$/);
  await expect(staff.getByRole('heading', { name })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Photos' })).toBeVisible();
  const id = /\/products\/(\d+)$/.exec(staff.url())?.[1];

  await page.goto(`/details/${id}`);
  const product = page.getByRole('article', { name });
  await expect(product.getByTestId('price').first()).toBeVisible();
  expect(await amountOf(product.getByTestId('price').first())).toBe(2750);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an administrator opens every section: each is accessible, and the staff list shows them with their role; a role granted to a number shows, and is revoked', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await staffSignedIn(browser, 'admin');
    const sections = admin.getByRole('navigation', { name: 'Rubriques du back-office' });
    // Every section is on screen whole: none cut at the edge or hidden off it.
    for (const section of ['Commandes', 'Réservations', 'Messages', 'Catalogue', 'Équipe'])
      await expect(sections.getByRole('link', { name: section })).toBeInViewport({ ratio: 1 });
    const visit = async (section: string, heading: string) => {
      await sections.getByRole('link', { name: section }).click();
      await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(admin.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
      await expectAccessibleContent(admin);
    };
    await visit('Réservations', 'Réservations');
    await expect(admin.getByRole('heading', { name: 'Participants aux événements' })).toBeVisible();
    // "0 réservée", "1 réservée", "2 réservées": the word agrees with the number (issue 21).
    await expect(admin.getByText(/\d+ réservées?,/).first()).toBeVisible();
    await visit('Messages', 'Messages');
    await visit('Équipe', 'Équipe');
    await expect(admin.getByRole('listitem').filter({ hasText: '(vous)' })).toContainText('Administrateur');
    const newcomer = freshSenegalMobile().e164;
    await admin.getByLabel('Numéro de téléphone').fill(newcomer);
    await admin.getByRole('button', { name: 'Donner le rôle' }).click();
    await expect(admin.getByRole('listitem').filter({ hasText: newcomer })).toContainText('Équipe (commandes');
    await admin.getByRole('button', { name: `Retirer le rôle de ${newcomer}` }).click();
    await expect(admin.getByRole('listitem').filter({ hasText: newcomer })).toHaveCount(0);
    await visit('Catalogue', 'Catalogue');
    const parts = admin.getByRole('navigation', { name: 'Parties du catalogue' });
    for (const part of ['Prestations', 'Événements', 'Horaires d’ouverture', 'Frais de livraison et taux de l’euro']) {
      await parts.getByRole('link', { name: part }).click();
      await expect(parts.getByRole('link', { name: part })).toHaveAttribute('aria-current', 'page');
      await expect(admin.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
      await expectAccessibleContent(admin);
    }
    await expect(admin.getByLabel('F CFA pour 1 euro')).toHaveValue(/^655\.957$/);
    await saveScreenshot(admin, 'admin-fees-phone');
  });
});
