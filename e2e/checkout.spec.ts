import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { fillDeliveryWhenAndWhere } from './support/delivery-form';
import { amountOf } from './support/amounts';
import { saveScreenshot } from './support/screenshots';
import { signUpAsAwa, signUpFromLoginPage } from './support/sign-in';

// Spec §2 and §8 quote the checkout's texts in French: the shop runs in French here.
test.use({ locale: 'fr-FR' });

const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Panier/ });

/** Two best sellers in the cart, collection chosen, on to /verify. Returns the cart's total. */
async function cartToVerify(page: Page): Promise<number> {
  await page.goto('/');
  const bestSellers = page.getByRole('region', { name: 'NOS MEILLEURES VENTES' }).getByRole('article');
  await bestSellers
    .nth(0)
    .getByRole('button', { name: /Ajouter au panier/ })
    .click();
  await bestSellers
    .nth(1)
    .getByRole('button', { name: /Ajouter au panier/ })
    .click();
  await cartBadge(page).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await page.getByRole('radio', { name: /Retrait en boutique/ }).check();
  const total = await amountOf(page.getByTestId('cart-total'));
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  return total;
}

/** Cart → delivery (collection) → /verify → the nine fields → /payment. Returns the total shown. */
async function checkoutUpToPayment(page: Page): Promise<number> {
  const total = await cartToVerify(page);
  await expect(page.getByRole('navigation', { name: 'Étapes de la commande' }).getByRole('listitem').nth(0)).toHaveAttribute(
    'aria-current',
    'step',
  );
  expect(await amountOf(page.getByTestId('summary-total'))).toBe(total);
  // Prefilled from the account; the rest is typed, and an empty required field is only marked.
  await expect(page.getByLabel('Prénom')).toHaveValue('Awa');
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByLabel('Ville')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/verify$/);
  await page.getByLabel('Téléphone').fill('77 123 45 67');
  await fillDeliveryWhenAndWhere(page);
  await saveScreenshot(page, 'checkout-verify');
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('radio', { name: 'Wave' })).toBeChecked();
  return total;
}

async function payWithWave(page: Page) {
  await page.getByLabel('Numéro de téléphone').fill('77 123 45 67');
  await saveScreenshot(page, 'checkout-payment');
  await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
}

/** The simulator's hosted page, as PayDunya's would be: the amount and two buttons. */
async function onGatewayPage(page: Page, total: number) {
  await expect(page).toHaveURL(/\/paydunya-sim\/checkout\/test_/);
  expect(await amountOf(page.getByTestId('amount'))).toBe(total);
}

/** A new account orders with Wave and the gateway's button answers; back on /orders/{id}. Returns the total. */
async function orderAnsweredOnGateway(page: Page, answer: 'Approve payment' | 'Decline payment'): Promise<number> {
  await signUpAsAwa(page);
  const total = await checkoutUpToPayment(page);
  await payWithWave(page);
  await onGatewayPage(page, total);
  await page.getByRole('button', { name: answer }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  return total;
}

test('Wave: order placed, payment approved on the gateway, the order shows paid and the cart is empty', async ({ page }) => {
  const total = await orderAnsweredOnGateway(page, 'Approve payment');
  await expect(page.getByText('Payée — merci ! Nous préparons votre commande.')).toBeVisible();
  expect(await amountOf(page.getByTestId('order-total'))).toBe(total);
  await expect(cartBadge(page)).toHaveAccessibleName('Panier, 0 article');
  await page.goto('/shopping-cart');
  await expect(page.getByText('Votre panier est vide')).toBeVisible();
  // The checkout was reset: the next visit to /verify goes back to the cart.
  await page.goto('/verify');
  await expect(page).toHaveURL(/\/shopping-cart$/);
});

test('signed out, the checkout asks for the phone sign-in first, then comes back to /verify with the cart', async ({ page }) => {
  await page.goto('/');
  const bestSellers = page.getByRole('region', { name: 'NOS MEILLEURES VENTES' }).getByRole('article');
  await bestSellers
    .nth(0)
    .getByRole('button', { name: /Ajouter au panier/ })
    .click();
  await cartBadge(page).click();
  await page.getByRole('radio', { name: /Retrait en boutique/ }).check();
  const total = await amountOf(page.getByTestId('cart-total'));
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  // The page to come back to travels in the URL; the sign-in flow brings the shopper back to it.
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fverify$/);
  await signUpFromLoginPage(page);
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByLabel('Prénom')).toHaveValue('Awa');
  // The total shows once the chosen delivery's fee is known (a dash until then).
  await expect.poll(() => amountOf(page.getByTestId('summary-total'))).toBe(total);
});

test('leaving the checkout and coming back keeps the delivery method and the customer info', async ({ page }) => {
  await signUpAsAwa(page);
  const total = await checkoutUpToPayment(page);
  // Out of the checkout pages (its actor stops), then back through the cart.
  await page.getByRole('banner').getByRole('link', { name: "Baobab, page d'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await cartBadge(page).click();
  await expect(page.getByRole('radio', { name: /Retrait en boutique/ })).toBeChecked();
  expect(await amountOf(page.getByTestId('cart-total'))).toBe(total);
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByLabel('Ville')).toHaveValue('Dakar');
  await expect(page.getByLabel('Heure de livraison')).toHaveValue('14:30');
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page).toHaveURL(/\/payment$/);
});

test('the checkout code is not downloaded by a visit to the home page, only once the cart is opened', async ({ page }) => {
  // A text of the checkout machine that minification keeps (src/machines/checkout.ts).
  const marker = 'checkout machine: provide the';
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const loadedMarker = async () => (await Promise.all(scripts)).some((code) => code.includes(marker));

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'NOS MEILLEURES VENTES' }).getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(await loadedMarker()).toBe(false);

  await cartBadge(page).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(page.getByText('Votre panier est vide')).toBeVisible();
  expect(await loadedMarker()).toBe(true);
});

test('a declined payment shows failed; the retry pays the same order', async ({ page }) => {
  const total = await orderAnsweredOnGateway(page, 'Decline payment');
  const orderUrl = page.url();
  await expect(page.getByText('Le paiement a échoué. Rien n’a été débité ; vous pouvez réessayer.')).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Panier, 0 article');
  await saveScreenshot(page, 'checkout-order-failed');

  await expect(page.getByRole('radio', { name: 'Wave' })).toBeChecked();
  await page.getByRole('button', { name: 'Relancer le paiement' }).click();
  await onGatewayPage(page, total);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(orderUrl);
  await expect(page.getByText('Payée — merci ! Nous préparons votre commande.')).toBeVisible();
});

test.describe('a payment start whose connection drops', () => {
  test.use({ expectedRequestErrors: [{ url: /\/api\/orders\/\d+\/payment/, status: 'aborted' }] });

  test('a failure offers what the checkout machine allows: after a dropped connection, change the method or try again — the same order', async ({
    page,
  }) => {
    await signUpAsAwa(page);
    const total = await checkoutUpToPayment(page);
    // Intercepted (the real parts cannot drop a connection): the first payment start never arrives.
    let dropped = 0;
    await page.route(/\/api\/orders\/\d+\/payment/, (route) => (dropped++ === 0 ? route.abort('connectionreset') : route.continue()));
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders')
        orders.push(request.headers()['idempotency-key'] ?? '');
    });
    await payWithWave(page);
    await expect(page).toHaveURL(/\/payment\/confirmation$/);
    const failure = page.getByRole('alert').filter({ hasText: 'Une erreur est survenue' });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Retour au panier' })).toHaveCount(0);
    await failure.getByRole('button', { name: 'Changer de moyen de paiement' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await payWithWave(page);
    await onGatewayPage(page, total);
    // One order, placed once: the second confirmation only started its payment.
    expect(orders).toHaveLength(1);
  });
});

test('a card is paid on the gateway’s page: no card number or CVV reaches our server or the browser’s storage', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request: Request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  await signUpAsAwa(page);
  const total = await checkoutUpToPayment(page);

  await page.getByRole('radio', { name: 'Carte bancaire' }).check();
  await expect(page.getByTestId('card-note')).toContainText('page de paiement sécurisée de PayDunya');
  // No card field anywhere on our payment step: the four method radios are the form's only inputs.
  const paymentForm = page.locator('form').filter({ has: page.getByRole('radio', { name: 'Carte bancaire' }) });
  await expect(paymentForm.locator('input')).toHaveCount(4);
  await expect(page.locator('input[autocomplete^="cc-"], input[name*="card" i], input[name*="cvv" i]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmer le paiement' }).click();

  await onGatewayPage(page, total);
  await expect(page.locator('input')).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('Payée — merci ! Nous préparons votre commande.')).toBeVisible();

  const cardLike = /\b(?:\d[ -]?){13,19}\b|cvv|cvc|card_?number|cardNumber|ownerName|validity/i;
  expect(cardLike.test('4111 1111 1111 1111') && cardLike.test('{"cvv":"123"}')).toBe(true);
  const toOurServer = sent.filter((line) => new URL(line.split(' ')[1] ?? '').origin === new URL(page.url()).origin);
  expect(toOurServer.length).toBeGreaterThan(0);
  expect(toOurServer.filter((line) => cardLike.test(line.split(' ').slice(2).join(' ')))).toEqual([]);
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(storage).not.toMatch(/cvv|cvc|cardNumber|card_number|ownerName/i);
});

test.describe('browsing the shop at 127.0.0.1 while PUBLIC_URL names localhost', () => {
  // The session lives per origin: PayDunya must send the shopper back to the origin they used.
  test.use({ baseURL: async ({ baseURL }, provide) => provide(baseURL?.replace('//localhost:', '//127.0.0.1:')) });

  test('after paying, the shopper is back on 127.0.0.1, still signed in, and sees the order paid', async ({ page }) => {
    const total = await orderAnsweredOnGateway(page, 'Approve payment');
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
    await expect(page.getByText('Payée — merci ! Nous préparons votre commande.')).toBeVisible();
    expect(await amountOf(page.getByTestId('order-total'))).toBe(total);
  });
});
