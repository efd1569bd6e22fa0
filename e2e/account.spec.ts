import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { amountOf } from './support/amounts';
import { expectAccessiblePage } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { askForCode, register, signUpFromLoginPage, submitCode } from './support/sign-in';
import { freshSenegalMobile, smsInbox } from './support/sms';

// The shopper's own pages in French, the shop's main language, against the real server and the Auth emulator.
test.use({ locale: 'fr-FR' });

const footer = (page: Page) => page.getByRole('contentinfo');
const header = (page: Page) => page.locator('header');
const isOrderList = (request: Request) => new URL(request.url()).pathname === '/api/orders' && request.method() === 'GET';

/**
 * An order placed through the API as the signed-in shopper (with the ID token the page itself sent): two of
 * product 1, collected, to be paid by Wave. The total is the one the server computes from the catalogue.
 */
async function placeOrderThroughApi(request: APIRequestContext, authorization: string): Promise<{ id: number; total: number }> {
  const headers = { authorization };
  const customers = (await (await request.get('/api/customers', { headers })).json()) as { data: { id: number }[] };
  const customerId = customers.data[0]?.id;
  expect(customerId, 'the signed-in shopper has a customer record').toBeDefined();
  const product = (await (await request.get('/api/products/1')).json()) as { data: { attributes: { price: number } } };
  const methods = (await (await request.get('/api/delivery-methods')).json()) as { data: { code: string; fee: number }[] };
  const collect = methods.data.find((method) => method.code === 'collect');
  expect(collect).toBeDefined();
  const total = product.data.attributes.price * 2 + (collect?.fee ?? 0);
  const response = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': `e2e-account-${Date.now()}` },
    data: {
      customer_id: customerId,
      products: [{ id: 1, quantity: 2 }],
      total,
      shipping_method: 'collect',
      payment_method: 'wave',
      payment_phone: '77 123 45 67',
      client_info: {
        fname: 'Awa',
        lname: 'Diop',
        email: 'awa@example.sn',
        phone: '77 123 45 67',
        deliver_date: '2030-12-24',
        time: '14:30',
        city: 'Dakar',
        address: 'Rue 10, Médina, Dakar',
        zip: '10200',
      },
    },
  });
  expect(response.status()).toBe(201);
  const order = (await response.json()) as { data: { id: number; total: number } };
  return order.data;
}

test('My orders: sign in from it, no order yet, then a placed order with its status, total and page', async ({ page, request }) => {
  await page.goto('/');
  // Signed out, "My account" is the sign-in, coming back to the account page.
  await expect(footer(page).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/auth/login?returnTo=%2Faccount');

  await footer(page).getByRole('link', { name: 'Mes commandes' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  await expect(page.getByText('Connectez-vous avec votre numéro de téléphone pour voir vos commandes.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Forders$/);

  // Registration reloads to the page the shopper came from; the list is asked with the shopper's token.
  const listRequest = page.waitForRequest(isOrderList);
  await signUpFromLoginPage(page);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Vous n’avez pas encore de commande' })).toBeVisible();
  const authorization = (await (await listRequest).allHeaders()).authorization;
  expect(authorization).toMatch(/^Bearer /);

  const order = await placeOrderThroughApi(request, authorization ?? '');
  await page.reload();
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link')).toHaveText(`Commande n° ${order.id}`);
  await expect(row.locator('[data-status]')).toHaveText('Paiement en attente');
  expect(await amountOf(row.getByTestId('price'))).toBe(order.total);
  await expectAccessiblePage(page);
  await saveScreenshot(page, 'account-orders');

  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Commande n° ${order.id}` })).toBeVisible();
  await expect(page.getByText('En attente de la confirmation du paiement… Cette page se met à jour toute seule.')).toBeVisible();
  expect(await amountOf(page.getByTestId('order-total'))).toBe(order.total);

  // Signed in, "My account" is the customer record.
  await expect(footer(page).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/account');
  await footer(page).getByRole('link', { name: 'Mon compte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByText('Awa Diop')).toBeVisible();
  await expect(page.getByText('awa@example.sn')).toBeVisible();
  await expect(page.getByText('Rue 10, Médina, Dakar')).toBeVisible();
  await expectAccessiblePage(page);
  await page.getByRole('main').getByRole('link', { name: 'Mes commandes' }).click();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
});

test.describe('one shopper after another in the same tab', () => {
  // The server hides another customer's order behind a 404, which the browser logs: expected here.
  test.use({ expectedRequestErrors: [{ url: /\/api\/orders\/\d+/, status: 404 }] });

  test('the second is told the first one’s order does not exist, and is never shown it', async ({ page, request }) => {
    // Moussa has an account already.
    const moussa = freshSenegalMobile();
    const moussaInbox = await smsInbox(moussa.e164);
    await page.goto('/auth/login');
    await askForCode(page, moussa.national);
    await submitCode(page, await moussaInbox.nextCode());
    await register(page, 'Moussa', 'Sarr');
    await header(page).getByRole('button', { name: 'Compte de Moussa Sarr' }).click();
    await header(page).getByRole('button', { name: 'se déconnecter' }).click();
    await expect(header(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();

    // Awa signs up, orders, and opens her order's page from her list: it is in this tab's cache now.
    await page.goto('/auth/login?returnTo=%2Forders');
    const listRequest = page.waitForRequest(isOrderList);
    await signUpFromLoginPage(page);
    const order = await placeOrderThroughApi(request, (await (await listRequest).allHeaders()).authorization ?? '');
    await page.reload();
    await page.getByTestId('order-row').getByRole('link').click();
    const pending = page.getByText('En attente de la confirmation du paiement… Cette page se met à jour toute seule.');
    await expect(pending).toBeVisible();
    // A mark on this document: a reload would drop it (and the cache with it).
    await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));

    // She signs out from the account menu; Moussa signs in from the same page, which he comes back to.
    await header(page).getByRole('button', { name: 'Compte de Awa Diop' }).click();
    await header(page).getByRole('button', { name: 'se déconnecter' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
    await askForCode(page, moussa.national);
    await submitCode(page, await moussaInbox.nextCode());
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(header(page).getByRole('button', { name: 'Compte de Moussa Sarr' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Cette commande n’existe pas.');
    await expect(pending).toHaveCount(0);
    await expect(page.getByTestId('order-total')).toHaveCount(0);
    // All in the same document: only the cache could have shown Awa's order.
    await expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', '');
  });
});
