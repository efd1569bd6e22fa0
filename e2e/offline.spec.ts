import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';

// Issue 16: installable and light on data. The real server and build; Chromium at a phone's width, in French.
// The service worker is blocked for the other specs (playwright.config.ts); here it is the subject.
test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

const bestSellers = (page: Page) => page.getByRole('region', { name: 'NOS MEILLEURES VENTES' }).getByRole('article');
// At a phone's width the cart's link is in the bottom bar.
const cartLink = (page: Page, count: number) =>
  page.getByRole('navigation', { name: 'Raccourcis' }).getByRole('link', { name: `Panier, ${count} article${count > 1 ? 's' : ''}` });
const needsConnection = (page: Page) => page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' });

/** The names of the worker's caches and the addresses each holds. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const held: Record<string, string[]> = {};
    for (const name of await caches.keys()) held[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return held;
  });

/** After a first visit: the worker controls the page and holds the catalogue answer the page asked for. */
async function keptForOffline(page: Page) {
  await expect
    .poll(
      async () => {
        const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
        const kept = Object.values(await cachedAddresses(page)).flat();
        return controlled && kept.some((url) => url.includes('/api/products?')) && kept.some((url) => url.includes('/uploads/'));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('after one visit, / opens offline with the catalogue; the cart still adds; checkout says it needs a connection', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(bestSellers(page)).toHaveCount(4);
  await keptForOffline(page);

  await goOffline(context, page);
  await page.reload();
  await expect(bestSellers(page)).toHaveCount(4);
  const first = bestSellers(page).nth(0);
  // Its picture too (decorative, so no img role): from the worker's cache, not a broken image.
  await expect
    .poll(() => first.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  await first.getByRole('button', { name: /Ajouter au panier/ }).click();
  await expect(first.getByRole('link', { name: /^Dans le panier \(1\)/ })).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
  await cartLink(page, 1).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(page.getByRole('list', { name: 'Produits de votre panier' }).getByRole('listitem')).toHaveCount(1);
  await expect(needsConnection(page)).toBeVisible();

  // Back online, the message leaves by itself.
  await context.setOffline(false);
  await expect(needsConnection(page)).toHaveCount(0);
});

test('the cart page says it needs a connection when opened offline, and keeps the cart', async ({ page, context }) => {
  await page.goto('/');
  await bestSellers(page)
    .nth(1)
    .getByRole('button', { name: /Ajouter au panier/ })
    .click();
  await keptForOffline(page);
  await goOffline(context, page);
  await page.goto('/shopping-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Produits de votre panier' }).getByRole('listitem')).toHaveCount(1);
  await expect(needsConnection(page)).toBeVisible();
});

// No rendered page is kept (it would show old prices offline): the build's bare index.html is the offline shell.
test('nothing personal is kept: only the catalogue, pictures and the build’s files, under this build’s names', async ({ page }) => {
  await page.goto('/');
  await expect(bestSellers(page)).toHaveCount(4);
  await keptForOffline(page);
  const held = await cachedAddresses(page);
  const names = Object.keys(held);
  expect(names).toHaveLength(2);
  const version = /^baobab-app-(\w+)$/.exec(names.find((name) => name.startsWith('baobab-app-')) ?? '')?.[1];
  expect(version, 'a versioned app cache').toBeTruthy();
  expect(names).toContain(`baobab-data-${version}`);
  for (const url of Object.values(held).flat()) {
    const { pathname } = new URL(url);
    expect(pathname, url).toMatch(
      /^\/index\.html$|^\/assets\/|^\/uploads\/|^\/icons\/|^\/favicon\.svg$|^\/api\/(?:products(?:\/\d+)?|categories|events(?:\/\d+)?|services(?:\/\d+)?|shops|testimonials|countries|exchange-rates|delivery-methods|client-config)$/,
    );
  }
});

test('installable: Chromium finds no installability error in the manifest, icons and worker', async ({ page }) => {
  await page.goto('/');
  await keptForOffline(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito, where Chromium never offers to install: every other criterion is met.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Baobab', display: 'standalone', start_url: '/', theme_color: '#1f4d2b' });
  for (const icon of manifest.icons.filter((candidate) => candidate.src.endsWith('.png'))) {
    const png = await (await page.request.get(icon.src)).body();
    // PNG header: width and height at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});
