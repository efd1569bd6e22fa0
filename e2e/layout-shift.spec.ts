import { expect, test } from './support/test';

// Cumulative layout shift as the browser measures it, from the first paint on (Layout Instability API).
declare global {
  interface Window {
    __layoutShift: number;
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    // Google's "good" threshold is 0.1; content arriving must not push what the shopper is reading.
    test('the home page and a product page load without layout shift', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.1);

      await page.goto('/details/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.1);
    });

    // The server draws the cart's page around its lines; a first visit's empty cart then takes the place kept for it.
    test('an empty cart does not move while the browser takes its page over', async ({ page }) => {
      await page.goto('/shopping-cart');
      await expect(page.getByRole('heading', { level: 2, name: /^(Votre panier est vide|Your cart is empty)$/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
    });

    // Lighthouse (a slow phone) saw the product's text column pushed down by 0.022 as the gallery's lazy
    // thumbnails arrived: their buttons sized to their not-yet-loaded pictures, 0 px tall. Pictures held
    // back here make the wait certain; every placeholder must already have the picture's size.
    test('a product page does not move at all while its pictures arrive', async ({ page }) => {
      await page.route('**/uploads/**', async (route) => {
        await new Promise((done) => setTimeout(done, 1500));
        await route.continue();
      });
      await page.goto('/details/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Afficher la photo 2|Show picture 2)$/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
      expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
    });
  });
}
