import { expect, test } from './support/test';

test('the home page opens in Chromium against the real server', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Baobab/);
  await expect(page.getByRole('link', { name: 'Baobab' }).first()).toBeVisible();
});

test.describe('an unknown path', () => {
  test.use({ locale: 'fr-FR' });

  test('answers 404 with the app and its not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Cette page a disparu.' })).toBeVisible();
  });
});

test.describe('a product list that fails to load, on a 390 px phone', () => {
  const productList = /\/api\/products\?/;
  // No service worker: it would answer the list from its cache, out of the page's routes' reach (the offline case is its own spec's).
  test.use({
    locale: 'fr-FR',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    expectedRequestErrors: [{ url: productList, status: 'aborted' }],
  });

  test('offers Try again in place, which shows the products once the API is back', async ({ page }) => {
    let apiBack = false;
    await test.step('the product list request is aborted (the network drops it)', async () => {
      await page.route(productList, (route) => (apiBack ? route.continue() : route.abort('internetdisconnected')));
    });
    // The home page the server renders comes with its list: the browser asks for it when the shopper comes to the
    // home page from a page the server does not render (the wishlist).
    await page.goto('/favoris');
    await expect(page.getByRole('heading', { level: 1, name: 'Favoris' })).toBeVisible();
    await page.getByRole('link', { name: "Baobab, page d'accueil" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    const bestSellers = page.getByRole('region', { name: 'NOS MEILLEURES VENTES' });
    const failure = bestSellers.getByRole('alert');
    await expect(failure).toContainText('Erreur lors du chargement des produits');
    await expect(page.getByRole('region', { name: 'Nos produits' }).getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The API comes back as the shopper presses Try again, not a moment before: a background read (a section
    // mounting late, a retry) in between still fails, so the button is still there to be clicked.
    await test.step('the API comes back as the shopper presses Try again', async () => {
      await page.exposeFunction('apiComesBack', () => {
        apiBack = true;
      });
      await page.evaluate(() =>
        document.addEventListener(
          'pointerdown',
          (event) => {
            const pressed = event.target instanceof Element ? event.target.closest('button') : null;
            if (pressed?.textContent === 'Réessayer') (window as unknown as { apiComesBack: () => void }).apiComesBack();
          },
          { capture: true },
        ),
      );
    });
    await failure.getByRole('button', { name: 'Réessayer' }).click();
    // One retry asks the shared list again: every section that failed shows its products.
    await expect(bestSellers.getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Nos produits' }).getByRole('article')).toHaveCount(8);
    await expect(page.getByRole('alert').filter({ hasText: 'Erreur lors du chargement des produits' })).toHaveCount(0);
  });
});
