import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fillDeliveryWhenAndWhere } from './support/delivery-form';
import { signUpAsAwa } from './support/sign-in';

// Issue #20: PayDunya completed the payment but its notification (IPN) never came. The shopper's order page
// asks the server, which asks PayDunya itself: the page must show the order paid, never "expired, nothing was
// charged". Run on PGlite by default, on PostgreSQL with DATABASE_URL set for the server.
test.use({ locale: 'fr-FR' });

/** One best seller in the cart, collected in the shop, the checkout filled, on to /payment. */
async function checkoutUpToPayment(page: Page) {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'NOS MEILLEURES VENTES' })
    .getByRole('article')
    .nth(0)
    .getByRole('button', { name: /Ajouter au panier/ })
    .click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Panier/ })
    .click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await page.getByRole('radio', { name: /Retrait en boutique/ }).check();
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await page.getByLabel('Téléphone').fill('77 123 45 67');
  await fillDeliveryWhenAndWhere(page);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page).toHaveURL(/\/payment$/);
}

test('approved at PayDunya with the notification lost: the open order page shows it paid within 30 s', async ({ page }) => {
  await signUpAsAwa(page);
  await checkoutUpToPayment(page);
  await page.getByLabel('Numéro de téléphone').fill('77 123 45 67');
  await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
  await expect(page).toHaveURL(/\/paydunya-sim\/checkout\/test_/);

  await page.getByRole('button', { name: 'Approve, notification lost' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const approvedAt = Date.now();
  await expect(page.getByText('Payée — merci ! Nous préparons votre commande.')).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - approvedAt).toBeLessThan(30_000);
  await expect(page.getByText(/Rien n.a été débité/)).toHaveCount(0);
});
