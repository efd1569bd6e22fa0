import { expect, test } from './support/test';

test('the home page opens in Chromium against the real server', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Baobab/);
  await expect(page.getByRole('link', { name: 'Baobab' }).first()).toBeVisible();
});

test('an unknown path is served the app (history fallback), not a server 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
});
