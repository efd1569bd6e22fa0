import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { saveScreenshot } from './support/screenshots';
import { signUpFromLoginPage } from './support/sign-in';
import { payWithWaveApproved } from './support/pay-wave';
import { fillDeliveryWhenAndWhere } from './support/delivery-form';

// Issue 16 on a phone, in French: sign-in first, a prefilled form, the saved address reused, the order page's delivery.
test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });

// At 390 px the cart is in the bottom bar of shortcuts, not in the header.
const cartBadge = (page: Page) => page.getByRole('navigation', { name: 'Raccourcis' }).getByRole('link', { name: /^Panier/ });

/** One best seller in the cart, courier delivery chosen, then "Passer la commande". */
async function cartToCheckout(page: Page) {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'NOS MEILLEURES VENTES' })
    .getByRole('article')
    .first()
    .getByRole('button', { name: /Ajouter au panier/ })
    .click();
  await cartBadge(page).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await page.getByRole('radio', { name: /Livraison/ }).check();
  await page.getByRole('link', { name: 'Passer la commande' }).click();
}

test('signed out: the phone first, then a prefilled form; the next order reuses the saved address; the order page shows the delivery', async ({
  page,
}) => {
  await cartToCheckout(page);
  // Signed out: the checkout asks for the phone before the form, and comes back to it.
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fverify$/);
  await signUpFromLoginPage(page);
  await expect(page).toHaveURL(/\/verify$/);

  // Prefilled from the customer record just created.
  await expect(page.getByLabel('Prénom')).toHaveValue('Awa');
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Diop');
  await expect(page.getByLabel('E-mail')).toHaveValue('awa@example.sn');
  // As the shopper writes a Senegalese number (issue 21), not the record's +221… form.
  await expect(page.getByLabel('Téléphone')).toHaveValue(/^77 \d{3} \d{2} \d{2}$/);
  await expect(page.getByRole('textbox', { name: 'Adresse' })).toHaveValue('Rue 10, Médina, Dakar');
  // No past order yet: nothing to choose from.
  await expect(page.getByTestId('saved-places')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Adresse' }).fill('Villa 12, Point E');
  await fillDeliveryWhenAndWhere(page);
  await payWithWaveApproved(page);

  const delivery = page.getByRole('region', { name: 'Livraison' });
  await expect(delivery.getByTestId('order-delivery-method')).toHaveText('Livraison par coursier');
  await expect(delivery.getByTestId('order-delivery-address')).toHaveText('Villa 12, Point E, 10200 Dakar');
  await expect(delivery.getByTestId('order-delivery-date')).toHaveText('24 décembre 2030');
  await expect(delivery.getByTestId('order-delivery-time')).toHaveText('14:30');

  // A second order: the saved place is offered and chosen; only the day is new.
  await cartToCheckout(page);
  await expect(page).toHaveURL(/\/verify$/);
  const saved = page.getByTestId('saved-places');
  const villa = saved.getByRole('radio', { name: 'Villa 12, Point E, 10200 Dakar' });
  await expect(villa).toBeChecked();
  // Typing a new address empties the place fields; choosing the saved one fills them again.
  await saved.getByRole('radio', { name: 'Une nouvelle adresse' }).check();
  await expect(page.getByRole('textbox', { name: 'Adresse' })).toHaveValue('');
  await villa.check();
  await expect(page.getByRole('textbox', { name: 'Adresse' })).toHaveValue('Villa 12, Point E');
  await expect(page.getByLabel('Ville')).toHaveValue('Dakar');
  await expect(page.getByLabel('Code postal')).toHaveValue('10200');
  await expect(page.getByLabel('Heure de livraison')).toHaveValue('14:30');
  await page.getByLabel('Date de livraison').fill('2030-12-31');
  await saveScreenshot(page, 'checkout-saved-address');
  await payWithWaveApproved(page);
  await expect(page.getByRole('region', { name: 'Livraison' }).getByTestId('order-delivery-address')).toHaveText(
    'Villa 12, Point E, 10200 Dakar',
  );
  await expect(page.getByRole('region', { name: 'Livraison' }).getByTestId('order-delivery-date')).toHaveText('31 décembre 2030');
});
