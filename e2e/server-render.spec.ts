import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The first screens the server renders (issue 23) are taken over in place: no hydration warning or error (the shared
 * test fails on any console error; main.tsx reports React's recoverable hydration errors there), the server's markup
 * kept rather than drawn again, and the pages readable with JavaScript turned off.
 */
const pages = [
  '/',
  '/details/1',
  '/products?sort=price-asc',
  '/search?q=moringa',
  '/services/1',
  '/info/about',
  '/shopping-cart',
  '/details/999999',
];

for (const locale of ['fr', 'ar'] as const) {
  test.describe(`rendered by the server, hydrated in ${locale}`, () => {
    for (const path of pages) {
      // The browser checks once more that the product is missing (an expected 404 of the API).
      if (path === '/details/999999') test.use({ expectedRequestErrors: [{ url: /\/api\/products\/999999/, status: 404 }] });
      test(`${path} is taken over without a hydration error`, async ({ page }) => {
        const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
        expect(response?.status()).toBe(path === '/details/999999' ? 404 : 200);
        const root = page.locator('#root');
        await expect(root).toHaveAttribute('data-rendered', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        // The server's <main> is the one the shopper keeps: hydration adopted it instead of drawing a new one.
        await page.evaluate(() => {
          (document.querySelector('main') as HTMLElement & { fromServer?: boolean }).fromServer = true;
        });
        // Hydrated: the shopper's own parts (cart count, buttons) arrive once the browser has them.
        await expect(page.getByRole('link', { name: /^(Panier|السلة)/ }).first()).toHaveAttribute('aria-label', /\d/);
        expect(await page.evaluate(() => (document.querySelector('main') as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(true);
      });
    }
  });
}

for (const path of ['/', '/details/1', '/shopping-cart']) {
  test(`${path} asks for its scripts once it has been drawn`, async ({ page }) => {
    await page.goto(path);
    // Hydrated: the cart's count is the browser's own.
    await expect(page.getByRole('link', { name: /^Panier|^Cart/ }).first()).toHaveAttribute('aria-label', /\d/);
    const { painted, entryAsked, scriptsAskedEarlier } = await page.evaluate(() => {
      const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry ?? 'none';
      const scripts = performance.getEntriesByType('resource').filter((resource) => /\/assets\/.+\.js$/.test(resource.name));
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return {
        painted,
        entryAsked: scripts.find((resource) => resource.name.endsWith(entry))?.startTime ?? -1,
        scriptsAskedEarlier: scripts.filter((resource) => resource.startTime < painted).map((resource) => resource.name),
      };
    });
    expect(painted).toBeLessThan(Infinity);
    expect(entryAsked).toBeGreaterThanOrEqual(painted);
    expect(scriptsAskedEarlier).toEqual([]);
  });
}

test('a product page reloaded halfway down keeps its place once the app has taken it over', async ({ page }) => {
  await page.goto('/details/1');
  const place = await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' });
    return window.scrollY;
  });
  expect(place).toBeGreaterThan(300);
  // The shared fixture's reload waits until the app has taken the page over; then its effects have run.
  await page.reload();
  await expect(page.getByRole('link', { name: /^Panier|^Cart/ }).first()).toHaveAttribute('aria-label', /\d/);
  // The page scrolls smoothly (index.css): where it comes to rest is what the shopper is left with.
  expect(await scrollAtRest(page)).toBeGreaterThan(place / 2);
  // A page opened by the shop itself still starts at its top.
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await scrollAtRest(page)).toBe(0);
});

/** The page's scroll position once no scroll has happened for half a second. */
function scrollAtRest(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const rest = () => {
          window.removeEventListener('scroll', moved);
          resolve(window.scrollY);
        };
        let timer = setTimeout(rest, 500);
        const moved = () => {
          clearTimeout(timer);
          timer = setTimeout(rest, 500);
        };
        window.addEventListener('scroll', moved);
      }),
  );
}

// Whether the empty cart's message was ever there for the shopper to see, watched from before the server's HTML is parsed.
declare global {
  interface Window {
    __sawEmptyCart: boolean;
  }
}

test.describe('the cart, rendered around its lines', () => {
  test.use({ locale: 'fr-FR' });

  test('a cart with lines is never shown empty while the browser takes the page over', async ({ page }) => {
    await page.addInitScript(() => {
      window.__sawEmptyCart = false;
      const look = () => {
        for (const heading of document.querySelectorAll('h2')) {
          if (heading.textContent === 'Votre panier est vide' && heading.checkVisibility({ visibilityProperty: true }))
            window.__sawEmptyCart = true;
        }
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto('/details/1');
    await page
      .getByRole('button', { name: /^Ajouter au panier/ })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
    await page.goto('/shopping-cart');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'fr');
    await expect(page.getByRole('list', { name: 'Produits de votre panier' }).getByRole('listitem')).toHaveCount(1);
    expect(await page.evaluate(() => window.__sawEmptyCart)).toBe(false);
    // The same watch sees an empty cart, once the browser knows it is empty.
    await page.getByRole('button', { name: /Retirer .* du panier/ }).click();
    await expect(page.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    expect(await page.evaluate(() => window.__sawEmptyCart)).toBe(true);
  });
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false, locale: 'fr-FR' });

  test('a product page shows its name and price and leads to its category', async ({ page }) => {
    await page.goto('/details/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Poudre de feuilles de moringa' })).toBeVisible();
    await expect(page.getByText(/4\s500\sF\sCFA/).first()).toBeVisible();
    // Where adding to the cart would be, the page says it needs JavaScript (a <noscript>, which text locators skip).
    expect(await page.content()).toContain('Cela nécessite JavaScript, désactivé dans ce navigateur.');
    await page.getByRole('link', { name: 'Bien-être' }).first().click();
    await expect(page).toHaveURL(/\/products\?category=1$/);
    await expect(page.getByText('Poudre de feuilles de moringa').first()).toBeVisible();
  });
});
